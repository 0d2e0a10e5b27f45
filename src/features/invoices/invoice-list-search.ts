import type { ListInvoicesParams } from '@/api/gen/model';
import { listInvoicesQueryOrderNoMax } from '@/api/zod/invoice/invoice.zod';
import { tableSearchDefaults, tableSearchShape } from '@/components/data-table/table-search';
import {
  searchEnum,
  searchPositiveInteger,
  searchSchema,
  searchText,
  type InferSearch,
} from '@/lib/search-params';
import { INVOICE_STATUSES, INVOICE_TYPES } from './labels';

/** The API lists invoices newest application first and sorts by nothing else. */
const INVOICE_SORT_FIELDS = ['applyTime'] as const;
const tableOptions = { sortFields: INVOICE_SORT_FIELDS, defaultSort: 'applyTime' } as const;

/**
 * `/personal/order/invoice?status=ISSUED&invoiceType=ORDINARY&orderNo=SO2026&page=2`;
 * `apply=<order id>` opens the application for that order (the order list links here).
 */
export const invoiceListSearchSchema = searchSchema({
  ...tableSearchShape(tableOptions),
  status: searchEnum(INVOICE_STATUSES),
  invoiceType: searchEnum(INVOICE_TYPES),
  orderNo: searchText(listInvoicesQueryOrderNoMax),
  apply: searchPositiveInteger(),
});

export type InvoiceListSearch = InferSearch<typeof invoiceListSearchSchema>;

export const invoiceListSearchDefaults = tableSearchDefaults(tableOptions);

export function invoiceListParams(search: InvoiceListSearch): ListInvoicesParams {
  return {
    pageNo: search.page,
    pageSize: search.size,
    status: search.status,
    invoiceType: search.invoiceType,
    orderNo: search.orderNo,
  };
}
