import type { Plugin } from 'vite';

/**
 * Vite's preload of a lazy import (`__vitePreload`, its module `\0vite/preload-helper.js`) adds a
 * `<link rel="modulepreload">` for every file the imported chunk needs that the page does not
 * link yet, all in the task that imports it. Each link starts a request, which costs the main
 * thread a fraction of a millisecond, far more while Lighthouse traces it: a form that mounts
 * after the paint (the store application's) asked for its files in the longest task after its
 * page's first paint, which blocked a phone's main thread. This adds the links four per task
 * instead (`linksInTurns`), in the helper's order: stylesheets too (the parcel order's form has
 * eleven, which took 10 to 27 ms of one task while Lighthouse traced it), whose load the import
 * still waits for (the helper listens to each link before it is added). The lazy chunk itself is
 * imported as before: a file the browser then finds among its imports before its link is in is
 * fetched once (the module map holds it). A Vite release that changes the helper fails the build
 * here, not silently.
 */
export const PRELOAD_HELPER = '\0vite/preload-helper.js';
/**
 * What is rewritten in the helper: its links go to the turns, and what this app never runs
 * goes, which keeps the entry (every page loads it) as long as it was: the test of whether the
 * browser knows `modulepreload` (else it preloads scripts as `preload`) and its own
 * `Promise.allSettled`, which no browser of the build's target (es2022) needs; and its look for a
 * nonce in `<meta property="csp-nonce">`, which the app's page does not have (its nonce is in
 * `<meta name="csp-nonce">`, index.html), the policy allowing the app's own files ('self').
 */
const REWRITES: [RegExp, string][] = [
  [/document\.head\.appendChild\(link\);/, 'appendInTurn(link);'],
  [
    /const scriptRel = [^;]*function detectScriptRel\(\)[\s\S]*?\}\)\(\);/,
    "const scriptRel = 'modulepreload';",
  ],
  [/function allSettled\(promises\) \{[\s\S]*?\}\)\)\)\);\s*\}/, ''],
  [/promise = allSettled\(/, 'promise = Promise.allSettled('],
  [/const cspNonceMeta = [^;]*;\s*const cspNonce = [^;]*;/, 'const cspNonce = undefined;'],
];

/**
 * What the helper's links are given to (runs in the browser, as text of the helper): a
 * function that queues a link, and adds the queue to `doc`'s head `perTask` links per task, the
 * first ones in the task that queued them, once it has queued all it will.
 */
export function linksInTurns(doc: Pick<Document, 'head'>, perTask: number) {
  const waiting: Node[] = [];
  const turn = () => {
    doc.head.append(...waiting.splice(0, perTask));
    if (waiting.length > 0) setTimeout(turn, 0);
  };
  return (link: Node) => {
    if (waiting.push(link) === 1) queueMicrotask(turn);
  };
}

export function preloadInTurns(code: string): string {
  let rewritten = code;
  for (const [pattern, replacement] of REWRITES) {
    if (!pattern.test(rewritten))
      throw new Error(
        `scripts/vite-preload-in-turns.ts: Vite's preload helper changed (no ${String(pattern)}); look again at how it adds its links`,
      );
    rewritten = rewritten.replace(pattern, replacement);
  }
  return `const appendInTurn = (${linksInTurns.toString()})(document, 4);\n${rewritten}`;
}

export function preloadLinksInTurns(): Plugin {
  return {
    name: 'portal:preload-links-in-turns',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform: (code, id) =>
      id === PRELOAD_HELPER ? { code: preloadInTurns(code), map: null } : undefined,
  };
}
