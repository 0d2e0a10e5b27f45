import { act, configure, screen, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useParams,
} from '@tanstack/react-router';
import { http } from 'msw';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail, OrderStatus, PaymentInfo, PayType } from '@/api/gen/model';
import { notifySuccess } from '@/components/feedback/toast';
import { ok, refuse, startApiServer } from '@/test/msw';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { chinaTimeToMs } from './china-time';
import { PAYMENT_POLL_MS, PaymentPage } from './payment-page';

vi.mock('@/components/feedback/toast', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const server = startApiServer();
// The first render of a whole page (router, Mantine, query) can take more than a second on CI.
configure({ asyncUtilTimeout: 5000 });

const NOW = '2026-11-20 14:30:00';

function order(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 7,
    orderNo: 'SO202611201429001',
    orderType: 'SERVICE',
    name: 'Amazon US store opening',
    coverImage: null,
    status: 'PENDING_PAYMENT',
    payState: 'UNPAID',
    createTime: '2026-11-20 14:01:00',
    payDeadline: '2026-11-20 14:31:00',
    totalAmount: 3980,
    payType: null,
    invoiceStatus: null,
    goods: [
      { name: 'Amazon US store opening', spec: null, quantity: 1, unitPrice: 3980, amount: 3980 },
    ],
    customer: null,
    invoiceType: null,
    remark: null,
    payTime: null,
    courseId: null,
    cancelTime: null,
    cancelReason: null,
    coupon: null,
    ...overrides,
  };
}

function payment(payType: PayType): PaymentInfo {
  return {
    orderId: 7,
    orderNo: 'SO202611201429001',
    payType,
    amount: 3980,
    createTime: '2026-11-20 14:01:00',
    expireTime: '2026-11-20 14:31:00',
    payUrl: payType === 'MANUAL' ? null : `https://pay.example.com/${payType}`,
    qrCode: payType === 'MANUAL' ? null : `qr-${payType}`,
    bankAccount:
      payType === 'MANUAL'
        ? {
            accountName: 'Shenzhen Co.',
            accountNo: '4000 0231',
            bankName: 'ICBC',
            remark: 'SO202611201429001',
          }
        : null,
  };
}

/** Serves one order; `status` answers the polls, `repays` records the methods asked for. */
function serve(detail: OrderDetail, status: () => OrderStatus = () => detail.status) {
  const repays: string[] = [];
  server.use(
    http.get('*/api/order/info/7', () => ok(detail)),
    http.get('*/api/order/rePay/7', ({ request }) => {
      const payType = (new URL(request.url).searchParams.get('payType') ?? 'ALIPAY') as PayType;
      repays.push(payType);
      return ok(payment(payType));
    }),
    http.get('*/api/order/status/7', () => {
      const current = status();
      const paid = current === 'PAID' || current === 'COMPLETED';
      return ok({ id: 7, status: current, payState: paid ? 'PAID' : 'UNPAID', payTime: null });
    }),
  );
  return repays;
}

function PayRoute() {
  return (
    <Suspense fallback="loading">
      <PaymentPage orderId={7} />
    </Suspense>
  );
}

function DetailRoute() {
  const { id } = useParams({ strict: false });
  return <p>Order detail {id}</p>;
}

function renderPaymentPage() {
  const rootRoute = createRootRoute({ component: Outlet });
  const langRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$lang',
    component: Outlet,
  });
  const routes = [
    createRoute({
      getParentRoute: () => langRoute,
      path: 'personal/order/$id/pay',
      component: PayRoute,
    }),
    createRoute({
      getParentRoute: () => langRoute,
      path: 'personal/order/$id',
      component: DetailRoute,
    }),
    createRoute({
      getParentRoute: () => langRoute,
      path: 'personal/order',
      component: () => 'List',
    }),
  ];
  const queryClient = createTestQueryClient();
  const router = createRouter({
    routeTree: rootRoute.addChildren([langRoute.addChildren(routes)]),
    history: createMemoryHistory({ initialEntries: ['/en_US/personal/order/7/pay'] }),
    context: { queryClient },
  });
  const rendered = renderWithProviders(<RouterProvider router={router} />, { queryClient });
  return { ...rendered, router };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  // Only the clock and intervals are fake: the countdown and the polling run on them.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(chinaTimeToMs(NOW));
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(notifySuccess).mockClear();
});

