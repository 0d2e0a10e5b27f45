import { screen, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@/api/gen/model';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { OrderDetailPage } from './order-detail-page';
import { orderQueryOptions } from './queries';
import { orderSums } from './order-sums';

const PAID: OrderDetail = {
  id: 10,
  orderNo: 'SO202611201429010',
  orderType: 'SERVICE',
  name: 'Amazon main images',
  coverImage: null,
  status: 'PAID',
  payState: 'PAID',
  createTime: '2026-11-20 14:01:00',
  payDeadline: '2026-11-20 14:31:00',
  totalAmount: 7860,
  payType: 'ALIPAY',
  invoiceStatus: 'ISSUED',
  goods: [{ name: 'Amazon main images', spec: null, quantity: 2, unitPrice: 3980, amount: 7960 }],
  customer: null,
  invoiceType: null,
  remark: null,
  payTime: '2026-11-20 14:05:00',
  cancelTime: null,
  cancelReason: null,
  coupon: { code: 'WELCOME100', discount: 100 },
  courseId: null,
};

function renderDetail(order: OrderDetail) {
  const rootRoute = createRootRoute({ component: Outlet });
  const langRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$lang',
    component: Outlet,
  });
  const detail = createRoute({
    getParentRoute: () => langRoute,
    path: 'personal/order/$id',
    component: () => (
      <Suspense fallback="loading">
        <OrderDetailPage orderId={order.id} />
      </Suspense>
    ),
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
  const router = createRouter({
    routeTree: rootRoute.addChildren([langRoute.addChildren([detail])]),
    history: createMemoryHistory({ initialEntries: [`/en_US/personal/order/${order.id}`] }),
    context: { queryClient },
  });
  return renderWithProviders(<RouterProvider router={router} />, { queryClient });
}

describe('order sums', () => {
  it('add up: the goods less the coupon make the total', () => {
    expect(orderSums(PAID)).toEqual({
      goods: 7960,
      coupon: { code: 'WELCOME100', discount: 100 },
      total: 7860,
    });
    expect(orderSums({ ...PAID, coupon: null, totalAmount: 7960 }).coupon).toBeNull();
  });
});

describe('order detail page', () => {
  it("shows the coupon's code and amount between the goods and the total", async () => {
    renderDetail(PAID);
    const sums = await screen.findByTestId('order-sums');
    const lines = within(sums)
      .getAllByRole('term')
      .map((term) => term.parentElement);
    expect(lines.map((line) => line?.textContent)).toEqual([
      expect.stringMatching(/^Goods total\D*7,960\.00$/),
      expect.stringMatching(/^Coupon WELCOME100-\D*100\.00$/),
      expect.stringMatching(/^Total\D*7,860\.00$/),
    ]);
  });

  it('has no coupon line for an order without one', async () => {
    renderDetail({ ...PAID, coupon: null, totalAmount: 7960 });
    expect(await screen.findByTestId('order-total')).toHaveTextContent('7,960.00');
    expect(screen.queryByTestId('order-coupon')).toBeNull();
    expect(screen.queryByText(/Coupon/)).toBeNull();
  });

  it('offers Start learning for the course of a paid course order, and only then', async () => {
    const course = { ...PAID, orderType: 'COURSE' as const, coupon: null, courseId: 10 };
    const { unmount } = renderDetail(course);
    expect(await screen.findByTestId('start-learning')).toHaveAttribute(
      'href',
      '/en_US/college/course/play?id=10',
    );
    unmount();
    renderDetail({ ...course, status: 'PENDING_PAYMENT', payState: 'UNPAID', payTime: null });
    expect(await screen.findByTestId('order-total')).toBeInTheDocument();
    expect(screen.queryByTestId('start-learning')).toBeNull();
  });
});
