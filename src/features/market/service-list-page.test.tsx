import { configure, screen, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useNavigate,
  useSearch,
} from '@tanstack/react-router';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ServiceCategory, ServiceSummary } from '@/api/gen/model';
import { ok, startApiServer } from '@/test/msw';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { ServiceListPage } from './service-list-page';
import { serviceListSearchSchema } from './service-list-search';

const server = startApiServer();
configure({ asyncUtilTimeout: 5000 });

const CATEGORIES: ServiceCategory[] = [
  {
    id: 22,
    name: 'IP and trademarks',
    icon: null,
    markets: [
      {
        id: 2006,
        name: 'US trademarks',
        categoryId: 22,
        icon: null,
        description: 'USPTO filings',
        tag: null,
        serviceCount: 3,
      },
      {
        id: 2007,
        name: 'EU trademarks',
        categoryId: 22,
        icon: null,
        description: 'EUIPO filings',
        tag: null,
        serviceCount: 2,
      },
    ],
  },
  { id: 23, name: 'VAT', icon: null, markets: [] },
];

function service(id: number, overrides: Partial<ServiceSummary> = {}): ServiceSummary {
  return {
    id,
    name: `Service ${id}`,
    cover: `https://img.example.com/${id}.jpg`,
    providerId: 1,
    providerName: `Provider ${id}`,
    priceFrom: 1000 * id,
    unit: 'class',
    sales: 100 - id,
    rating: 4 + id / 10,
    categoryId: 22,
    marketId: 2007,
    tags: [],
    ...overrides,
  };
}

function ListRoute() {
  const search = serviceListSearchSchema.parse(useSearch({ strict: false }));
  const navigate = useNavigate();
  return (
    <ServiceListPage
      search={search}
      onSearchChange={(next) => void navigate({ to: '.', search: next })}
    />
  );
}

function renderList(path: string) {
  const rootRoute = createRootRoute({ component: Outlet });
  const langRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$lang',
    component: Outlet,
  });
  const listRoute = createRoute({
    getParentRoute: () => langRoute,
    path: 'service',
    component: ListRoute,
  });
  const queryClient = createTestQueryClient();
  const router = createRouter({
    routeTree: rootRoute.addChildren([langRoute.addChildren([listRoute])]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  });
  return { ...renderWithProviders(<RouterProvider router={router} />, { queryClient }), router };
}

function serve(records: ServiceSummary[], total = records.length) {
  const requests: Record<string, string>[] = [];
  server.use(
    http.get('*/api/market/category/list', () => ok({ list: CATEGORIES })),
    http.get('*/api/service/list', ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      requests.push(params);
      return ok({ records, total, size: Number(params.pageSize), current: Number(params.pageNo) });
    }),
  );
  return requests;
}

describe('service list: the URL is the state', { timeout: 30_000 }, () => {
  it('asks the API for the category, market, sort and page of the address', async () => {
    const requests = serve([service(1), service(2)], 30);
    renderList('/en_US/service?cid=22&mid=2007&index=1&sort=sales&page=2&key=trademark');
    expect(await screen.findByText('Service 1')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({
      cid: '22',
      mid: '2007',
      key: 'trademark',
      sortField: 'sales',
      sortOrder: 'desc',
      pageNo: '2',
      pageSize: '12',
    });
    // The market named by the address is the heading and the current navigation entry.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'EU trademarks' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /EU trademarks/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: /US trademarks/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/service\?cid=22&mid=2006&index=0$/),
    );
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('sales:desc');
  });

  it('writes a sort, a page and a price range into the address, back to page 1 on a new filter', async () => {
    serve([service(1), service(2), service(3)], 30);
    const { user, router } = renderList('/en_US/service?cid=22');
    await screen.findByText('Service 1');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ cid: 22, page: 3 }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price:asc');
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ sort: 'price', order: 'asc', page: 1 }),
    );

    await user.type(screen.getByRole('textbox', { name: 'Lowest price (RMB)' }), '2500');
    await user.type(screen.getByRole('textbox', { name: 'Highest price (RMB)' }), '1500');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // Reversed bounds are swapped.
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        cid: 22,
        min: 1500,
        max: 2500,
        page: 1,
      }),
    );
  });

  it('asks the server for the price range and the rating order, with its pages', async () => {
    const requests = serve([service(3, { priceFrom: 2000, rating: 4.7 })], 14);
    const { user } = renderList('/en_US/service?min=1000&max=3000&sort=rating&page=2');
    await screen.findByText('Service 3');
    expect(requests.at(-1)).toEqual({
      minPrice: '1000',
      maxPrice: '3000',
      sortField: 'rating',
      sortOrder: 'desc',
      pageNo: '2',
      pageSize: '12',
      languageType: expect.any(String),
    });
    // The server's page and total are shown as they come: nothing is filtered or cut here.
    expect(screen.getByText('14 services')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating:desc');

    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ pageNo: '1', minPrice: '1000' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'default:desc');
    await waitFor(() => expect(requests.at(-1)).not.toHaveProperty('sortField'));
    expect(requests.at(-1)).not.toHaveProperty('sortOrder');
    expect(requests.at(-1)).toMatchObject({ minPrice: '1000', maxPrice: '3000' });
  });

  it("says 'No data' and clears the filters, keeping the market", async () => {
    serve([]);
    const { user, router } = renderList('/en_US/service?cid=22&mid=2007&key=zzz&min=5');
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('key'));
    expect(router.state.location.search).toMatchObject({ cid: 22, mid: 2007 });
    expect(router.state.location.search).not.toHaveProperty('min');
  });

  it('parses a hand-edited address, dropping only the bad keys', () => {
    expect(
      serviceListSearchSchema.parse({
        cid: '22',
        mid: 'x',
        index: '0',
        sort: 'cheap',
        page: '0',
        size: 13,
        min: '-1',
        max: '99.999',
      }),
    ).toEqual({ cid: 22, index: 0, sort: 'default', order: 'desc', page: 1, size: 12, max: 100 });
  });
});
