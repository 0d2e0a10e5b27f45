import type { QueryClient } from '@tanstack/react-query';
import { getListUnreadMessagesQueryOptions } from '@/api/gen/messages/messages';
import { getListServiceCategoriesQueryOptions } from '@/api/gen/market/market';
import { getListFriendLinksQueryOptions } from '@/api/gen/site/site';
import { sessionUserQueryOptions } from '@/components/auth/session-user';
import { siteInfoQueryOptions } from '@/components/site/site-contacts';

/**
 * The site chrome's data (spec section 4, start-up): login info, navigation categories, friend
 * links and the global settings. All are silent: when one fails the chrome degrades (visitor,
 * default navigation, no friend links, configured contacts) and logs, it never toasts.
 */
const silent = { silent: true } as const;
const STARTUP_STALE_MS = 5 * 60_000;

export function serviceCategoriesQueryOptions() {
  return getListServiceCategoriesQueryOptions(undefined, {
    query: { staleTime: STARTUP_STALE_MS },
    request: silent,
  });
}

export function friendLinksQueryOptions() {
  return getListFriendLinksQueryOptions(undefined, {
    query: { staleTime: STARTUP_STALE_MS },
    request: silent,
  });
}

/** The global settings: one definition, shared with every page that shows the contact facts. */
export { siteInfoQueryOptions };

/**
 * Starts the start-up calls (spec section 4): login info, navigation categories, friend links and
 * the global settings. They hold up nothing: the header and the footer fill in when they arrive,
 * and degrade on failure (section 8). The `/{lang}` route's loader starts them; on a page the app
 * draws, src/main.tsx starts them as soon as the entry runs, beside the catalogs, so that the auth
 * guard finds the session answered or on its way.
 */
export function startUpQueries(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(sessionUserQueryOptions());
  void queryClient.prefetchQuery(serviceCategoriesQueryOptions());
  void queryClient.prefetchQuery(friendLinksQueryOptions());
  void queryClient.prefetchQuery(siteInfoQueryOptions());
}

/**
 * The header badge reads `unreadCount` from the smallest page of unread messages. The generated
 * key starts with '/message', so the message centre's invalidations refresh the badge.
 */
export const UNREAD_BADGE_PARAMS = { pageSize: 1 } as const;

export function unreadBadgeQueryOptions() {
  return getListUnreadMessagesQueryOptions(UNREAD_BADGE_PARAMS, {
    query: { staleTime: 60_000, refetchInterval: 5 * 60_000 },
    request: silent,
  });
}
