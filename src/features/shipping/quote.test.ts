import { describe, expect, it } from 'vitest';
import type { ShipPriceRow } from '@/api/gen/model';
import {
  cartonMeasures,
  chargeableWeight,
  liveQuote,
  parseMeasure,
  priceRowsFor,
  volumeOutweighs,
  volumetricWeight,
} from './quote';

const ZONE_PREFIXES: Record<string, string[]> = { west: ['8', '9'], east: ['0', '1', '2', '3'] };

const row = (
  country: string,
  weightFrom: number,
  weightTo: number | null,
  unitPrice: number,
  zone: string | null = null,
): ShipPriceRow => ({
  country,
  zone,
  postcodePrefixes: zone === null ? null : (ZONE_PREFIXES[zone] ?? null),
  weightFrom,
  weightTo,
  unitPrice,
  remark: null,
});

/** A sea line: divisor 6000, at least 21 kg; US in two zones, DE in one. */
const SEA = {
  volumeDivisor: 6000,
  minChargeableWeight: 21,
  prices: [
    row('US', 21, 100, 10, 'west'),
    row('US', 100, null, 9, 'west'),
    row('US', 21, 100, 11.5, 'east'),
    row('US', 100, null, 10.5, 'east'),
    row('DE', 21, 100, 12),
    row('DE', 100, null, 11),
  ],
};

describe('measures typed in the form', () => {
  it('reads decimals with a point or a comma, and refuses the rest', () => {
    expect(parseMeasure(' 18.6 ')).toBe(18.6);
    expect(parseMeasure('18,6')).toBe(18.6);
    expect(parseMeasure('40')).toBe(40);
    expect(parseMeasure('0')).toBeNull();
    expect(parseMeasure('')).toBeNull();
    expect(parseMeasure('-3')).toBeNull();
    expect(parseMeasure('1e3')).toBeNull();
    expect(parseMeasure('abc')).toBeNull();
  });

  it('a carton counts only with its four measures', () => {
    expect(
      cartonMeasures({ length: '60', width: '40', height: '45', grossWeight: '18.6' }),
    ).toEqual({ length: 60, width: 40, height: 45, grossWeight: 18.6 });
    expect(cartonMeasures({ length: '60', width: '', height: '45', grossWeight: '18.6' })).toBe(
      null,
    );
  });
});

describe('volumetric and chargeable weight', () => {
  it('divides the volume by the line divisor', () => {
    expect(volumetricWeight({ length: 60, width: 40, height: 45, grossWeight: 1 }, 6000)).toBe(18);
    expect(volumetricWeight({ length: 60, width: 40, height: 45, grossWeight: 1 }, 5000)).toBe(
      21.6,
    );
  });

  it('warns when the volume outweighs the gross weight', () => {
    expect(volumeOutweighs({ length: 60, width: 40, height: 45, grossWeight: 17.9 }, 6000)).toBe(
      true,
    );
    expect(volumeOutweighs({ length: 60, width: 40, height: 45, grossWeight: 18 }, 6000)).toBe(
      false,
    );
  });

  it('takes the largest of gross, volumetric and the minimum', () => {
    expect(chargeableWeight(37.8, 36, 21)).toBe(37.8);
    expect(chargeableWeight(30, 36.004, 21)).toBe(36);
    expect(chargeableWeight(3.2, 2.5, 21)).toBe(21);
    expect(chargeableWeight(0.3, 0.2, 0.5)).toBe(0.5);
  });
});

describe('weight bands', () => {
  it('includes the lower bound and excludes the upper one', () => {
    expect(priceRowsFor(SEA.prices, 'DE', 21).map((r) => r.unitPrice)).toEqual([12]);
    expect(priceRowsFor(SEA.prices, 'DE', 99.99).map((r) => r.unitPrice)).toEqual([12]);
    expect(priceRowsFor(SEA.prices, 'DE', 100).map((r) => r.unitPrice)).toEqual([11]);
    expect(priceRowsFor(SEA.prices, 'DE', 5000).map((r) => r.unitPrice)).toEqual([11]);
  });

  it('answers one row per zone, and none below the first band or for another country', () => {
    expect(priceRowsFor(SEA.prices, 'US', 50).map((r) => r.zone)).toEqual(['west', 'east']);
    expect(priceRowsFor(SEA.prices, 'DE', 20)).toEqual([]);
    expect(priceRowsFor(SEA.prices, 'FR', 50)).toEqual([]);
  });
});

