/**
 * The unified social credit code of GB 32100-2015: 18 characters from 31 symbols (digits and the
 * capital letters without I, O, Z, S and V); the 18th is a check character over the first 17.
 */
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** The API's pattern: registration authority and type, 6-digit division code, then 10 symbols. */
const STRUCTURE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character for the first 17 characters, or null when one of them is not allowed. */
export function creditCodeCheckCharacter(first17: string): string | null {
  if (first17.length !== WEIGHTS.length) return null;
  let sum = 0;
  for (let index = 0; index < WEIGHTS.length; index += 1) {
    const value = CHARSET.indexOf(first17.charAt(index));
    if (value < 0) return null;
    sum += value * WEIGHTS[index]!;
  }
  const check = (31 - (sum % 31)) % 31;
  return CHARSET.charAt(check);
}

/** Upper case without spaces, as people copy codes from a licence. */
export function normalizeCreditCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** Whether `code` (already normalised) is a valid unified social credit code. */
export function isValidCreditCode(code: string): boolean {
  if (!STRUCTURE.test(code)) return false;
  return creditCodeCheckCharacter(code.slice(0, 17)) === code.charAt(17);
}
