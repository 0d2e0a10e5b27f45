import type { Query, QueryClient } from '@tanstack/react-query';
import {
  getListAllMessagesQueryOptions,
  getListReadMessagesQueryOptions,
  getListUnreadMessagesQueryOptions,
} from '@/api/gen/messages/messages';
import type { MessageTab } from './message-search';

export const MESSAGE_PAGE_SIZE = 10;

/** One page of a tab: all (`/message/all`), unread (`/message/unRead`) or read (`/message/read`). */
export function messageListQueryOptions(tab: MessageTab, page: number) {
  const params = { pageNo: page, pageSize: MESSAGE_PAGE_SIZE };
  if (tab === 'unread') return getListUnreadMessagesQueryOptions(params);
  if (tab === 'read') return getListReadMessagesQueryOptions(params);
  return getListAllMessagesQueryOptions(params);
}

function isMessageQuery(query: Query): boolean {
  const [path] = query.queryKey;
  return typeof path === 'string' && path.startsWith('/message');
}

/**
 * Every message list after a change: the tabs and the header's unread badge (whose generated key
 * also starts with '/message').
 */
export function refreshMessages(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: isMessageQuery });
}
