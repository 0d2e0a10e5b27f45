import type { ListOrdersParams } from '@/api/gen/model';
import { listOrdersQueryOrderNoMax } from '@/api/zod/orders/orders.zod';
import { tableSearchDefaults, tableSearchShape } from '@/components/data-table/table-search';
import {
  searchChoice,
  searchEnum,
  searchSchema,
  searchText,
  type InferSearch,
} from '@/lib/search-params';
import { ORDER_STATUSES, ORDER_TABS } from './order-url';

export const ORDER_SORT_FIELDS = ['createTime', 'totalAmount'] as const;

const tableOptions = { sortFields: ORDER_SORT_FIELDS, defaultSort: 'createTime' } as const;

/** `/personal/order?tab=unpaid&status=PENDING_PAYMENT&orderNo=SO2026&page=2&size=20&sort=totalAmount&order=asc` */
export const orderListSearchSchema = searchSchema({
  ...tableSearchShape(tableOptions),
  tab: searchChoice(ORDER_TABS, 'all'),
  status: searchEnum(ORDER_STATUSES),
  orderNo: searchText(listOrdersQueryOrderNoMax),
});

export type OrderListSearch = InferSearch<typeof orderListSearchSchema>;

export const orderListSearchDefaults = {
  ...tableSearchDefaults(tableOptions),
  tab: 'all',
} satisfies Partial<OrderListSearch>;

const PAY_STATE = { all: undefined, unpaid: 'UNPAID', paid: 'PAID' } as const;

/** The API call for what the URL shows. */
export function orderListParams(search: OrderListSearch): ListOrdersParams {
  return {
    pageNo: search.page,
    pageSize: search.size,
    sortField: search.sort,
    sortOrder: search.order,
    payState: PAY_STATE[search.tab],
    status: search.status,
    orderNo: search.orderNo,
  };
}
