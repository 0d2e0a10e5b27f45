import { expect, type Page, type Request } from '@playwright/test';
import { READY_MARKER } from './offline-backend';

/** Each page's API requests that have left and not yet ended, with when they left. */
const inFlight = new WeakMap<Page, Map<Request, number>>();

/**
 * Keeps the page's API requests in flight, for `whatThePageWaitsFor` (the `page` fixture calls
 * this for every journey's page, before the journey opens anything).
 */
export function trackApiRequests(page: Page): void {
  const requests = new Map<Request, number>();
  inFlight.set(page, requests);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests.set(request, Date.now());
  });
  const ended = (request: Request) => requests.delete(request);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/**
 * Why a page may not have settled, for a failure's message: its API requests in flight (the page
 * waits for their answers), or none (it has not asked yet), and how far the offline build's mock
 * backend has started (every request waits for it: src/api/ready.ts).
 */
export async function whatThePageWaitsFor(page: Page): Promise<string> {
  const tracked = inFlight.get(page);
  const now = Date.now();
  const requests = tracked
    ? [...tracked].map(([request, since]) => {
        const url = new URL(request.url());
        return `${request.method()} ${url.pathname} (for ${now - since} ms)`;
      })
    : ['not tracked (trackApiRequests)'];
  const backend = await page
    .evaluate(
      (marker) => ({
        controlled: Boolean(navigator.serviceWorker?.controller),
        answering: marker in window,
      }),
      READY_MARKER,
    )
    .then(
      ({ controlled, answering }) =>
        `${controlled ? 'a' : 'no'} service worker controls the page; ` +
        `the offline mock backend ${answering ? 'answers' : 'has not started (or the build has none)'}`,
      (error: unknown) => `the page cannot be read (${String(error).split('\n')[0]})`,
    );
  return `API requests in flight: ${requests.join(', ') || 'none'}; ${backend}`;
}

/**
 * The page has its data and its code: no page skeleton and no placeholder left in its main
 * content (they are `aria-busy`), so an error state would be on screen. `soft`: the failure is
 * recorded and the journey goes on (a sweep of many links reports each one that failed). A
 * failure says what the page still waits for.
 */
export async function expectSettled(
  page: Page,
  { label, soft = false }: { label?: string; soft?: boolean } = {},
): Promise<void> {
  const check = soft ? expect.soft : expect;
  await check(page.getByTestId('page-skeleton'), label).toHaveCount(0);
  const busy = page.locator('main [aria-busy="true"]');
  try {
    await expect(busy).toHaveCount(0);
  } catch {
    const waits = await whatThePageWaitsFor(page);
    check(await busy.count(), `${label ? `${label}: ` : ''}placeholders left (${waits})`).toBe(0);
  }
}
