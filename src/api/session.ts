import type { QueryClient } from '@tanstack/react-query';
import {
  getGetSessionUserQueryKey,
  getGetSessionUserQueryOptions,
  logout as logoutRequest,
} from './gen/auth/auth';
import type { SessionUser } from './gen/model';

/** What `/sys/userInfo` answers for a visitor. */
export const VISITOR: SessionUser = {
  isLogin: false,
  id: null,
  username: null,
  nickname: null,
  avatar: null,
};

/** The session user, shared by the header, the auth guard and the 512 handler. */
export function sessionQueryOptions() {
  return getGetSessionUserQueryOptions(undefined, { query: { staleTime: 5 * 60_000 } });
}

function notSession(query: { queryKey: readonly unknown[] }): boolean {
  return query.queryKey[0] !== getGetSessionUserQueryKey()[0];
}

/**
 * Forgets the signed-in user (logout, code 512): the session becomes the visitor and every other
 * cached answer, which may be that user's data, is dropped. Dropped, not refetched: the page on
 * screen may need the session, and refetching it would answer 512 and send a user who just logged
 * out to the login page. The caller leaves the page next (home after logout, login after 512).
 */
export function clearSession(queryClient: QueryClient): void {
  queryClient.setQueryData(getGetSessionUserQueryKey(), VISITOR);
  queryClient.removeQueries({ predicate: notSession });
}

/**
 * Takes on the user a sign-in answered (password, SMS code, registration): the header and the auth
 * guard see them at once, and answers cached for the visitor are dropped or refetched.
 */
export function startSession(queryClient: QueryClient, user: SessionUser): void {
  queryClient.setQueryData(getGetSessionUserQueryKey(), user);
  queryClient.removeQueries({ predicate: notSession, type: 'inactive' });
  void queryClient.invalidateQueries({ predicate: notSession });
}

/**
 * Signs out (`/sys/logout`: always succeeds, clears the session and `ak` cookies) and forgets the
 * user; the caller then goes home (spec section 2.4). A failed call (no connection) was already
 * reported by the client and leaves the user signed in, as the server still has the session.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  await logoutRequest();
  clearSession(queryClient);
}
