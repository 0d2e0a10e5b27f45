import type { ShipPriceRow } from '@/api/gen/model';

/*
 * The parcel order's live quote (spec sections 3 and 5), the same arithmetic as the server's
 * `ShipQuote`: volumetric weight by the line's divisor, chargeable weight the largest of gross,
 * volumetric and the line's minimum, the unit price from the price table's weight band. The
 * server's quote, answered when the order is saved, is the final word. A US zone depends on the
 * postcode: once the FBA warehouse or the consignee's postcode is known the quote prices its zone
 * (the row's `postcodePrefixes`, as the server does); before, it shows the range of the zones.
 */

export interface CartonMeasures {
  /** cm */
  length: number;
  width: number;
  height: number;
  /** kg */
  grossWeight: number;
}

export interface QuoteLine {
  volumeDivisor: number;
  minChargeableWeight: number;
  prices: readonly ShipPriceRow[];
}

export interface Range {
  min: number;
  max: number;
}

export interface LiveQuote {
  /** Cartons counted (those with all four measures above 0). */
  cartons: number;
  grossWeight: number;
  volumetricWeight: number;
  chargeableWeight: number;
  /** Price per kg; a range when zones of the country price the band differently; null: no band. */
  unitPrice: Range | null;
  estimatedFee: Range | null;
}

export const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * A measure as typed in the form ('18.6', '18,6', ' 40 '): a finite number above 0, or null.
 */
export function parseMeasure(typed: string): number | null {
  const text = typed.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Volumetric weight of one carton in kg: length × width × height (cm) / divisor. */
export function volumetricWeight(carton: CartonMeasures, divisor: number): number {
  return (carton.length * carton.width * carton.height) / divisor;
}

/** The carton's volume outweighs it: the line charges by volume, worth a warning. */
export function volumeOutweighs(carton: CartonMeasures, divisor: number): boolean {
  return round2(volumetricWeight(carton, divisor)) > carton.grossWeight;
}

/** The larger of gross and volumetric weight, at least the line's minimum. */
export function chargeableWeight(gross: number, volumetric: number, minimum: number): number {
  return round2(Math.max(gross, volumetric, minimum));
}

/**
 * The price rows for a chargeable weight to a country: the weight band is `weightFrom` (inclusive)
 * to `weightTo` (exclusive, null for no upper bound); one row per zone of the country.
 */
export function priceRowsFor(
  prices: readonly ShipPriceRow[],
  country: string,
  weight: number,
): ShipPriceRow[] {
  return prices.filter(
    (row) =>
      row.country === country &&
      weight >= row.weightFrom &&
      (row.weightTo === null || weight < row.weightTo),
  );
}

/**
 * The rows of the zone a postcode falls in (a row's `postcodePrefixes` holds its first
 * characters; null: the whole country). Without a postcode, or with one no zone covers, every
 * zone's row stays: the range the server's quote narrows down.
 */
export function zoneRowsFor(
  rows: readonly ShipPriceRow[],
  postcode: string | null | undefined,
): ShipPriceRow[] {
  const code = postcode?.trim().toUpperCase() ?? '';
  if (code === '') return [...rows];
  const inZone = rows.filter(
    (row) =>
      row.postcodePrefixes === null ||
      row.postcodePrefixes.some((prefix) => code.startsWith(prefix.toUpperCase())),
  );
  return inZone.length > 0 ? inZone : [...rows];
}

/** The quote of the cartons whose four measures are known; null when none is. */
export function liveQuote(
  line: QuoteLine,
  country: string | null,
  cartons: readonly (CartonMeasures | null)[],
  /** The FBA warehouse's or the consignee's postcode: it decides a US zone. */
  postcode?: string | null,
): LiveQuote | null {
  const counted = cartons.filter((carton): carton is CartonMeasures => carton !== null);
  if (counted.length === 0) return null;
  const gross = round2(counted.reduce((sum, carton) => sum + carton.grossWeight, 0));
  const volumetric = round2(
    counted.reduce((sum, carton) => sum + volumetricWeight(carton, line.volumeDivisor), 0),
  );
  const chargeable = chargeableWeight(gross, volumetric, line.minChargeableWeight);
  const rows = country ? zoneRowsFor(priceRowsFor(line.prices, country, chargeable), postcode) : [];
  const unitPrices = rows.map((row) => row.unitPrice);
  const unitPrice =
    unitPrices.length > 0 ? { min: Math.min(...unitPrices), max: Math.max(...unitPrices) } : null;
  return {
    cartons: counted.length,
    grossWeight: gross,
    volumetricWeight: volumetric,
    chargeableWeight: chargeable,
    unitPrice,
    estimatedFee: unitPrice
      ? { min: round2(chargeable * unitPrice.min), max: round2(chargeable * unitPrice.max) }
      : null,
  };
}

/** A carton of the form, its measures parsed; null while one is missing or not above 0. */
export function cartonMeasures(carton: {
  length: string;
  width: string;
  height: string;
  grossWeight: string;
}): CartonMeasures | null {
  const length = parseMeasure(carton.length);
  const width = parseMeasure(carton.width);
  const height = parseMeasure(carton.height);
  const grossWeight = parseMeasure(carton.grossWeight);
  if (length === null || width === null || height === null || grossWeight === null) return null;
  return { length, width, height, grossWeight };
}
