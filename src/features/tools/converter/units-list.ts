/** The units the converter offers (names of the `convert` library); no library code here. */
import type { Unit } from 'convert';

export type Quantity = 'length' | 'weight' | 'volume' | 'area' | 'temperature';

/** The units offered per quantity, as the library names them. */
export const UNITS: Record<Quantity, readonly Unit[]> = {
  length: ['mm', 'cm', 'm', 'km', 'in', 'ft', 'yd', 'mi'],
  weight: ['g', 'kg', 't', 'oz', 'lb'],
  // eslint-disable-next-line lingui/no-unlocalized-strings -- unit names of the library
  volume: ['ml', 'l', 'cm3', 'm3', 'in3', 'ft3', 'fl oz', 'gal'],
  area: ['cm2', 'm2', 'km2', 'in2', 'ft2', 'ac', 'ha'],
  temperature: ['C', 'F', 'K'],
};

export const QUANTITIES = Object.keys(UNITS) as Quantity[];

/** Each unit as it is written after a number: °C and cm³, not the library's "C" and "cm3". */
/* eslint-disable lingui/no-unlocalized-strings -- unit symbols, the same in every language */
export const UNIT_SYMBOLS: Record<string, string> = {
  cm3: 'cm³',
  m3: 'm³',
  in3: 'in³',
  ft3: 'ft³',
  cm2: 'cm²',
  m2: 'm²',
  km2: 'km²',
  in2: 'in²',
  ft2: 'ft²',
  C: '°C',
  F: '°F',
  l: 'L',
  ml: 'mL',
};
/* eslint-enable lingui/no-unlocalized-strings */

export function unitSymbol(unit: Unit): string {
  return UNIT_SYMBOLS[unit] ?? unit;
}

/** The lowest temperature there is (absolute zero) in each temperature unit. */
export const ABSOLUTE_ZERO: Record<string, number> = { C: -273.15, F: -459.67, K: 0 };

/** The largest value the converter takes: beyond it, numbers stop being a seller's quantities. */
export const MAX_QUANTITY = 1_000_000_000;

/** Courier divisors: cm³ per kg (5000 express, 6000 air freight) and in³ per lb (139, Amazon / US). */
export const VOLUMETRIC_DIVISORS = [5000, 6000, 139] as const;
export type VolumetricDivisor = (typeof VOLUMETRIC_DIVISORS)[number];
