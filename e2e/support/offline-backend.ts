import { expect, type Page } from '@playwright/test';

/** What the offline build's mock backend sets on `window` once it answers (mocks/browser.ts, MOCK_BUNDLE_MARKER). */
export const READY_MARKER = '__PORTAL_OFFLINE_MOCK_BACKEND__';

/**
 * Waits until the offline build's mock backend answers on this page. Until then, msw may still
 * reload a page its worker does not control yet (mocks/browser.ts), which destroys what a test
 * holds of the page (an evaluation, a DevTools node). A page that shows only static text (no
 * answer it waits for) calls this before reading the page outside locators.
 */
export async function offlineBackendReady(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate((marker) => marker in window, READY_MARKER).catch(() => false), {
      message: 'the offline mock backend answers',
    })
    .toBe(true);
}
