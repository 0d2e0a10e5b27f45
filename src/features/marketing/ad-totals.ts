import type { AdStatisticsTotals } from '@/api/gen/model';

/** numerator / denominator, or 0 when there is nothing to divide by (no impressions, no clicks). */
export function ratio(numerator: number, denominator: number): number {
  return denominator > 0 ? numerator / denominator : 0;
}

export interface AdTotalsWithRates extends AdStatisticsTotals {
  /** clicks / impressions */
  clickRate: number;
  /** cost / clicks, RMB */
  cpc: number;
  /** conversions / clicks */
  conversionRate: number;
}

/**
 * The totals row: sums from the API, rates derived from those sums. Averaging the rows' rates
 * would weigh a day with 10 impressions like a day with 10,000.
 */
export function withRates(totals: AdStatisticsTotals): AdTotalsWithRates {
  return {
    ...totals,
    clickRate: ratio(totals.clicks, totals.impressions),
    cpc: ratio(totals.cost, totals.clicks),
    conversionRate: ratio(totals.conversions, totals.clicks),
  };
}
