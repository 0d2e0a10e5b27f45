import type { ListFundsFlowParams } from '@/api/gen/model';
import { listFundsFlowQueryKeywordMax } from '@/api/zod/marketing/marketing.zod';
import { tableSearchDefaults, tableSearchShape } from '@/components/data-table/table-search';
import {
  searchDate,
  searchEnum,
  searchSchema,
  searchText,
  type InferSearch,
} from '@/lib/search-params';
import { validRange } from './date-range';
import { FUNDS_DIRECTIONS, FUNDS_TRANSACTION_TYPES } from './labels';

export const FUNDS_SORT_FIELDS = ['transactionTime', 'amount'] as const;
const tableOptions = { sortFields: FUNDS_SORT_FIELDS, defaultSort: 'transactionTime' } as const;

/** `/personal/marketing/capital?startDate=2026-11-01&endDate=2026-11-30&transactionType=REFUND&direction=INCOME` */
export const fundsFlowSearchSchema = searchSchema({
  ...tableSearchShape(tableOptions),
  startDate: searchDate(),
  endDate: searchDate(),
  transactionType: searchEnum(FUNDS_TRANSACTION_TYPES),
  direction: searchEnum(FUNDS_DIRECTIONS),
  keyword: searchText(listFundsFlowQueryKeywordMax),
});

export type FundsFlowSearch = InferSearch<typeof fundsFlowSearchSchema>;

export const fundsFlowSearchDefaults = tableSearchDefaults(tableOptions);

/** The filter without paging: what the totals and the CSV export cover. */
export function fundsFlowFilter(search: FundsFlowSearch): ListFundsFlowParams {
  return {
    ...validRange(search),
    transactionType: search.transactionType,
    direction: search.direction,
    keyword: search.keyword,
    sortField: search.sort,
    sortOrder: search.order,
  };
}

export function fundsFlowParams(search: FundsFlowSearch): ListFundsFlowParams {
  return { ...fundsFlowFilter(search), pageNo: search.page, pageSize: search.size };
}