describe('the live quote', () => {
  const carton = { length: 60, width: 40, height: 45, grossWeight: 18.6 };

  it('sums the cartons and prices the chargeable weight', () => {
    const quote = liveQuote(SEA, 'DE', [carton, { ...carton, grossWeight: 19.2 }]);
    expect(quote).toEqual({
      cartons: 2,
      grossWeight: 37.8,
      volumetricWeight: 36,
      chargeableWeight: 37.8,
      unitPrice: { min: 12, max: 12 },
      estimatedFee: { min: 453.6, max: 453.6 },
    });
  });

  it('charges the minimum for a light parcel', () => {
    const quote = liveQuote(SEA, 'DE', [{ length: 30, width: 20, height: 10, grossWeight: 2 }]);
    expect(quote?.chargeableWeight).toBe(21);
    expect(quote?.estimatedFee).toEqual({ min: 252, max: 252 });
  });

  it('charges the volume of a bulky parcel and moves to the next band', () => {
    const bulky = { length: 100, width: 100, height: 100, grossWeight: 40 };
    const quote = liveQuote(SEA, 'DE', [bulky]);
    expect(quote?.volumetricWeight).toBe(166.67);
    expect(quote?.chargeableWeight).toBe(166.67);
    expect(quote?.unitPrice).toEqual({ min: 11, max: 11 });
    expect(quote?.estimatedFee).toEqual({ min: 1833.37, max: 1833.37 });
  });

  it('shows the range of the zones a postcode decides', () => {
    const quote = liveQuote(SEA, 'US', [carton, carton]);
    expect(quote?.unitPrice).toEqual({ min: 10, max: 11.5 });
    expect(quote?.estimatedFee).toEqual({ min: 372, max: 427.8 });
  });

  it('prices the zone once the FBA warehouse or postcode fixes it', () => {
    // ONT8's postcode 92551 is in the west zone; a New Jersey postcode in the east one.
    const west = liveQuote(SEA, 'US', [carton, carton], '92551');
    expect(west?.unitPrice).toEqual({ min: 10, max: 10 });
    expect(west?.estimatedFee).toEqual({ min: 372, max: 372 });
    expect(liveQuote(SEA, 'US', [carton, carton], ' 08873 ')?.unitPrice).toEqual({
      min: 11.5,
      max: 11.5,
    });
    // No zone covers it, or none typed yet: the range stays (the server decides).
    expect(liveQuote(SEA, 'US', [carton, carton], '55401')?.unitPrice).toEqual({
      min: 10,
      max: 11.5,
    });
    expect(liveQuote(SEA, 'US', [carton, carton], '  ')?.unitPrice).toEqual({ min: 10, max: 11.5 });
    // A country priced as a whole is not narrowed by a postcode.
    expect(liveQuote(SEA, 'DE', [carton, carton], '10115')?.unitPrice).toEqual({
      min: 12,
      max: 12,
    });
  });

  it('follows a deleted carton and leaves out incomplete ones', () => {
    const two = liveQuote(SEA, 'DE', [carton, { ...carton, grossWeight: 30 }]);
    const one = liveQuote(SEA, 'DE', [carton, null]);
    expect(two?.grossWeight).toBe(48.6);
    expect(one?.cartons).toBe(1);
    expect(one?.grossWeight).toBe(18.6);
    expect(one?.chargeableWeight).toBe(21);
  });

  it('has weights but no price without a country, and nothing without a carton', () => {
    const quote = liveQuote(SEA, null, [carton]);
    expect(quote?.grossWeight).toBe(18.6);
    expect(quote?.unitPrice).toBeNull();
    expect(quote?.estimatedFee).toBeNull();
    expect(liveQuote(SEA, 'DE', [null])).toBeNull();
    expect(liveQuote(SEA, 'DE', [])).toBeNull();
  });
});
