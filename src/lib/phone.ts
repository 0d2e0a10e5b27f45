import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import cnMobileMetadata from './phone-metadata.gen.json';

/** libphonenumber-js's mobile metadata for mainland China only (scripts/gen-phone-metadata.mjs). */
const metadata = cnMobileMetadata as MetadataJson;

/** The API's phone format (api-spec/README.md): a mainland China mobile number, 11 digits. */
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

/**
 * The 11-digit national number of a mainland China mobile phone as people type it
 * ('138 1234 5678', '+86 138-1234-5678'), or null when it is not one. The mobile-only metadata of
 * libphonenumber-js rejects numbers of unassigned mobile ranges that the API's pattern would let through.
 */
export function mainlandMobile(input: string): string | null {
  const phone = parsePhoneNumberFromString(input.trim(), 'CN', metadata);
  if (!phone || phone.country !== 'CN' || !phone.isValid()) return null;
  const national = String(phone.nationalNumber);
  return MAINLAND_MOBILE.test(national) ? national : null;
}

export function isMainlandMobile(input: string): boolean {
  return mainlandMobile(input) !== null;
}
