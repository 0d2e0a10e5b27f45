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

/** Courier divisors: cm³ per kg (5000 express, 6000 air freight) and in³ per lb (139, Amazon / US). */
export const VOLUMETRIC_DIVISORS = [5000, 6000, 139] as const;
export type VolumetricDivisor = (typeof VOLUMETRIC_DIVISORS)[number];
