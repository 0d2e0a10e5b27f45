import { describe, expect, it } from 'vitest';
import {
  calculateFba,
  fulfilmentFee,
  isPeakSeason,
  monthlyStorage,
  nearTierBoundaries,
  priceBand,
  referralFee,
  roundShippingWeight,
  sizeTier,
  type FbaInput,
} from './fba';

const JUNE = new Date(2026, 5, 10);
const NOVEMBER = new Date(2026, 10, 10);

function product(overrides: Partial<FbaInput>): FbaInput {
  return {
    sides: [10, 8, 0.5],
    lengthUnit: 'in',
    weight: 0.25,
    weightUnit: 'lb',
    price: 20,
    category: 'most',
    date: JUNE,
    ...overrides,
  };
}

describe('size tiers at their limits', () => {
  it('small standard up to 15 x 12 x 0.75 in and 16 oz', () => {
    expect(sizeTier([15, 12, 0.75], 1)).toBe('small-standard');
    expect(sizeTier([15, 12, 0.76], 1)).toBe('large-standard');
    expect(sizeTier([15.01, 12, 0.75], 1)).toBe('large-standard');
    expect(sizeTier([15, 12, 0.75], 1 + 1 / 160)).toBe('large-standard');
  });
  it('the same limits in centimetres are not moved by float noise', () => {
    // 38.1 x 30.48 x 1.905 cm is exactly 15 x 12 x 0.75 in.
    const result = calculateFba(
      product({ sides: [38.1, 30.48, 1.905], lengthUnit: 'cm', weight: 0.1, weightUnit: 'kg' }),
    );
    expect(result.tier).toBe('small-standard');
  });
  it('large standard up to 18 x 14 x 8 in and 20 lb', () => {
    expect(sizeTier([18, 14, 8], 20)).toBe('large-standard');
    expect(sizeTier([18, 14, 8], 20.01)).toBe('small-bulky');
    expect(sizeTier([18.1, 14, 8], 5)).toBe('small-bulky');
  });
  it('small bulky up to 37 x 28 x 20 in, 50 lb and 130 in length + girth', () => {
    expect(sizeTier([37, 24, 20], 50)).toBe('small-bulky'); // 37 + 2 x 44 = 125
    expect(sizeTier([37, 26, 20], 50)).toBe('small-bulky'); // 37 + 92 = 129
    // 37 + 96 = 133 > 130 fits no bulky tier; dimensional weight 149 lb
    expect(sizeTier([37, 28, 20], 50)).toBe('extra-large-70-150');
    expect(sizeTier([38, 20, 10], 10)).toBe('large-bulky');
  });
  it('large bulky up to 59 x 33 x 33 in; extra-large banded by shipping weight', () => {
    expect(sizeTier([59, 20, 10], 50)).toBe('large-bulky'); // 59 + 60 = 119
    expect(sizeTier([60, 20, 10], 40)).toBe('extra-large-70-150'); // dimensional weight 86.3 lb
    expect(sizeTier([60, 10, 5], 40)).toBe('extra-large-0-50'); // dim 21.6 lb, unit 40
    expect(sizeTier([60, 10, 5], 60)).toBe('extra-large-50-70');
    expect(sizeTier([60, 10, 5], 100)).toBe('extra-large-70-150');
    expect(sizeTier([60, 10, 5], 151)).toBe('extra-large-150');
  });
  it('bills a large light carton by its dimensional weight, not as 150+ lb with its unit weight', () => {
    // 200 x 100 x 100 cm, 0.4 kg: 122,047 in³ ÷ 139 = 878.04 lb dimensional, under 1 lb unit weight.
    const result = calculateFba(
      product({ sides: [200, 100, 100], lengthUnit: 'cm', weight: 0.4, weightUnit: 'kg' }),
    );
    expect(result.tier).toBe('extra-large-70-150');
    expect(result.billableWeightLb).toBe(879);
  });
});

describe('shipping weight rounding', () => {
  it('rounds to the next ounce below 1 lb', () => {
    expect(roundShippingWeight('small-standard', 2.1 / 16)).toBe(3 / 16);
    expect(roundShippingWeight('small-standard', 2 / 16)).toBe(2 / 16);
    expect(roundShippingWeight('large-standard', 15.5 / 16)).toBe(1);
  });
  it('rounds large standard from 1 lb to the next quarter pound', () => {
    expect(roundShippingWeight('large-standard', 1.01)).toBe(1.25);
    expect(roundShippingWeight('large-standard', 2.3)).toBe(2.5);
    expect(roundShippingWeight('large-standard', 2.5)).toBe(2.5);
  });
  it('rounds bulky and extra-large to the next whole pound', () => {
    expect(roundShippingWeight('small-bulky', 43.17)).toBe(44);
    expect(roundShippingWeight('extra-large-0-50', 0.4)).toBe(1);
  });
});

describe('fulfilment fee per price band (2026 table)', () => {
  it('picks the band by price', () => {
    expect(priceBand(9.99)).toBe(0);
    expect(priceBand(10)).toBe(1);
    expect(priceBand(50)).toBe(1);
    expect(priceBand(50.01)).toBe(2);
  });
  it('matches the published rows', () => {
    expect(fulfilmentFee('small-standard', 2 / 16, 0)).toBe(2.43);
    expect(fulfilmentFee('large-standard', 1, 1)).toBe(4.6);
    expect(fulfilmentFee('small-bulky', 1, 1)).toBe(7.55);
    expect(fulfilmentFee('large-bulky', 1, 1)).toBe(9.35);
  });
  it('adds the per-weight increments above the base', () => {
    // 3 lb + 4 x 4 oz: 6.97 + 4 x 0.08
    expect(fulfilmentFee('large-standard', 4, 1)).toBe(7.29);
    expect(fulfilmentFee('small-bulky', 44, 1)).toBe(23.89); // 7.55 + 43 x 0.38
    expect(fulfilmentFee('extra-large-50-70', 60, 0)).toBe(43.3); // 36.55 + 9 x 0.75
    expect(fulfilmentFee('extra-large-150', 160, 2)).toBe(196.66); // 194.95 + 9 x 0.19
  });
});

