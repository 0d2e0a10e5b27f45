import { describe, expect, it } from 'vitest';
import { LANGUAGES, pick } from '../../lib/l10n';
import { warehouses } from './warehouses';
import { resetMockBackend } from '../../node';

describe('seeded overseas warehouses', () => {
  it('describe what the page does not say already: no location, size or address again', () => {
    resetMockBackend();
    for (const row of warehouses.all()) {
      for (const lang of LANGUAGES) {
        const description = pick(row.description, lang);
        expect(description, `${row.id} ${lang}`).not.toContain(pick(row.region, lang));
        expect(description, `${row.id} ${lang}`).not.toContain(row.address);
        expect(description.length, `${row.id} ${lang}`).toBeGreaterThan(20);
      }
    }
  });
});
