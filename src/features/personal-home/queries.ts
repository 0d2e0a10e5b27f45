import { getListUnreadMessagesQueryOptions } from '@/api/gen/messages/messages';
import { getListOrdersQueryOptions } from '@/api/gen/orders/orders';

/** The unpaid orders (to be paid, newest first): the home shows those whose window is still open. */
export const UNPAID_PARAMS = {
  payState: 'UNPAID',
  status: 'PENDING_PAYMENT',
  pageNo: 1,
  pageSize: 5,
} as const;

export function unpaidOrdersQueryOptions() {
  return getListOrdersQueryOptions(UNPAID_PARAMS, { query: { staleTime: 30_000 } });
}

/** The newest unread messages and their count. */
export const UNREAD_PARAMS = { pageNo: 1, pageSize: 3 } as const;

export function unreadMessagesQueryOptions() {
  return getListUnreadMessagesQueryOptions(UNREAD_PARAMS, { query: { staleTime: 30_000 } });
}

/** The API writes times in China time (UTC+8, no daylight saving): the instant, in epoch ms. */
export function chinaTimeToMs(value: string): number {
  return Date.parse(`${value.trim().replace(' ', 'T')}+08:00`);
}

/** `mm:ss` of a remaining time, rounded up. */
export function formatRemaining(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
