export { DataTable, rowsFrom, type DataTableProps, type RowsQuery } from './data-table';
export {
  createDataTableColumnHelper,
  dataTableFeatures,
  type DataTableColumnMeta,
  type DataTableColumns,
  type DataTableFeatures,
} from './features';
export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  SORT_ORDERS,
  tableSearchDefaults,
  tableSearchShape,
  type SortOrder,
  type TableSearch,
  type TableSearchOptions,
} from './table-search';
export { useTableSearch, type TableSearchBinding } from './use-table-search';
export {
  CSV_PAGE_SIZE,
  downloadCsv,
  exportCsv,
  fetchAllPages,
  toCsv,
  type CsvColumn,
  type CsvExport,
  type CsvPage,
  type FetchCsvPage,
} from './csv-export';
export { ExportCsvButton, type ExportCsvButtonProps } from './export-csv-button';
export {
  TableSegmentFilter,
  TableSelectFilter,
  TableTextSearch,
  type TableSegmentFilterProps,
  type TableSelectFilterProps,
  type TableTextSearchProps,
} from './table-filters';
