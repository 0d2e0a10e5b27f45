import { describe, expect, it } from 'vitest';
import {
  effectiveAnnualRate,
  flatCost,
  interest,
  SUPPLY_CHAIN_FINANCE,
  termYears,
} from './interest';

describe('interest', () => {
  it('simple interest by days and months', () => {
    expect(interest(10_000, 0.0365, { days: 100 }, 'simple')).toBeCloseTo(100, 9);
    expect(interest(10_000, 0.06, { months: 6 }, 'simple')).toBeCloseTo(300, 9);
  });
  it('compound interest, monthly and daily', () => {
    // 10,000 at 12% compounded monthly for 12 months: 10,000 x (1.01^12 - 1) = 1,268.25
    expect(interest(10_000, 0.12, { months: 12 }, 'monthly')).toBeCloseTo(1268.25, 2);
    // daily for 365 days: 10,000 x ((1 + 0.12/365)^365 - 1) = 1,274.75
    expect(interest(10_000, 0.12, { days: 365 }, 'daily')).toBeCloseTo(1274.75, 2);
    expect(effectiveAnnualRate(0.12, 'monthly')).toBeCloseTo(0.126825, 6);
    expect(effectiveAnnualRate(0.12, 'simple')).toBe(0.12);
  });
  it('term in years', () => {
    expect(termYears({ days: 73 })).toBeCloseTo(0.2, 9);
    expect(termYears({ months: 3 })).toBe(0.25);
  });
});

describe('financing cost of the supply-chain finance offer', () => {
  it('2% to 3% over three months', () => {
    const { minLimitUsd, minCostRate, maxCostRate, maxMonths } = SUPPLY_CHAIN_FINANCE;
    const low = flatCost(minLimitUsd, minCostRate, { months: maxMonths });
    const high = flatCost(minLimitUsd, maxCostRate, { months: maxMonths });
    expect(low.cost).toBe(20_000);
    expect(high.cost).toBe(30_000);
    // 2% for a quarter of a year is 8% a year; 3% is 12%.
    expect(low.annualRate).toBeCloseTo(0.08, 9);
    expect(high.annualRate).toBeCloseTo(0.12, 9);
  });
  it('gives no annual rate for a zero term', () => {
    expect(flatCost(100, 0.02, { days: 0 }).annualRate).toBe(0);
  });
});
