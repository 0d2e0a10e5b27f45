import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { loginAsDemo } from './support/login';
import { LOCALES, PERSONAL_PAGES, PUBLIC_PAGES } from './pages';

// Every page of the app (e2e/pages.ts), in every language: it loads without an uncaught error
// (the fixture fails on one), shows its heading, and passes axe.

/** The page has its data and its code: no placeholder is left (they are `aria-busy`). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

for (const lang of LOCALES) {
  test(`every public page in ${lang}`, async ({ page }) => {
    // Many pages, each checked by axe: the journey gets the slow-test time limit.
    test.slow();
    for (const path of PUBLIC_PAGES) {
      await page.goto(`/${lang}${path}`);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
      await settled(page);
      await expectAccessible(page);
    }
  });

  test(`every personal page in ${lang}`, async ({ page }) => {
    test.slow();
    await loginAsDemo(page, lang, `/${lang}/personal/info`);
    for (const path of PERSONAL_PAGES) {
      await page.goto(`/${lang}${path}`);
      await expect(page).toHaveURL(new RegExp(`/${lang}${path}$`));
      await expect(page.getByRole('heading').first()).toBeVisible();
      await settled(page);
      await expectAccessible(page);
    }
  });
}
