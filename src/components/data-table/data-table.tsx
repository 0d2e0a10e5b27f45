import type { OnChangeFn, PaginationState, RowData, SortingState } from '@tanstack/react-table';
import { lazy, Suspense, type ReactNode } from 'react';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { RowsShownContext } from './after-rows';
import type { DataTableView as DataTableViewComponent } from './data-table-view';
import type { DataTableColumns } from './features';
import type { TableSearchBinding } from './use-table-search';
import classes from './data-table.module.css';

export interface DataTableProps<TData extends RowData> {
  /** Names the table for assistive technology (and its scroll region). */
  label: string;
  columns: DataTableColumns<TData>;
  /** The current page's rows; undefined until the first page arrives. Keep the reference stable. */
  data: ReadonlyArray<TData> | undefined;
  /** Rows across all pages. */
  total: number;
  getRowId: (row: TData) => string;
  pagination: PaginationState;
  sorting: SortingState;
  onPaginationChange: OnChangeFn<PaginationState>;
  onSortingChange: OnChangeFn<SortingState>;
  /** True while a new page, sort or filter is being fetched over the rows shown. */
  isFetching?: boolean;
  /** The last load failed: shows the error state with a retry button instead of the rows. */
  error?: unknown;
  onRetry?: () => void;
  /** A segmented choice of the list's states above its filters (`TableSegmentFilter`). */
  segments?: ReactNode;
  /** Filter inputs above the table. */
  filters?: ReactNode;
  /** Renders `footer` templates of the columns as a totals row. */
  withFooter?: boolean;
  /** Below this width the table scrolls horizontally instead of squeezing its columns. */
  minWidth?: number;
}

/**
 * The view's code is asked for as soon as a list page's code has come (this module's first
 * evaluation, while the router still loads the route and its loader fetches the rows), not when
 * the page first renders: a phone's first render takes long, and the rows would wait for it. On
 * the first page of a visit the first-load script has asked for it already, with this module
 * (`EAGER_LAZY_MODULES` in scripts/first-load.ts).
 */
const viewCode = import('./data-table-view');
// A failure to load it is the table's to show when it renders (the page's error boundary), not
// an unhandled rejection before.
viewCode.catch(() => undefined);

// React.lazy keeps the props of the component it loads but not its type parameter: restore it.
const DataTableView = lazy(() =>
  viewCode.then((module) => ({ default: module.DataTableView })),
) as unknown as typeof DataTableViewComponent;

const SKELETON_ROWS = 5;

/**
 * The portal's one data table: TanStack Table (server-side pagination and sorting) rendered in a
 * Mantine `Table`. It never fetches; the screen passes the page, the state from the URL
 * (`useTableSearch`) and the callbacks.
 *
 * Its code (TanStack Table, Mantine's table, pagination and select) is not the page's first
 * paint's: it loads side by side with the rows the route's loader is fetching (`viewCode`); until
 * then the segments and filters show above skeleton rows of the table's size.
 */
export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const rows = Math.min(props.pagination.pageSize, SKELETON_ROWS);
  return (
    <Suspense
      fallback={
        <div className={classes.pending} role="region" aria-label={props.label} aria-busy="true">
          {props.segments && <RowsShownContext value={false}>{props.segments}</RowsShownContext>}
          {props.filters && (
            <div className={classes.pendingFilters}>
              <RowsShownContext value={false}>{props.filters}</RowsShownContext>
            </div>
          )}
          <SkeletonBlock height={44} />
          {Array.from({ length: rows }, (_, index) => (
            <SkeletonBlock key={index} height={36} />
          ))}
          <SkeletonBlock height={30} width="40%" />
        </div>
      }
    >
      <DataTableView {...props} />
    </Suspense>
  );
}

/** A page of rows as the API answers a list call (`records` of the page, `total` across pages). */
interface RowsPage<TData> {
  records?: ReadonlyArray<TData>;
  total?: number;
}

/** The part of a TanStack Query result the table shows: the page, its loading and its failure. */
export interface RowsQuery<TData> {
  data?: RowsPage<TData>;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The props that bind `DataTable` to the table state in the URL (`useTableSearch`) and to the
 * query of the page shown, the same for every list screen:
 * `<DataTable label={…} columns={columns} getRowId={…} {...rowsFrom(table, query)} />`.
 */
export function rowsFrom<TData extends RowData>(
  table: Pick<
    TableSearchBinding<never>,
    'pagination' | 'sorting' | 'onPaginationChange' | 'onSortingChange'
  >,
  query: RowsQuery<TData>,
) {
  return {
    data: query.data?.records,
    total: query.data?.total ?? 0,
    pagination: table.pagination,
    sorting: table.sorting,
    onPaginationChange: table.onPaginationChange,
    onSortingChange: table.onSortingChange,
    isFetching: query.isFetching,
    error: query.isError ? query.error : undefined,
    onRetry: () => void query.refetch(),
  } satisfies Partial<DataTableProps<TData>>;
}
