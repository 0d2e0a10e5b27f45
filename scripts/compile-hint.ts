/**
 * V8's explicit compile hint (Chrome 136 and later; to other engines a comment): in a script whose
 * first line is this comment, every function is compiled as the file streams in, on a background
 * thread, instead of on the main thread the first time it is called. The framework chunk (React,
 * the router, Query, Lingui: `codeSplitting.groups` in vite.config.ts) carries it, as its first
 * line (`compileHint` there): every page runs most of it before it paints. In Chromium with the
 * CPU slowed four times, the pages the app draws then painted 0.1 to 0.7 s sooner and their
 * forms' longest tasks were a fifth to two fifths shorter. The page and component chunks gained
 * nothing measurable from the hint, and it costs some 30 bytes (compressed) a file: they do not
 * carry it.
 * `npm run test:budget` (scripts/check-bundle.mjs) checks every chunk for it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The name of the chunk that carries the hint. */
export const COMPILE_HINT_CHUNK = 'framework';

/** A chunk's code as the build writes it: the hint first in the chunk `COMPILE_HINT_CHUNK`. */
export function withCompileHint(code: string, chunkName: string): string {
  return chunkName === COMPILE_HINT_CHUNK ? `${COMPILE_HINT}\n${code}` : code;
}

/** Where a built chunk breaks the rule: `missing` the hint, or carries one it should not. */
export function compileHintProblem(
  text: string,
  chunkName: string,
): 'missing' | 'unwanted' | undefined {
  const hinted = text.startsWith(`${COMPILE_HINT}\n`);
  const wanted = chunkName === COMPILE_HINT_CHUNK;
  if (wanted && !hinted) return 'missing';
  if (!wanted && text.includes(COMPILE_HINT)) return 'unwanted';
  return undefined;
}
