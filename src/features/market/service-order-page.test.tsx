import { configure, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ServiceDetail, ServiceOrderInput, UserProfile } from '@/api/gen/model';
import { ok, refuse, startApiServer } from '@/test/msw';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { ServiceOrderPage } from './service-order-page';

vi.mock('@/components/feedback/toast', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const server = startApiServer();
configure({ asyncUtilTimeout: 5000 });

const SERVICE: ServiceDetail = {
  id: 3,
  name: 'EU trademark registration',
  cover: 'https://img.example.com/3.jpg',
  providerId: 1,
  providerName: 'Zhihang IP',
  priceFrom: 2980,
  unit: 'class',
  sales: 1580,
  rating: 4.8,
  categoryId: 22,
  marketId: 2007,
  tags: [],
  images: [],
  description: '<p>EU</p>',
  packages: [
    { id: 31, name: 'One class', price: 2980, description: null, deliveryDays: 5 },
    { id: 32, name: 'Three classes', price: 6480, description: null, deliveryDays: 5 },
  ],
  provider: { id: 1, name: 'Zhihang IP', logo: null, intro: '', serviceCount: 3, certified: true },
  processSteps: [],
  faqs: [],
  categoryName: 'IP',
  marketName: 'EU trademarks',
};

const PROFILE = {
  id: 7,
  username: 'demo',
  nickname: 'Li Ming',
  phone: '13812345678',
  email: 'li.ming@example.com',
  address: 'Shenzhen',
} as UserProfile;

function renderOrder(packageId: number | undefined) {
  const rootRoute = createRootRoute({ component: Outlet });
  const langRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$lang',
    component: Outlet,
  });
  const orderRoute = createRoute({
    getParentRoute: () => langRoute,
    path: 'service/submit',
    component: () => <ServiceOrderPage id={3} packageId={packageId} />,
  });
  const payRoute = createRoute({
    getParentRoute: () => langRoute,
    path: 'personal/order/$id/pay',
    component: () => <p>Payment page</p>,
  });
  const queryClient = createTestQueryClient();
  const router = createRouter({
    routeTree: rootRoute.addChildren([langRoute.addChildren([orderRoute, payRoute])]),
    history: createMemoryHistory({ initialEntries: [`/en_US/service/submit?id=3`] }),
    context: { queryClient },
  });
  return { ...renderWithProviders(<RouterProvider router={router} />, { queryClient }), router };
}

/** The codes the fake server knows: WELCOME100 takes 100 RMB off, SPRING2025 has expired. */
function serve({ orderRefusal }: { orderRefusal?: string } = {}) {
  const bodies: ServiceOrderInput[] = [];
  const checks: Record<string, string>[] = [];
  server.use(
    http.get('*/api/service/info/3', () => ok(SERVICE)),
    http.get('*/api/user/info', () => ok(PROFILE)),
    http.get('*/api/coupon/verify', ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      checks.push(params);
      if (params.code === 'SPRING2025') return refuse('The coupon code has expired');
      if (params.code === 'GONE2026')
        return HttpResponse.json({ code: 512, msg: 'expired', success: false, result: null });
      if (params.code !== 'WELCOME100') return refuse('The coupon code is not valid');
      const amount = Number(params.amount);
      return ok({ code: 'WELCOME100', amount, discount: 100, payable: amount - 100 });
    }),
    http.post('*/api/order/service/create', async ({ request }) => {
      const body = (await request.json()) as ServiceOrderInput;
      bodies.push(body);
      if (orderRefusal) return refuse(orderRefusal);
      return ok({
        orderId: 88,
        orderNo: 'SO202611200001',
        payType: body.payType,
        amount: 12860,
        createTime: '2026-11-20 14:00:00',
        expireTime: '2026-11-20 14:30:00',
      });
    }),
  );
  return { bodies, checks };
}

/** The page, then its form (loaded after the first paint). */
async function formShown() {
  await screen.findByRole('heading', { name: 'Order a service' });
  await screen.findByRole('button', { name: 'Submit order' }, { timeout: 15_000 });
}

const totalText = () => screen.getByTestId('order-total').textContent ?? '';

