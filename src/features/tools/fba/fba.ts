/**
 * The FBA fee calculation (Amazon US): size tier, dimensional and shipping weight with Amazon's
 * rounding, fulfilment fee by price band, referral fee, monthly storage by season and net margin.
 * Pure functions over the tables in `fba-us-2026.ts`.
 */
import {
  PEAK_SEASON,
  REFERRAL_MINIMUM,
  REFERRAL_RULES,
  TIER_LIMITS,
  US_FBA_FEES_2026,
  US_STORAGE_2026,
  type FbaFeeTable,
  type ReferralCategory,
  type SizeTier,
  type StorageRates,
} from './fba-us-2026';

/** Exact by definition. */
export const CM_PER_INCH = 2.54;
export const KG_PER_LB = 0.45359237;
/** Dimensional weight divisor, cubic inches per pound. */
export const DIM_DIVISOR = 139;
const CUBIC_INCHES_PER_FOOT = 1728;
/** Warn when a side is within 1 cm or the weight within 50 g of a tier limit. */
export const NEAR_CM = 1;
export const NEAR_KG = 0.05;

/** Float noise (38.1 cm / 2.54 = 15.000000000000002) must not move a product across a limit. */
const EPSILON = 1e-9;
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export interface FbaInput {
  /** Packed sides, in `unit` ('cm' or 'in'). */
  sides: [number, number, number];
  lengthUnit: 'cm' | 'in';
  /** Packed unit weight, in `weightUnit`. */
  weight: number;
  weightUnit: 'kg' | 'lb';
  /** Listing price, USD. */
  price: number;
  category: ReferralCategory;
  /** Landed product cost per unit, USD (optional; 0 when unknown). */
  productCost?: number;
  /** The date the fees are for: decides the storage season and peak. */
  date: Date;
}

export interface FbaResult {
  tier: SizeTier;
  /** Sides in inches, longest first. */
  sidesIn: [number, number, number];
  lengthGirthIn: number;
  unitWeightLb: number;
  dimWeightLb: number;
  /** Before rounding. */
  shippingWeightLb: number;
  /** After Amazon's rounding. */
  billableWeightLb: number;
  priceBand: 0 | 1 | 2;
  fulfilmentFee: number;
  referralFee: number;
  cubicFeet: number;
  storageSeason: 'january-september' | 'october-december';
  storagePerMonth: number;
  /** Peak season, whose own fee table is not collected: the fee shown is the non-peak one. */
  peakSeason: boolean;
  /** Price minus referral, fulfilment, one month of storage and the product cost. */
  net: number;
  /** Net over price (0 when the price is 0). */
  margin: number;
  /** Tier limits the product is within 1 cm or 50 g of. */
  nearBoundaries: SizeTier[];
}

export function isStandard(tier: SizeTier): boolean {
  return tier === 'small-standard' || tier === 'large-standard';
}

export function isBulkyOrLarger(tier: SizeTier): boolean {
  return !isStandard(tier);
}

/** Sides in inches, longest first, and weight in pounds. */
export function toImperial(
  input: Pick<FbaInput, 'sides' | 'lengthUnit' | 'weight' | 'weightUnit'>,
) {
  const factor = input.lengthUnit === 'cm' ? 1 / CM_PER_INCH : 1;
  const sidesIn = input.sides.map((side) => round6(side * factor)).sort((a, b) => b - a) as [
    number,
    number,
    number,
  ];
  const weightLb = round6(input.weightUnit === 'kg' ? input.weight / KG_PER_LB : input.weight);
  return { sidesIn, weightLb };
}

export function lengthPlusGirth([longest, median, shortest]: [number, number, number]): number {
  return longest + 2 * (median + shortest);
}

