import type { Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, signedInTest, test } from './fixtures';
import { endlessMainThreadAnimations } from './support/endless-animations';
import { expectDistinctHeads, recordHead } from './support/heads';
import { DESKTOP, documentHead, layoutProblems, PHONE } from './support/layout';
import { navigateInApp } from './support/navigate';
import { expectSettled } from './support/settled';
import { LOCALES, pathPattern, PERSONAL_PAGES, PUBLIC_PAGES } from './pages';

// Every page of the app (e2e/pages.ts), in every language: it loads without an uncaught error
// (the fixture fails on one), shows its heading and settles. Axe checks every page in one of the
// languages, taken in turn (page 1 in zh_CN, page 2 in zh_HK, ...), so each language is checked on
// a quarter of the pages: the pages are built of the same components in every language, and axe is
// most of a visit's time (one run of every page in every language took 12 of the suite's 30
// minutes). The pages go in groups, one test each, so that a group stays well inside the time
// limit and the groups run in parallel. A group opens its first page by URL and moves to the
// others through the app's router, as a visitor's clicks do (`visit`); personal pages start
// signed in (`signedInTest`). The production walk (e2e/deploy) opens every page by URL.
//
// On the same visit each page is held to the layout rules of e2e/support/layout.ts (nothing
// scrolls sideways, no text is cut or spills out of its box, no word is broken over lines, no
// panel spills, no floating button covers a control) at
// 1366x900 and then, resized rather than loaded again, at 390x844 (in pt_PT, the longest words,
// and in one other language in turn: `checksPhoneIn`); and its title and description
// are recorded: every page but the home page has a title of its own, and no two pages share a
// title or a description (e2e/support/heads.ts, compared by the walk that records the last page).
// And once settled, no page keeps an animation going that works its main thread every frame
// (e2e/support/endless-animations.ts).

// Public pages go ten to a test, personal pages (heavier) five: fewer tests start fewer fresh
// browser contexts, each of which loads and compiles the app's code anew.
const PUBLIC_GROUP_SIZE = 10;
const PERSONAL_GROUP_SIZE = 5;

// The laptop size of issue 26 (the other journeys keep the project's 1280x800).
test.use({ viewport: DESKTOP });

function groups<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The language whose walk runs axe on a page: each page has one, in turn through the list. */
const ALL_PAGES = [...PUBLIC_PAGES, ...PERSONAL_PAGES];
const axeLanguageOf = (path: string) => LOCALES[ALL_PAGES.indexOf(path) % LOCALES.length];
/**
 * Whether a page's walk in `lang` checks the phone size too: always in pt_PT, whose words are the
 * longest, and in one of the other three in turn, so that every language is held at both sizes
 * (the phone pass is a sixth of a visit's time).
 */
const checksPhoneIn = (path: string, lang: string) =>
  lang === 'pt_PT' ||
  LOCALES.filter((other) => other !== 'pt_PT')[ALL_PAGES.indexOf(path) % 3] === lang;

/**
 * Opens the `index`th page of a group: the first by its URL, the others as the app moves between
 * pages (a load by URL compiles the app and its mock backend anew; the production walk in
 * e2e/deploy opens every page by URL).
 */
async function visit(page: Page, index: number, href: string): Promise<void> {
  if (index === 0) await page.goto(href);
  else await navigateInApp(page, href);
}

const EVERY_PAGE = LOCALES.flatMap((lang) => ALL_PAGES.map((path) => ({ lang, path })));

/**
 * The checks of a settled page: axe (in its language's turn), its head, and the layout at both
 * sizes. The layout problems of every page of a group are reported together (soft).
 */
async function checkPage(page: Page, info: TestInfo, lang: string, path: string): Promise<void> {
  const head = await documentHead(page);
  // The home page is the platform's: its title is the platform name alone.
  if (path !== '') expect.soft(head.title, `the title of ${path}`).toMatch(/\S - \S/);
  expect.soft(head.description, `the description of ${path}`).not.toBe('');
  recordHead(info, { lang, path, ...head });
  expect
    .soft(await endlessMainThreadAnimations(page), `the endless animations of ${path}`)
    .toEqual([]);
  if (axeLanguageOf(path) === lang) await expectAccessible(page);
  await expectLayoutAtBothSizes(page, `/${lang}${path}`, { phone: checksPhoneIn(path, lang) });
}

/** The layout rules at 1366x900, then (`phone`) on the same page resized to 390x844. */
async function expectLayoutAtBothSizes(
  page: Page,
  where: string,
  { phone = true }: { phone?: boolean } = {},
): Promise<void> {
  expect.soft(await layoutProblems(page), `layout of ${where} at 1366x900`).toEqual([]);
  if (!phone) return;
  await page.setViewportSize(PHONE);
  // The phone's layout takes over (media queries, lazy parts) before it is checked.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await expectSettled(page);
  expect.soft(await layoutProblems(page), `layout of ${where} at 390x844`).toEqual([]);
  await page.setViewportSize(DESKTOP);
}

// States the page list does not reach, in the two languages of the longest words: the compare
// bar (the online-service button covered its Clear), the open quick bar and the not-found page,
// which has a title of its own too.
const FURTHER_STATES = ['/platform?compare=101,103', '/news?quick=1', '/no-such-page'];

for (const lang of ['en_US', 'pt_PT']) {
  test(`further states in ${lang}: ${FURTHER_STATES.join(' ')}`, async ({ page }) => {
    test.slow();
    for (const path of FURTHER_STATES) {
      await page.goto(`/${lang}${path}`);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
      await expectSettled(page);
      const { title } = await documentHead(page);
      expect.soft(title, `the title of ${path}`).toMatch(/\S - \S/);
      await expectLayoutAtBothSizes(page, `/${lang}${path}`);
    }
  });
}

for (const lang of LOCALES) {
  for (const paths of groups(PUBLIC_PAGES, PUBLIC_GROUP_SIZE)) {
    test(`public pages in ${lang}: ${paths.map((path) => path || '/').join(' ')}`, async ({
      page,
    }, info) => {
      // Each page checked by axe: the group gets the slow-test time limit.
      test.slow();
      for (const [index, path] of paths.entries()) {
        await visit(page, index, `/${lang}${path}`);
        await expect(page.locator('main, [role="main"]').first()).toBeVisible();
        await expectSettled(page);
        await checkPage(page, info, lang, path);
      }
      expectDistinctHeads(info, EVERY_PAGE);
    });
  }

  for (const paths of groups(PERSONAL_PAGES, PERSONAL_GROUP_SIZE)) {
    signedInTest(`personal pages in ${lang}: ${paths.join(' ')}`, async ({ page }, info) => {
      test.slow();
      for (const [index, path] of paths.entries()) {
        await visit(page, index, `/${lang}${path}`);
        await expect(page).toHaveURL(pathPattern(lang, path));
        await expect(page.getByRole('heading').first()).toBeVisible();
        await expectSettled(page);
        await checkPage(page, info, lang, path);
      }
      expectDistinctHeads(info, EVERY_PAGE);
    });
  }
}
