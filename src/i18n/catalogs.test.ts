import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAZILIAN, SIMPLIFIED, TRADITIONAL } from '@/test/language-checks';

/** The translations of one .po catalog (`msgstr`, continuation lines joined). */
function translations(file: string): string[] {
  const texts: string[] = [];
  let inMsgstr = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('msgstr ')) {
      texts.push(JSON.parse(line.slice('msgstr '.length)) as string);
      inMsgstr = true;
    } else if (inMsgstr && line.startsWith('"')) {
      texts[texts.length - 1] += JSON.parse(line) as string;
    } else {
      inMsgstr = false;
    }
  }
  return texts;
}

/** Every translation of a locale's catalogs, with the catalog it is in. */
function catalogTexts(locale: string): { catalog: string; text: string }[] {
  const folder = join('locales', locale);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.po'))
    .flatMap((file) =>
      translations(join(folder, file)).map((text) => ({ catalog: `${locale}/${file}`, text })),
    );
}

const offending = (locale: string, fails: (text: string) => boolean) =>
  catalogTexts(locale)
    .filter(({ text }) => fails(text))
    .map(({ catalog, text }) => `${catalog}: ${text}`);

describe('the UI catalogs speak each language as written there', () => {
  it('reads the catalogs it checks', () => {
    for (const locale of ['zh-CN', 'zh-HK', 'pt-PT']) {
      expect(catalogTexts(locale).length).toBeGreaterThan(500);
    }
  });

  it('writes zh_HK in Traditional characters', () => {
    expect(
      offending('zh-HK', (text) => [...text].some((char) => SIMPLIFIED.includes(char))),
    ).toEqual([]);
  });

  it('writes zh_CN in Simplified characters', () => {
    expect(
      offending('zh-CN', (text) => [...text].some((char) => TRADITIONAL.includes(char))),
    ).toEqual([]);
  });

  it('writes pt_PT in European Portuguese', () => {
    expect(offending('pt-PT', (text) => BRAZILIAN.test(text))).toEqual([]);
  });

  it('finds what it looks for', () => {
    expect([...'中文平台'].some((char) => SIMPLIFIED.includes(char))).toBe(false);
    expect([...'这个页面'].some((char) => SIMPLIFIED.includes(char))).toBe(true);
    expect([...'這個頁面'].some((char) => TRADITIONAL.includes(char))).toBe(true);
    expect(BRAZILIAN.test('Nome de usuário')).toBe(true);
    expect(BRAZILIAN.test('Nome de utilizador')).toBe(false);
  });
});
