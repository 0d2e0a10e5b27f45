import type { ServicePackage } from '@/api/gen/model';

/** The quantity limits of a service order (api-spec ServiceOrderItem). */
export const MIN_QUANTITY = 1;
export { createServiceOrderBodyItemsItemQuantityMax as MAX_QUANTITY } from '@/api/zod/market/market.zod';

/** A typed quantity as a whole number from 1, or null while it is not one. */
export function parseQuantity(typed: string): number | null {
  const trimmed = typed.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity >= MIN_QUANTITY ? quantity : null;
}

export interface OrderTotal {
  /** The chosen package's unit price, or null when none is chosen. */
  unitPrice: number | null;
  /** The quantity counted, or null while the typed one is not a whole number from 1. */
  quantity: number | null;
  /** Unit price times quantity, in RMB with two decimals; null when either is missing. */
  total: number | null;
}

/**
 * What the order costs before a coupon: the chosen package's price times the quantity, rounded
 * to the fen as the server rounds it.
 */
export function orderTotal(
  packages: readonly ServicePackage[],
  packageId: string,
  quantityTyped: string,
): OrderTotal {
  const chosen = packages.find((item) => String(item.id) === packageId);
  const quantity = parseQuantity(quantityTyped);
  const unitPrice = chosen?.price ?? null;
  const total =
    unitPrice === null || quantity === null ? null : Math.round(unitPrice * quantity * 100) / 100;
  return { unitPrice, quantity, total };
}
