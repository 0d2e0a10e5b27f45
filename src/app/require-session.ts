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

interface GuardContext {
  context: RouterContext;
  location: ParsedLocation;
  params: { lang: string };
}

/** To login, coming back to `location` (spec section 6). */
function toLogin({ location, params }: Pick<GuardContext, 'location' | 'params'>) {
  return redirect({
    to: '/$lang/login',
    params: { lang: params.lang },
    search: { redirect: returnPathFor(params.lang, location) },
  });
}

/**
 * The auth guard (spec section 6), in two halves, both on every route whose page needs a session
 * (the personal centre's layout, the order and application forms). A visitor goes to
 * `{lang}/login?redirect={encoded path}`.
 *
 * This half is the route's `beforeLoad`: when the session is known (every page of a visit but
 * its first), it decides at once, before any loader has asked for anything. A visitor goes to
 * login, and a link to the page preloaded on hover asks for nothing (a call that needs a session
 * would answer 512, which sends a visitor to login: src/app/configure.ts). It never waits.
 */
export function refuseKnownVisitor({ context, location, params }: GuardContext): void {
  const user = context.queryClient.getQueryData(sessionQueryOptions().queryKey);
  if (user && !user.isLogin) throw toLogin({ location, params });
}

/**
 * The other half, awaited in the route's loader after the page's own queries have started: the
 * router starts every loader of a match at once, so on the first page of a visit the page's data
 * is asked for beside the session, not after it (awaited in `beforeLoad`, the session would hold
 * every loader), and the page renders once both the guard and its data allow.
 */
export async function requireSession({ context, location, params }: GuardContext): Promise<void> {
  const user = await context.queryClient.ensureQueryData(sessionQueryOptions());
  if (!user.isLogin) throw toLogin({ location, params });
}
