import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { sessionQueryOptions } from '@/api/session';
import type { RouterContext } from '@/routes/__root';

/** Pages a visitor may always see; a redirect back to them goes home instead (spec section 6). */
const WHITELIST = ['login', 'register', 'forget'];

/** Where to return after signing in: the path itself, or home for the whitelist pages. */
export function returnPathFor(
  lang: string,
  location: Pick<ParsedLocation, 'pathname' | 'searchStr'>,
): string {
  const page = location.pathname.split('/')[2] ?? '';
  return WHITELIST.includes(page) ? `/${lang}` : `${location.pathname}${location.searchStr}`;
}

/**
 * The auth guard (spec section 6), used as `beforeLoad` by the pathless layouts whose pages need a
 * session. A visitor goes to `{lang}/login?redirect={encoded path}`.
 */
export async function requireSession({
  context,
  location,
  params,
}: {
  context: RouterContext;
  location: ParsedLocation;
  params: { lang: string };
}): Promise<void> {
  const user = await context.queryClient.ensureQueryData(sessionQueryOptions());
  if (user.isLogin) return;
  throw redirect({
    to: '/$lang/login',
    params: { lang: params.lang },
    search: { redirect: returnPathFor(params.lang, location) },
  });
}
