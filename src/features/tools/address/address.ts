/* eslint-disable lingui/no-unlocalized-strings -- sample addresses are data in the destination country's own language */
/**
 * Postcode checks and clearly fictional sample addresses per destination country. The address
 * layout itself comes from the maintained `@fragaria/address-formatter` (OpenCage templates), loaded
 * with the page's result only (see `format.ts`).
 */

export interface AddressFields {
  recipient: string;
  street: string;
  houseNumber: string;
  city: string;
  state: string;
  postcode: string;
}

export interface CountryRule {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The postcode pattern (upper case, single spaces), or null where the post uses none. */
  postcode: RegExp | null;
  /** A well-formed example postcode, shown as a hint. */
  example: string | null;
  /** The sample address: recognisably not real (the street is 'Sample'/'Example'). */
  sample: AddressFields;
}

const sample = (
  fields: Partial<AddressFields> & Pick<AddressFields, 'city' | 'postcode'>,
): AddressFields => ({
  recipient: 'Test Recipient (SAMPLE)',
  street: 'Example Street',
  houseNumber: '123',
  state: '',
  ...fields,
});

export const COUNTRY_RULES: CountryRule[] = [
  {
    country: 'US',
    postcode: /^\d{5}(-\d{4})?$/,
    example: '94105',
    sample: sample({ city: 'Springfield', state: 'IL', postcode: '62701' }),
  },
  {
    country: 'CA',
    postcode: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/,
    example: 'K1A 0B1',
    sample: sample({ city: 'Ottawa', state: 'ON', postcode: 'K1A 0B1' }),
  },
  {
    country: 'GB',
    postcode: /^([A-Z]{1,2}\d[A-Z\d]?|GIR) \d[A-Z]{2}$/,
    example: 'SW1A 1AA',
    sample: sample({ city: 'London', postcode: 'EC1A 1BB' }),
  },
  {
    country: 'DE',
    postcode: /^\d{5}$/,
    example: '10115',
    sample: sample({ street: 'Beispielstraße', city: 'Berlin', postcode: '10115' }),
  },
  {
    country: 'FR',
    postcode: /^\d{5}$/,
    example: '75001',
    sample: sample({ street: 'Rue de l’Exemple', city: 'Paris', postcode: '75001' }),
  },
  {
    country: 'ES',
    postcode: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
    example: '28001',
    sample: sample({ street: 'Calle Ejemplo', city: 'Madrid', postcode: '28001' }),
  },
  {
    country: 'IT',
    postcode: /^\d{5}$/,
    example: '00118',
    sample: sample({ street: 'Via Esempio', city: 'Roma', postcode: '00118', state: 'RM' }),
  },
  {
    country: 'NL',
    postcode: /^[1-9]\d{3} ?[A-Z]{2}$/,
    example: '1012 AB',
    sample: sample({ street: 'Voorbeeldstraat', city: 'Amsterdam', postcode: '1012 AB' }),
  },
  {
    country: 'PT',
    postcode: /^\d{4}-\d{3}$/,
    example: '1100-148',
    sample: sample({ street: 'Rua do Exemplo', city: 'Lisboa', postcode: '1100-148' }),
  },
  {
    country: 'JP',
    postcode: /^\d{3}-\d{4}$/,
    example: '100-0001',
    sample: sample({ city: 'Chiyoda', state: 'Tokyo', postcode: '100-0001' }),
  },
  {
    country: 'AU',
    postcode: /^\d{4}$/,
    example: '2000',
    sample: sample({ city: 'Sydney', state: 'NSW', postcode: '2000' }),
  },
  {
    country: 'BR',
    postcode: /^\d{5}-\d{3}$/,
    example: '01310-100',
    sample: sample({
      street: 'Rua Exemplo',
      city: 'São Paulo',
      state: 'SP',
      postcode: '01310-100',
    }),
  },
  {
    country: 'MX',
    postcode: /^\d{5}$/,
    example: '06000',
    sample: sample({
      street: 'Calle Ejemplo',
      city: 'Ciudad de México',
      state: 'CDMX',
      postcode: '06000',
    }),
  },
  {
    country: 'CN',
    postcode: /^\d{6}$/,
    example: '518000',
    sample: sample({
      recipient: '测试收件人（样例）',
      street: '示例路',
      houseNumber: '123号',
      city: '深圳市',
      state: '广东省',
      postcode: '518000',
    }),
  },
  {
    country: 'SG',
    postcode: /^\d{6}$/,
    example: '018956',
    sample: sample({ city: 'Singapore', postcode: '018956' }),
  },
  {
    country: 'HK',
    postcode: null,
    example: null,
    sample: sample({ city: 'Central', state: 'Hong Kong Island', postcode: '' }),
  },
  { country: 'AE', postcode: null, example: null, sample: sample({ city: 'Dubai', postcode: '' }) },
];

export function countryRule(country: string): CountryRule | undefined {
  return COUNTRY_RULES.find((rule) => rule.country === country);
}

/** Upper case, single spaces; Japanese and Brazilian codes get their hyphen, Canadian their space. */
export function normalizePostcode(country: string, value: string): string {
  const compact = value.trim().toUpperCase().replace(/\s+/g, ' ');
  if (country === 'JP' && /^\d{7}$/.test(compact))
    return `${compact.slice(0, 3)}-${compact.slice(3)}`;
  if (country === 'BR' && /^\d{8}$/.test(compact))
    return `${compact.slice(0, 5)}-${compact.slice(5)}`;
  if (country === 'CA' && /^[A-Z0-9]{6}$/.test(compact))
    return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  if (country === 'GB' && /^[A-Z0-9]{5,7}$/.test(compact))
    return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  return compact;
}

export type PostcodeCheck = 'valid' | 'invalid' | 'not-used' | 'empty';

/** Whether a postcode is well formed for a country. */
export function checkPostcode(country: string, value: string): PostcodeCheck {
  const rule = countryRule(country);
  if (!rule?.postcode) return 'not-used';
  const normalized = normalizePostcode(country, value);
  if (!normalized) return 'empty';
  return rule.postcode.test(normalized) ? 'valid' : 'invalid';
}
