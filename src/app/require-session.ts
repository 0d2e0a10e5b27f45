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
 * The auth guard (spec section 6). A visitor goes to `{lang}/login?redirect={encoded path}`. It
 * is awaited in the loader of the routes whose pages need a session (the personal centre's
 * layout, the order and application forms), after the page's own queries have started: the
 * router starts every loader of a match at once, so the page's data is asked for beside the
 * session, not after it, and the page renders once both the guard and its data allow. (In
 * `beforeLoad` it would hold every loader until the session answered.) A visitor's page calls
 * that need a session answer 512, which sends them to the same login address (src/app/configure.ts).
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
