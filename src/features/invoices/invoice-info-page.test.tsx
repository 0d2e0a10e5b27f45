import { configure, screen, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { http } from 'msw';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { InvoiceInfo, InvoiceInfoInput } from '@/api/gen/model';
import { ok, refuse, startApiServer } from '@/test/msw';
import {
  activateCatalogs,
  createTestQueryClient,
  renderWithProviders,
  resetLocale,
} from '@/test/render';
import { InvoiceInfoPage } from './invoice-info-page';

vi.mock('@/components/feedback/toast', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const server = startApiServer();
configure({ asyncUtilTimeout: 5000 });

const EMPTY: InvoiceInfo = {
  defaultType: 'ORDINARY',
  ordinary: null,
  vatSpecial: null,
  receiver: null,
  receiverPhone: null,
  mailingAddress: null,
};

function renderInfo(info: InvoiceInfo) {
  const saved: InvoiceInfoInput[] = [];
  server.use(
    http.get('*/api/user/getInvoice', () => ok(info)),
    http.post('*/api/user/updateInvoice', async ({ request }) => {
      const body = (await request.json()) as InvoiceInfoInput;
      saved.push(body);
      return ok({ ...EMPTY, ...body });
    }),
  );
  const rootRoute = createRootRoute({ component: Outlet });
  const langRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$lang',
    component: Outlet,
  });
  const pageRoute = createRoute({
    getParentRoute: () => langRoute,
    path: 'personal/order/invoice/info',
    component: () => (
      <Suspense fallback="loading">
        <InvoiceInfoPage />
      </Suspense>
    ),
  });
  const queryClient = createTestQueryClient();
  const router = createRouter({
    routeTree: rootRoute.addChildren([langRoute.addChildren([pageRoute])]),
    history: createMemoryHistory({ initialEntries: ['/en_US/personal/order/invoice/info'] }),
    context: { queryClient },
  });
  return { ...renderWithProviders(<RouterProvider router={router} />, { queryClient }), saved };
}

describe('invoice info', { timeout: 30_000 }, () => {
  it('requires the details of the default type and of a VAT special invoice', async () => {
    const { user, saved } = renderInfo(EMPTY);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Fill in the details of the default invoice type'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: /Keep VAT special invoice details/ }));
    await user.click(screen.getByRole('radio', { name: 'VAT special invoice' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the company name')).toBeInTheDocument();
    expect(screen.getByText('Please enter the receiver')).toBeInTheDocument();
    expect(screen.getByText('Please enter the mailing address')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Tax number/ }), '123');
    await user.type(screen.getByRole('textbox', { name: /Receiver phone/ }), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The tax number has 15 to 20 letters or digits'),
    ).toBeInTheDocument();
    expect(screen.getByText('Incorrect phone number')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('saves both blocks as the API wants them: upper-case tax numbers, null for what is off', async () => {
    const { user, saved } = renderInfo({
      ...EMPTY,
      ordinary: { titleType: 'PERSONAL', title: '个人', taxNumber: null, email: 'me@example.com' },
    });
    await user.click(await screen.findByRole('radio', { name: 'Company' }));
    await user.clear(screen.getByRole('textbox', { name: /Invoice title/ }));
    await user.type(screen.getByRole('textbox', { name: /Invoice title/ }), 'Shenzhen Trade Co.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A company title needs its tax number')).toBeInTheDocument();

    await user.type(
      screen.getAllByRole('textbox', { name: /Tax number/ })[0]!,
      '91440300ma5g2kq81b',
    );
    await user.type(screen.getByRole('textbox', { name: /Receiver phone/ }), '138 0013 8000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      defaultType: 'ORDINARY',
      ordinary: {
        titleType: 'COMPANY',
        title: 'Shenzhen Trade Co.',
        taxNumber: '91440300MA5G2KQ81B',
        email: 'me@example.com',
      },
      vatSpecial: null,
      receiver: null,
      receiverPhone: '13800138000',
      mailingAddress: null,
    });
  });

  it("shows the server's message at the form and keeps what was typed", async () => {
    const { user } = renderInfo({
      ...EMPTY,
      ordinary: { titleType: 'PERSONAL', title: '个人', taxNumber: null, email: 'me@example.com' },
    });
    server.use(http.post('*/api/user/updateInvoice', () => refuse('税号格式不正确')));
    await user.type(await screen.findByRole('textbox', { name: /Invoice title/ }), ' Li');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('税号格式不正确');
    expect(screen.getByRole('textbox', { name: /Invoice title/ })).toHaveValue('个人 Li');
  });

  it('speaks the validation messages in the chosen language', async () => {
    await activateCatalogs('zh-CN', ['common', 'invoices']);
    try {
      const { user } = renderInfo(EMPTY);
      await user.click(await screen.findByRole('button', { name: '保存' }));
      expect(await screen.findByText('请填写默认发票类型的信息')).toBeInTheDocument();
    } finally {
      resetLocale();
    }
  });
});
