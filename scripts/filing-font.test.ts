// The footer's font for the filing numbers (scripts/gen-filing-font.ts) draws every Chinese
// character they have (a number changed without `npm run gen` fails here), and carries its licence.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { FILING_CHINESE_CHARACTERS } from '../src/components/site/filings';

const { decompress } = createRequire(import.meta.url)('wawoff2') as {
  decompress(woff2: Uint8Array): Promise<Uint8Array>;
};

describe('the filing numbers font', () => {
  it('has a glyph for every Chinese character of the filing numbers, and few others', async () => {
    const sfnt = await decompress(readFileSync('src/features/shell/filing-numbers.woff2'));
    const face = new Face(new Blob(sfnt));
    const drawn = new Set(face.collectUnicodes());
    const characters = [...FILING_CHINESE_CHARACTERS];
    expect(characters.length).toBeGreaterThan(0);
    expect(characters.filter((character) => !drawn.has(character.codePointAt(0)!))).toEqual([]);
    expect(drawn.size).toBeLessThan(characters.length + 8);
    // The SIL Open Font License travels with the font: its copyright and licence records.
    expect(face.getName(0, 'en')).toMatch(/©.*Adobe/);
    expect(face.getName(13, 'en')).toMatch(/SIL Open Font License, Version 1\.1/);
  });

  it("is declared for exactly those characters (the footer's unicode-range)", () => {
    const css = readFileSync('src/features/shell/footer.module.css', 'utf8');
    const declared = /font-family: 'Filing numbers';[^}]*unicode-range: ([^;]+);/.exec(css)?.[1];
    const expected = [...FILING_CHINESE_CHARACTERS]
      .map((character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`)
      .sort();
    expect(declared?.split(/,\s*/)).toEqual(expected);
  });
});
