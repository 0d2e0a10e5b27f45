/* eslint-disable lingui/no-unlocalized-strings -- the sources are cited as published (English) */
/**
 * Amazon US FBA fee tables used by the calculator, with their sources and effective dates. The
 * figures come from /shared/reference/fba-us-2026.md (collected 2026-11-23): re-check against
 * Seller Central before relying on them. Money in US dollars; weights in pounds; sizes in inches.
 */

export type SizeTier =
  | 'small-standard'
  | 'large-standard'
  | 'small-bulky'
  | 'large-bulky'
  | 'extra-large-0-50'
  | 'extra-large-50-70'
  | 'extra-large-70-150'
  | 'extra-large-150';

export interface TierLimit {
  tier: SizeTier;
  /** Most unit weight, pounds. */
  maxWeightLb: number;
  /** Longest, median, shortest side, inches. */
  maxSidesIn: [number, number, number];
  /** Most length + girth, inches; null when not limited. */
  maxLengthGirthIn: number | null;
}

/** Size tiers from the smallest; a product falls in the first whose limits it meets. */
export const TIER_LIMITS: TierLimit[] = [
  { tier: 'small-standard', maxWeightLb: 1, maxSidesIn: [15, 12, 0.75], maxLengthGirthIn: null },
  { tier: 'large-standard', maxWeightLb: 20, maxSidesIn: [18, 14, 8], maxLengthGirthIn: null },
  { tier: 'small-bulky', maxWeightLb: 50, maxSidesIn: [37, 28, 20], maxLengthGirthIn: 130 },
  { tier: 'large-bulky', maxWeightLb: 50, maxSidesIn: [59, 33, 33], maxLengthGirthIn: 130 },
];

/** Fees by listing-price band: under $10, $10 to $50, over $50. */
export type PriceBandFees = [number, number, number];

/** A weight band: fees apply up to `upToLb` (inclusive) of shipping weight. */
export interface WeightBand {
  upToLb: number;
  fees: PriceBandFees;
}

export interface FbaFeeTable {
  /** Where the figures come from. */
  source: string;
  /** ISO date from which the table applies. */
  effectiveFrom: string;
  smallStandard: WeightBand[];
  largeStandard: WeightBand[];
  /** Large standard above 3 lb: base fee plus this much per 4 oz above 3 lb. */
  largeStandardOver3Lb: { fees: PriceBandFees; perQuarterLb: number };
  /** Bulky and extra-large: base fee for the first pound (or `firstLb`) and a rate per pound above it. */
  perPound: Record<
    Exclude<SizeTier, 'small-standard' | 'large-standard'>,
    { fees: PriceBandFees; firstLb: number; perLb: number }
  >;
}

const oz = (ounces: number) => ounces / 16;

export const US_FBA_FEES_2026: FbaFeeTable = {
  source:
    'Amazon US FBA fulfilment fee table, non-peak, non-apparel (third-party implementation of the 2026 table, rows cross-checked with inventoryhero.ai)',
  effectiveFrom: '2026-01-15',
  smallStandard: [
    { upToLb: oz(2), fees: [2.43, 3.32, 3.58] },
    { upToLb: oz(4), fees: [2.49, 3.42, 3.68] },
    { upToLb: oz(6), fees: [2.56, 3.45, 3.71] },
    { upToLb: oz(8), fees: [2.66, 3.54, 3.8] },
    { upToLb: oz(10), fees: [2.77, 3.68, 3.94] },
    { upToLb: oz(12), fees: [2.82, 3.78, 4.04] },
    { upToLb: oz(14), fees: [2.92, 3.91, 4.17] },
    { upToLb: oz(16), fees: [2.95, 3.96, 4.22] },
  ],
  largeStandard: [
    { upToLb: oz(4), fees: [2.91, 3.73, 3.99] },
    { upToLb: oz(8), fees: [3.13, 3.95, 4.21] },
    { upToLb: oz(12), fees: [3.38, 4.2, 4.46] },
    { upToLb: oz(16), fees: [3.78, 4.6, 4.86] },
    { upToLb: 1.25, fees: [4.22, 5.04, 5.3] },
    { upToLb: 1.5, fees: [4.6, 5.42, 5.68] },
    { upToLb: 1.75, fees: [4.75, 5.57, 5.83] },
    { upToLb: 2, fees: [5.0, 5.82, 6.08] },
    { upToLb: 2.25, fees: [5.1, 5.92, 6.18] },
    { upToLb: 2.5, fees: [5.28, 6.1, 6.36] },
    { upToLb: 2.75, fees: [5.44, 6.26, 6.52] },
    { upToLb: 3, fees: [5.85, 6.67, 6.93] },
  ],
  largeStandardOver3Lb: { fees: [6.15, 6.97, 7.23], perQuarterLb: 0.08 },
  perPound: {
    'small-bulky': { fees: [6.78, 7.55, 7.55], firstLb: 1, perLb: 0.38 },
    'large-bulky': { fees: [8.58, 9.35, 9.35], firstLb: 1, perLb: 0.38 },
    'extra-large-0-50': { fees: [25.56, 26.33, 26.33], firstLb: 1, perLb: 0.38 },
    'extra-large-50-70': { fees: [36.55, 37.32, 37.32], firstLb: 51, perLb: 0.75 },
    'extra-large-70-150': { fees: [50.55, 51.32, 51.32], firstLb: 71, perLb: 0.75 },
    'extra-large-150': { fees: [194.18, 194.95, 194.95], firstLb: 151, perLb: 0.19 },
  },
};

