import { http } from 'msw';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Message, OrderSummary } from '@/api/gen/model';
import { ok, refuse, startApiServer } from '@/test/msw';
import { activateCatalogs, renderWithRouter, resetLocale } from '@/test/render';
import { PersonalHomePage } from './personal-home-page';
import { chinaTimeToMs, formatRemaining } from './queries';

const server = startApiServer();
afterEach(resetLocale);

/** `YYYY-MM-DD HH:mm:ss` in China time, `minutes` from now. */
function chinaTime(minutes: number): string {
  const date = new Date(Date.now() + minutes * 60_000 + 8 * 3_600_000);
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

function order(id: number, deadlineMinutes: number | null): OrderSummary {
  return {
    id,
    orderNo: `SO${id}`,
    orderType: 'SERVICE',
    name: `Service ${id}`,
    coverImage: null,
    status: 'PENDING_PAYMENT',
    payState: 'UNPAID',
    createTime: chinaTime(-5),
    payDeadline: deadlineMinutes === null ? null : chinaTime(deadlineMinutes),
    totalAmount: 100,
    payType: null,
    invoiceStatus: null,
  } as OrderSummary;
}

const message = (id: number): Message => ({
  id,
  title: `Notice ${id}`,
  content: '<p>x</p>',
  type: 'ORDER',
  read: false,
  createTime: '2026-11-20 14:30:00',
});

const page = (records: unknown[], extra: object = {}) => ({
  records,
  total: records.length,
  size: 5,
  current: 1,
  pages: 1,
  ...extra,
});

describe('personal home', () => {
  it('shows unpaid orders with time left and unread messages', async () => {
    server.use(
      http.get('*/order/list', () => ok(page([order(1, 20), order(2, -1)]))),
      http.get('*/message/unRead', () => ok(page([message(7)], { unreadCount: 4 }))),
    );
    renderWithRouter(<PersonalHomePage />, { path: '/en_US/personal' });
    const unpaid = await screen.findByTestId('home-unpaid');
    expect(await within(unpaid).findByText('Service 1')).toBeInTheDocument();
    // The order whose window has closed is not waiting any more.
    expect(within(unpaid).queryByText('Service 2')).not.toBeInTheDocument();
    expect(within(unpaid).getByText(/^(19|20):\d\d left$/)).toBeInTheDocument();
    const unread = screen.getByTestId('home-unread');
    expect(await within(unread).findByText('4')).toBeInTheDocument();
    expect(within(unread).getByText('Notice 7')).toBeInTheDocument();
  });

  it('shows the services, tools, seven platforms and the categories', async () => {
    server.use(
      http.get('*/order/list', () => ok(page([]))),
      http.get('*/message/unRead', () => ok(page([], { unreadCount: 0 }))),
    );
    await activateCatalogs('zh-CN', ['personal-home']);
    renderWithRouter(<PersonalHomePage />, { path: '/zh_CN/personal' });
    expect(await screen.findByText('没有待支付的订单。')).toBeInTheDocument();
    expect(await screen.findByText('没有未读消息。')).toBeInTheDocument();
    const platforms = screen.getByRole('region', { name: '销售平台' });
    const links = within(platforms).getAllByRole('link');
    expect(links).toHaveLength(7);
    expect(links[0]!.getAttribute('href')).toMatch(/\/platform\/101$/);
    expect(
      within(screen.getByRole('region', { name: '我们的服务' })).getAllByRole('link'),
    ).toHaveLength(8);
    expect(
      within(screen.getByRole('region', { name: '卖家工具' })).getAllByRole('link'),
    ).toHaveLength(10);
    expect(
      within(screen.getByRole('region', { name: '商户类目' })).getAllByRole('listitem'),
    ).toHaveLength(40);
  });

  it('shows the load error of a card whose call fails', async () => {
    server.use(
      http.get('*/order/list', () => refuse('broken', 500)),
      http.get('*/message/unRead', () => ok(page([], { unreadCount: 0 }))),
    );
    renderWithRouter(<PersonalHomePage />, { path: '/en_US/personal' });
    const unpaid = await screen.findByTestId('home-unpaid');
    expect(await within(unpaid).findByRole('alert')).toHaveTextContent('Content failed to load');
  });
});

describe('payment window helpers', () => {
  it('reads China time and formats the time left', () => {
    expect(chinaTimeToMs('2026-11-20 08:00:00')).toBe(Date.UTC(2026, 10, 20, 0, 0));
    expect(formatRemaining(61_001)).toBe('01:02');
    expect(formatRemaining(0)).toBe('00:00');
  });
});
