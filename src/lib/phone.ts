import { callingCode, nationalNumberPattern } from './phone-metadata.gen.json';

/**
 * A mainland China mobile number's 11 digits, as libphonenumber-js's metadata has them
 * (scripts/gen-phone-metadata.mjs): it refuses unassigned ranges that the API's pattern would
 * let through.
 */
const MOBILE = new RegExp(`^(?:${nationalNumberPattern})$`);
/** The API's phone format (api-spec/README.md): a mainland China mobile number, 11 digits. */
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
/** What people put between digits: spaces, hyphens, dots, brackets, slashes. */
const SEPARATORS = /[\s\-‐‑–—.()/]/g;
/** The country code, as `+86`, `0086` (the international prefix) or a bare `86` before 11 digits. */
const COUNTRY_CODE = new RegExp(`^(?:\\+|00)${callingCode}|^${callingCode}(?=\\d{11}$)`);

/**
 * The 11-digit national number of a mainland China mobile phone as people type it
 * ('138 1234 5678', '+86 138-1234-5678', full-width digits), or null when it is not one: a
 * landline, another country's number, a wrong length, an unassigned range.
 */
export function mainlandMobile(input: string): string | null {
  const compact = input.normalize('NFKC').replace(SEPARATORS, '');
  const national = compact.replace(COUNTRY_CODE, '');
  return MOBILE.test(national) && MAINLAND_MOBILE.test(national) ? national : null;
}

export function isMainlandMobile(input: string): boolean {
  return mainlandMobile(input) !== null;
}
