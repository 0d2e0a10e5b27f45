import type { QueryClient } from '@tanstack/react-query';
import { getGetSessionUserQueryKey, getGetSessionUserQueryOptions } from './gen/auth/auth';
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

/**
 * Forgets the signed-in user (logout, code 512): the session becomes the visitor and every other
 * cached answer, which may be that user's data, is dropped or refetched.
 */
export function clearSession(queryClient: QueryClient): void {
  const sessionKey = getGetSessionUserQueryKey();
  queryClient.setQueryData(sessionKey, VISITOR);
  const notSession = {
    predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== sessionKey[0],
  };
  queryClient.removeQueries({ ...notSession, type: 'inactive' });
  void queryClient.invalidateQueries({ ...notSession, type: 'active' });
}