function fitsLimit(
  sidesIn: [number, number, number],
  weightLb: number,
  limit: (typeof TIER_LIMITS)[number],
): boolean {
  return (
    weightLb <= limit.maxWeightLb + EPSILON &&
    sidesIn.every((side, index) => side <= limit.maxSidesIn[index]! + EPSILON) &&
    (limit.maxLengthGirthIn === null ||
      lengthPlusGirth(sidesIn) <= limit.maxLengthGirthIn + EPSILON)
  );
}

/** Dimensional weight in pounds; bulky and larger count width and height as at least 2 in. */
export function dimensionalWeight(sidesIn: [number, number, number], bulky: boolean): number {
  const [longest, median, shortest] = sidesIn;
  const w = bulky ? Math.max(median, 2) : median;
  const h = bulky ? Math.max(shortest, 2) : shortest;
  return (longest * w * h) / DIM_DIVISOR;
}

/**
 * The size tier; extra-large is banded by shipping weight, except 150+ lb, which is the unit
 * weight's alone (Amazon bills it by unit weight): a large light carton whose dimensional weight
 * passes 150 lb stays in the 70 to 150 lb tier, billed per pound of its dimensional weight, not
 * as "over 150 lb" with its 1 lb unit weight.
 */
export function sizeTier(sidesIn: [number, number, number], unitWeightLb: number): SizeTier {
  const fitting = TIER_LIMITS.find((limit) => fitsLimit(sidesIn, unitWeightLb, limit));
  if (fitting) return fitting.tier;
  if (unitWeightLb > 150 + EPSILON) return 'extra-large-150';
  const shipping = Math.max(unitWeightLb, dimensionalWeight(sidesIn, true));
  if (shipping <= 50 + EPSILON) return 'extra-large-0-50';
  if (shipping <= 70 + EPSILON) return 'extra-large-50-70';
  return 'extra-large-70-150';
}

/** Shipping weight before rounding: unit weight for small standard and 150+ lb, else the greater. */
export function shippingWeight(tier: SizeTier, unitWeightLb: number, dimWeightLb: number): number {
  if (tier === 'small-standard' || tier === 'extra-large-150') return unitWeightLb;
  return Math.max(unitWeightLb, dimWeightLb);
}

/** Amazon's rounding: next ounce below 1 lb, next 1/4 lb for large standard, next pound above. */
export function roundShippingWeight(tier: SizeTier, weightLb: number): number {
  const up = (value: number, step: number) => Math.ceil(round6(value / step) - EPSILON) * step;
  if (isStandard(tier) && weightLb <= 1 + EPSILON) return Math.max(up(weightLb, 1 / 16), 1 / 16);
  if (tier === 'large-standard') return up(weightLb, 0.25);
  return Math.max(up(weightLb, 1), 1);
}

/** 0: under $10; 1: $10 to $50; 2: over $50. */
export function priceBand(price: number): 0 | 1 | 2 {
  if (price < 10) return 0;
  return price <= 50 ? 1 : 2;
}

/** The fulfilment fee per unit for a tier and a rounded shipping weight. */
export function fulfilmentFee(
  tier: SizeTier,
  billableLb: number,
  band: 0 | 1 | 2,
  table: FbaFeeTable = US_FBA_FEES_2026,
): number {
  const cents = (value: number) => Math.round(value * 100) / 100;
  if (tier === 'small-standard' || tier === 'large-standard') {
    const bands = tier === 'small-standard' ? table.smallStandard : table.largeStandard;
    const row = bands.find((candidate) => billableLb <= candidate.upToLb + EPSILON);
    if (row) return row.fees[band];
    const over = table.largeStandardOver3Lb;
    const quarters = Math.ceil(round6((billableLb - 3) / 0.25) - EPSILON);
    return cents(over.fees[band] + quarters * over.perQuarterLb);
  }
  const rule = table.perPound[tier];
  return cents(
    rule.fees[band] + Math.max(0, Math.ceil(billableLb - EPSILON) - rule.firstLb) * rule.perLb,
  );
}

