import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@/api/gen/model';
import { chinaTimeToMs } from './china-time';
import { isPayable, orderActions, type OrderAction } from './order-status';
import { ORDER_STATUSES } from './order-url';

const NOW = chinaTimeToMs('2026-11-20 14:30:00');
const OPEN_DEADLINE = '2026-11-20 14:45:00';
const PASSED_DEADLINE = '2026-11-20 14:29:59';

function actions(
  status: OrderStatus,
  overrides: Partial<Parameters<typeof orderActions>[0]> = {},
): OrderAction[] {
  return orderActions(
    {
      status,
      payDeadline: status === 'PENDING_PAYMENT' ? OPEN_DEADLINE : null,
      payType: null,
      invoiceStatus: null,
      ...overrides,
    },
    NOW,
  );
}

describe('order actions by state', () => {
  it.each<[OrderStatus, OrderAction[]]>([
    ['PENDING_REVIEW', ['cancel']],
    ['PENDING_CONFIRMATION', ['cancel']],
    ['PENDING_PAYMENT', ['pay', 'cancel']],
    ['PAID', ['invoice']],
    ['COMPLETED', ['invoice', 'delete']],
    ['CANCELLED', ['delete']],
  ])('%s allows %j', (status, expected) => {
    expect(actions(status)).toEqual(expected);
  });

  it('covers every state of spec section 4', () => {
    expect(ORDER_STATUSES).toHaveLength(6);
  });

  it('offers re-pay instead of pay once a method was chosen', () => {
    expect(actions('PENDING_PAYMENT', { payType: 'WECHAT' })).toEqual(['repay', 'cancel']);
  });

  it('offers neither payment nor cancellation once the 30-minute window has passed', () => {
    expect(actions('PENDING_PAYMENT', { payDeadline: PASSED_DEADLINE })).toEqual([]);
    expect(isPayable({ status: 'PENDING_PAYMENT', payDeadline: PASSED_DEADLINE }, NOW)).toBe(false);
    expect(isPayable({ status: 'PENDING_PAYMENT', payDeadline: OPEN_DEADLINE }, NOW)).toBe(true);
  });

  it('never offers payment for an order that is already paid', () => {
    for (const status of ['PAID', 'COMPLETED'] as const) {
      expect(actions(status, { payDeadline: OPEN_DEADLINE, payType: 'ALIPAY' })).not.toContain(
        'pay',
      );
      expect(actions(status, { payDeadline: OPEN_DEADLINE, payType: 'ALIPAY' })).not.toContain(
        'repay',
      );
    }
  });

  it('asks for an invoice only while the paid order has none', () => {
    expect(actions('PAID', { invoiceStatus: 'NOT_ISSUED' })).toEqual([]);
    expect(actions('COMPLETED', { invoiceStatus: 'ISSUED' })).toEqual(['delete']);
  });

  it('reads API times as China time wherever the browser is', () => {
    expect(new Date(chinaTimeToMs('2026-11-20 08:00:00')).toISOString()).toBe(
      '2026-11-20T00:00:00.000Z',
    );
  });
});
