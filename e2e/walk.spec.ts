import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { loginAsDemo } from './support/login';
import { LOCALES, pathPattern, PERSONAL_PAGES, PUBLIC_PAGES } from './pages';

// Every page of the app (e2e/pages.ts), in every language: it loads without an uncaught error
// (the fixture fails on one), shows its heading and settles. Axe checks every page in one of the
// languages, taken in turn (page 1 in zh_CN, page 2 in zh_HK, ...), so each language is checked on
// a quarter of the pages: the pages are built of the same components in every language, and axe is
// most of a visit's time (one run of every page in every language took 12 of the suite's 30
// minutes). The pages go in groups of a few, one test each, so that a group stays well inside the
// time limit and the groups run in parallel.

const GROUP_SIZE = 5;

function groups<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += GROUP_SIZE) out.push(items.slice(i, i + GROUP_SIZE));
  return out;
}

/** The language whose walk runs axe on a page: each page has one, in turn through the list. */
const ALL_PAGES = [...PUBLIC_PAGES, ...PERSONAL_PAGES];
const axeLanguageOf = (path: string) => LOCALES[ALL_PAGES.indexOf(path) % LOCALES.length];

/** The page has its data and its code: no placeholder is left (they are `aria-busy`). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

for (const lang of LOCALES) {
  for (const paths of groups(PUBLIC_PAGES)) {
    test(`public pages in ${lang}: ${paths.map((path) => path || '/').join(' ')}`, async ({
      page,
    }) => {
      // Each page checked by axe: the group gets the slow-test time limit.
      test.slow();
      for (const path of paths) {
        await page.goto(`/${lang}${path}`);
        await expect(page.locator('main, [role="main"]').first()).toBeVisible();
        await settled(page);
        if (axeLanguageOf(path) === lang) await expectAccessible(page);
      }
    });
  }

  for (const paths of groups(PERSONAL_PAGES)) {
    test(`personal pages in ${lang}: ${paths.join(' ')}`, async ({ page }) => {
      test.slow();
      await loginAsDemo(page, lang, `/${lang}/personal/info`);
      for (const path of paths) {
        await page.goto(`/${lang}${path}`);
        await expect(page).toHaveURL(pathPattern(lang, path));
        await expect(page.getByRole('heading').first()).toBeVisible();
        await settled(page);
        if (axeLanguageOf(path) === lang) await expectAccessible(page);
      }
    });
  }
}
