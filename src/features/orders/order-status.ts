import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MantineColor } from '@mantine/core';
import type {
  InvoiceStatus,
  InvoiceType,
  OrderCancelReason,
  OrderStatus,
  OrderSummary,
  OrderType,
  PayType,
} from '@/api/gen/model';
import { chinaTimeToMs } from './china-time';
import { ORDER_STATUSES, type OrderTab } from './order-url';

export const STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  PENDING_REVIEW: msg`Pending review`,
  PENDING_CONFIRMATION: msg`To be confirmed`,
  PENDING_PAYMENT: msg`To be paid`,
  PAID: msg`Paid`,
  COMPLETED: msg`Transaction complete`,
  CANCELLED: msg`Cancelled`,
};

export const STATUS_COLORS: Record<OrderStatus, MantineColor> = {
  PENDING_REVIEW: 'yellow',
  PENDING_CONFIRMATION: 'orange',
  PENDING_PAYMENT: 'red',
  PAID: 'blue',
  COMPLETED: 'green',
  CANCELLED: 'gray',
};

/** Which states each tab holds (api-spec: payState PAID = PAID or COMPLETED). */
export const TAB_STATUSES: Record<OrderTab, readonly OrderStatus[]> = {
  all: ORDER_STATUSES,
  unpaid: ['PENDING_REVIEW', 'PENDING_CONFIRMATION', 'PENDING_PAYMENT', 'CANCELLED'],
  paid: ['PAID', 'COMPLETED'],
};

export const PAY_TYPE_LABELS: Record<PayType, MessageDescriptor> = {
  ALIPAY: msg`Alipay payment`,
  WECHAT: msg`WeChat pay`,
  MANUAL: msg`Manual pay`,
};

export const ORDER_TYPE_LABELS: Record<OrderType, MessageDescriptor> = {
  SERVICE: msg`Service order`,
  COURSE: msg`Course order`,
  SHIP: msg`Parcel shipping`,
};

export const INVOICE_TYPE_LABELS: Record<InvoiceType, MessageDescriptor> = {
  ORDINARY: msg`Ordinary electronic invoice`,
  VAT_SPECIAL: msg`VAT special invoice`,
};

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, MessageDescriptor> = {
  NOT_ISSUED: msg`Not issued`,
  ISSUED: msg`Issued`,
};

export const CANCEL_REASON_LABELS: Record<OrderCancelReason, MessageDescriptor> = {
  USER: msg`Cancelled by you`,
  EXPIRED: msg`Closed: not paid within 30 minutes`,
};

export type OrderAction = 'pay' | 'repay' | 'cancel' | 'delete' | 'invoice';

type ActionFacts = Pick<OrderSummary, 'status' | 'payDeadline' | 'payType' | 'invoiceStatus'>;

/** Payment is possible: to be paid and the 30-minute window still open at `now`. */
export function isPayable(
  order: Pick<OrderSummary, 'status' | 'payDeadline'>,
  now: number,
): boolean {
  return (
    order.status === 'PENDING_PAYMENT' &&
    order.payDeadline !== null &&
    chinaTimeToMs(order.payDeadline) > now
  );
}

/**
 * What the user may do with an order (api-spec, "Orders and payment"): pay while the window is
 * open (re-pay once a method was chosen), cancel before payment, delete when finished, and ask for
 * the invoice of a paid order that has none.
 */
export function orderActions(order: ActionFacts, now: number): OrderAction[] {
  const actions: OrderAction[] = [];
  const payable = isPayable(order, now);
  if (payable) actions.push(order.payType === null ? 'pay' : 'repay');
  const cancellable =
    order.status === 'PENDING_REVIEW' ||
    order.status === 'PENDING_CONFIRMATION' ||
    (order.status === 'PENDING_PAYMENT' && payable);
  if (cancellable) actions.push('cancel');
  if ((order.status === 'PAID' || order.status === 'COMPLETED') && order.invoiceStatus === null) {
    actions.push('invoice');
  }
  if (order.status === 'CANCELLED' || order.status === 'COMPLETED') actions.push('delete');
  return actions;
}
