import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type TestInfo } from '@playwright/test';

/**
 * Every page has its own title and description (issue 26). Each walk records what its pages
 * showed in the run's output folder (Playwright empties it when a run starts); the walk that
 * records the last of all the pages compares them: no two pages share a title or a description.
 * Pages differ by their path, and by the parameters that name a page of their own (a news tab,
 * `/news?type=5`); other parameters filter one page (`/platform?category=11`), which keeps its
 * title.
 */
export type Head = { lang: string; path: string; title: string; description: string };

const OWN_PAGE_PARAMS = ['type'];

/** The page a path shows, as far as its title goes: `/news?type=5`, `/platform`. */
export function pageKey(pagePath: string): string {
  const url = new URL(pagePath || '/', 'http://x');
  const own = OWN_PAGE_PARAMS.filter((p) => url.searchParams.has(p)).map(
    (p) => `${p}=${url.searchParams.get(p)}`,
  );
  return own.length ? `${url.pathname}?${own.join('&')}` : url.pathname;
}

const folder = (info: TestInfo) => path.join(info.project.outputDir, 'walk-heads');
const fileOf = (head: Pick<Head, 'lang' | 'path'>) =>
  `${head.lang}${head.path.replace(/[^\w-]+/g, '_')}.json`;

export function recordHead(info: TestInfo, head: Head): void {
  mkdirSync(folder(info), { recursive: true });
  writeFileSync(path.join(folder(info), fileOf(head)), JSON.stringify(head));
}

/** Once every page of `expected` is recorded: no two pages of a language share a title or a description. */
export function expectDistinctHeads(
  info: TestInfo,
  expected: readonly Pick<Head, 'lang' | 'path'>[],
): void {
  let files: string[];
  try {
    files = readdirSync(folder(info));
  } catch {
    return;
  }
  if (!expected.every((head) => files.includes(fileOf(head)))) return;
  const heads = expected.map(
    (head) => JSON.parse(readFileSync(path.join(folder(info), fileOf(head)), 'utf8')) as Head,
  );
  const shared: string[] = [];
  for (const field of ['title', 'description'] as const) {
    const seen = new Map<string, Head>();
    for (const head of heads) {
      const key = `${head.lang} ${head[field]}`;
      const other = seen.get(key);
      if (other && pageKey(other.path) !== pageKey(head.path)) {
        shared.push(
          `${head.lang}: ${other.path || '/'} and ${head.path || '/'} share the ${field} "${head[field]}"`,
        );
      } else if (!other) seen.set(key, head);
    }
  }
  expect(shared, 'pages without a title or description of their own').toEqual([]);
}
