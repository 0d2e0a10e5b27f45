import { describe, expect, it } from 'vitest';
import { checkPostcode, COUNTRY_RULES, normalizePostcode } from './address';
import { formatAddress } from './format';

describe('postcode checks', () => {
  it('accepts well-formed codes and refuses others', () => {
    expect(checkPostcode('US', '94105')).toBe('valid');
    expect(checkPostcode('US', '94105-1234')).toBe('valid');
    expect(checkPostcode('US', '9410')).toBe('invalid');
    expect(checkPostcode('GB', 'sw1a1aa')).toBe('valid');
    expect(checkPostcode('GB', 'SW1A 1A')).toBe('invalid');
    expect(checkPostcode('CA', 'k1a0b1')).toBe('valid');
    expect(checkPostcode('CA', 'D1A 0B1')).toBe('invalid'); // no D in the first place
    expect(checkPostcode('DE', '1011')).toBe('invalid');
    expect(checkPostcode('ES', '53001')).toBe('invalid'); // provinces run 01 to 52
    expect(checkPostcode('PT', '1100-148')).toBe('valid');
    expect(checkPostcode('PT', '1100148')).toBe('invalid');
    expect(checkPostcode('JP', '1000001')).toBe('valid');
    expect(checkPostcode('BR', '01310100')).toBe('valid');
    expect(checkPostcode('NL', '0123 AB')).toBe('invalid');
  });
  it('knows countries without postcodes, and empty input', () => {
    expect(checkPostcode('HK', '')).toBe('not-used');
    expect(checkPostcode('AE', '12345')).toBe('not-used');
    expect(checkPostcode('US', '  ')).toBe('empty');
  });
  it('normalises spacing and hyphens', () => {
    expect(normalizePostcode('JP', '1000001')).toBe('100-0001');
    expect(normalizePostcode('GB', ' ec1a1bb ')).toBe('EC1A 1BB');
  });
  it('every sample address and example has a valid postcode', () => {
    for (const rule of COUNTRY_RULES) {
      if (!rule.postcode) continue;
      expect(checkPostcode(rule.country, rule.sample.postcode), rule.country).toBe('valid');
      expect(checkPostcode(rule.country, rule.example ?? ''), rule.country).toBe('valid');
      expect(rule.sample.recipient + rule.sample.street).toMatch(
        /SAMPLE|Example|Beispiel|Exemple|Ejemplo|Esempio|Voorbeeld|Exemplo|样例|示例/,
      );
    }
  });
});

describe('address layout by country', () => {
  it('puts the postcode before the city in Germany and after the state in the US', async () => {
    const de = COUNTRY_RULES.find((rule) => rule.country === 'DE')!;
    expect(await formatAddress('DE', de.sample)).toEqual([
      'Test Recipient (SAMPLE)',
      'Beispielstraße 123',
      '10115 Berlin',
      'Germany',
    ]);
    const us = COUNTRY_RULES.find((rule) => rule.country === 'US')!;
    expect(await formatAddress('US', us.sample)).toContain('Springfield, IL 62701');
  });
});
