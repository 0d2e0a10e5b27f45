import { describe, expect, it } from 'vitest';
import { ratio, withRates } from './ad-totals';

describe('ad statistics totals', () => {
  it('derives the rates from the sums, not from the average of the rows', () => {
    // Day 1: 10 impressions, 5 clicks (50%); day 2: 10,000 impressions, 100 clicks (1%).
    const totals = withRates({
      impressions: 10_010,
      clicks: 105,
      conversions: 21,
      conversionValue: 4_200,
      cost: 315,
    });
    expect(totals.clickRate).toBeCloseTo(105 / 10_010, 12);
    expect(totals.clickRate).not.toBeCloseTo((0.5 + 0.01) / 2, 3);
    expect(totals.cpc).toBe(3);
    expect(totals.conversionRate).toBe(0.2);
    expect(totals).toMatchObject({ impressions: 10_010, clicks: 105, cost: 315 });
  });

  it('answers 0 instead of dividing by zero', () => {
    expect(
      withRates({ impressions: 0, clicks: 0, conversions: 0, conversionValue: 0, cost: 0 }),
    ).toEqual({
      impressions: 0,
      clicks: 0,
      conversions: 0,
      conversionValue: 0,
      cost: 0,
      clickRate: 0,
      cpc: 0,
      conversionRate: 0,
    });
    const noClicks = withRates({
      impressions: 500,
      clicks: 0,
      conversions: 0,
      conversionValue: 0,
      cost: 12.5,
    });
    expect(noClicks.clickRate).toBe(0);
    expect(noClicks.cpc).toBe(0);
    expect(noClicks.conversionRate).toBe(0);
    expect(Number.isFinite(noClicks.cpc)).toBe(true);
  });

  it('divides only by a positive denominator', () => {
    expect(ratio(3, 4)).toBe(0.75);
    expect(ratio(3, 0)).toBe(0);
    expect(ratio(0, 0)).toBe(0);
  });
});
