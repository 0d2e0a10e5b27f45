/**
 * Interest and financing cost. Rates are fractions (0.05 = 5%); terms in days (365-day year) or
 * months (12 a year).
 */

export type Term = { days: number } | { months: number };
export type Compounding = 'simple' | 'monthly' | 'daily';

/** The term in years. */
export function termYears(term: Term): number {
  return 'days' in term ? term.days / 365 : term.months / 12;
}

/** Interest on a principal at an annual rate over a term. */
export function interest(
  principal: number,
  annualRate: number,
  term: Term,
  compounding: Compounding,
): number {
  const years = termYears(term);
  if (compounding === 'simple') return principal * annualRate * years;
  const periods = compounding === 'monthly' ? 12 : 365;
  return principal * ((1 + annualRate / periods) ** (periods * years) - 1);
}

/** The effective annual rate of a nominal rate compounded monthly or daily. */
export function effectiveAnnualRate(annualRate: number, compounding: Compounding): number {
  if (compounding === 'simple') return annualRate;
  const periods = compounding === 'monthly' ? 12 : 365;
  return (1 + annualRate / periods) ** periods - 1;
}

/**
 * A financing offer that charges a flat cost rate for the whole term (the supply-chain finance offer
 * of spec section 1: 2% to 3% for an account period of up to 3 months): its cost and the simple
 * annual rate it is equivalent to.
 */
export function flatCost(principal: number, costRate: number, term: Term) {
  const cost = principal * costRate;
  const years = termYears(term);
  return { cost, annualRate: years > 0 ? costRate / years : 0 };
}

/** The supply-chain finance offer's marketing figures (spec section 1). */
export const SUPPLY_CHAIN_FINANCE = {
  minLimitUsd: 1_000_000,
  maxLimitUsd: 10_000_000,
  minCostRate: 0.02,
  maxCostRate: 0.03,
  maxMonths: 3,
} as const;
