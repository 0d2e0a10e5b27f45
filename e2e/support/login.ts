import type { Page } from '@playwright/test';

export const DEMO = { username: 'demo', password: 'demo123', captcha: '1234' } as const;

/**
 * Signs in as the demo account of the offline mock backend through the login page, like a person
 * would, and lands on `target` (default: the language's home) through the page's `redirect`. Inputs
 * are found by their autocomplete purpose, so it works in every language.
 */
export async function loginAsDemo(page: Page, lang = 'en_US', target = `/${lang}`): Promise<void> {
  await page.goto(`/${lang}/login?redirect=${encodeURIComponent(target)}`);
  const username = page.locator('input[autocomplete="username"]');
  const form = page.locator('form').filter({ has: username });
  await username.fill(DEMO.username);
  await form.locator('input[autocomplete="current-password"]').fill(DEMO.password);
  await form.locator('input[maxlength="4"]').fill(DEMO.captcha);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === target);
  // The address changes as the navigation starts; the login page stays on screen (its header
  // already signed in) until the target has loaded and replaced it.
  await username.waitFor({ state: 'detached' });
}
