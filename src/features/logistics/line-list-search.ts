import type { ListShipServicesParams, ShipTransportType } from '@/api/gen/model';
import {
  searchChoice,
  searchEnum,
  searchNumberChoice,
  searchPositiveInteger,
  searchSchema,
  searchText,
  type InferSearch,
  type SearchParser,
} from '@/lib/search-params';

/**
 * The transport types, in the filter's order (their names: TRANSPORT_LABELS). Here and not in
 * labels.ts: the route parses them before every page, and the labels would come along.
 */
export const TRANSPORT_TYPES = [
  'AIR',
  'SEA',
  'RAIL',
  'TRUCK',
  'EXPRESS',
] as const satisfies readonly ShipTransportType[];

export const LINE_SORTS = ['recommended', 'price', 'timeliness'] as const;
export const LINE_PAGE_SIZES = [12, 24, 48] as const;

/** An ISO 3166-1 alpha-2 code; anything else is dropped. */
const searchCountry: SearchParser<string | undefined> = (value) =>
  typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? value : undefined;

/** `?fba=1` (or `true`): FBA lines only. */
const searchFlag: SearchParser<boolean | undefined> = (value) =>
  value === true || value === 1 || value === '1' || value === 'true' ? true : undefined;

/** An FBA warehouse code (ONT8, LGB8…). */
const searchWarehouseCode: SearchParser<string | undefined> = (value) =>
  typeof value === 'string' && /^[A-Z0-9]{2,10}$/.test(value) ? value : undefined;

/**
 * `/logistics/service/list?country=US&type=SEA&fba=1&wh=ONT8&key=…&sort=price&order=asc&page=2&size=24`
 */
export const lineListSearchSchema = searchSchema({
  country: searchCountry,
  type: searchEnum(TRANSPORT_TYPES),
  fba: searchFlag,
  wh: searchWarehouseCode,
  key: searchText(50),
  sort: searchChoice(LINE_SORTS, 'recommended'),
  order: searchChoice(['asc', 'desc'] as const, 'asc'),
  page: searchPositiveInteger(1),
  size: searchNumberChoice(LINE_PAGE_SIZES, 12),
});

export type LineListSearch = InferSearch<typeof lineListSearchSchema>;

export const lineListSearchDefaults = {
  sort: 'recommended',
  order: 'asc',
  page: 1,
  size: 12,
} satisfies Partial<LineListSearch>;

/**
 * The API call for what the URL shows. An FBA warehouse is a line that delivers to FBA in the
 * warehouse's country (the list call filters by country and FBA; `warehouseCountry` comes from
 * the search options).
 */
export function lineListParams(
  search: LineListSearch,
  warehouseCountry?: string,
): ListShipServicesParams {
  const country = search.wh && warehouseCountry ? warehouseCountry : search.country;
  return {
    pageNo: search.page,
    pageSize: search.size,
    country,
    transportType: search.type,
    fba: search.fba || search.wh ? true : undefined,
    key: search.key,
    sortField: search.sort === 'recommended' ? undefined : search.sort,
    sortOrder: search.sort === 'recommended' ? undefined : search.order,
  };
}