/** Peak season (its own, higher table) from 15 October to 14 January. Month is 1-12. */
export const PEAK_SEASON = { from: { month: 10, day: 15 }, to: { month: 1, day: 14 } };

export interface StorageRates {
  source: string;
  /** ISO date the figures were collected. */
  asOf: string;
  /** Per cubic foot per month. */
  januaryToSeptember: { standard: number; oversize: number };
  octoberToDecember: { standard: number; oversize: number };
}

export const US_STORAGE_2026: StorageRates = {
  source:
    'Monthly inventory storage per cubic foot, 2026 figures used by two third-party calculators (sources disagree; Amazon’s stored page is older)',
  asOf: '2026-11-23',
  januaryToSeptember: { standard: 0.78, oversize: 0.56 },
  octoberToDecember: { standard: 2.4, oversize: 1.4 },
};

export type ReferralCategory =
  | 'most'
  | 'consumer-electronics'
  | 'computers'
  | 'automotive'
  | 'device-accessories'
  | 'baby'
  | 'beauty'
  | 'electronics-accessories'
  | 'clothing';

/** A tiered referral rate: `rate` applies to the part of the price up to `upTo` (null: no limit). */
export interface ReferralTier {
  upTo: number | null;
  rate: number;
  /** When true, the rate applies to the whole price once the price is within this tier. */
  wholePrice?: boolean;
}

export const REFERRAL_MINIMUM = 0.3;

export const REFERRAL_SOURCE = {
  source: 'Amazon US referral fees (Selling on Amazon fee schedule), minimum $0.30 per item',
  asOf: '2026-11-23',
};

/** Referral fee rules per category. */
export const REFERRAL_RULES: Record<ReferralCategory, ReferralTier[]> = {
  most: [{ upTo: null, rate: 0.15 }],
  'consumer-electronics': [{ upTo: null, rate: 0.08 }],
  computers: [{ upTo: null, rate: 0.08 }],
  automotive: [{ upTo: null, rate: 0.12 }],
  'device-accessories': [{ upTo: null, rate: 0.45 }],
  // 8% of the whole price up to $10, 15% of the whole price above.
  baby: [
    { upTo: 10, rate: 0.08, wholePrice: true },
    { upTo: null, rate: 0.15, wholePrice: true },
  ],
  beauty: [
    { upTo: 10, rate: 0.08, wholePrice: true },
    { upTo: null, rate: 0.15, wholePrice: true },
  ],
  // 15% of the part up to $100 and 8% of the part above.
  'electronics-accessories': [
    { upTo: 100, rate: 0.15 },
    { upTo: null, rate: 0.08 },
  ],
  // 5% up to $15, 10% from $15 to $20, 17% above: of the whole price.
  clothing: [
    { upTo: 15, rate: 0.05, wholePrice: true },
    { upTo: 20, rate: 0.1, wholePrice: true },
    { upTo: null, rate: 0.17, wholePrice: true },
  ],
};

export const REFERRAL_CATEGORIES = Object.keys(REFERRAL_RULES) as ReferralCategory[];
