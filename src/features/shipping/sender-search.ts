import type { ListShipOrdersParams, ShipOrderStatus } from '@/api/gen/model';
import { listShipOrdersQueryKeyMax } from '@/api/zod/logistics/logistics.zod';
import { tableSearchDefaults, tableSearchShape } from '@/components/data-table/table-search';
import { searchEnum, searchSchema, searchText, type InferSearch } from '@/lib/search-params';

/**
 * The parcel order statuses, in the flow's order (their names: SHIP_ORDER_STATUS_LABELS). Here and
 * not in labels.ts: the route parses them before every page, and the labels would come along.
 */
export const SHIP_ORDER_STATUSES = [
  'PENDING_CONFIRMATION',
  'PENDING_PAYMENT',
  'PAID',
  'APPROVED',
  'SHIPPED',
  'COMPLETED',
  'REJECTED',
  'CANCELLED',
] as const satisfies readonly ShipOrderStatus[];

/** The API lists newest first and sorts nothing else. */
export const SENDER_SORT_FIELDS = ['createTime'] as const;

const tableOptions = { sortFields: SENDER_SORT_FIELDS, defaultSort: 'createTime' } as const;

/** `/personal/logistics/sender?status=PENDING_PAYMENT&key=SP2026&page=2&size=20` */
export const senderSearchSchema = searchSchema({
  ...tableSearchShape(tableOptions),
  status: searchEnum(SHIP_ORDER_STATUSES),
  key: searchText(listShipOrdersQueryKeyMax),
});

export type SenderSearch = InferSearch<typeof senderSearchSchema>;

export const senderSearchDefaults = tableSearchDefaults(
  tableOptions,
) satisfies Partial<SenderSearch>;

/** The API call for what the URL shows. */
export function senderOrderParams(search: SenderSearch): ListShipOrdersParams {
  return {
    pageNo: search.page,
    pageSize: search.size,
    status: search.status,
    key: search.key,
  };
}

/**
 * `/personal/logistics/waybill?no=SP202611201430001`: a number longer than the list call's key
 * takes is no order's, so it is dropped (the page then asks for an order number).
 */
export const waybillSearchSchema = searchSchema({ no: searchText(listShipOrdersQueryKeyMax) });

/** One order by its number: the list call's key matches it exactly or as a prefix. */
export function waybillParams(orderNo: string): ListShipOrdersParams {
  return { pageNo: 1, pageSize: 10, key: orderNo };
}
