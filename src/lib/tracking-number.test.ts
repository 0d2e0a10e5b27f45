import { describe, expect, it } from 'vitest';
import {
  checkTrackingNumber,
  isWellFormed,
  s10CheckDigit,
  splitTrackingNumbers,
  upsCheckDigit,
} from './tracking-number';
import { postalOperator, postalOperatorName } from './postal-operators';

describe('UPU S10', () => {
  it('computes the mod-11 check digit with weights 8 6 4 2 3 5 9 7', () => {
    // 4*8 + 7*6 + 3*4 + 1*2 + 2*3 + 4*5 + 8*9 + 2*7 = 200; 11 - 200 mod 11 = 9
    expect(s10CheckDigit('47312482')).toBe(9);
    expect(s10CheckDigit('12345678')).toBe(5);
  });

  it('maps 10 to 0 and 11 to 5', () => {
    // S = 0: 11 - 0 = 11 → 5
    expect(s10CheckDigit('00000000')).toBe(5);
    // S = 4 + 7 = 11 ≡ 0 → 11 → 5
    expect(s10CheckDigit('00100001')).toBe(5);
    // S = 8 + 15 = 23 ≡ 1 → 10 → 0
    expect(s10CheckDigit('10000300')).toBe(0);
    // S = 8 + 7 = 15 ≡ 4 → 7
    expect(s10CheckDigit('10000001')).toBe(7);
  });

  it('accepts a valid number and names its country', () => {
    expect(checkTrackingNumber('RB123456785GB')).toMatchObject({
      check: 'valid',
      carrier: 'upu',
      country: 'GB',
    });
    expect(checkTrackingNumber(' rb 123 456 785 gb ').check).toBe('valid');
  });

  it('refuses a wrong check digit and an unknown country', () => {
    expect(checkTrackingNumber('RB123456786US').check).toBe('bad-check-digit');
    expect(checkTrackingNumber('RB123456785XX').check).toBe('bad-country');
  });
});

describe('UPS 1Z', () => {
  it('checks the last character', () => {
    expect(upsCheckDigit('5R8939035756712')).toBe(7);
    expect(checkTrackingNumber('1Z5R89390357567127')).toMatchObject({
      check: 'valid',
      carrier: 'ups',
    });
    expect(checkTrackingNumber('1Z1111111111111111').check).toBe('bad-check-digit');
  });
});

describe('other carriers', () => {
  it('FedEx Express 12 digits (mod 11)', () => {
    expect(checkTrackingNumber('986578788855')).toMatchObject({ check: 'valid', carrier: 'fedex' });
    expect(checkTrackingNumber('986578788856').check).toBe('bad-check-digit');
  });
  it('USPS IMpb 22 digits (mod 10)', () => {
    expect(checkTrackingNumber('9205 5901 6491 7312 7510 89')).toMatchObject({
      check: 'valid',
      carrier: 'usps',
    });
    expect(checkTrackingNumber('9205590164917312751088').check).toBe('bad-check-digit');
  });
  it('DHL Express 10 digits (mod 7)', () => {
    expect(checkTrackingNumber('3318810025')).toMatchObject({ check: 'valid', carrier: 'dhl' });
    expect(checkTrackingNumber('3318810026').check).toBe('bad-check-digit');
  });
  it('formats without a check digit, and unknown text', () => {
    expect(checkTrackingNumber('SF1234567890123')).toMatchObject({
      check: 'format-only',
      carrier: 'sf',
    });
    expect(isWellFormed(checkTrackingNumber('SF1234567890123'))).toBe(true);
    const unknown = checkTrackingNumber('hello');
    expect(unknown).toMatchObject({ check: 'unknown', carrier: null });
    expect(isWellFormed(unknown)).toBe(false);
  });
});

describe('splitTrackingNumbers', () => {
  it('splits on commas, spaces and new lines, and drops repeats', () => {
    expect(
      splitTrackingNumbers('RB123456785GB, 1Z5R89390357567127\nrb123456785gb；SF1234567890123'),
    ).toEqual(['RB123456785GB', '1Z5R89390357567127', 'SF1234567890123']);
    expect(splitTrackingNumbers('  ')).toEqual([]);
  });
});

describe('S10 postal operator', () => {
  it("names the postal operator of the number's country, not China Post's EMS", () => {
    const name = (country: string, locale = 'en-US') => {
      const operator = postalOperator(country);
      return operator ? postalOperatorName(operator, locale) : null;
    };
    expect(name(checkTrackingNumber('RB123456785GB').country!)).toBe('Royal Mail');
    expect(name('US')).toBe('USPS');
    expect(name('DE')).toBe('Deutsche Post');
    expect(name('CN')).toBe('China Post');
    expect(name('GB', 'zh-CN')).toBe('英国皇家邮政');
    expect(name('GB', 'zh-HK')).toBe('英國皇家郵政');
    expect(name('HK', 'pt-PT')).toBe('Hongkong Post');
  });

  it('has no operator for a country outside the table (the page says "postal operator of …")', () => {
    expect(postalOperator('KE')).toBeNull();
  });
});
