import type { Page } from '@playwright/test';

/**
 * Opens `href` (`/en_US/news?type=5`) the way the app itself moves between pages: through the
 * router (TanStack Router keeps itself on `window.__TSR_ROUTER__` in the browser), without loading
 * the document again. Resolves once the router has loaded the page and React has drawn it; its
 * lazy parts and data may still be on their way (wait for the page to settle).
 *
 * A visit by URL loads and compiles the app anew (and, offline, its mock backend): about a second
 * a page on CI's machines. Journeys that go through many pages open the first by URL and the rest
 * with this; every page is also opened by URL in the production walk (e2e/deploy).
 */
export async function navigateInApp(page: Page, href: string): Promise<void> {
  await page.evaluate(async (to) => {
    type Router = {
      navigate: (options: { href: string }) => Promise<void>;
      state: { status: string };
    };
    const router = (window as unknown as { __TSR_ROUTER__?: Router }).__TSR_ROUTER__;
    if (!router) throw new Error('the app has not started its router');
    await router.navigate({ href: to });
    // React draws the loaded page in the frames after the router settles.
    while (router.state.status !== 'idle') await new Promise((done) => setTimeout(done, 20));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  }, href);
}
