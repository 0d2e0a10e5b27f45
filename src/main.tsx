// Mantine's global styles and the site's; each component's own CSS comes with the chunk that
// renders it (scripts/vite-mantine-styles.ts). The dev server has no chunks: there the virtual
// module brings every Mantine stylesheet (in a build it is empty).
import '@/app/styles/global.css';
import 'virtual:mantine-dev-styles';
import type { DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { forgetFirstScreenAnswers } from '@/api/first-screen-calls';
import { setApiReady } from '@/api/ready';
import { App } from '@/app/app';
import { configureApp } from '@/app/configure';
import { queryClient } from '@/app/query-client';
import { preloadCaptcha } from '@/components/captcha/captcha-key';
import { startUpQueries } from '@/features/shell/queries';
import { pageResources } from '@/app/page-resources';
import { PRERENDERED_STATE_ID } from '@/app/prerendered-ids';
import { headsAfter, loadFirstScreen, matchedStaticData, preloadRouteChunks } from '@/app/router';
import { activateLocale, localeFromPath } from '@/i18n/activate';
import { preferredLocale } from '@/i18n/preference';
import { nextTask } from '@/lib/next-task';
import { makeZodJitless } from '@/lib/zod-jitless';

/**
 * Starts the in-browser mock backend of offline builds, without holding up the first render:
 * API calls (and the captcha image) wait for it in one place, src/api/ready.ts.
 */
function startMocks(startUrl: string): Promise<void> {
  // Written out (not through src/lib/env) so that Vite replaces it with a constant: false in
  // `npm run build`, where the whole mock backend is then dropped from the bundle.
  if (import.meta.env.VITE_API_MOCKS !== 'true') return Promise.resolve();
  return import('../mocks/browser').then(({ startMockBackend }) => startMockBackend(startUrl));
}

/**
 * The locale to start in: the path's. `/` goes on to the visitor's language (src/routes/index.tsx),
 * so it starts in that one, and arriving there needs no second page load.
 */
function startLocale(pathname: string) {
  return pathname === '/' ? preferredLocale() : localeFromPath(pathname);
}

makeZodJitless();

async function start() {
  const { pathname } = window.location;
  const prerendered = document.getElementById(PRERENDERED_STATE_ID);
  // A page that came as HTML has painted: the app starts in a task after the one that evaluated
  // its modules (the framework's, the route tree, the router made from it), not in the same long
  // task. A page the app draws goes on at once: nothing has painted that a task could block.
  if (prerendered) await nextTask();
  // Side by side: the mock backend, the code of the page's routes, the catalogs the page shows
  // and its captcha image (their data waits for the app; the page paints with skeletons first).
  setApiReady(startMocks(window.location.href));
  preloadRouteChunks(pathname);
  const { catalogs, captcha } = pageResources(matchedStaticData(pathname));
  if (captcha) preloadCaptcha();
  const activation = activateLocale(startLocale(pathname), catalogs);
  configureApp();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  if (prerendered) {
    await activation;
    // The hydration's code loads only on a prerendered page (asked for with the entry, once the
    // page has painted: src/app/first-load.ts).
    const { hydratePrerendered } = await import('@/app/hydrate-prerendered');
    await hydratePrerendered(root, JSON.parse(prerendered.textContent ?? '{}') as DehydratedState);
    return;
  }
  // A page the app draws asks for the start-up answers (the session above all, which the auth
  // guard awaits) now, beside its catalogs, not once they are in. A page that came as HTML asks
  // once it is hydrated (src/app/hydrate-prerendered.tsx).
  startUpQueries(queryClient);
  // The first screen is the longest render of a visit (layout and page at once). Rendered as a
  // transition, React builds it in slices of a few milliseconds, so that the phone's main thread
  // is never blocked for long; a transition can only hold what is ready, hence the router loads
  // first (a route whose loader is slow shows its layout and skeleton after the pending time).
  // It loads beside the catalogs, its loaders' API calls with them: only the titles wait for the
  // catalogs (`headsAfter`).
  headsAfter(activation);
  await Promise.all([activation, loadFirstScreen()]);
  // The first screen's calls are made (its loaders have run): what the first-load script asked
  // for that the app has not taken is dropped, so that no later call takes an old answer.
  void nextTask().then(forgetFirstScreenAnswers);
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void start();
