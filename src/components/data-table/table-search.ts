import {
  searchChoice,
  searchNumberChoice,
  searchPositiveInteger,
  type SearchParser,
} from '@/lib/search-params';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** The table part of a screen's search params. */
export interface TableSearch<TSort extends string = string> {
  /** Page number from 1, as the API counts it. */
  page: number;
  size: number;
  sort: TSort;
  order: SortOrder;
}

export interface TableSearchOptions<TSort extends readonly [string, ...string[]]> {
  /** The columns the API sorts by (its `sortField` values). */
  sortFields: TSort;
  defaultSort: TSort[number];
  defaultOrder?: SortOrder;
  defaultSize?: number;
}

/**
 * `page`, `size`, `sort` and `order`, each with its default: a screen spreads this shape into
 * its `searchSchema({...})` beside its filters (`@/lib/search-params`).
 */
export function tableSearchShape<const TSort extends readonly [string, ...string[]]>(
  options: TableSearchOptions<TSort>,
): { [K in keyof TableSearch]: SearchParser<TableSearch<TSort[number]>[K]> } {
  const defaults = tableSearchDefaults(options);
  return {
    page: searchPositiveInteger(defaults.page),
    size: searchNumberChoice(PAGE_SIZES, defaults.size),
    sort: searchChoice(options.sortFields, defaults.sort),
    order: searchChoice(SORT_ORDERS, defaults.order),
  };
}

/** The defaults, for `stripSearchParams` so that a default screen has a clean address. */
export function tableSearchDefaults<const TSort extends readonly [string, ...string[]]>(
  options: TableSearchOptions<TSort>,
): TableSearch<TSort[number]> {
  return {
    page: 1,
    size: options.defaultSize ?? DEFAULT_PAGE_SIZE,
    sort: options.defaultSort,
    order: options.defaultOrder ?? 'desc',
  };
}
