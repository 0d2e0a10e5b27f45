import { z } from 'zod';
import type { ListInvoicesParams } from '@/api/gen/model';
import { listInvoicesQueryOrderNoMax } from '@/api/zod/invoice/invoice.zod';
import {
  searchEnum,
  searchText,
  tableSearchDefaults,
  tableSearchSchema,
} from '@/components/data-table';
import { INVOICE_STATUSES, INVOICE_TYPES } from './labels';

/** The API lists invoices newest application first and sorts by nothing else. */
const INVOICE_SORT_FIELDS = ['applyTime'] as const;
const tableOptions = { sortFields: INVOICE_SORT_FIELDS, defaultSort: 'applyTime' } as const;

/**
 * `/personal/order/invoice?status=ISSUED&invoiceType=ORDINARY&orderNo=SO2026&page=2`;
 * `apply=<order id>` opens the application for that order (the order list links here).
 */
export const invoiceListSearchSchema = tableSearchSchema(tableOptions).extend({
  status: searchEnum(INVOICE_STATUSES),
  invoiceType: searchEnum(INVOICE_TYPES),
  orderNo: searchText(listInvoicesQueryOrderNoMax),
  apply: z.coerce.number().int().positive().optional().catch(undefined),
});

export type InvoiceListSearch = z.infer<typeof invoiceListSearchSchema>;

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
