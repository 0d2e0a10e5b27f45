import { describe, expect, it } from 'vitest';
import { chargeableWeightKg, convertUnit, cubicFeetFromCm, UNITS, volumetricWeight } from './units';
import { unitSymbol } from './units-list';

describe('unit conversions', () => {
  it('length, weight, volume, area', () => {
    expect(convertUnit(1, 'in', 'cm')).toBeCloseTo(2.54, 10);
    expect(convertUnit(1, 'mi', 'km')).toBeCloseTo(1.609344, 10);
    expect(convertUnit(1, 'lb', 'kg')).toBeCloseTo(0.45359237, 10);
    expect(convertUnit(16, 'oz', 'lb')).toBeCloseTo(1, 10);
    expect(convertUnit(1, 'gal', 'l')).toBeCloseTo(3.785411784, 9);
    expect(convertUnit(1, 'ft2', 'm2')).toBeCloseTo(0.09290304, 10);
    expect(convertUnit(1, 'ha', 'm2')).toBeCloseTo(10000, 6);
  });
  it('temperature with offsets', () => {
    expect(convertUnit(100, 'C', 'F')).toBeCloseTo(212, 9);
    expect(convertUnit(32, 'F', 'C')).toBeCloseTo(0, 9);
    expect(convertUnit(0, 'C', 'K')).toBeCloseTo(273.15, 9);
  });
  it('every offered unit converts to the first of its row', () => {
    for (const units of Object.values(UNITS)) {
      for (const unit of units) expect(Number.isFinite(convertUnit(1, unit, units[0]!))).toBe(true);
    }
  });
});

describe('shipping conversions', () => {
  it('cubic centimetres to cubic feet', () => {
    expect(cubicFeetFromCm(30.48, 30.48, 30.48)).toBeCloseTo(1, 9);
    expect(cubicFeetFromCm(50, 40, 30)).toBeCloseTo(2.1189, 4);
  });
  it('volumetric weight with divisors 5000, 6000 and 139', () => {
    expect(volumetricWeight([50, 40, 30], 5000).kg).toBeCloseTo(12, 9);
    expect(volumetricWeight([50, 40, 30], 6000).kg).toBeCloseTo(10, 9);
    // 10 x 10 x 13.9 in = 1390 in³ → 10 lb
    expect(volumetricWeight([25.4, 25.4, 35.306], 139).lb).toBeCloseTo(10, 9);
    expect(volumetricWeight([25.4, 25.4, 35.306], 139).kg).toBeCloseTo(4.5359237, 6);
  });
  it('chargeable weight is the greater', () => {
    expect(chargeableWeightKg(8, 12)).toBe(12);
    expect(chargeableWeightKg(15, 12)).toBe(15);
  });
});

describe('units written as units', () => {
  it('writes every unit as its symbol: °C, °F, cm³, m², not "C", "F", "cm3"', () => {
    for (const units of Object.values(UNITS)) {
      for (const unit of units) expect(unitSymbol(unit)).not.toMatch(/[a-z][23]$|^[CF]$/);
    }
    expect(unitSymbol('F')).toBe('°F');
    expect(unitSymbol('C')).toBe('°C');
    expect(unitSymbol('cm3')).toBe('cm³');
    expect(unitSymbol('ft2')).toBe('ft²');
  });
});
