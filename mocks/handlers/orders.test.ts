import { describe, expect, it } from 'vitest';
import {
  cancelOrder,
  deleteOrder,
  getOrder,
  getOrderStatus,
  listOrders,
  repayOrder,
} from '../../src/api/gen/orders/orders';
import { listUnreadMessages } from '../../src/api/gen/messages/messages';
import { listFundsFlow } from '../../src/api/gen/marketing/marketing';
import { clock, MINUTE } from '../lib/clock';
import { createOrder, hasPurchasedCourse, openOrderFor, payOrder } from '../db/orders';
import { DEMO_USER_ID } from '../db/users';
import { l10n } from '../lib/l10n';
import { resetMockBackend } from '../node';
import { failure, SILENT, signInAsDemo, speak, useMockServer } from '../test/server';

const NOW = '2026-11-20 14:30:00';

describe('orders handlers', () => {
  useMockServer();

  it('seeds demo orders in every state, and closes the one whose window ran out', async () => {
    resetMockBackend(NOW);
    await signInAsDemo();
    const page = await listOrders({ pageSize: 100 });
    const statuses = new Set(page.records.map((order) => order.status));
    expect([...statuses].sort()).toEqual(
      [
        'CANCELLED',
        'COMPLETED',
        'PAID',
        'PENDING_CONFIRMATION',
        'PENDING_PAYMENT',
        'PENDING_REVIEW',
      ].sort(),
    );
    expect(page.records.some((order) => order.orderType === 'COURSE')).toBe(true);
    const expired = await getOrder(4);
    expect(expired).toMatchObject({ status: 'CANCELLED', cancelReason: 'EXPIRED' });
    expect(page.records.every((order) => order.id !== 18)).toBe(true);
    const paidTab = await listOrders({ payState: 'PAID', pageSize: 100 });
    expect(
      paidTab.records.every((order) => order.status === 'PAID' || order.status === 'COMPLETED'),
    ).toBe(true);
    expect(paidTab.records.some((order) => order.invoiceStatus === null)).toBe(true);
    expect(paidTab.records.some((order) => order.invoiceStatus === 'ISSUED')).toBe(true);
  });

  it("adds up every seeded order: the goods less the coupon's discount make the total", async () => {
    resetMockBackend(NOW);
    await signInAsDemo();
    const page = await listOrders({ pageSize: 100 });
    for (const row of page.records) {
      const order = await getOrder(row.id);
      const goods = order.goods.reduce((sum, line) => sum + line.amount, 0);
      expect(Math.round((goods - (order.coupon?.discount ?? 0)) * 100) / 100).toBe(
        order.totalAmount,
      );
    }
    expect(await getOrder(10)).toMatchObject({
      status: 'PAID',
      coupon: { code: 'NEWSTORE200', discount: 200 },
      totalAmount: 2780,
    });
    expect((await getOrder(11)).coupon).toBeNull();
  });

  it('pays an order through the mock cashier, which the status poll then sees', async () => {
    await signInAsDemo();
    const before = await listUnreadMessages({ pageSize: 100 });
    const fundsBefore = await listFundsFlow({ pageSize: 1 });
    expect(await getOrderStatus(1)).toMatchObject({
      status: 'PENDING_PAYMENT',
      payState: 'UNPAID',
      payTime: null,
    });
    expect(payOrder(1)).toMatchObject({ ok: true });
    expect(await getOrderStatus(1)).toMatchObject({ status: 'PAID', payState: 'PAID' });
    expect((await getOrder(1)).payTime).not.toBeNull();
    const after = await listUnreadMessages({ pageSize: 100 });
    expect(after.unreadCount).toBe(before.unreadCount + 1);
    expect(after.records[0]?.title).toContain((await getOrder(1)).orderNo);
    expect((await listFundsFlow({ pageSize: 1 })).total).toBe(fundsBefore.total + 1);
    expect(payOrder(1)).toEqual({ ok: false, reason: 'not-payable' });
  });

  it('creates an order that expires after the 30-minute window; cancel and re-pay follow the rules', async () => {
    resetMockBackend(NOW);
    await signInAsDemo();
    const payment = createOrder(
      { request: new Request('http://localhost/api/order/service/create') },
      {
        userId: DEMO_USER_ID,
        type: 'COURSE',
        refId: 9,
        name: l10n('课程', '課程', 'Course', 'Curso'),
        goods: [
          {
            name: l10n('课程', '課程', 'Course', 'Curso'),
            spec: null,
            quantity: 2,
            unitPrice: 99.5,
          },
        ],
      },
    );
    expect(payment).toMatchObject({
      amount: 199,
      payType: 'ALIPAY',
      createTime: NOW,
      expireTime: '2026-11-20 15:00:00',
      payUrl: `http://localhost/?mockCashier=${payment.orderId}`,
    });
    expect(openOrderFor(DEMO_USER_ID, 'COURSE', 9)?.id).toBe(payment.orderId);
    clock.advance(20 * MINUTE);
    const repaid = await repayOrder(payment.orderId, { payType: 'MANUAL' });
    expect(repaid).toMatchObject({
      payType: 'MANUAL',
      expireTime: '2026-11-20 15:00:00',
      payUrl: null,
    });
    expect(repaid.bankAccount?.remark).toBe(payment.orderNo);
    clock.advance(10 * MINUTE);
    expect(await getOrderStatus(payment.orderId)).toMatchObject({ status: 'CANCELLED' });
    expect(await getOrder(payment.orderId)).toMatchObject({
      cancelReason: 'EXPIRED',
      cancelTime: '2026-11-20 15:00:00',
    });
    speak('en_US');
    expect((await failure(repayOrder(payment.orderId, undefined, SILENT))).message).toBe(
      'The 30-minute payment window has passed; the order was closed',
    );
    expect(hasPurchasedCourse(DEMO_USER_ID, 9)).toBe(false);
  });

  it('cancels only unpaid orders, re-pays only payable ones, deletes only finished ones', async () => {
    await signInAsDemo();
    speak('en_US');
    expect((await failure(cancelOrder(10, undefined, SILENT))).message).toBe(
      'The order is already paid, completed or cancelled and cannot be cancelled',
    );
    expect((await failure(repayOrder(10, undefined, SILENT))).message).toBe(
      'The order is already paid',
    );
    expect((await failure(repayOrder(5, undefined, SILENT))).message).toBe(
      'The order is still under review or awaiting confirmation and cannot be paid yet',
    );
    expect((await failure(deleteOrder({ id: 2 }, SILENT))).message).toBe(
      'Only cancelled or completed orders can be deleted',
    );
    await cancelOrder(2);
    expect(await getOrder(2)).toMatchObject({ status: 'CANCELLED', cancelReason: 'USER' });
    expect((await failure(repayOrder(2, undefined, SILENT))).message).toBe(
      'The order is cancelled',
    );
    await deleteOrder({ id: 2 });
    expect((await failure(getOrder(2, undefined, SILENT))).message).toBe(
      'The record does not exist or has been deleted',
    );
    expect((await failure(getOrder(50, undefined, SILENT))).details.code).toBe(404);
    const unpaid = await listOrders({ payState: 'UNPAID', pageSize: 100 });
    expect(unpaid.records.map((order) => order.id)).not.toContain(2);
  });

  it('filters, sorts and pages the list', async () => {
    await signInAsDemo();
    const courses = await listOrders({ orderType: 'COURSE', pageSize: 100 });
    expect(courses.records.every((order) => order.orderType === 'COURSE')).toBe(true);
    const byAmount = await listOrders({
      sortField: 'totalAmount',
      sortOrder: 'asc',
      pageSize: 100,
    });
    const amounts = byAmount.records.map((order) => order.totalAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const first = await listOrders({ pageNo: 1, pageSize: 5 });
    expect(first).toMatchObject({ size: 5, current: 1, pages: Math.ceil(first.total / 5) });
    expect(first.records).toHaveLength(5);
    const order = await getOrder(13);
    const found = await listOrders({ orderNo: order.orderNo.slice(-8) });
    expect(found.records.map((row) => row.id)).toEqual([13]);
  });
});
