// The first screen's CSS only; the rest of Mantine's loads before other pages (src/app/styles).
import '@/app/styles/first-screen.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { configureApp } from '@/app/configure';
import { FIRST_SCREEN_CATALOGS } from '@/app/deferred';
import { activateLocale, localeFromPath } from '@/i18n/activate';
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
  // The catalogs load while the mock backend starts: neither needs the other.
  await Promise.all([
    startMocks(),
    activateLocale(startLocale(window.location.pathname), FIRST_SCREEN_CATALOGS),
  ]);
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
