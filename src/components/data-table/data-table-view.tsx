import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { FlexRender, useTable, type Header, type RowData } from '@tanstack/react-table';
import { lazy, useState, type ReactNode } from 'react';
import { isApiError } from '@/api/errors';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { usePageWithin } from '@/components/pager/page-within';
import { PlainTable } from '@/components/layout/plain-table';
import { AfterRows, RowsShownContext } from './after-rows';
import classes from './data-table.module.css';
import { dataTableFeatures, type DataTableColumnMeta, type DataTableFeatures } from './features';

import type { DataTableProps } from './data-table';

export type { DataTableProps };

const NO_ROWS: ReadonlyArray<never> = [];
const SKELETON_ROWS = 5;

// The pager and the rows-per-page select come after the rows (`AfterRows`).
const TablePaging = lazy(() =>
  import('./table-paging').then((module) => ({ default: module.TablePaging })),
);

/**
 * The pager's place until it is drawn, so that the row wraps as it will: the pager of
 * `pageCount` pages (26 px controls 8 px apart: the pages shown and the two arrows) and the
 * rows-per-page select (110 by 30 px).
 */
function PagingPlaceholder({ pageCount }: { pageCount: number }) {
  const controls = Math.min(pageCount, 7) + 2;
  return (
    <>
      <span data-testid="table-control-placeholder">
        <SkeletonBlock height={26} width={controls * 26 + (controls - 1) * 8} />
      </span>
      <SkeletonBlock height={30} width={110} />
    </>
  );
}

/** The table itself, loaded after the page paints (see `DataTable` in ./data-table.tsx). */
export function DataTableView<TData extends RowData>({
  label,
  columns,
  data,
  total,
  getRowId,
  pagination,
  sorting,
  onPaginationChange,
  onSortingChange,
  isFetching = false,
  error,
  onRetry,
  segments,
  filters,
  withFooter = false,
  minWidth = 720,
}: DataTableProps<TData>) {
  const { t } = useLingui();
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: data ?? NO_ROWS,
    getRowId,
    rowCount: total,
    state: { pagination, sorting },
    onPaginationChange,
    onSortingChange,
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: true,
    defaultColumn: { enableSorting: false },
  });

  const pageCount = Math.max(1, Math.ceil(total / pagination.pageSize));
  const page = pagination.pageIndex + 1;
  const loading = data === undefined && !error;
  const failed = Boolean(error);
  // Once the first rows (or the failure, or 'No data') have been drawn, the controls come and stay.
  const [rowsShown, setRowsShown] = useState(!loading);
  if (!loading && !rowsShown) setRowsShown(true);
  const leafCount = table.getAllLeafColumns().length;

  // A link or a deletion can leave the page past the end (an empty answer): show the last page
  // that exists, page 1 of an empty list. The address is replaced, so Back does not return to it.
  usePageWithin(page, data !== undefined && data.length === 0 ? pageCount : undefined);

  let body: ReactNode;
  if (failed) {
    body = (
      <StateRow colSpan={leafCount}>
        <Stack align="center" gap="sm" role="alert">
          <Text c="red.9">
            {isApiError(error) && error.kind === 'business'
              ? error.message
              : t`Content failed to load, please refresh and try again later`}
          </Text>
          {onRetry && (
            <Button variant="light" onClick={onRetry} loading={isFetching}>
              <Trans>Retry</Trans>
            </Button>
          )}
        </Stack>
      </StateRow>
    );
  } else if (loading) {
    body = Array.from({ length: Math.min(pagination.pageSize, SKELETON_ROWS) }, (_, index) => (
      // Keys apart from the rows': a placeholder row must not turn into a data row.
      <tr key={`placeholder-${index}`} aria-hidden>
        {Array.from({ length: leafCount }, (__, cell) => (
          <td key={cell}>
            <SkeletonBlock height={14} />
          </td>
        ))}
      </tr>
    ));
  } else if (table.getRowModel().rows.length === 0) {
    body = (
      <StateRow colSpan={leafCount}>
        <Text c="gray.7">
          <Trans>No data</Trans>
        </Text>
      </StateRow>
    );
  } else {
    body = table.getRowModel().rows.map((row) => (
      <tr key={row.id}>
        {row.getAllCells().map((cell) => (
          <td key={cell.id} className={cellClass(cell.column.columnDef.meta)}>
            <FlexRender cell={cell} />
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <Stack gap="sm">
      {/* The segments, the filters and the pager come once the rows have been drawn (`AfterRows`). */}
      {segments && <RowsShownContext value={rowsShown}>{segments}</RowsShownContext>}
      {filters && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <RowsShownContext value={rowsShown}>{filters}</RowsShownContext>
        </Group>
      )}
      <PlainTable
        label={label}
        minWidth={minWidth}
        scrollClassName={classes.scroll}
        className={classes.table}
        busy={loading || isFetching}
      >
        <thead className={classes.head}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  colSpan={header.colSpan}
                  className={cellClass(header.column.columnDef.meta)}
                  aria-sort={ariaSort(header)}
                >
                  {header.isPlaceholder ? null : <HeaderContent header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>{body}</tbody>
        {withFooter && !failed && !loading && total > 0 && (
          <tfoot className={classes.foot}>
            {table.getFooterGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <td
                    key={header.id}
                    colSpan={header.colSpan}
                    className={cellClass(header.column.columnDef.meta)}
                  >
                    {header.isPlaceholder ? null : <FlexRender footer={header} />}
                  </td>
                ))}
              </tr>
            ))}
          </tfoot>
        )}
      </PlainTable>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="gray.7" aria-live="polite">
          {plural(total, { one: '# record in total', other: '# records in total' })}
        </Text>
        <Group gap="sm" wrap="wrap">
          <RowsShownContext value={rowsShown}>
            <AfterRows fallback={<PagingPlaceholder pageCount={pageCount} />}>
              <TablePaging
                page={Math.min(page, pageCount)}
                pageCount={pageCount}
                pageSize={pagination.pageSize}
                onPageChange={(next) => table.setPageIndex(next - 1)}
                onPageSizeChange={(size) => table.setPageSize(size)}
              />
            </AfterRows>
          </RowsShownContext>
        </Group>
      </Group>
    </Stack>
  );
}

function HeaderContent<TData extends RowData>({
  header,
}: {
  header: Header<DataTableFeatures, TData>;
}) {
  const { t } = useLingui();
  const column = header.column;
  const content = <FlexRender header={header} />;
  if (!column.getCanSort()) return content;
  const sorted = column.getIsSorted();
  return (
    <UnstyledButton
      className={classes.sortButton}
      onClick={column.getToggleSortingHandler()}
      data-sorted={sorted || undefined}
      title={t`Sort`}
    >
      {content}
      <span className={classes.sortIcon} aria-hidden>
        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
      </span>
    </UnstyledButton>
  );
}

function StateRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className={classes.state}>
        {children}
      </td>
    </tr>
  );
}

function cellClass(meta: DataTableColumnMeta | undefined): string | undefined {
  const names = [
    meta?.align === 'end' ? classes.end : undefined,
    meta?.nowrap ? classes.nowrap : undefined,
  ].filter(Boolean);
  return names.length > 0 ? names.join(' ') : undefined;
}

function ariaSort<TData extends RowData>(
  header: Header<DataTableFeatures, TData>,
): 'ascending' | 'descending' | undefined {
  const sorted = header.column.getCanSort() && header.column.getIsSorted();
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return undefined;
}
