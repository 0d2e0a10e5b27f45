import { useQuery } from '@tanstack/react-query';
import { getGetSessionUserQueryOptions } from '@/api/gen/auth/auth';
import type { SessionUser } from '@/api/gen/model';
import { VISITOR } from '@/api/session';

/**
 * The session user as the start-up call asks for it (src/features/shell/queries.ts) and the pages
 * read it: silent, as a failed call counts as a visitor (spec section 8). The same query as
 * `sessionQueryOptions()` (the auth guard's, logout's and the 512 handler's): one entry.
 */
export function sessionUserQueryOptions() {
  return getGetSessionUserQueryOptions(undefined, {
    query: { staleTime: 5 * 60_000 },
    request: { silent: true },
  });
}

/**
 * The session user, and whether the start-up call that tells it is still on its way (the page
 * paints before it: spec section 4's login info holds up nothing).
 */
export function useSessionState(): { user: SessionUser; pending: boolean } {
  const { data, isPending } = useQuery(sessionUserQueryOptions());
  return { user: data ?? VISITOR, pending: isPending };
}

/** The session user; a visitor until it is known, or when the call failed. */
export function useSessionUser(): SessionUser {
  return useSessionState().user;
}
