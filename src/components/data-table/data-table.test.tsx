import { configure, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  stripSearchParams,
  useSearch,
} from '@tanstack/react-router';
import { useMemo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { rowsFrom } from './data-table';
import { DataTableView as DataTable } from './data-table-view';
import { createDataTableColumnHelper } from './features';
import { searchEnum, searchSchema, type InferSearch } from '@/lib/search-params';
import { tableSearchDefaults, tableSearchShape } from './table-search';
import { useTableSearch } from './use-table-search';

interface Row {
  id: number;
  name: string;
  createTime: string;
  amount: number;
  status: 'OPEN' | 'DONE';
}

const ALL_ROWS: Row[] = Array.from({ length: 95 }, (_, index) => ({
  id: index + 1,
  name: `Row ${index + 1}`,
  createTime: `2026-11-${String((index % 28) + 1).padStart(2, '0')} 10:00:00`,
  amount: (index * 37) % 101,
  status: index % 3 === 0 ? 'DONE' : 'OPEN',
}));

// The first render of a routed table can take more than a second on CI.
configure({ asyncUtilTimeout: 5000 });

const SORT_FIELDS = ['createTime', 'amount'] as const;
const tableOptions = { sortFields: SORT_FIELDS, defaultSort: 'createTime' } as const;
const schema = searchSchema({
  ...tableSearchShape(tableOptions),
  status: searchEnum(['OPEN', 'DONE']),
});
type Search = InferSearch<typeof schema>;

/** What a server would answer for the search: filtered, sorted, one page. */
function serverPage(search: Search) {
  const direction = search.order === 'asc' ? 1 : -1;
  const rows = ALL_ROWS.filter((row) => !search.status || row.status === search.status).sort(
    (a, b) =>
      (search.sort === 'amount' ? a.amount - b.amount : a.createTime.localeCompare(b.createTime)) *
        direction || a.id - b.id,
  );
  const start = (search.page - 1) * search.size;
  return { records: rows.slice(start, start + search.size), total: rows.length };
}

const helper = createDataTableColumnHelper<Row>();
const columns = helper.columns([
  helper.accessor('name', { header: 'Name', footer: () => 'Total' }),
  helper.accessor('createTime', { header: 'Time', enableSorting: true }),
  helper.accessor('amount', {
    header: 'Amount',
    enableSorting: true,
    meta: { align: 'end' },
    footer: () => '4,321',
  }),
]);

function Screen() {
  // The test route is not in the app's registered route tree, so its search is read untyped.
  const search = schema.parse(useSearch({ strict: false }));
  const navigate = (next: Search) => void router.navigate({ to: '/', search: next });
  const table = useTableSearch(search, navigate, SORT_FIELDS);
  const page = useMemo(() => serverPage(search), [search]);
  return (
    <DataTable
      label="Test rows"
      columns={columns}
      data={page.records}
      total={page.total}
      getRowId={(row) => String(row.id)}
      {...table}
      withFooter
      filters={
        <button type="button" onClick={() => table.setFilters({ status: 'DONE' })}>
          Only done
        </button>
      }
    />
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const screenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: schema,
  search: { middlewares: [stripSearchParams(tableSearchDefaults(tableOptions))] },
  component: Screen,
});
let router = createTableRouter('/');

function createTableRouter(path: string) {
  return createRouter({
    routeTree: rootRoute.addChildren([screenRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

async function renderAt(path: string) {
  router = createTableRouter(path);
  const rendered = renderWithProviders(<RouterProvider router={router} />);
  await screen.findByRole('table', { name: 'Test rows' });
  // The pager comes after the rows (AfterRows).
  await screen.findByRole('combobox', { name: 'Rows per page' });
  return rendered;
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Test rows' }))
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable state in the URL', { timeout: 30_000 }, () => {
  it('reproduces the screen from a link: page, size and sort', async () => {
    await renderAt('/?page=2&size=20&sort=amount&order=asc');
    const expected = serverPage(schema.parse({ page: 2, size: 20, sort: 'amount', order: 'asc' }));
    expect(bodyRows()).toEqual(expected.records.map((row) => row.name));
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: /Time/ })).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('95 records in total')).toBeInTheDocument();
  });

  it('turns pages, sorts and filters by navigating, back to page 1 where the page may vanish', async () => {
    const { user } = await renderAt('/?page=2');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 3 }));
    expect(bodyRows()[0]).toBe(serverPage(schema.parse({ page: 3 })).records[0]?.name);

    await user.click(screen.getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'amount' }));
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.click(screen.getByRole('button', { name: /Amount/ }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ sort: 'amount', order: 'asc' }),
    );

    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    await user.click(screen.getByRole('button', { name: 'Only done' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        sort: 'amount',
        order: 'asc',
        status: 'DONE',
      }),
    );
    expect(screen.getByText('32 records in total')).toBeInTheDocument();
  });

  it('changes the page size from page 1 and keeps it in the URL', async () => {
    const { user } = await renderAt('/?page=3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50 / page');
    await waitFor(() => expect(router.state.location.search).toEqual({ size: 50 }));
    expect(bodyRows()).toHaveLength(50);
  });

  it('moves a page past the end back to the last page', async () => {
    await renderAt('/?page=40');
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 10 }));
    const last = serverPage(schema.parse({ page: 10 })).records;
    expect(last).toHaveLength(5);
    expect(bodyRows()).toEqual(last.map((row) => row.name));
    // The address was replaced, not pushed: Back does not return to the page that is not there.
    expect(router.history.length).toBe(1);
  });

  it('shows the totals row from the column footers', async () => {
    await renderAt('/');
    const rows = within(screen.getByRole('table', { name: 'Test rows' })).getAllByRole('row');
    expect(rows.at(-1)).toHaveTextContent('Total');
    expect(rows.at(-1)).toHaveTextContent('4,321');
  });
});