/** The referral fee for a price in a category, at least $0.30. */
export function referralFee(price: number, category: ReferralCategory): number {
  const tiers = REFERRAL_RULES[category];
  let fee = 0;
  if (tiers.some((tier) => tier.wholePrice)) {
    const tier = tiers.find((candidate) => candidate.upTo === null || price <= candidate.upTo)!;
    fee = price * tier.rate;
  } else {
    let lower = 0;
    for (const tier of tiers) {
      const upper = tier.upTo ?? Infinity;
      if (price > lower) fee += (Math.min(price, upper) - lower) * tier.rate;
      lower = upper;
    }
  }
  return Math.max(REFERRAL_MINIMUM, Math.round(fee * 100) / 100);
}

/** Whether a date is in the peak season (15 October to 14 January). */
export function isPeakSeason(date: Date): boolean {
  const month = date.getMonth() + 1;
  const day = date.getDate();
  const { from, to } = PEAK_SEASON;
  return (
    (month === from.month && day >= from.day) ||
    month > from.month ||
    (month === to.month && day <= to.day)
  );
}

/** Monthly storage for one unit in the month of `date`. */
export function monthlyStorage(
  cubicFeet: number,
  tier: SizeTier,
  date: Date,
  rates: StorageRates = US_STORAGE_2026,
) {
  const season =
    date.getMonth() >= 9 ? ('october-december' as const) : ('january-september' as const);
  const row = season === 'october-december' ? rates.octoberToDecember : rates.januaryToSeptember;
  const rate = isStandard(tier) ? row.standard : row.oversize;
  return { season, rate, perMonth: Math.round(cubicFeet * rate * 10000) / 10000 };
}

/** The tiers whose limits the product is within 1 cm or 50 g of (either side). */
export function nearTierBoundaries(
  sidesIn: [number, number, number],
  weightLb: number,
): SizeTier[] {
  const nearIn = NEAR_CM / CM_PER_INCH;
  const nearLb = NEAR_KG / KG_PER_LB;
  return TIER_LIMITS.filter(
    (limit) =>
      Math.abs(weightLb - limit.maxWeightLb) <= nearLb + EPSILON ||
      sidesIn.some(
        (side, index) => Math.abs(side - limit.maxSidesIn[index]!) <= nearIn + EPSILON,
      ) ||
      (limit.maxLengthGirthIn !== null &&
        Math.abs(lengthPlusGirth(sidesIn) - limit.maxLengthGirthIn) <= nearIn + EPSILON),
  ).map((limit) => limit.tier);
}

export function calculateFba(input: FbaInput): FbaResult {
  const { sidesIn, weightLb } = toImperial(input);
  const tier = sizeTier(sidesIn, weightLb);
  const dimWeightLb = dimensionalWeight(sidesIn, isBulkyOrLarger(tier));
  const shipping = shippingWeight(tier, weightLb, dimWeightLb);
  const billable = roundShippingWeight(tier, shipping);
  const band = priceBand(input.price);
  const fee = fulfilmentFee(tier, billable, band);
  const referral = input.price > 0 ? referralFee(input.price, input.category) : 0;
  const cubicFeet = (sidesIn[0] * sidesIn[1] * sidesIn[2]) / CUBIC_INCHES_PER_FOOT;
  const storage = monthlyStorage(cubicFeet, tier, input.date);
  const net = input.price - referral - fee - storage.perMonth - (input.productCost ?? 0);
  return {
    tier,
    sidesIn,
    lengthGirthIn: lengthPlusGirth(sidesIn),
    unitWeightLb: weightLb,
    dimWeightLb,
    shippingWeightLb: shipping,
    billableWeightLb: billable,
    priceBand: band,
    fulfilmentFee: fee,
    referralFee: referral,
    cubicFeet,
    storageSeason: storage.season,
    storagePerMonth: storage.perMonth,
    peakSeason: isPeakSeason(input.date),
    net: Math.round(net * 100) / 100,
    margin: input.price > 0 ? net / input.price : 0,
    nearBoundaries: nearTierBoundaries(sidesIn, weightLb),
  };
}
