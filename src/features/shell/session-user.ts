import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@/api/gen/model';
import { VISITOR } from '@/api/session';
import { headerSessionQueryOptions } from './queries';

// Its own module: the personal centre's layout reads the session before the header's code (which
// comes after the page's content) has come.

/** The session user; a failed call counts as a visitor (spec section 8). */
export function useSessionUser(): SessionUser {
  return useSessionState().user;
}

/**
 * The session user, and whether the start-up call that tells it is still on its way (the page
 * paints before it: spec section 4's login info holds up nothing).
 */
export function useSessionState(): { user: SessionUser; pending: boolean } {
  const { data, isPending } = useQuery(headerSessionQueryOptions());
  return { user: data ?? VISITOR, pending: isPending };
}
