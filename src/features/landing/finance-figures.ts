import { numberFormat } from '@/i18n/format';

/**
 * The marketing figures of supply-chain finance (spec section 1), as numbers; the page formats
 * them for the locale with Intl (currency, percent and units written as each language does).
 */
export const FINANCE = {
  limitMinUsd: 1_000_000,
  limitMaxUsd: 10_000_000,
  costMin: 0.02,
  costMax: 0.03,
  prepaymentFrom: 0.2,
  accountPeriodMonths: 3,
  disbursementWeeks: [2, 3] as const,
  shopYears: 1,
};

function range(locale: string, from: number, to: number, options: Intl.NumberFormatOptions) {
  return numberFormat(options, locale).formatRange(from, to);
}

/** The figures' values in `locale` (BCP-47); the words around them are in the page's catalog. */
export function financeValues(locale: string) {
  const unit = (value: number, name: string) =>
    numberFormat({ style: 'unit', unit: name, unitDisplay: 'long' }, locale).format(value);
  return {
    limit: range(locale, FINANCE.limitMinUsd, FINANCE.limitMaxUsd, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 0,
    }),
    limitFull: range(locale, FINANCE.limitMinUsd, FINANCE.limitMaxUsd, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }),
    cost: range(locale, FINANCE.costMin, FINANCE.costMax, { style: 'percent' }),
    prepayment: numberFormat({ style: 'percent' }, locale).format(FINANCE.prepaymentFrom),
    accountPeriod: unit(FINANCE.accountPeriodMonths, 'month'),
    disbursement: range(locale, ...FINANCE.disbursementWeeks, {
      style: 'unit',
      unit: 'week',
      unitDisplay: 'long',
    }),
    shopAge: unit(FINANCE.shopYears, 'year'),
  };
}
