import { describe, expect, it } from 'vitest';
import { creditCodeCheckCharacter, isValidCreditCode, normalizeCreditCode } from './credit-code';

const VALID = [
  '91350100M000100Y43',
  '91310000717866186P',
  '914403001922038216',
  '91440300MA5G2KQ8Y0',
];

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts codes whose 18th character is the check character', () => {
    for (const code of VALID) expect(isValidCreditCode(code), code).toBe(true);
  });

  it('computes the check character, 0 when the remainder is 0', () => {
    expect(creditCodeCheckCharacter('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckCharacter('91310000717866186')).toBe('P');
    expect(creditCodeCheckCharacter('91440300MA5G2KQ8Y')).toBe('0');
    // The api-spec's example code has a wrong check character (B instead of 6).
    expect(isValidCreditCode('91440300MA5G2KQ81B')).toBe(false);
    expect(isValidCreditCode('91440300MA5G2KQ816')).toBe(true);
    expect(creditCodeCheckCharacter('9131000071786618')).toBeNull();
    expect(creditCodeCheckCharacter('9131000071786618I')).toBeNull();
  });

  it('refuses a wrong check character and every single-character typo', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    const code = VALID[0]!;
    for (let index = 0; index < 17; index += 1) {
      const changed = code.charAt(index) === '1' ? '2' : '1';
      const typo = code.slice(0, index) + changed + code.slice(index + 1);
      expect(isValidCreditCode(typo), typo).toBe(false);
    }
  });

  it('refuses the wrong length, letters outside the set and a non-numeric division code', () => {
    expect(isValidCreditCode('')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y433')).toBe(false);
    expect(isValidCreditCode('91350100M000100I43')).toBe(false);
    expect(isValidCreditCode('9135A100M000100Y43')).toBe(false);
    expect(isValidCreditCode('91350100m000100y43')).toBe(false);
  });

  it('normalises what people paste', () => {
    expect(normalizeCreditCode(' 9135 0100 m000 100y43 ')).toBe('91350100M000100Y43');
  });
});
