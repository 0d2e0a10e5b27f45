import type { Page } from '@playwright/test';
import { expect, signedInTest, test } from './fixtures';
import { PAGE_SEARCH, PERSONAL_PAGES, PUBLIC_PAGES } from './pages';
import { expectSettled } from './support/settled';

// Every page of e2e/pages.ts opened from an odd link (issue 26): each search key the page reads
// (PAGE_SEARCH, and the page's own) and each id in its path garbled by its kind, as a hand-edited,
// cut or outdated link holds them: letters for numbers and unknown words for choices, negative
// numbers and long text, huge numbers (an id no record has, a page past the last) and markup. The
// page shows its normal state (the bad value dropped) or its not-found state: never the load-error
// state, an error screen other than 404, a console error or an uncaught one (the fixture).
//
// One language is enough: a link is read before any translation, by the same code in every
// language (the route's validateSearch and params, then the same API calls), and the states it
// leads to are the same components in every language; the walk (walk.spec.ts) shows every page in
// all four and runs axe, so this sweep does not.

const LANG = 'en_US';
const GROUP_SIZE = 8;

/**
 * Two odd links per page. `malformed`: what the page's reading must drop (letters or a negative
 * number where it takes a number, taken in turn over its keys; an unknown word that is also far
 * too long where it takes text). `unknown`: well formed but matching nothing (a huge number: an id
 * no record has, a page past the last; a word with markup). A page with ids in its path gets a
 * third, with negative ids. Every route's reading of every garbled kind is unit-tested too
 * (src/routes/search-fallbacks.test.ts); this sweep shows what each page then does.
 */
type Variant = 'malformed' | 'unknown' | 'negative';

const NUMBER = /^\d+$/;
const NUMBER_LIST = /^\d+(,\d+)+$/;
const PATH_ID = /\/\d+(?=\/|$)/g;
const HUGE = '99999999';

/** A value of the key's kind (at `position` among the page's keys), garbled the variant's way. */
function garble(value: string, variant: Variant, position: number): string {
  const malformedNumber = position % 2 === 0 ? 'abc' : '-1';
  const number = { malformed: malformedNumber, unknown: HUGE, negative: '-1' }[variant];
  // An id list: one unknown or malformed id among known ones (`?ids=101,999`).
  if (NUMBER_LIST.test(value)) return [...value.split(',').slice(0, -1), number].join(',');
  if (NUMBER.test(value)) return number;
  return variant === 'unknown' ? '"><b>BOGUS</b>' : `BOGUS${'x'.repeat(300)}`;
}

/** The page's odd links (none if it reads no search and has no id in its path). */
function oddLinks(path: string): string[] {
  const [pathname = '', query = ''] = path.split('?');
  const search = new URLSearchParams(PAGE_SEARCH[pathname] ?? '');
  for (const [key, value] of new URLSearchParams(query)) search.set(key, value);
  const hasId = pathname.search(PATH_ID) >= 0;
  if (search.size === 0 && !hasId) return [];
  const variants: Variant[] = hasId
    ? ['malformed', 'unknown', 'negative']
    : ['malformed', 'unknown'];
  return variants.map((variant) => {
    const odd = new URLSearchParams();
    [...search].forEach(([key, value], position) => odd.set(key, garble(value, variant, position)));
    const oddPath = pathname.replace(PATH_ID, (id) => `/${garble(id.slice(1), variant, 0)}`);
    return odd.size ? `${oddPath}?${odd}` : oddPath;
  });
}

/** Each odd link once (`/news` and `/news?type=5` garble to the same links). */
function oddLinksOf(paths: readonly string[]): string[] {
  return [...new Set(paths.flatMap(oddLinks))];
}

/** A group's title: its pages, without the long garbled searches. */
function titleOf(kind: string, index: number, paths: readonly string[]): string {
  const pages = new Set(paths.map((path) => path.split('?')[0]));
  return `odd links to ${kind} pages, group ${index + 1}: ${[...pages].join(' ')}`;
}

function groups<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += GROUP_SIZE) out.push(items.slice(i, i + GROUP_SIZE));
  return out;
}

/** Console errors of the page, collected from the test's start. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The message's location names what failed to load (a resource's address), not only the page.
    if (message.type() === 'error')
      errors.push(`${page.url()}: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

/** The page answered the odd link with its normal or its not-found state. */
async function expectNormalOrNotFound(page: Page, link: string): Promise<void> {
  // Soft: every link of the group is checked, and the report names each that failed.
  const main = page.locator('main, [role="main"]').first();
  await expect.soft(main, link).toBeVisible();
  // Settled: no placeholder left, so an error state would be on screen.
  await expectSettled(page, { label: link, soft: true });
  expect.soft(new URL(page.url()).pathname, link).not.toMatch(/^\/(500|504)$/);
  await expect.soft(page.getByText('Content failed to load'), link).toHaveCount(0);
  const errorScreen = page.getByTestId('error-screen');
  if ((await errorScreen.count()) > 0)
    await expect.soft(errorScreen.first(), link).toContainText('404');
  // A page past the last is not kept: the list moves to its last page.
  if (new URL(link, 'http://x').searchParams.get('page') === HUGE)
    await expect
      .poll(() => new URL(page.url()).searchParams.get('page'), { message: `${link}: page kept` })
      .not.toBe(HUGE);
  // What a bad value must never print in its place.
  await expect.soft(main, link).not.toContainText(/\bundefined\b|\bNaN\b|Invalid Date|Infinity/);
}

for (const [index, paths] of groups(oddLinksOf(PUBLIC_PAGES)).entries()) {
  test(titleOf('public', index, paths), async ({ page }) => {
    test.slow();
    const errors = consoleErrors(page);
    for (const path of paths) {
      await page.goto(`/${LANG}${path}`);
      await expectNormalOrNotFound(page, path);
    }
    expect(errors, 'console errors').toEqual([]);
    // The walk runs axe on every page; the fixture's axe check of the last page is skipped here.
    await page.goto('about:blank');
  });
}

for (const [index, paths] of groups(oddLinksOf(PERSONAL_PAGES)).entries()) {
  signedInTest(titleOf('personal', index, paths), async ({ page }) => {
    test.slow();
    const errors = consoleErrors(page);
    for (const path of paths) {
      await page.goto(`/${LANG}${path}`);
      await expectNormalOrNotFound(page, path);
    }
    expect(errors, 'console errors').toEqual([]);
    // The walk runs axe on every page; the fixture's axe check of the last page is skipped here.
    await page.goto('about:blank');
  });
}
