/**
 * Unit conversions through the maintained `convert` library (no hand-kept factors), plus the
 * shipping figures a seller needs: cubic feet of a carton and its volumetric weight.
 */
import { convert, type Unit } from 'convert';
import type { VolumetricDivisor } from './units-list';

export { QUANTITIES, UNITS, VOLUMETRIC_DIVISORS } from './units-list';
export type { Quantity, VolumetricDivisor } from './units-list';

/** Converts `value` between two units of the same quantity. */
export function convertUnit(value: number, from: Unit, to: Unit): number {
  // The library's types tie `to` to the measure of `from`; both come from one UNITS row.
  return (convert(value, from) as { to: (unit: Unit) => number }).to(to);
}

/** Cubic feet of a carton measured in centimetres. */
export function cubicFeetFromCm(length: number, width: number, height: number): number {
  return convertUnit(length * width * height, 'cm3', 'ft3');
}

/**
 * Volumetric weight of a carton measured in centimetres: kilograms for the metric divisors, and
 * for 139 the sides are taken in inches and the result is in pounds (also given in kg).
 */
export function volumetricWeight(
  sidesCm: [number, number, number],
  divisor: VolumetricDivisor,
): { kg: number; lb: number } {
  const [l, w, h] = sidesCm;
  if (divisor === 139) {
    const cubicInches = convertUnit(l * w * h, 'cm3', 'in3');
    const lb = cubicInches / 139;
    return { lb, kg: convertUnit(lb, 'lb', 'kg') };
  }
  const kg = (l * w * h) / divisor;
  return { kg, lb: convertUnit(kg, 'kg', 'lb') };
}

/** The chargeable weight: the greater of the actual and the volumetric weight, in kg. */
export function chargeableWeightKg(actualKg: number, volumetricKg: number): number {
  return Math.max(actualKg, volumetricKg);
}