describe('a known product gives the published fee', () => {
  it('a 2 oz phone case under $10 costs $2.43 to fulfil', () => {
    const phoneCase = calculateFba(product({ sides: [6, 3.5, 0.5], weight: 0.125, price: 9.99 }));
    expect(phoneCase.tier).toBe('small-standard');
    expect(phoneCase.billableWeightLb).toBe(0.125);
    expect(phoneCase.fulfilmentFee).toBe(2.43);
    expect(phoneCase.referralFee).toBe(1.5);
  });
  it('a 1 lb large-standard item at $20 costs $4.60 (dimensional weight lower)', () => {
    const result = calculateFba(product({ sides: [8, 6, 2], weight: 1, price: 20 }));
    expect(result.tier).toBe('large-standard');
    expect(result.dimWeightLb).toBeCloseTo(96 / 139, 6);
    expect(result.billableWeightLb).toBe(1);
    expect(result.fulfilmentFee).toBe(4.6);
    expect(result.referralFee).toBe(3);
  });
  it('dimensional weight decides when it is greater', () => {
    const result = calculateFba(product({ sides: [10, 8, 4], weight: 0.5, price: 25 }));
    expect(result.dimWeightLb).toBeCloseTo(320 / 139, 6); // 2.30 lb
    expect(result.billableWeightLb).toBe(2.5);
    expect(result.fulfilmentFee).toBe(6.1);
  });
  it('a small bulky item in centimetres and kilograms', () => {
    const result = calculateFba(
      product({
        sides: [76.2, 50.8, 25.4],
        lengthUnit: 'cm',
        weight: 4.5359237,
        weightUnit: 'kg',
        price: 80,
      }),
    );
    expect(result.sidesIn).toEqual([30, 20, 10]);
    expect(result.unitWeightLb).toBe(10);
    expect(result.tier).toBe('small-bulky');
    expect(result.billableWeightLb).toBe(44);
    expect(result.fulfilmentFee).toBe(23.89);
  });
});

describe('referral fee', () => {
  it('takes the category percentage with a $0.30 minimum', () => {
    expect(referralFee(20, 'most')).toBe(3);
    expect(referralFee(100, 'consumer-electronics')).toBe(8);
    expect(referralFee(1, 'most')).toBe(0.3);
  });
  it('applies tiered rates', () => {
    expect(referralFee(8, 'beauty')).toBe(0.64);
    expect(referralFee(12, 'beauty')).toBe(1.8);
    expect(referralFee(150, 'electronics-accessories')).toBe(19); // 15 + 4
    expect(referralFee(14, 'clothing')).toBe(0.7);
    expect(referralFee(18, 'clothing')).toBe(1.8);
    expect(referralFee(30, 'clothing')).toBe(5.1);
  });
});

describe('storage by month', () => {
  it('uses the January-September and October-December rates', () => {
    expect(monthlyStorage(1, 'large-standard', JUNE)).toMatchObject({
      season: 'january-september',
      perMonth: 0.78,
    });
    expect(monthlyStorage(1, 'large-standard', NOVEMBER)).toMatchObject({
      season: 'october-december',
      perMonth: 2.4,
    });
    expect(monthlyStorage(2, 'small-bulky', new Date(2026, 8, 30)).perMonth).toBe(1.12);
    expect(monthlyStorage(2, 'small-bulky', new Date(2026, 9, 1)).perMonth).toBe(2.8);
  });
  it('knows the peak season from 15 October to 14 January', () => {
    expect(isPeakSeason(new Date(2026, 9, 14))).toBe(false);
    expect(isPeakSeason(new Date(2026, 9, 15))).toBe(true);
    expect(isPeakSeason(new Date(2027, 0, 14))).toBe(true);
    expect(isPeakSeason(new Date(2027, 0, 15))).toBe(false);
  });
});

describe('near a tier boundary', () => {
  it('warns within 1 cm or 50 g of a limit', () => {
    expect(nearTierBoundaries([14.7, 10, 0.5], 0.5)).toContain('small-standard'); // 0.3 in = 0.76 cm under 15
    expect(nearTierBoundaries([14, 10, 0.3], 0.5)).toEqual([]); // 0.45 in = 1.14 cm under 0.75
    expect(nearTierBoundaries([10, 8, 0.3], 0.95)).toContain('small-standard'); // 0.05 lb = 23 g under 1 lb
    expect(nearTierBoundaries([10, 8, 0.3], 0.85)).toEqual([]); // 68 g under
  });
  it('computes margin', () => {
    const result = calculateFba(
      product({ sides: [8, 6, 2], weight: 1, price: 20, productCost: 5 }),
    );
    // 20 - 3 - 4.6 - storage (96/1728 x 0.78 = 0.0433) - 5
    expect(result.net).toBeCloseTo(7.36, 2);
    expect(result.margin).toBeCloseTo(7.3567 / 20, 3);
  });
});
