import { notFound } from '@tanstack/react-router';
import type { OrderStatus } from '@/api/gen/model';

/*
 * What the order routes read from the URL. Route params and search params are checked before
 * any route chunk loads, so this module stays apart from the labels, queries and screens.
 */

/** The six labels of spec section 4, in the order an order goes through them. */
export const ORDER_STATUSES = [
  'PENDING_REVIEW',
  'PENDING_CONFIRMATION',
  'PENDING_PAYMENT',
  'PAID',
  'COMPLETED',
  'CANCELLED',
] as const satisfies readonly OrderStatus[];

/** The list's tabs; `all` shows both. */
export const ORDER_TABS = ['all', 'unpaid', 'paid'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** The `$id` of an order route: a positive integer, or the page does not exist. */
export function parseOrderId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}
