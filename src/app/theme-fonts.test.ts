import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import { FONT_STACKS } from './theme';

const faces = (stack: string) => stack.split(',').map((face) => face.trim().replace(/"/g, ''));
const isCjk = (face: string) => /CJK|PingFang|Hiragino|YaHei|JhengHei|Source Han/.test(face);

describe('font stacks per locale (issue 26)', () => {
  it('has a stack for every locale', () => {
    expect(Object.keys(FONT_STACKS).sort()).toEqual(LOCALES.map((locale) => locale.bcp47).sort());
  });

  it('draws English and Portuguese with Latin faces first, so ’ and “ ” are not full-width', () => {
    for (const lang of ['en-US', 'pt-PT'] as const) {
      const list = faces(FONT_STACKS[lang]);
      // The platform's interface face first: the browser asks the system for each face in turn
      // as the page is first laid out, and this one every platform has.
      expect(list[0]).toBe('system-ui');
      const firstCjk = list.findIndex(isCjk);
      expect(firstCjk).toBeGreaterThan(0);
      // Faces a user's machine has, before any CJK face: macOS, Windows, Android, Debian.
      for (const face of ['-apple-system', 'Segoe UI', 'Roboto', 'Arial', 'DejaVu Sans'])
        expect(list.indexOf(face)).toBeLessThan(firstCjk);
    }
  });

  it('draws Simplified Chinese with a Simplified face and Hong Kong with a Traditional one', () => {
    const cn = faces(FONT_STACKS['zh-CN']);
    const hk = faces(FONT_STACKS['zh-HK']);
    expect(isCjk(cn[0]!)).toBe(true);
    expect(cn.filter(isCjk).every((face) => !/HK|TC|JhengHei/.test(face))).toBe(true);
    expect(cn).toContain('Noto Sans CJK SC');
    expect(
      hk.slice(
        0,
        hk.findIndex((face) => !isCjk(face)),
      ),
    ).toEqual(expect.arrayContaining(['Noto Sans CJK HK', 'PingFang HK', 'Microsoft JhengHei']));
    expect(hk.filter(isCjk).some((face) => / SC$|YaHei|GB$/.test(face))).toBe(false);
  });

  it('is written into the theme CSS by <html lang> (npm run gen)', () => {
    const css = readFileSync('src/app/styles/theme-variables.css', 'utf8');
    for (const lang of ['zh-HK', 'en-US', 'pt-PT']) expect(css).toContain(`:root:lang(${lang})`);
  });
});
