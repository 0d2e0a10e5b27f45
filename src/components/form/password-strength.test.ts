import { describe, expect, it } from 'vitest';
import { passwordAdvice } from './password-strength';

describe('passwordAdvice (spec section 5)', () => {
  it('is weak with one kind of character or 6 characters and fewer', () => {
    expect(passwordAdvice('')).toEqual({ mixed: false, long: false, strength: 'weak' });
    expect(passwordAdvice('abcdefghij')).toEqual({ mixed: false, long: true, strength: 'weak' });
    expect(passwordAdvice('12345678')).toEqual({ mixed: false, long: true, strength: 'weak' });
    expect(passwordAdvice('abc123')).toEqual({ mixed: true, long: false, strength: 'weak' });
  });

  it('is medium with two kinds and more than 6 characters', () => {
    expect(passwordAdvice('abc1234')).toEqual({ mixed: true, long: true, strength: 'medium' });
    expect(passwordAdvice('abc!@#$')).toEqual({ mixed: true, long: true, strength: 'medium' });
    expect(passwordAdvice('Ab1!xyz').strength).toBe('medium');
  });

  it('is strong with letters, digits and symbols and at least 10 characters', () => {
    expect(passwordAdvice('Kj2026!pass')).toEqual({ mixed: true, long: true, strength: 'strong' });
  });

  it('counts letters of any script', () => {
    expect(passwordAdvice('密码密码1234').mixed).toBe(true);
  });
});
