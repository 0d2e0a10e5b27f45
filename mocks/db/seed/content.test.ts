/**
 * Quality gates of the seeded content: enough of everything to exercise lists and filters, every
 * text filled in all four languages (no empty text, no unfilled `{slot}`), Traditional Chinese
 * that is not Simplified and the reverse, European (not Brazilian) Portuguese, and every picture
 * one the mock backend draws (mocks/lib/pictures.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES, type L10n } from '../../lib/l10n';
import { PICTURE_ORIGIN } from '../../lib/pictures';
import { resetDb } from '../store';
import { drawPicture } from './images';
import * as content from './index';
import { BRAZILIAN, SIMPLIFIED, TRADITIONAL } from '../../../src/test/language-checks';

afterEach(() => resetDb());

interface Found {
  where: string;
  value: unknown;
}

function isL10n(value: unknown): value is L10n {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  return (
    keys.join() === [...LANGUAGES].sort().join() &&
    Object.values(value).every((text) => typeof text === 'string')
  );
}

/** Every value below `value`, with a readable path. */
function walk(value: unknown, where: string, out: Found[]): Found[] {
  out.push({ where, value });
  if (isL10n(value)) return out;
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}[${index}]`, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) walk(item, `${where}.${key}`, out);
  }
  return out;
}

/** Every collection of the content side, by its export name. */
const collections: [string, { all(): readonly unknown[] }][] = Object.entries(content).flatMap(
  ([name, value]): [string, { all(): readonly unknown[] }][] =>
    typeof value === 'object' && value !== null && 'all' in value && typeof value.all === 'function'
      ? [[name, value]]
      : [],
);

function everything(): Found[] {
  const out: Found[] = [];
  for (const [name, collection] of collections) {
    collection.all().forEach((row, index) => walk(row, `${name}[${index}]`, out));
  }
  return out;
}

const texts = () =>
  everything().filter((found): found is { where: string; value: L10n } => isL10n(found.value));

const CJK = /[\u3400-\u9fff]/;

describe('seeded content', () => {
  it('has enough of everything for lists, paging and filters', () => {
    expect(content.platforms.count()).toBe(7);
    expect(content.serviceCategories.count()).toBeGreaterThanOrEqual(5);
    expect(content.markets.count()).toBeGreaterThanOrEqual(15);
    expect(content.services.count()).toBeGreaterThanOrEqual(30);
    expect(content.courses.count()).toBeGreaterThanOrEqual(40);
    expect(content.teachers.count()).toBeGreaterThanOrEqual(6);
    expect(content.courseSubjects.count()).toBeGreaterThanOrEqual(5);
    for (const type of [5, 3, 1])
      expect(content.news.count((row) => row.type === type)).toBeGreaterThanOrEqual(15);
    expect(content.news.count()).toBeGreaterThanOrEqual(60);
    expect(content.shipServices.count()).toBeGreaterThanOrEqual(10);
    expect(content.warehouses.count()).toBeGreaterThanOrEqual(8);
    const levels = (parentId: number | null) =>
      content.courseComments.count((row) => row.parentId === parentId);
    expect(levels(null)).toBeGreaterThan(0);
    const second = content.courseComments.filter(
      (row) => row.parentId !== null && content.courseComments.get(row.parentId)?.parentId === null,
    );
    const third = content.courseComments.filter((row) =>
      second.some((reply) => reply.id === row.parentId),
    );
    expect(second.length).toBeGreaterThan(0);
    expect(third.length).toBeGreaterThan(0);
  });

  it('writes every text in all four languages, with every slot filled', () => {
    const problems = texts().flatMap(({ where, value }) =>
      LANGUAGES.flatMap((lang) => {
        const text = value[lang];
        if (text.trim() === '') return [`${where}.${lang} is empty`];
        if (/\{\w+\}/.test(text)) return [`${where}.${lang} has an unfilled slot: ${text}`];
        return [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('keeps Simplified and Traditional Chinese apart and Portuguese European', () => {
    const problems: string[] = [];
    for (const { where, value } of texts()) {
      const allSame = LANGUAGES.every((lang) => value[lang] === value.zh_CN);
      // Text written by users is the same in every language.
      if (allSame) continue;
      const simplifiedInHk = [...value.zh_HK].filter((char) => SIMPLIFIED.includes(char));
      if (simplifiedInHk.length)
        problems.push(`${where}.zh_HK has Simplified ${simplifiedInHk.join('')}: ${value.zh_HK}`);
      const traditionalInCn = [...value.zh_CN].filter((char) => TRADITIONAL.includes(char));
      if (traditionalInCn.length)
        problems.push(`${where}.zh_CN has Traditional ${traditionalInCn.join('')}: ${value.zh_CN}`);
      if (BRAZILIAN.test(value.pt_PT))
        problems.push(`${where}.pt_PT reads Brazilian: ${value.pt_PT}`);
      for (const lang of ['en_US', 'pt_PT'] as const) {
        if (CJK.test(value[lang])) problems.push(`${where}.${lang} has Chinese: ${value[lang]}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names every picture by a URL the mock backend draws', () => {
    const pictures = everything().filter(({ where }) =>
      /\.(cover|logo|avatar|image|banner|icon)$|\.images\[\d+\]$/.test(where),
    );
    expect(pictures.length).toBeGreaterThan(100);
    const undrawn = pictures.filter(({ value }) => {
      if (value === null) return false;
      if (typeof value !== 'string' || !value.startsWith(`${PICTURE_ORIGIN}/`)) return true;
      const url = new URL(value);
      const kind = /^\/(\w+)\.svg$/.exec(url.pathname)?.[1] ?? '';
      return !drawPicture(kind, url.searchParams)?.startsWith('<svg ');
    });
    expect(undrawn).toEqual([]);
  });
});
