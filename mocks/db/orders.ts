/**
 * Orders of every type (SERVICE, COURSE, SHIP) and their payment, shared by all handlers.
 *
 * For other handlers (service market, courses, parcel payment):
 * - `createOrder(ctx, {...})` stores a PENDING_PAYMENT order with a 30-minute window and answers
 *   the `PaymentInfo` to return. Amount = sum of the goods, less the discount of a `coupon`.
 * - `hasPurchasedCourse(userId, courseId)`: a COURSE order for it is PAID or COMPLETED.
 * - `openOrderFor(userId, type, refId)`: an unpaid (PENDING_*) order for the same thing.
 * - `onOrderPaid(listener)`: run when an order becomes PAID (a parcel order follows its payment).
 * - `insertPendingOrder(...)`: the same without PaymentInfo (a SHIP order once a manager confirmed
 *   a parcel order and set its fee).
 * - `contributeOrderSeed((seed) => rows)`: seeded orders of another module (the SHIP orders behind
 *   seeded parcel orders), merged into this collection's seed. Call it at module level; use ids
 *   from 1000 (ids below are this module's). Build rows with `seedOrderRow(...)`.
 * `refId` is what the order is for: the service id, the course id or the parcel (ship) order id.
 *
 * State rules (api-spec/README.md, "Orders and payment"): `expireOrders()` runs before every order
 * call and closes PENDING_PAYMENT orders whose `payDeadline` passed (CANCELLED, EXPIRED). How an
 * order gets paid offline: `payOrder(id)`, called by the mock cashier (dev panel, `?mockCashier=`
 * link of `payUrl`, `POST /api/__mock/pay/{orderId}`); nothing pays by itself.
 *
 * Seeded: demo's orders in every state (mocks/db/orders.seed.ts).
 */
import type {
  CustomerInfo,
  InvoiceType,
  OrderCancelReason,
  OrderStatus,
  OrderType,
  PaymentInfo,
  PayType,
} from '../../src/api/gen/model';
import { clock, formatDateTime, MINUTE, parseDateTime } from '../lib/clock';
import type { L10n } from '../lib/l10n';
import { seedOrders } from './orders.seed';
import { defineCollection, type SeedContext } from './store';

export const PAYMENT_WINDOW_MS = 30 * MINUTE;

export interface OrderGoodsRow {
  name: L10n;
  spec: L10n | null;
  quantity: number;
  unitPrice: number;
}

export interface OrderCouponRow {
  code: string;
  /** RMB taken off the goods' sum. */
  discount: number;
}

export interface OrderRow {
  id: number;
  userId: number;
  orderNo: string;
  orderType: OrderType;
  /** Service id, course id or parcel order id. */
  refId: number | null;
  name: L10n;
  coverImage: string | null;
  status: OrderStatus;
  createTime: string;
  payDeadline: string | null;
  totalAmount: number;
  payType: PayType | null;
  goods: OrderGoodsRow[];
  customer: CustomerInfo | null;
  invoiceType: InvoiceType | null;
  remark: string | null;
  payTime: string | null;
  cancelTime: string | null;
  cancelReason: OrderCancelReason | null;
  /** The coupon the order used (`totalAmount` is the goods' sum less its discount); null: none. */
  coupon: OrderCouponRow | null;
  /** Hidden from the user for good (deleteOrder). */
  deleted: boolean;
}

type OrderSeed = (seed: SeedContext) => OrderRow[];
const contributions: OrderSeed[] = [];

/** Adds seeded orders of another module (ids from 1000). */
export function contributeOrderSeed(seed: OrderSeed): void {
  contributions.push(seed);
}

export const orders = defineCollection<OrderRow>('orders', (seed) => [
  ...seedOrders(seed),
  ...contributions.flatMap((contribution) => contribution(seed)),
]);

const PREFIX: Record<OrderType, string> = { SERVICE: 'SO', COURSE: 'CO', SHIP: 'PO' };

/** `SO` + `YYYYMMDDHHmmss` (China time) + 3 digits. */
export function makeOrderNo(type: OrderType, at: number, sequence: number): string {
  const stamp = formatDateTime(at).replace(/\D/g, '');
  return `${PREFIX[type]}${stamp}${String(sequence % 1000).padStart(3, '0')}`;
}

export const isUnpaid = (status: OrderStatus) =>
  status === 'PENDING_REVIEW' || status === 'PENDING_CONFIRMATION' || status === 'PENDING_PAYMENT';
export const isPaid = (status: OrderStatus) => status === 'PAID' || status === 'COMPLETED';

/** Closes PENDING_PAYMENT orders whose window has run out. Answers how many were closed. */
export function expireOrders(): number {
  const now = clock.nowMs();
  const expired = orders.filter(
    (order) =>
      order.status === 'PENDING_PAYMENT' &&
      order.payDeadline !== null &&
      parseDateTime(order.payDeadline).getTime() <= now,
  );
  for (const order of expired) {
    orders.update(order.id, {
      status: 'CANCELLED',
      cancelReason: 'EXPIRED',
      cancelTime: order.payDeadline,
    });
  }
  return expired.length;
}

/** The user's order (not deleted), after closing expired ones. */
export function findUserOrder(userId: number, orderId: number): Readonly<OrderRow> | undefined {
  expireOrders();
  const order = orders.get(orderId);
  return order && order.userId === userId && !order.deleted ? order : undefined;
}

