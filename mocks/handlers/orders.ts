/**
 * orders: the user's orders of every type, detail, status polling, cancel, re-pay and delete.
 * Every call first closes expired PENDING_PAYMENT orders (mocks/db/orders.ts).
 */
import type {
  CancelOrder200,
  DeleteOrder200,
  GetOrder200,
  GetOrderStatus200,
  LanguageType,
  ListOrders200,
  OrderDetail,
  OrderSummary,
  PayType,
  RepayOrder200,
} from '../../src/api/gen/model';
import { clock, formatDateTime } from '../lib/clock';
import { check, fail, op, page, requireUser, sortRows, type Ctx } from '../lib/http';
import { LABEL } from '../lib/labels';
import { l10n, pick } from '../lib/l10n';
import { invalidMessage, MSG } from '../lib/messages';
import { invoiceOfOrder } from '../db/invoices';
import {
  expireOrders,
  findUserOrder,
  isPaid,
  orders,
  paymentInfo,
  type OrderRow,
} from '../db/orders';
import { onUserDeleted } from '../db/users';

onUserDeleted((userId) => {
  orders.removeWhere((row) => row.userId === userId);
});

const ORDER_MSG = {
  notCancellable: l10n(
    '订单已支付、已完成或已取消，不能取消',
    '訂單已支付、已完成或已取消，不能取消',
    'The order is already paid, completed or cancelled and cannot be cancelled',
    'A encomenda já está paga, concluída ou cancelada e não pode ser cancelada',
  ),
  notDeletable: l10n(
    '只能删除已取消或已完成的订单',
    '只能刪除已取消或已完成的訂單',
    'Only cancelled or completed orders can be deleted',
    'Só pode eliminar encomendas canceladas ou concluídas',
  ),
  alreadyPaid: l10n(
    '订单已支付',
    '訂單已支付',
    'The order is already paid',
    'A encomenda já está paga',
  ),
  cancelled: l10n(
    '订单已取消',
    '訂單已取消',
    'The order is cancelled',
    'A encomenda está cancelada',
  ),
  expired: l10n(
    '订单已超过 30 分钟支付时限，已自动关闭',
    '訂單已超過 30 分鐘支付時限，已自動關閉',
    'The 30-minute payment window has passed; the order was closed',
    'O prazo de pagamento de 30 minutos terminou; a encomenda foi fechada',
  ),
  notPayable: l10n(
    '订单尚在审核或待确认，暂不能支付',
    '訂單尚在審核或待確認，暫不能支付',
    'The order is still under review or awaiting confirmation and cannot be paid yet',
    'A encomenda ainda está em análise ou a aguardar confirmação e não pode ser paga',
  ),
};

const PAY_TYPES: PayType[] = ['ALIPAY', 'WECHAT', 'MANUAL'];

export function toSummary(order: Readonly<OrderRow>, lang: LanguageType): OrderSummary {
  return {
    id: order.id,
    orderNo: order.orderNo,
    orderType: order.orderType,
    name: pick(order.name, lang),
    coverImage: order.coverImage,
    status: order.status,
    payState: isPaid(order.status) ? 'PAID' : 'UNPAID',
    createTime: order.createTime,
    payDeadline: order.payDeadline,
    totalAmount: order.totalAmount,
    payType: order.payType,
    invoiceStatus: invoiceOfOrder(order.id)?.status ?? null,
  };
}

export function toDetail(order: Readonly<OrderRow>, lang: LanguageType): OrderDetail {
  return {
    ...toSummary(order, lang),
    goods: order.goods.map((line) => ({
      name: pick(line.name, lang),
      spec: line.spec ? pick(line.spec, lang) : null,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      amount: Math.round(line.quantity * line.unitPrice * 100) / 100,
    })),
    customer: order.customer ? { ...order.customer } : null,
    invoiceType: order.invoiceType,
    remark: order.remark,
    payTime: order.payTime,
    cancelTime: order.cancelTime,
    cancelReason: order.cancelReason,
    // Rows stored before orders kept their coupon have none.
    coupon: order.coupon ? { ...order.coupon } : null,
    courseId: order.orderType === 'COURSE' ? order.refId : null,
  };
}

/** The session user's order named by the `id` path parameter or field (session checked first). */
function userOrder(ctx: Ctx): Readonly<OrderRow> {
  const user = requireUser(ctx);
  const order = findUserOrder(user.id, ctx.id());
  if (!order) fail(MSG.notFound, 404);
  return order;
}

export const handlers = [
  op<ListOrders200>('get', '/order/list', (ctx) => {
    const user = requireUser(ctx);
    expireOrders();
    const status = ctx.str('status');
    const payState = ctx.str('payState');
    const orderType = ctx.str('orderType');
    const orderNo = (ctx.str('orderNo') ?? '').trim().toUpperCase();
    const rows = orders.filter(
      (order) =>
        order.userId === user.id &&
        !order.deleted &&
        (!status || order.status === status) &&
        (!payState || (payState === 'PAID') === isPaid(order.status)) &&
        (!orderType || order.orderType === orderType) &&
        (!orderNo || order.orderNo.includes(orderNo)),
    );
    const sorted = sortRows(
      rows,
      ctx,
      { createTime: (order) => order.createTime, totalAmount: (order) => order.totalAmount },
      'createTime',
    );
    return page(
      sorted.map((order) => toSummary(order, ctx.lang)),
      ctx,
    );
  }),

  op<GetOrder200>('get', '/order/info/{id}', (ctx) => toDetail(userOrder(ctx), ctx.lang)),

  op<DeleteOrder200>('delete', '/order/delete', (ctx) => {
    const order = userOrder(ctx);
    check(
      order.status === 'CANCELLED' || order.status === 'COMPLETED',
      ORDER_MSG.notDeletable,
      409,
    );
    orders.update(order.id, { deleted: true });
    return null;
  }),

  op<GetOrderStatus200>('get', '/order/status/{id}', (ctx) => {
    const order = userOrder(ctx);
    return {
      id: order.id,
      status: order.status,
      payState: isPaid(order.status) ? 'PAID' : 'UNPAID',
      payTime: order.payTime,
    };
  }),

  op<CancelOrder200>('get', '/order/cancel/{id}', (ctx) => {
    const order = userOrder(ctx);
    check(
      order.status === 'PENDING_REVIEW' ||
        order.status === 'PENDING_CONFIRMATION' ||
        order.status === 'PENDING_PAYMENT',
      ORDER_MSG.notCancellable,
      409,
    );
    orders.update(order.id, {
      status: 'CANCELLED',
      cancelReason: 'USER',
      cancelTime: formatDateTime(clock.nowMs()),
    });
    return null;
  }),

  op<RepayOrder200>('get', '/order/rePay/{id}', (ctx) => {
    const order = userOrder(ctx);
    const requested = ctx.str('payType');
    const payType = requested ? PAY_TYPES.find((type) => type === requested) : 'ALIPAY';
    check(payType, invalidMessage(LABEL.payType), 400);
    check(!isPaid(order.status), ORDER_MSG.alreadyPaid, 409);
    if (order.status === 'CANCELLED') {
      fail(order.cancelReason === 'EXPIRED' ? ORDER_MSG.expired : ORDER_MSG.cancelled, 409);
    }
    check(order.status === 'PENDING_PAYMENT', ORDER_MSG.notPayable, 409);
    const updated = orders.update(order.id, { payType }) ?? order;
    return paymentInfo(updated, payType, new URL(ctx.request.url).origin);
  }),
];
