import { describe, expect, it } from 'vitest';
import { pick } from '../../lib/l10n';
import { resetMockBackend } from '../../node';
import { countryName } from './countries';
import { shipServices } from './ship-services';

describe('seeded logistics lines', () => {
  it('say their destinations as each language lists and places them', () => {
    resetMockBackend();
    for (const line of shipServices.all()) {
      const pt = pick(line.description, 'pt_PT');
      // Portuguese names a country with its article: "nos Estados Unidos", never "em Estados
      // Unidos" (or "em a morada"); the list stands in brackets after a noun instead.
      for (const code of line.destinations) {
        expect(pt, `${line.id}`).not.toMatch(new RegExp(`\\b(em|para) ${countryName(code).pt_PT}`));
      }
      expect(pt, `${line.id}`).not.toMatch(/\bem (a|o|os|as) /);
      const names = line.destinations.map((code) => countryName(code).en_US);
      const en = pick(line.description, 'en_US');
      expect(en, `${line.id}`).toContain(
        new Intl.ListFormat('en-US', { type: 'conjunction' }).format(names),
      );
      expect(en, `${line.id}`).not.toContain('、');
    }
    const europe = shipServices.all().find((line) => line.destinations.length > 2);
    expect(pick(europe!.description, 'pt_PT')).toMatch(/\(([^()]+, )+[^()]+ e [^()]+\)/);
  });
});