describe('payment page', { timeout: 30_000 }, () => {
  it('counts the 30-minute window down live and closes payment when it runs out', async () => {
    serve(order());
    renderPaymentPage();

    const countdown = await screen.findByRole('timer');
    expect(countdown).toHaveTextContent('01:00');
    expect(
      await screen.findByRole('img', { name: 'Scan the code with Alipay to pay' }),
    ).toBeInTheDocument();
    expect(vi.mocked(notifySuccess)).toHaveBeenCalledWith(
      'Please pay soon: an unpaid order closes when its 30-minute payment window ends.',
    );

    await tick(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:59');
    await tick(58_000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');

    await tick(1000);
    expect(await screen.findByText('The payment window has passed')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Scan the code/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('says how the amount due is made when the order used a coupon', async () => {
    serve(
      order({
        goods: [{ name: 'Photos', spec: null, quantity: 2, unitPrice: 3980, amount: 7960 }],
        coupon: { code: 'WELCOME100', discount: 100 },
        totalAmount: 7860,
      }),
    );
    renderPaymentPage();
    expect(await screen.findByTestId('amount-due')).toHaveTextContent('7,860.00');
    const breakdown = screen.getByTestId('amount-breakdown');
    expect(breakdown).toHaveTextContent(/^Goods \D*7,960\.00, coupon WELCOME100 -\D*100\.00$/);
  });

  it('shows the QR code or the bank details of the chosen method', async () => {
    const repays = serve(order({ payType: 'WECHAT' }));
    const { user } = renderPaymentPage();

    expect(
      await screen.findByRole('img', { name: 'Scan the code with WeChat to pay' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute(
      'href',
      'https://pay.example.com/WECHAT',
    );

    await user.click(screen.getByText('Manual pay'));
    expect(await screen.findByRole('table', { name: 'Bank-transfer details' })).toHaveTextContent(
      '4000 0231',
    );
    expect(screen.queryByRole('img', { name: /Scan the code/ })).not.toBeInTheDocument();
    expect(repays).toEqual(['WECHAT', 'MANUAL']);
  });

  it('polls the order state and, once paid, says so and goes to the order', async () => {
    let polls = 0;
    serve(order(), () => (++polls >= 2 ? 'PAID' : 'PENDING_PAYMENT'));
    const { router } = renderPaymentPage();
    await screen.findByRole('timer');

    await tick(PAYMENT_POLL_MS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en_US/personal/order/7'));
    expect(vi.mocked(notifySuccess)).toHaveBeenCalledWith('Payment succeeded');
    expect(await screen.findByText('Order detail 7')).toBeInTheDocument();
  });

  it('offers no payment for an order that is already paid', async () => {
    const repays = serve(
      order({ status: 'PAID', payState: 'PAID', payDeadline: '2026-11-20 14:31:00' }),
    );
    renderPaymentPage();
    expect(await screen.findByText('This order has been paid')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(repays).toEqual([]);
  });

  it('offers no payment for an order closed when its window ran out', async () => {
    const repays = serve(
      order({ status: 'CANCELLED', cancelReason: 'EXPIRED', payDeadline: '2026-11-20 14:00:00' }),
    );
    renderPaymentPage();
    expect(await screen.findByText('This order can no longer be paid')).toBeInTheDocument();
    expect(screen.getByText('Closed: not paid within 30 minutes')).toBeInTheDocument();
    expect(repays).toEqual([]);
  });

  it("shows the server's reason when the payment details are refused", async () => {
    serve(order());
    server.use(http.get('*/api/order/rePay/7', () => refuse('The order is still under review')));
    renderPaymentPage();
    expect(await screen.findByText('The order is still under review')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
