import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { describe, expect, it } from 'vitest';
import { maskPhone } from './mask-phone';
import { isMainlandMobile, mainlandMobile } from './phone';

describe('mainlandMobile', () => {
  it('accepts mainland mobiles as typed and answers the 11 digits', () => {
    expect(mainlandMobile('13812345678')).toBe('13812345678');
    expect(mainlandMobile(' 138 1234 5678 ')).toBe('13812345678');
    expect(mainlandMobile('+86 138-1234-5678')).toBe('13812345678');
    expect(mainlandMobile('19912345678')).toBe('19912345678');
    expect(mainlandMobile('0086 13812345678')).toBe('13812345678');
    expect(mainlandMobile('8613812345678')).toBe('13812345678');
    expect(mainlandMobile('(+86) 138.1234.5678')).toBe('13812345678');
    expect(mainlandMobile('１３８１２３４５６７８')).toBe('13812345678');
  });

  it('refuses landlines, other countries, wrong lengths and unassigned ranges', () => {
    expect(mainlandMobile('')).toBeNull();
    expect(mainlandMobile('1381234567')).toBeNull();
    expect(mainlandMobile('138123456789')).toBeNull();
    expect(mainlandMobile('02087654321')).toBeNull();
    expect(mainlandMobile('+852 9123 4567')).toBeNull();
    expect(mainlandMobile('+1 415 555 2671')).toBeNull();
    expect(mainlandMobile('12812345678')).toBeNull();
    expect(mainlandMobile('abc')).toBeNull();
    expect(isMainlandMobile('13812345678')).toBe(true);
    expect(isMainlandMobile('1381234')).toBe(false);
    expect(mainlandMobile('+8613812345678x1')).toBeNull();
    expect(mainlandMobile('86 1381234567')).toBeNull();
  });

  it('agrees with libphonenumber-js (mobile metadata) on every mainland range', () => {
    // Every three-digit prefix 100-199 with two endings: the rule must answer what the library does.
    for (let prefix = 100; prefix <= 199; prefix += 1) {
      for (const rest of ['00000000', '45678901', '99999999']) {
        const number = `${prefix}${rest}`;
        const library = parsePhoneNumberFromString(number, 'CN');
        const expected = library?.country === 'CN' && library.isValid() ? number : null;
        expect(mainlandMobile(number), number).toBe(expected);
        expect(mainlandMobile(`+86 ${number}`), `+86 ${number}`).toBe(expected);
      }
    }
  });
});

describe('maskPhone', () => {
  it('keeps the first three and the last four digits', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('1234567')).toBe('1234567');
  });
});
