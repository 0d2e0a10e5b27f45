import type { ListWarehousesParams, WarehouseServiceType } from '@/api/gen/model';
import {
  searchEnum,
  searchPositiveInteger,
  searchSchema,
  searchText,
  type InferSearch,
  type SearchParser,
} from '@/lib/search-params';

const searchCountry: SearchParser<string | undefined> = (value) =>
  typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? value : undefined;

/**
 * The warehouse services, in the filter's order (their names: WAREHOUSE_SERVICE_LABELS). Here and
 * not in labels.ts: the route parses them before every page, and the labels would come along.
 */
export const WAREHOUSE_SERVICE_TYPES = [
  'FBA_TRANSFER',
  'ONE_PIECE_DROPSHIP',
  'RETURNS',
  'STORAGE',
  'LABEL_CHANGE',
] as const satisfies readonly WarehouseServiceType[];

export const WAREHOUSE_PAGE_SIZE = 12;

/** `/logistics/abroad/list?country=US&service=FBA_TRANSFER&key=…&page=2` */
export const warehouseListSearchSchema = searchSchema({
  country: searchCountry,
  service: searchEnum(WAREHOUSE_SERVICE_TYPES),
  key: searchText(50),
  page: searchPositiveInteger(1),
});

export type WarehouseListSearch = InferSearch<typeof warehouseListSearchSchema>;

export const warehouseListSearchDefaults = { page: 1 } satisfies Partial<WarehouseListSearch>;

export function warehouseListParams(search: WarehouseListSearch): ListWarehousesParams {
  return {
    pageNo: search.page,
    pageSize: WAREHOUSE_PAGE_SIZE,
    country: search.country,
    serviceType: search.service,
    key: search.key,
  };
}
