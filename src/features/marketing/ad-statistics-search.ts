import type { ListAdStatisticsParams } from '@/api/gen/model';
import { listAdStatisticsQueryProductIdMax } from '@/api/zod/marketing/marketing.zod';
import { tableSearchDefaults, tableSearchShape } from '@/components/data-table/table-search';
import {
  searchDate,
  searchEnum,
  searchSchema,
  searchText,
  type InferSearch,
} from '@/lib/search-params';
import { MAX_AD_RANGE_DAYS, validRange } from './date-range';
import { AD_PLATFORMS } from './labels';

export const AD_SORT_FIELDS = [
  'date',
  'impressions',
  'clicks',
  'clickRate',
  'cpc',
  'conversions',
  'conversionValue',
  'conversionRate',
  'cost',
] as const;
const tableOptions = { sortFields: AD_SORT_FIELDS, defaultSort: 'date' } as const;

/** `/personal/marketing?startDate=2026-10-01&endDate=2026-10-31&platform=GOOGLE&sort=cost` */
export const adStatisticsSearchSchema = searchSchema({
  ...tableSearchShape(tableOptions),
  startDate: searchDate(),
  endDate: searchDate(),
  platform: searchEnum(AD_PLATFORMS),
  productId: searchText(listAdStatisticsQueryProductIdMax),
});

export type AdStatisticsSearch = InferSearch<typeof adStatisticsSearchSchema>;

export const adStatisticsSearchDefaults = tableSearchDefaults(tableOptions);

/** The filter without paging: what the totals, the chart and the CSV export cover. */
export function adStatisticsFilter(search: AdStatisticsSearch): ListAdStatisticsParams {
  return {
    ...validRange(search, MAX_AD_RANGE_DAYS),
    platform: search.platform,
    productId: search.productId,
    sortField: search.sort,
    sortOrder: search.order,
  };
}

export function adStatisticsParams(search: AdStatisticsSearch): ListAdStatisticsParams {
  return { ...adStatisticsFilter(search), pageNo: search.page, pageSize: search.size };
}
