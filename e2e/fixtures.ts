import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContextOptions, type Page } from '@playwright/test';
import { loginAsDemo } from './support/login';
import { trackApiRequests } from './support/settled';

/**
 * Axe as the journeys run it: in the page itself ("legacy mode": the default opens a blank page
 * of the context to gather each check's results, which cost a second or two a check, on ~230
 * checks of the suite), reporting its violations only (all the checks read). Our pages frame only
 * same-origin documents (the customer-service chat), which this mode checks too.
 */
const axe = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });

/**
 * Axe on the page as it is now. The offline build's mock backend reloads a page its worker does
 * not control yet (msw, mocks/browser.ts), which can happen while axe runs: axe then runs again on
 * the reloaded page once it has loaded.
 */
async function analyze(page: Page) {
  try {
    return await axe(page).analyze();
  } catch (error) {
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState('networkidle');
    return axe(page).analyze();
  }
}

/** Fails on serious or critical axe violations of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await analyze(page);
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}

type StorageState = Exclude<BrowserContextOptions['storageState'], undefined | string>;

/**
 * `page` that also runs axe on the last page a test visited, and fails on any uncaught error of
 * the page; call `expectAccessible` after each further page a test visits, so every page of the
 * suite is checked.
 */
export const test = base.extend<object, { demoSession: StorageState }>({
  page: async ({ page }, use) => {
    // An error no code caught (an unhandled rejection included) fails the journey that met it.
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(`${page.url()}: ${error.message}`));
    // What a page that does not settle waits for (`expectSettled`).
    trackApiRequests(page);
    await use(page);
    if (page.url().startsWith('http')) await expectAccessible(page);
    expect(uncaught, 'uncaught errors in the page').toEqual([]);
  },
  // What `signedInTest` starts from: the worker signs in once, when a test first asks. Defined
  // here, not on `signedInTest`: Playwright runs tests with different worker fixtures in
  // different workers, and each switch would start a new one.
  demoSession: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId });
      await loginAsDemo(await context.newPage(), 'zh_CN', '/zh_CN/personal/info');
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
});

/**
 * `test` whose pages start signed in as the demo account: for journeys that visit pages behind
 * the login without being about signing in. Each worker signs in once, through the login page,
 * and every test starts from what that left in the browser (the session cookie, and the offline
 * backend's database in localStorage), in a context of its own.
 */
export const signedInTest = test.extend({
  storageState: async ({ demoSession }, use) => use(demoSession),
});

export { expect };
