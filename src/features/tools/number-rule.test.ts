import { describe, expect, it } from 'vitest';
import { readNumber } from './number-rule';

describe('number rule of the calculators', () => {
  const side = { min: 0, above: true, max: 500 };
  it('takes a number in range', () => {
    expect(readNumber('25.4', side)).toEqual({ value: 25.4 });
    expect(readNumber(' 25,4 ', side)).toEqual({ value: 25.4 });
    expect(readNumber('500', side)).toEqual({ value: 500 });
  });
  it('refuses an empty field instead of reading it as 0', () => {
    expect(readNumber('', side).problem).toBe('empty');
    expect(readNumber('  ', side).problem).toBe('empty');
  });
  it('refuses what is not a number', () => {
    expect(readNumber('12abc', side).problem).toBe('nan');
    expect(readNumber('-', side).problem).toBe('nan');
  });
  it('refuses a negative value, 0 where it must be more, and a value over the maximum', () => {
    expect(readNumber('-12', side).problem).toBe('min');
    expect(readNumber('0', side).problem).toBe('min');
    expect(readNumber('0', { min: 0, max: 10 })).toEqual({ value: 0 });
    expect(readNumber('1e12', side).problem).toBe('max');
    expect(readNumber('9'.repeat(200), side).problem).toBe('max');
  });
  it('refuses a fraction where a whole number is asked', () => {
    expect(readNumber('2.5', { min: 1, max: 12, integer: true }).problem).toBe('integer');
    expect(readNumber('0', { min: 1, max: 12, integer: true }).problem).toBe('min');
  });
});
