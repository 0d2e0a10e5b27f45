// scripts/check-bundle.mjs run as `npm run test:budget` runs it, on a small project made here: two
// pages, a build manifest and files of known gzip sizes, and a budget list.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = resolve(import.meta.dirname, 'check-bundle.mjs');
const LOCALES = ['zh-CN', 'zh-HK', 'en-US', 'pt-PT'];
const KB = 1024;

let root: string;

function write(path: string, content: string | Buffer) {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
}

/** A file of random text that compresses to about `kb` KB; answers its exact gzip size. */
function asset(name: string, kb: number): number {
  const text = randomBytes(Math.round(kb * KB)).toString('base64');
  write(join('dist/assets', name), text);
  return gzipSync(Buffer.from(text), { level: 9 }).length;
}

/**
 * The project: page `$lang/small.tsx` (entry, layout and its own chunk) and page `$lang/big.tsx`
 * (the same, plus `bigKb` of its own), each with the base catalogs.
 */
function project({ entryKb = 20, bigKb = 140 }: { entryKb?: number; bigKb?: number } = {}) {
  write('src/i18n/activate.ts', "export const BASE_CATALOGS = ['common'] as const;\n");
  write('src/routes/__root.tsx', 'export const Route = {};\n');
  write('src/routes/$lang/route.tsx', 'export const Route = {};\n');
  write('src/routes/$lang/small.tsx', 'export const Route = {};\n');
  write('src/routes/$lang/big.tsx', 'export const Route = {};\n');
  const sizes = {
    entry: asset('entry.js', entryKb),
    layout: asset('layout.js', 2),
    small: asset('small.js', 1),
    big: asset('big.js', bigKb),
    catalog: asset('common.js', 1),
  };
  const manifest: Record<string, object> = {
    'index.html': { file: 'assets/entry.js', isEntry: true },
    'src/routes/$lang/route.tsx?tsr-split=component': { file: 'assets/layout.js' },
    'src/routes/$lang/small.tsx?tsr-split=component': { file: 'assets/small.js' },
    'src/routes/$lang/big.tsx?tsr-split=component---loader': { file: 'assets/big.js' },
  };
  for (const locale of LOCALES)
    manifest[`locales/${locale}/common.po`] = { file: 'assets/common.js' };
  write('dist/.vite/manifest.json', JSON.stringify(manifest));
  return sizes;
}

function baseline(content: object) {
  write('scripts/bundle-baseline.json', JSON.stringify(content));
}

function check(...args: string[]) {
  const { status, stdout, stderr } = spawnSync(process.execPath, [SCRIPT, ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status, output: stdout + stderr };
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'check-bundle-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('check-bundle', () => {
  it('passes pages within 150 KB of JS, counting the entry, their layouts and catalogs', () => {
    project({ bigKb: 100 });
    const { status, output } = check();
    expect(status).toBe(0);
    expect(output).toContain('2 pages within budget');
  });

  it('fails a new page over 150 KB and marks it', () => {
    project({ bigKb: 140 });
    const { status, output } = check();
    expect(status).toBe(1);
    expect(output).toMatch(/\$lang\/big\.tsx\s+\d+\.\d!/);
  });

  it('holds a listed page at its size apart from the entry: it may not grow', () => {
    const sizes = project({ bigKb: 140 });
    const own = sizes.layout + sizes.big + sizes.catalog;
    const entry = { js: sizes.entry + KB };
    baseline({ entry, pages: { '$lang/big.tsx': { js: own + KB, css: 0 } } });
    expect(check().status).toBe(0);
    baseline({ entry, pages: { '$lang/big.tsx': { js: own - KB, css: 0 } } });
    expect(check().status).toBe(1);
  });

  it('fails once, on its own line, when the entry grows past its held size', () => {
    const sizes = project({ bigKb: 140 });
    const own = sizes.layout + sizes.big + sizes.catalog;
    baseline({ entry: { js: sizes.entry - KB }, pages: { '$lang/big.tsx': { js: own, css: 0 } } });
    const { status, output } = check();
    expect(status).toBe(1);
    expect(output).toContain('the entry chunk (assets/entry.js) grew');
    expect(output).not.toMatch(/\$lang\/big\.tsx\s+\d+\.\d!/);
  });

  it('asks to take a listed page off the list once it is within the budget', () => {
    const sizes = project({ bigKb: 100 });
    baseline({ entry: { js: sizes.entry }, pages: { '$lang/big.tsx': { js: 200 * KB, css: 0 } } });
    const { status, output } = check();
    expect(status).toBe(1);
    expect(output).toContain('$lang/big.tsx is within the budget now');
  });

  it('--update-baseline lists the pages over budget, never raising a listed one', () => {
    const sizes = project({ bigKb: 140 });
    const own = sizes.layout + sizes.big + sizes.catalog;
    baseline({ entry: { js: 1 }, pages: { '$lang/big.tsx': { js: own - 2 * KB, css: 0 } } });
    expect(check('--update-baseline').status).toBe(0);
    const written = JSON.parse(readFileSync(join(root, 'scripts/bundle-baseline.json'), 'utf8'));
    expect(Object.keys(written.pages)).toEqual(['$lang/big.tsx']);
    expect(written.pages['$lang/big.tsx'].js).toBe(own - 2 * KB);
    // The entry's held size follows it: its size plus half a KB, rounded up to the KB.
    expect(written.entry.js).toBe(Math.ceil((sizes.entry + KB / 2) / KB) * KB);
  });
});
