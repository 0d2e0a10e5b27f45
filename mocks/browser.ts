/**
 * Starts the offline backend in the browser (`npm run dev`, `npm run build:offline`; src/main.tsx
 * imports this only when VITE_API_MOCKS is 'true', so production bundles contain none of it):
 * the MSW worker with every handler, the database in localStorage (survives reloads, kept in step
 * across tabs), the scenario from `?mock=` or localStorage, and the dev panel.
 */
import { setupWorker } from 'msw/browser';
import { connectStorage, persistDb, reloadFromStorage, STORAGE_KEY } from './db/store';
import { mountDevPanel } from './dev-panel';
import { handlers } from './handlers';
import { connectScenarioStorage } from './scenarios';

/** Searched for by scripts/check-no-mocks.mjs: its presence in dist/ means mock code shipped. */
export const MOCK_BUNDLE_MARKER = '__PORTAL_OFFLINE_MOCK_BACKEND__';

/**
 * `?mockCashier=<orderId>` of the address the page was opened with: the `payUrl` of an offline
 * payment opens the mock cashier. The app renders while the backend starts and may have left
 * that address already (`/` goes on to `/{lang}`), so the address comes from src/main.tsx; the
 * parameter is taken out of the address bar if it is still there.
 */
function takeCashierParam(startUrl: string): number | null {
  const value = new URL(startUrl).searchParams.get('mockCashier');
  if (value === null) return null;
  const current = new URL(window.location.href);
  if (current.searchParams.has('mockCashier')) {
    current.searchParams.delete('mockCashier');
    window.history.replaceState(window.history.state, '', current);
  }
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * MSW's `worker.start()` finds the worker registered by an earlier page load and calls
 * `registration.update()` without waiting for or catching it (msw 3, getWorkerInstance). That
 * update is only the browser's byte-check of the worker script, but when the page is navigated
 * or reloaded while it runs (msw itself reloads a page that is not yet controlled), Chrome fails
 * it ("Failed to update a ServiceWorker ...: Not found") and the rejection surfaces as an
 * uncaught error of the page. The worker that answers is the one already active, so this
 * failure changes nothing: it is the one rejection dropped here, and no other.
 */
function ignoreWorkerUpdateFailures(): void {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (
      reason instanceof TypeError &&
      reason.message.startsWith('Failed to update a ServiceWorker') &&
      reason.message.includes('mockServiceWorker.js')
    ) {
      event.preventDefault();
    }
  });
}

/**
 * Resolves once a service worker controls this page: never, when msw reloads the page instead.
 * msw's start resolves in either case. It reloads a page that its registered worker does not
 * control (one loaded bypassing the worker, as a hard reload does, or one whose load began just
 * before the worker of an earlier load activated) and resolves before the reload happens. On the
 * first visit it registers the worker, which claims the page as it activates
 * (public/mockServiceWorker.js, `clients.claim()`), and it can resolve before that claim. Either
 * way, what the page asked in that moment would leave for the network.
 */
function controlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
  });
}

/**
 * `startUrl`: the address the page was opened with (read for `?mockCashier`). Resolves when the
 * mock worker answers `/api`; never, when msw reloads the page instead (`controlled`).
 */
export async function startMockBackend(startUrl: string): Promise<void> {
  ignoreWorkerUpdateFailures();
  const cashierOrderId = takeCashierParam(startUrl);
  connectStorage(window.localStorage);
  connectScenarioStorage(window.localStorage, startUrl);
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) reloadFromStorage();
  });
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
  await controlled();
  persistDb();
  Object.defineProperty(window, MOCK_BUNDLE_MARKER, { value: true });
  const mount = () => mountDevPanel({ cashierOrderId });
  if (document.body) mount();
  else window.addEventListener('DOMContentLoaded', mount, { once: true });
}