describe('DataTable states', { timeout: 30_000 }, () => {
  const noop = () => undefined;
  const base = {
    label: 'States',
    columns,
    total: 0,
    getRowId: (row: Row) => String(row.id),
    pagination: { pageIndex: 0, pageSize: 10 },
    sorting: [{ id: 'createTime', desc: true }],
    onPaginationChange: noop,
    onSortingChange: noop,
  };

  it('shows a busy skeleton until the first page arrives', () => {
    renderWithProviders(<DataTable {...base} data={undefined} />);
    const table = screen.getByRole('table', { name: 'States' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
  });

  it('draws the pager once the rows have been shown, and keeps it while the next page loads', async () => {
    const rows = ALL_ROWS.slice(0, 10);
    const { rerender } = renderWithProviders(<DataTable {...base} data={undefined} />);
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();

    rerender(<DataTable {...base} data={rows} total={95} />);
    expect(await screen.findByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    expect(screen.getByRole('button', { name: 'Page 10' })).toBeInTheDocument();

    rerender(<DataTable {...base} data={undefined} total={95} />);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toBeInTheDocument();
  });

  it("says 'No data' for an empty page", () => {
    renderWithProviders(<DataTable {...base} data={[]} />);
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'States' })).toHaveAttribute('aria-busy', 'false');
  });

  it('offers a retry when the page failed to load', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(
      <DataTable {...base} data={undefined} error={new Error('boom')} onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Content failed to load, please refresh and try again later',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('rowsFrom', () => {
  const table = {
    pagination: { pageIndex: 1, pageSize: 20 },
    sorting: [{ id: 'createTime', desc: true }],
    onPaginationChange: vi.fn(),
    onSortingChange: vi.fn(),
  };

  it('gives the table the page, the total and the URL state', () => {
    const records: Row[] = ALL_ROWS.slice(20, 40);
    const props = rowsFrom(table, {
      data: { records, total: 95 },
      isFetching: true,
      isError: false,
      error: null,
      refetch: vi.fn(),
    });
    expect(props).toMatchObject({
      data: records,
      total: 95,
      pagination: table.pagination,
      sorting: table.sorting,
      isFetching: true,
      error: undefined,
    });
    expect(props.onPaginationChange).toBe(table.onPaginationChange);
  });

  it('shows a failure only when the query failed, and retries by refetching', () => {
    const refetch = vi.fn();
    const failure = new Error('offline');
    const props = rowsFrom<Row>(table, {
      data: undefined,
      isFetching: false,
      isError: true,
      error: failure,
      refetch,
    });
    expect(props).toMatchObject({ data: undefined, total: 0, error: failure });
    props.onRetry();
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
