import { del, failure, get, interaction, ok, withoutSession } from './support/consumer';
import { describe, it } from 'vitest';
import {
  cancelOrder,
  deleteOrder,
  getOrder,
  getOrderStatus,
  listOrders,
  repayOrder,
} from '@/api/gen/orders/orders';
import {
  dateTime,
  id,
  listOf,
  mobile,
  money,
  onlinePayment,
  orderGoods,
  orderSummary,
  pageOf,
  text,
} from './support/shapes';

const LOGGED_IN = 'user demo is logged in';
const UNPAID_1 = 'order 1 is unpaid';
const PAID_11 = 'order 11 is paid';
const unpaidTab = {
  pageNo: '1',
  pageSize: '10',
  payState: 'UNPAID',
  sortField: 'createTime',
  sortOrder: 'desc',
};

describe('orders', () => {
  it('listOrders: the unpaid tab, newest first', () =>
    interaction({
      given: [LOGGED_IN, 'user demo has orders in every state'],
      uponReceiving: 'listOrders: the first page of unpaid orders, newest first',
      request: get('/order/list', unpaidTab),
      response: ok(pageOf({ ...orderSummary, payState: 'UNPAID' })),
      call: () =>
        listOrders({
          pageNo: 1,
          pageSize: 10,
          payState: 'UNPAID',
          sortField: 'createTime',
          sortOrder: 'desc',
        }),
    }));

  it('listOrders: 512', () =>
    withoutSession('listOrders', get('/order/list', { pageNo: '1', pageSize: '10' }), () =>
      listOrders({ pageNo: 1, pageSize: 10 }),
    ));

  it('getOrder: an unpaid service order', () =>
    interaction({
      given: [LOGGED_IN, UNPAID_1],
      uponReceiving: 'getOrder: an unpaid service order',
      request: get('/order/info/1'),
      response: ok({
        ...orderSummary,
        id: id(1),
        orderType: 'SERVICE',
        status: 'PENDING_PAYMENT',
        payState: 'UNPAID',
        payDeadline: dateTime('2026-11-20 15:00:00'),
        goods: listOf(orderGoods),
        customer: { contact: text('李明'), phone: mobile('13812345678') },
      }),
      call: () => getOrder(1),
    }));

  it('getOrder: a paid order that used a coupon', () =>
    interaction({
      given: [LOGGED_IN, 'order 10 is paid and used coupon NEWSTORE200'],
      uponReceiving: 'getOrder: a paid service order with its coupon',
      request: get('/order/info/10'),
      response: ok({
        ...orderSummary,
        id: id(10),
        orderType: 'SERVICE',
        status: 'PAID',
        payState: 'PAID',
        goods: listOf(orderGoods),
        coupon: { code: 'NEWSTORE200', discount: money(200) },
      }),
      call: () => getOrder(10),
    }));

  it('getOrder: a paid course order names its course (addition)', () =>
    interaction({
      given: [LOGGED_IN, 'order 12 is a paid order of course 1'],
      uponReceiving: 'getOrder: a paid course order with its course',
      request: get('/order/info/12'),
      response: ok({
        ...orderSummary,
        id: id(12),
        orderType: 'COURSE',
        status: 'PAID',
        payState: 'PAID',
        goods: listOf(orderGoods),
        courseId: id(1),
      }),
      call: () => getOrder(12),
    }));

  it('getOrder: an unknown order is refused with a message', () =>
    interaction({
      given: [LOGGED_IN, 'there is no order 999999'],
      uponReceiving: 'getOrder: an unknown order',
      request: get('/order/info/999999'),
      response: failure('The order does not exist'),
      call: () => getOrder(999999),
    }));

  it('getOrder: 512', () => withoutSession('getOrder', get('/order/info/1'), () => getOrder(1)));

  it('deleteOrder: a cancelled order', () =>
    interaction({
      given: [LOGGED_IN, 'order 7 is cancelled'],
      uponReceiving: 'deleteOrder: a cancelled order',
      request: del('/order/delete', { id: '7' }),
      response: ok(null),
      call: () => deleteOrder({ id: 7 }),
    }));

  it('deleteOrder: an unpaid order is refused with a message', () =>
    interaction({
      given: [LOGGED_IN, UNPAID_1],
      uponReceiving: 'deleteOrder: an unpaid order',
      request: del('/order/delete', { id: '1' }),
      response: failure('Only cancelled or completed orders can be deleted'),
      call: () => deleteOrder({ id: 1 }),
    }));

  it('deleteOrder: 512', () =>
    withoutSession('deleteOrder', del('/order/delete', { id: '7' }), () => deleteOrder({ id: 7 })));

  it('getOrderStatus: a paid order', () =>
    interaction({
      given: [LOGGED_IN, PAID_11],
      uponReceiving: 'getOrderStatus: a paid order',
      request: get('/order/status/11'),
      response: ok({
        id: id(11),
        status: 'PAID',
        payState: 'PAID',
        payTime: dateTime('2026-11-20 14:40:00'),
      }),
      call: () => getOrderStatus(11),
    }));

  it('getOrderStatus: an unpaid order', () =>
    interaction({
      given: [LOGGED_IN, UNPAID_1],
      uponReceiving: 'getOrderStatus: an unpaid order',
      request: get('/order/status/1'),
      response: ok({ id: id(1), status: 'PENDING_PAYMENT', payState: 'UNPAID', payTime: null }),
      call: () => getOrderStatus(1),
    }));

  it('getOrderStatus: 512', () =>
    withoutSession('getOrderStatus', get('/order/status/1'), () => getOrderStatus(1)));

  it('cancelOrder: an unpaid order', () =>
    interaction({
      given: [LOGGED_IN, UNPAID_1],
      uponReceiving: 'cancelOrder: an unpaid order',
      request: get('/order/cancel/1'),
      response: ok(null),
      call: () => cancelOrder(1),
    }));

  it('cancelOrder: a paid order is refused with a message', () =>
    interaction({
      given: [LOGGED_IN, PAID_11],
      uponReceiving: 'cancelOrder: a paid order',
      request: get('/order/cancel/11'),
      response: failure('This order can no longer be cancelled'),
      call: () => cancelOrder(11),
    }));

  it('cancelOrder: 512', () =>
    withoutSession('cancelOrder', get('/order/cancel/1'), () => cancelOrder(1)));

  it('repayOrder: an unpaid order by WeChat Pay', () =>
    interaction({
      given: [LOGGED_IN, UNPAID_1],
      uponReceiving: 'repayOrder: an unpaid order by WeChat Pay',
      request: get('/order/rePay/1', { payType: 'WECHAT' }),
      response: ok({ ...onlinePayment('WECHAT'), orderId: id(1) }),
      call: () => repayOrder(1, { payType: 'WECHAT' }),
    }));

  it('repayOrder: a paid order is refused with a message', () =>
    interaction({
      given: [LOGGED_IN, PAID_11],
      uponReceiving: 'repayOrder: a paid order',
      request: get('/order/rePay/11', { payType: 'ALIPAY' }),
      response: failure('This order is already paid'),
      call: () => repayOrder(11, { payType: 'ALIPAY' }),
    }));

  it('repayOrder: 512', () =>
    withoutSession('repayOrder', get('/order/rePay/1', { payType: 'WECHAT' }), () =>
      repayOrder(1, { payType: 'WECHAT' }),
    ));
});
