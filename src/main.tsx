// The first screen's CSS only; the rest of Mantine's loads before other pages (src/app/styles).
import '@/app/styles/first-screen.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { configureApp } from '@/app/configure';
import { loadBeforeFirstRender } from '@/app/deferred';
import { preloadRouteChunks } from '@/app/router';
import { localeFromPath } from '@/i18n/activate';
import { preferredLocale } from '@/i18n/preference';

async function startMocks(): Promise<void> {
  // Written out (not through src/lib/env) so that Vite replaces it with a constant: false in
  // `npm run build`, where the whole mock backend is then dropped from the bundle.
  if (import.meta.env.VITE_API_MOCKS === 'true') {
    const { startMockBackend } = await import('../mocks/browser');
    await startMockBackend();
  }
}

/**
 * The locale to start in: the path's. `/` goes on to the visitor's language (src/routes/index.tsx),
 * so it starts in that one, and arriving there needs no second page load.
 */
function startLocale(pathname: string) {
  return pathname === '/' ? preferredLocale() : localeFromPath(pathname);
}

async function start() {
  const { pathname } = window.location;
  // Side by side, as none needs the others: the mock backend, the catalogs and styles, and the
  // code of the page's routes (their data waits for the app).
  preloadRouteChunks(pathname);
  await Promise.all([startMocks(), loadBeforeFirstRender(pathname, startLocale(pathname))]);
  configureApp();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
