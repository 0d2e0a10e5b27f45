// The browser's side of prerendering (scripts/prerender.ts): src/main.tsx loads this module when
// the page it opened came as HTML with the app's markup, instead of drawing the app afresh.
import { hydrate, onlineManager, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { PRERENDERED_STYLES_ID } from './prerendered-ids';
import { ownedByReact } from './owned-by-react';
import { queryClient } from './query-client';
import { router } from './router';
import { replayTypedBeforeApp } from './typed-before-app';
import { nextTask } from '@/lib/next-task';
import { holdPrerenderedAnswers } from '@/lib/prerendered-answers';

/**
 * Resolves once React has taken over every element of the prerendered markup, or after `limitMs`
 * (a part whose code failed to load). React hydrates the app's shell first and each suspense
 * boundary (every route of the match is one) in a later pass of its own, so the shell's effects
 * run while most of the page is still the server's markup.
 */
function whenHydrated(root: HTMLElement, limitMs = 5000): Promise<void> {
  const started = performance.now();
  return new Promise((done) => {
    const check = () => {
      const hydrated = ownedByReact(root);
      // React claims a node while it renders and commits the pass after: a frame later it has.
      if (hydrated || performance.now() - started > limitMs) {
        requestAnimationFrame(() => setTimeout(done, 0));
      } else setTimeout(check, 50);
    };
    check();
  });
}

/**
 * The prerendered markup's style attributes came as rules of one style element, each element
 * holding its rule by a `data-prerender-style` attribute (scripts/prerender.ts: the CSP refuses
 * style attributes in HTML). Once React owns the elements, each one's declarations are written
 * inline through the DOM, as React would have, and the attribute dropped: React's later changes
 * to an element's style (the header's account buttons, hidden until the session is known, shown
 * after) then hold, where the rule would have kept the old value.
 */
function adoptPrerenderedStyles(root: HTMLElement) {
  const sheet = (document.getElementById(PRERENDERED_STYLES_ID) as HTMLStyleElement | null)?.sheet;
  const declarations = new Map<string, string>();
  for (const rule of sheet?.cssRules ?? []) {
    if (!(rule instanceof CSSStyleRule)) continue;
    const id = /data-prerender-style="(\d+)"/.exec(rule.selectorText)?.[1];
    if (id !== undefined) declarations.set(id, rule.style.cssText);
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-prerender-style]')) {
    const id = element.getAttribute('data-prerender-style') ?? '';
    element.style.cssText = declarations.get(id) ?? '';
    element.removeAttribute('data-prerender-style');
  }
}

/**
 * A page prerendered as HTML (scripts/prerender.ts): the app takes over the markup it finds
 * (hydration) instead of drawing it again. It starts from exactly what the server drew from: the
 * route fully loaded (its code, not only the pending time's worth), and the API answers written
 * into the page, taken as fresh for the hydration and asked for afresh right after it, so that
 * what the visitor acts on is never the snapshot.
 */
export async function hydratePrerendered(root: HTMLElement, state: DehydratedState) {
  const now = Date.now();
  for (const query of state.queries) query.state.dataUpdatedAt = now;
  hydrate(queryClient, state);
  const keys = new Set(state.queries.map((query) => query.queryHash));
  // A part that differs by session waits for the visit's own answers (`useVisitAnswer`).
  holdPrerenderedAnswers(keys, now);
  // Until the whole page is hydrated, no answer comes in that the server did not draw from (who
  // is signed in, above all, which the server never knows, or a fresher list): the query cache
  // holds its requests, as it does offline. Then they go, and the page's answers are asked for
  // afresh, so that what the visitor acts on is never the snapshot.
  onlineManager.setOnline(false);
  // The router renders the tree the server rendered (no suspense boundary at its root).
  router.ssr = { manifest: undefined };
  await router.load().catch(() => undefined);
  // The page is on screen already: each step is a task of its own, so that none blocks the
  // phone's main thread for long (Lighthouse's TBT counts every long task after the paint).
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  await whenHydrated(root);
  // What the visitor typed before the app came goes to the forms that now own the fields.
  replayTypedBeforeApp();
  adoptPrerenderedStyles(root);
  await nextTask();
  onlineManager.setOnline(true);
  void queryClient.invalidateQueries({ predicate: (query) => keys.has(query.queryHash) });
}
