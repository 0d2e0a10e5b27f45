// The server side of prerendering (scripts/prerender.ts builds it with `vite build --ssr` and
// calls `renderPage` for each public address): the app itself, rendered to HTML in Node with the
// router at the address and the API's answers its first screen asks for. The browser then
// hydrates that HTML (src/main.tsx) from the same answers, written into the page beside it.
import { dehydrate, skipToken, type DehydratedState, type Query } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { i18n } from '@lingui/core';
import { configureApiClient } from '@/api/client';
import { getGetSessionUserQueryKey } from '@/api/gen/auth/auth';
import { App } from '@/app/app';
import { pageResources } from '@/app/page-resources';
import { queryClient } from '@/app/query-client';
import { matchedStaticData, router } from '@/app/router';
import { siteInfoQueryOptions } from '@/components/site/site-contacts';
import { documentHead } from '@/features/shell/document-head';
import { activateLocale, currentLocale, localeFromPath } from '@/i18n/activate';
import { setSanitizerWindow } from '@/lib/sanitize-html';

export interface RenderedPage {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** The API answers it was drawn from, for the browser's query cache. */
  state: DehydratedState;
  title: string;
  description: string;
  keywords: string;
  /** `<html lang>`. */
  lang: string;
  /** The address is a page of the app whose data is there: not the not-found or error page. */
  found: boolean;
  /** What the API failed to answer for the page (its query keys and errors): then not written. */
  failures: string[];
}

export { listDataPages } from './data-pages';

// The API's answers in the language of the page being rendered.
configureApiClient({ getLanguageType: () => currentLocale().slug });

/** Rounds of rendering that find what the first screen asks for (each asks one level deeper). */
const MAX_PASSES = 4;

/**
 * Who is signed in is the visit's, not the page's: never asked for here, never written into the
 * page. The header shows its signed-out-or-unknown state until the browser asks.
 */
const isSession = (query: Query) => query.queryKey[0] === getGetSessionUserQueryKey()[0];

/**
 * Whether the page asks for a query it met, as TanStack Query resolves `enabled`: not the
 * signed-in user's (the unread messages of the header wait for a session the server never has).
 */
function isAsked(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const resolved = typeof enabled === 'function' ? enabled(query) : enabled;
  return resolved !== false && query.options.queryFn !== skipToken && !isSession(query);
}

async function settle(): Promise<void> {
  while (queryClient.isFetching() > 0) await new Promise((done) => setTimeout(done, 5));
}

/**
 * A render that waits for what suspends (lazy components' code, suspense queries): afterwards,
 * all of it is at hand, and the last render (`renderToString`) suspends nowhere. Its HTML is
 * therefore complete and plain: no boundary left for the browser, no inline script to fill one.
 */
async function discover(): Promise<void> {
  const { prelude } = await prerender(<App />);
  await new Response(prelude).arrayBuffer();
}

/** The origin whose window the sanitiser of API HTML parses in, once made. */
let sanitizerOrigin: string | undefined;

/**
 * HTML from the API (an article's body, a service's description) goes through the app's one
 * sanitiser here as in the browser: DOMPurify needs a DOM, which Node has not; jsdom gives one at
 * the site's address (links to other sites are told apart by it).
 */
async function prepareSanitizer(origin: string): Promise<void> {
  if (sanitizerOrigin === origin) return;
  const { JSDOM } = await import('jsdom');
  setSanitizerWindow(new JSDOM('', { url: origin }).window);
  sanitizerOrigin = origin;
}

/**
 * Renders the page at `url` (a path with its search) in its locale, for the site at `origin`. The
 * API is what the global `fetch` reaches (scripts/prerender.ts points it at the backend).
 */
export async function renderPage(
  url: string,
  { origin }: { origin: string },
): Promise<RenderedPage> {
  await prepareSanitizer(origin);
  const { pathname } = new URL(url, 'http://prerender');
  queryClient.clear();
  const { catalogs } = pageResources(matchedStaticData(pathname));
  await activateLocale(localeFromPath(pathname), catalogs);
  router.update({
    ...router.options,
    // The server's router does not restore scroll positions (it would write an inline script).
    scrollRestoration: false,
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  // Each render meets the queries of what it draws; those not asked for yet (the loaders ask for
  // most) are fetched and the page drawn again, until a render asks for nothing new.
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    await settle();
    queryClient.removeQueries({ predicate: isSession });
    await discover();
    const unasked = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'pending' && isAsked(query) });
    if (unasked.length === 0) break;
    await Promise.all(unasked.map((query) => query.fetch().catch(() => undefined)));
  }
  await settle();
  const failures = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'error' && isAsked(query) })
    .map((query) => `${query.queryHash}: ${String(query.state.error)}`);
  // The last render from exactly what the browser will have: the answers that came, no failures.
  queryClient.removeQueries({
    predicate: (query) => isSession(query) || query.state.status !== 'success',
  });
  await discover();
  const html = renderToString(<App />);
  if (html.includes('<!--$!-->') || html.includes('<!--$?-->')) {
    throw new Error(`${url}: a part of the page suspended in its last render`);
  }
  const head = documentHead(
    router.state.matches,
    queryClient.getQueryData(siteInfoQueryOptions().queryKey),
    i18n,
  );
  const found = router.state.matches.every(
    (match) => match.status === 'success' && match._notFound !== true,
  );
  return {
    html,
    state: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && !isSession(query),
    }),
    ...head,
    lang: currentLocale().bcp47,
    found,
    failures,
  };
}
