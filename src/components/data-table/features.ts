import {
  createColumnHelper,
  metaHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type RowData,
  type TableOptions,
} from '@tanstack/react-table';

/** Per-column presentation hints the shared table reads. */
export interface DataTableColumnMeta {
  /** Numbers and money align to the end so their digits line up. */
  align?: 'start' | 'end';
  /** Keeps short values (dates, codes) on one line. */
  nowrap?: boolean;
}

/**
 * The table's registered features: sorting and pagination only, both server-owned (the shared
 * table passes `manualSorting`/`manualPagination`), so no client row models are bundled.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

/** Column definitions a `DataTable` accepts. */
export type DataTableColumns<TData extends RowData> = TableOptions<
  DataTableFeatures,
  TData
>['columns'];

/** A column helper bound to the shared table's features, so screens get typed `meta` and sorting. */
export function createDataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}
