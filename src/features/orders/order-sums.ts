import type { OrderDetail } from '@/api/gen/model';

const round2 = (value: number) => Math.round(value * 100) / 100;

export interface OrderSums {
  /** The goods' amounts added up. */
  goods: number;
  /** The coupon the order used, or null. */
  coupon: { code: string; discount: number } | null;
  /** What the order costs: the goods less the coupon (the server's `totalAmount`). */
  total: number;
}

/**
 * The sums an order shows, each on its line: goods, the coupon's discount, the total. They add up
 * (goods − discount = total); an order whose coupon was not shown did not (issue 26).
 */
export function orderSums(order: Pick<OrderDetail, 'goods' | 'coupon' | 'totalAmount'>): OrderSums {
  return {
    goods: round2(order.goods.reduce((sum, line) => sum + line.amount, 0)),
    coupon: order.coupon ?? null,
    total: order.totalAmount,
  };
}
