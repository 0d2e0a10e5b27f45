import type { Plugin } from 'vite';

/**
 * Vite's preload of a lazy import (`__vitePreload`, its module `\0vite/preload-helper.js`) adds a
 * `<link rel="modulepreload">` for every file the imported chunk needs that the page does not
 * link yet, all in the task that imports it. Each link starts a request, which costs the main
 * thread a fraction of a millisecond, far more while Lighthouse traces it: a form that mounts
 * after the paint (the store application's, some 40 files) made the longest task after the first
 * paint of its page, and a phone's main thread was blocked for it. This adds the script links
 * four per task instead (`linksInTurns`); stylesheets, which the import waits for, still go in
 * at once. The lazy chunk itself is imported as before: a file the browser then finds among its
 * imports before its link is in is fetched once (the module map holds it). A Vite release that
 * changes the helper fails the build here, not silently.
 */
export const PRELOAD_HELPER = '\0vite/preload-helper.js';
const APPEND = 'document.head.appendChild(link);';

/**
 * What the helper's script links are given to (runs in the browser, as text of the helper): a
 * function that queues a link, and adds the queue to `doc`'s head `perTask` links per task, the
 * first ones in the task that queued them, once it has queued all it will.
 */
export function linksInTurns(doc: Pick<Document, 'head'>, perTask: number) {
  const waiting: Node[] = [];
  const channel = new MessageChannel();
  const turn = () => {
    doc.head.append(...waiting.splice(0, perTask));
    if (waiting.length > 0) channel.port2.postMessage(null);
  };
  channel.port1.onmessage = turn;
  return (link: Node) => {
    if (waiting.push(link) === 1) queueMicrotask(turn);
  };
}

export function preloadInTurns(code: string): string {
  if (!code.includes(APPEND) || !code.includes('isCss'))
    throw new Error(
      "scripts/vite-preload-in-turns.ts: Vite's preload helper changed; look again at how it adds its links",
    );
  return `const appendInTurn = (${linksInTurns.toString()})(document, 4);\n${code.replace(
    APPEND,
    'if (isCss) document.head.appendChild(link); else appendInTurn(link);',
  )}`;
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