describe('service order', { timeout: 30_000 }, () => {
  it('keeps a total that follows the package and the quantity', async () => {
    serve();
    const { user } = renderOrder(32);
    await formShown();
    expect(screen.getByRole('radio', { name: /Three classes/ })).toBeChecked();
    expect(totalText()).toContain('CN¥6,480.00');

    const quantity = screen.getByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(totalText()).toContain('CN¥12,960.00');

    await user.click(screen.getByRole('radio', { name: /One class/ }));
    expect(totalText()).toContain('CN¥5,960.00');

    await user.clear(quantity);
    expect(totalText()).toContain('—');
    await user.type(quantity, '3');
    expect(totalText()).toContain('CN¥8,940.00');
  });

  it('prefills the contact from the profile and sends one order, then goes to its payment', async () => {
    const { bodies, checks } = serve();
    const { user, router } = renderOrder(undefined);
    await formShown();
    expect(screen.getByRole('textbox', { name: 'Contact' })).toHaveValue('Li Ming');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('13812345678');
    expect(screen.getByRole('radio', { name: 'Alipay payment' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /One class/ })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'VAT special invoice' }));
    await user.click(screen.getByRole('radio', { name: 'WeChat pay' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Coupon or invitation code' }),
      'welcome100',
    );
    // Not verified yet: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText('Verify the code before placing the order')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // The server's check: the discount and what is left to pay, before anything is submitted.
    expect(
      await screen.findByText('Code WELCOME100 verified: CN¥100.00 off, CN¥2,880.00 to pay.'),
    ).toBeInTheDocument();
    expect(checks).toEqual([
      { code: 'WELCOME100', serviceId: '3', amount: '2980', languageType: expect.any(String) },
    ]);
    expect(within(screen.getByTestId('order-total')).getByText('Total to pay')).toBeInTheDocument();
    expect(totalText()).toContain('CN¥2,880.00');
    expect(screen.getByTestId('order-discount').textContent).toContain('−CN¥100.00');
    expect(bodies).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Submit order' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en_US/personal/order/88/pay'),
    );
    expect(bodies).toEqual([
      {
        serviceId: 3,
        items: [{ packageId: 31, quantity: 1 }],
        customer: {
          contact: 'Li Ming',
          phone: '13812345678',
          email: 'li.ming@example.com',
          address: 'Shenzhen',
        },
        invoiceType: 'VAT_SPECIAL',
        remark: null,
        payType: 'WECHAT',
        couponCode: 'WELCOME100',
        languageType: expect.any(String),
      },
    ]);
  });

  it('shows why the server refuses a code at the field, keeping everything typed', async () => {
    const { bodies, checks } = serve();
    const { user, router } = renderOrder(32);
    await formShown();
    await user.type(screen.getByRole('textbox', { name: 'Message to the provider' }), 'Call me');
    const code = screen.getByRole('textbox', { name: 'Coupon or invitation code' });
    await user.type(code, 'spring2025');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The coupon code has expired')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(checks.at(-1)).toMatchObject({ code: 'SPRING2025', amount: '6480' });
    expect(totalText()).toContain('CN¥6,480.00');
    expect(screen.queryByTestId('order-discount')).not.toBeInTheDocument();

    // Not sent while the code is refused.
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText('Verify the code before placing the order')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/en_US/service/submit');
    expect(screen.getByRole('textbox', { name: 'Message to the provider' })).toHaveValue('Call me');
    expect(code).toHaveValue('SPRING2025');
    expect(screen.getByRole('radio', { name: /Three classes/ })).toBeChecked();

    // A code in the wrong form is refused before asking.
    await user.clear(code);
    await user.type(code, 'ab-1');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The coupon code is not valid')).toBeInTheDocument();
    expect(checks).toHaveLength(1);
  });

  it('asks for a new check when the total changes after a verified code', async () => {
    const { bodies, checks } = serve();
    const { user, router } = renderOrder(undefined);
    await formShown();
    await user.type(
      screen.getByRole('textbox', { name: 'Coupon or invitation code' }),
      'WELCOME100',
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Code WELCOME100 verified: CN¥100.00 off, CN¥2,880.00 to pay.');

    const quantity = screen.getByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(await screen.findByText('The total changed: verify the code again')).toBeInTheDocument();
    expect(totalText()).toContain('CN¥5,960.00');
    expect(screen.queryByTestId('order-discount')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(await screen.findAllByText('The total changed: verify the code again')).not.toHaveLength(
      0,
    );
    expect(bodies).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Code WELCOME100 verified: CN¥100.00 off, CN¥5,860.00 to pay.');
    expect(checks.at(-1)).toMatchObject({ amount: '5960' });
    expect(totalText()).toContain('CN¥5,860.00');
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en_US/personal/order/88/pay'),
    );
    expect(bodies[0]).toMatchObject({
      items: [{ packageId: 31, quantity: 2 }],
      couponCode: 'WELCOME100',
    });
  });

  it('keeps everything typed when the server refuses the order', async () => {
    const { bodies } = serve({ orderRefusal: 'The coupon code has already been used' });
    const { user, router } = renderOrder(32);
    await formShown();
    await user.type(screen.getByRole('textbox', { name: 'Message to the provider' }), 'Call me');
    await user.type(
      screen.getByRole('textbox', { name: 'Coupon or invitation code' }),
      'WELCOME100',
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText(/Code WELCOME100 verified/);
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText('The coupon code has already been used')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/en_US/service/submit');
    expect(screen.getByRole('textbox', { name: 'Message to the provider' })).toHaveValue('Call me');
    expect(screen.getByRole('textbox', { name: 'Coupon or invitation code' })).toHaveValue(
      'WELCOME100',
    );
    expect(screen.getByRole('radio', { name: /Three classes/ })).toBeChecked();
  });

  it('keeps what was typed for after the login when the session ended before the check', async () => {
    sessionStorage.clear();
    serve();
    const { user } = renderOrder(32);
    await formShown();
    await user.type(screen.getByRole('textbox', { name: 'Message to the provider' }), 'Call me');
    await user.type(screen.getByRole('textbox', { name: 'Coupon or invitation code' }), 'gone2026');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(sessionStorage.getItem('portal-form:market.order')).not.toBeNull());
    expect(JSON.parse(sessionStorage.getItem('portal-form:market.order') ?? '{}')).toMatchObject({
      packageId: '32',
      remark: 'Call me',
      couponCode: 'GONE2026',
    });
    sessionStorage.clear();
  });
});
