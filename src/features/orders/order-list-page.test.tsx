import { configure, screen, waitFor, within } from '@testing-library/react';
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
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus, OrderSummary } from '@/api/gen/model';
import { ok, startApiServer } from '@/test/msw';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { chinaTimeToMs } from './china-time';
import { OrderListPage } from './order-list-page';
import { orderListSearchSchema } from './order-list-search';

vi.mock('@/components/feedback/toast', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const server = startApiServer();
// The first render of a whole page (router, Mantine, query) can take more than a second on CI.
configure({ asyncUtilTimeout: 5000 });

function summary(
  id: number,
  status: OrderStatus,
  overrides: Partial<OrderSummary> = {},
): OrderSummary {
  const paid = status === 'PAID' || status === 'COMPLETED';
  return {
    id,
    orderNo: `SO2026112014${String(id).padStart(5, '0')}`,
    orderType: 'SERVICE',
    name: `Service ${id}`,
    coverImage: null,
    status,
    payState: paid ? 'PAID' : 'UNPAID',
    createTime: '2026-11-20 14:10:00',
    payDeadline: status === 'PENDING_PAYMENT' ? '2026-11-20 14:40:00' : null,
    totalAmount: 100 * id,
    payType: status === 'PENDING_PAYMENT' ? 'ALIPAY' : null,
    invoiceStatus: null,
    ...overrides,
  };
}

function ListRoute() {
  const search = orderListSearchSchema.parse(useSearch({ strict: false }));
  const navigate = useNavigate();
  return (
    <OrderListPage
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
    path: 'personal/order',
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

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(chinaTimeToMs('2026-11-20 14:30:00'));
});
afterEach(() => vi.useRealTimers());

function rowOf(id: number): HTMLElement {
  const row = screen.getByText(`Service ${id}`).closest('tr');
  if (!row) throw new Error(`No row for order ${id}`);
  return row;
}

describe('order list', { timeout: 30_000 }, () => {
  it('asks the API for what the URL shows: tab, status, number, page and sort', async () => {
    const requests: URLSearchParams[] = [];
    server.use(
      http.get('*/api/order/list', ({ request }) => {
        requests.push(new URL(request.url).searchParams);
        return ok({ records: [summary(3, 'PENDING_PAYMENT')], total: 11, size: 10, current: 2 });
      }),
    );
    renderList(
      '/en_US/personal/order?tab=unpaid&status=PENDING_PAYMENT&orderNo=SO2026&page=2&sort=totalAmount&order=asc',
    );
    expect(await screen.findByText('Service 3')).toBeInTheDocument();
    const params = requests.at(-1);
    expect(Object.fromEntries(params ?? [])).toMatchObject({
      payState: 'UNPAID',
      status: 'PENDING_PAYMENT',
      orderNo: 'SO2026',
      pageNo: '2',
      pageSize: '10',
      sortField: 'totalAmount',
      sortOrder: 'asc',
    });
  });

  it('offers each row only the actions its state allows', async () => {
    server.use(
      http.get('*/api/order/list', () =>
        ok({
          records: [
            summary(1, 'PENDING_PAYMENT'),
            summary(2, 'PENDING_REVIEW'),
            summary(3, 'PAID'),
            summary(4, 'CANCELLED'),
            summary(5, 'PENDING_PAYMENT', { payDeadline: '2026-11-20 14:29:00' }),
          ],
          total: 5,
          size: 10,
          current: 1,
        }),
      ),
    );
    renderList('/en_US/personal/order');
    await screen.findByText('Service 1');
    const actionsOf = (id: number) =>
      Array.from(rowOf(id).querySelectorAll('td:last-child a, td:last-child button')).map(
        (element) => element.textContent,
      );

    expect(actionsOf(1)).toEqual(['Re-pay', 'Cancel order']);
    expect(actionsOf(2)).toEqual(['Cancel order']);
    expect(actionsOf(3)).toEqual(['Apply for invoice']);
    expect(actionsOf(4)).toEqual(['Delete']);
    expect(actionsOf(5)).toEqual([]);
    const payLink = within(rowOf(1)).getByRole('link', { name: /Re-pay/ });
    expect(payLink).toHaveAttribute('href', '/en_US/personal/order/1/pay');
  });

  it('cancels an order only after confirmation, then reloads the list', async () => {
    let status: OrderStatus = 'PENDING_REVIEW';
    const cancelled: string[] = [];
    server.use(
      http.get('*/api/order/list', () =>
        ok({ records: [summary(2, status)], total: 1, size: 10, current: 1 }),
      ),
      http.get('*/api/order/cancel/:id', ({ params }) => {
        cancelled.push(String(params.id));
        status = 'CANCELLED';
        return ok(null);
      }),
    );
    const { user } = renderList('/en_US/personal/order');
    await user.click(await screen.findByRole('button', { name: /Cancel order/ }));
    expect(await screen.findByText('Confirm cancel order?')).toBeInTheDocument();
    expect(cancelled).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(cancelled).toEqual(['2']));
    await waitFor(() => expect(rowOf(2)).toHaveTextContent('Cancelled'));
    expect(within(rowOf(2)).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
  });

  it('switches tabs through the URL and drops a status the tab cannot hold', async () => {
    server.use(
      http.get('*/api/order/list', () => ok({ records: [], total: 0, size: 10, current: 1 })),
    );
    const { user, router } = renderList('/en_US/personal/order?status=CANCELLED&page=3');
    await screen.findByText('No data');
    await user.click(await screen.findByRole('radio', { name: 'Paid' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ tab: 'paid', page: 1 }),
    );
    expect(router.state.location.search).not.toHaveProperty('status', 'CANCELLED');
  });
});
