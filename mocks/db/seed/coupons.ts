/**
 * Coupon and invitation codes of the service market, checked by `verifyCoupon` and again when a
 * service order is created. A code is used once per user: a redemption counts while its
 * order is not cancelled.
 */
import { defineCollection } from '../store';
import { DEMO_USER_ID } from '../users';

export interface CouponRule {
  /** RMB off, or `percent` off the total. */
  amount?: number;
  percent?: number;
  /** Lowest order total the code applies to, in RMB. */
  minimum: number;
  /** Last valid moment, China time. */
  expires: string;
}

export const COUPONS: Record<string, CouponRule> = {
  KJ2026NEW: { percent: 10, minimum: 1000, expires: '2099-12-31 23:59:59' },
  WELCOME100: { amount: 100, minimum: 500, expires: '2099-12-31 23:59:59' },
  VIP500: { amount: 500, minimum: 5000, expires: '2099-12-31 23:59:59' },
  SPRING2025: { amount: 200, minimum: 1000, expires: '2025-05-31 23:59:59' },
  /** demo used it on the paid order 10 (mocks/db/orders.seed.ts). */
  NEWSTORE200: { amount: 200, minimum: 2000, expires: '2099-12-31 23:59:59' },
};

export interface CouponRedemptionRow {
  id: number;
  userId: number;
  code: string;
  orderId: number;
}

export const couponRedemptions = defineCollection<CouponRedemptionRow>('couponRedemptions', () => [
  { id: 1, userId: DEMO_USER_ID, code: 'NEWSTORE200', orderId: 10 },
]);
