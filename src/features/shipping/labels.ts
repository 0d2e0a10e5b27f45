import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ShipOrderStatus } from '@/api/gen/model';

/** The parcel order flow (spec section 4), as the sender orders show it. */
export const SHIP_ORDER_STATUS_LABELS: Record<ShipOrderStatus, MessageDescriptor> = {
  PENDING_CONFIRMATION: msg`Pending confirmation`,
  PENDING_PAYMENT: msg`Pending payment`,
  PAID: msg`Paid, under review`,
  APPROVED: msg`Approved`,
  SHIPPED: msg`Shipped`,
  COMPLETED: msg`Transaction complete`,
  REJECTED: msg`Refused by review`,
  CANCELLED: msg`Cancelled`,
};

export const SHIP_ORDER_STATUS_COLORS: Record<ShipOrderStatus, string> = {
  PENDING_CONFIRMATION: 'yellow',
  PENDING_PAYMENT: 'orange',
  PAID: 'blue',
  APPROVED: 'teal',
  SHIPPED: 'cyan',
  COMPLETED: 'green',
  REJECTED: 'red',
  CANCELLED: 'gray',
};

/** From approval on, the waybill can be printed (spec section 4). */
export const WAYBILL_STATUSES: readonly ShipOrderStatus[] = ['APPROVED', 'SHIPPED', 'COMPLETED'];