export function hasPurchasedCourse(userId: number, courseId: number): boolean {
  expireOrders();
  return (
    orders.count(
      (order) =>
        order.userId === userId &&
        order.orderType === 'COURSE' &&
        order.refId === courseId &&
        isPaid(order.status),
    ) > 0
  );
}

/** An unpaid order (PENDING_*) of the user for the same service, course or parcel order. */
export function openOrderFor(
  userId: number,
  type: OrderType,
  refId: number,
): Readonly<OrderRow> | undefined {
  expireOrders();
  return orders.find(
    (order) =>
      order.userId === userId &&
      order.orderType === type &&
      order.refId === refId &&
      isUnpaid(order.status),
  );
}

/** The bank account of manual payments. */
export const BANK_ACCOUNT = {
  accountName: '深圳跨境通供应链服务有限公司',
  accountNo: '4000 0231 0920 0012 345',
  bankName: '中国工商银行深圳福田支行',
};

/**
 * How to pay `order` with `payType`. `origin` is the portal's origin (the request's): the
 * ALIPAY/WECHAT `payUrl` opens the portal with the mock cashier for this order.
 */
export function paymentInfo(
  order: Readonly<OrderRow>,
  payType: PayType,
  origin: string,
): PaymentInfo {
  const deadline =
    order.payDeadline ??
    formatDateTime(parseDateTime(order.createTime).getTime() + PAYMENT_WINDOW_MS);
  const online = payType !== 'MANUAL';
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    payType,
    amount: order.totalAmount,
    createTime: order.createTime,
    expireTime: deadline,
    payUrl: online ? `${origin}/?mockCashier=${order.id}` : null,
    qrCode: online
      ? payType === 'ALIPAY'
        ? `https://qr.alipay.com/mock-${order.orderNo}`
        : `weixin://wxpay/bizpayurl?pr=mock-${order.orderNo}`
      : null,
    bankAccount: online ? null : { ...BANK_ACCOUNT, remark: order.orderNo },
  };
}

export interface NewOrder {
  userId: number;
  type: OrderType;
  refId: number | null;
  name: L10n;
  coverImage?: string | null;
  goods: OrderGoodsRow[];
  customer?: CustomerInfo | null;
  invoiceType?: InvoiceType | null;
  remark?: string | null;
  payType?: PayType;
  /** A coupon checked by the caller: the order's total is the goods' sum less its discount. */
  coupon?: OrderCouponRow | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Stores a new PENDING_PAYMENT order and answers how to pay it. */
export function createOrder(ctx: { request: Request }, input: NewOrder): PaymentInfo {
  const order = insertPendingOrder(input);
  return paymentInfo(order, order.payType ?? 'ALIPAY', new URL(ctx.request.url).origin);
}

/** Stores a new PENDING_PAYMENT order (window starting now) and answers it. */
export function insertPendingOrder(input: NewOrder): Readonly<OrderRow> {
  const now = clock.nowMs();
  const goods = round2(input.goods.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0));
  const coupon = input.coupon ?? null;
  const total = round2(Math.max(0, goods - (coupon?.discount ?? 0)));
  return orders.insert({
    userId: input.userId,
    orderNo: makeOrderNo(input.type, now, orders.count() + 1),
    orderType: input.type,
    refId: input.refId,
    name: input.name,
    coverImage: input.coverImage ?? null,
    status: 'PENDING_PAYMENT',
    createTime: formatDateTime(now),
    payDeadline: formatDateTime(now + PAYMENT_WINDOW_MS),
    totalAmount: total,
    payType: input.payType ?? 'ALIPAY',
    goods: input.goods,
    customer: input.customer ?? null,
    invoiceType: input.invoiceType ?? null,
    remark: input.remark ?? null,
    payTime: null,
    cancelTime: null,
    cancelReason: null,
    coupon,
    deleted: false,
  });
}

const paidListeners = new Set<(order: Readonly<OrderRow>) => void>();

/** Runs `listener` whenever an order becomes PAID. */
export function onOrderPaid(listener: (order: Readonly<OrderRow>) => void): () => void {
  paidListeners.add(listener);
  return () => paidListeners.delete(listener);
}

/**
 * The mock cashier: marks a PENDING_PAYMENT order PAID (after closing expired orders). Answers the
 * order, or why it cannot be paid.
 */
export function payOrder(
  orderId: number,
): { ok: true; order: Readonly<OrderRow> } | { ok: false; reason: 'unknown' | 'not-payable' } {
  expireOrders();
  const order = orders.get(orderId);
  if (!order || order.deleted) return { ok: false, reason: 'unknown' };
  if (order.status !== 'PENDING_PAYMENT') return { ok: false, reason: 'not-payable' };
  const paid = orders.update(orderId, { status: 'PAID', payTime: formatDateTime(clock.nowMs()) });
  if (!paid) return { ok: false, reason: 'unknown' };
  for (const listener of paidListeners) listener(paid);
  return { ok: true, order: paid };
}

/** PENDING_PAYMENT orders of a user, newest first (the mock cashier lists them). */
export function payableOrders(userId: number | null): Readonly<OrderRow>[] {
  expireOrders();
  return orders
    .filter(
      (order) =>
        order.status === 'PENDING_PAYMENT' &&
        !order.deleted &&
        (userId === null || order.userId === userId),
    )
    .sort((a, b) => b.createTime.localeCompare(a.createTime));
}
