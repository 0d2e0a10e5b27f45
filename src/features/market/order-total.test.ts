import { describe, expect, it } from 'vitest';
import type { ServicePackage } from '@/api/gen/model';
import { orderTotal, parseQuantity } from './order-total';

const PACKAGES: ServicePackage[] = [
  { id: 31, name: 'One class', price: 2980, description: null, deliveryDays: 5 },
  { id: 32, name: 'Three classes', price: 6480.35, description: null, deliveryDays: 5 },
];

describe('order total', () => {
  it('is the chosen package times the quantity, to the fen', () => {
    expect(orderTotal(PACKAGES, '31', '1')).toEqual({ unitPrice: 2980, quantity: 1, total: 2980 });
    expect(orderTotal(PACKAGES, '32', '3').total).toBe(19441.05);
    expect(orderTotal(PACKAGES, '32', ' 2 ').total).toBe(12960.7);
  });

  it('has no total while the quantity or the package is not valid', () => {
    expect(orderTotal(PACKAGES, '31', '').total).toBeNull();
    expect(orderTotal(PACKAGES, '31', '0').total).toBeNull();
    expect(orderTotal(PACKAGES, '31', '1.5').total).toBeNull();
    expect(orderTotal(PACKAGES, '99', '1')).toEqual({ unitPrice: null, quantity: 1, total: null });
  });

  it('reads only whole quantities from 1', () => {
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity('-1')).toBeNull();
    expect(parseQuantity('1e2')).toBeNull();
  });
});
