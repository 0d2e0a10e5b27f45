import type { AddressFields } from './address';

interface Formatter {
  format: (
    input: Record<string, string>,
    options: { countryCode: string; appendCountry: boolean; output: 'array' },
  ) => string[];
}

/**
 * The address lines in the destination country's postal layout. The library (about 60 KB gzip)
 * is imported on first use, after the page has painted. Its typings name a `format` export; the
 * module's real export is a default object holding `format`.
 */
export async function formatAddress(country: string, fields: AddressFields): Promise<string[]> {
  const module = (await import('@fragaria/address-formatter')) as unknown as {
    default?: Formatter;
  } & Partial<Formatter>;
  const formatter: Formatter = module.default?.format ? module.default : (module as Formatter);
  const input: Record<string, string> = { countryCode: country };
  if (fields.recipient) input.attention = fields.recipient;
  if (fields.street) input.road = fields.street;
  if (fields.houseNumber) input.houseNumber = fields.houseNumber;
  if (fields.city) input.city = fields.city;
  if (fields.state) input.state = fields.state;
  if (fields.postcode) input.postcode = fields.postcode;
  return formatter.format(input, { countryCode: country, appendCountry: true, output: 'array' });
}
