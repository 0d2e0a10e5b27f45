// `npm run test:budget` (after `vite build`): the bundle budget of every page (issue 11), and the
// compile hint of the framework chunk (scripts/compile-hint.ts).
//
// For each page of the app, every route file under src/routes that renders one (not a layout
// `route.tsx`, not `__root.tsx`), it follows the build manifest (dist/.vite/manifest.json,
// `build.manifest` in vite.config.ts) the way the browser loads that page before it paints:
// - the entry chunk and its static imports (with the loaders kept there by vite.config.ts), and
//   the first-load script that index.html loads beside it (scripts/first-load.ts);
// - the component chunks of every route on the page's match (the root, each layout above the page
//   file, and the page file: a folder's `route.tsx`, or the file named like the folder), split by
//   the router plugin's autoCodeSplitting, with their static imports and their CSS;
// - the catalogs activated before the first render: the base ones (BASE_CATALOGS in
//   src/i18n/activate.ts) and those the match's routes declare in `staticData.catalogs`.
// Dynamic imports (other pages, toasts and dialogs, the QR encoder, the mock backend) are not
// counted: they load after the page paints, if at all.
//
// Fails when a page's JS is over 150 KB or its CSS over 20 KB (gzip) in any locale; a new route
// is held to it by existing. Pages that were over the budget when it was set (issue 11) are
// listed in scripts/bundle-baseline.json: they may not grow, and once one is within the budget it
// must leave the list (the check says so). The list holds each page's JS apart from the entry
// chunk, and the entry chunk (with the first-load script) once (`entry`): the entry names every lazy chunk of the app (Vite's
// preload map), so any new chunk anywhere makes it a few bytes longer, which used to fail
// unrelated pages held within bytes of their size. Sizes are held plus half a KB, rounded up to
// the KB. `--update-baseline` writes the current sizes; a listed page's never rise, the entry's
// may (review the diff).
// Prints a line per page (the largest locale); `--details <route>` (a path below src/routes,
// e.g. `$lang/_empty/login.tsx`) lists that page's files and why each loads.
//
// `node scripts/check-bundle.mjs [dist] [--details <route>] [--update-baseline]` checks dist (default dist/).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { COMPILE_HINT, COMPILE_HINT_CHUNK, compileHintProblem } from './compile-hint.ts';
import {
  baseCatalogs,
  catalogKey,
  collect,
  collectRoutes,
  declaredCatalogs,
  entryKey,
  LOCALES,
  pageFiles,
  readManifest,
  ROUTES_DIR,
} from './first-load.ts';

const args = process.argv.slice(2);
const updateBaseline = args.includes('--update-baseline');
if (updateBaseline) args.splice(args.indexOf('--update-baseline'), 1);
const BASELINE = 'scripts/bundle-baseline.json';
/**
 * `entry`: the entry chunk's JS; `pages`: each page's JS without the entry chunk, and its CSS.
 * @type {{ note?: string, entry?: { js: number }, pages: Record<string, { js: number, css: number }> }}
 */
const baseline = existsSync(BASELINE) ? JSON.parse(readFileSync(BASELINE, 'utf8')) : { pages: {} };
const detailsAt = args.indexOf('--details');
const details = detailsAt >= 0 ? args.splice(detailsAt, 2)[1] : undefined;
const dist = args[0] ?? 'dist';
const BUDGET_KB = { js: 150, css: 20 };
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`check-bundle: ${manifestPath} is missing; run \`vite build\` first.`);
  process.exit(1);
}
const manifest = readManifest(dist);

const entry = entryKey(manifest);
const base = baseCatalogs();
// The build's first-load script (scripts/first-load.ts), which index.html carries inline and names
// (its file is the same script): counted with the entry chunk, on every page.
const indexHtml = join(dist, 'index.html');
const firstLoadFile = existsSync(indexHtml)
  ? /data-first-load="\/(assets\/first-load-[^"]+\.js)"/.exec(readFileSync(indexHtml, 'utf8'))?.[1]
  : undefined;

const sizeCache = new Map();
/** The bytes nginx sends a gzip client: scripts/precompress.mjs writes each file at level 9. */
function gzipSize(file) {
  if (!sizeCache.has(file))
    sizeCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return sizeCache.get(file);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
/** A held size: the size plus half a KB, rounded up to the next whole KB. */
const heldSize = (bytes) => Math.ceil((bytes + 512) / 1024) * 1024;
const entryJs = gzipSize(manifest[entry].file) + (firstLoadFile ? gzipSize(firstLoadFile) : 0);
const heldEntryJs = baseline.entry?.js ?? entryJs;
const entryOk = updateBaseline || entryJs <= heldEntryJs;
if (!entryOk) {
  console.error(
    `check-bundle: the entry chunk (${manifest[entry].file})${firstLoadFile ? ` with the first-load script (${firstLoadFile})` : ''} grew to ${kb(entryJs)} KB, over the ${kb(heldEntryJs)} KB held in ${BASELINE}.` +
      " It names every lazy chunk (Vite's preload map): a new chunk adds some 40 bytes. If that is the growth, hold it with --update-baseline; if not, find what the entry now imports.",
  );
}
let failed = false;
const rows = [];

// The framework chunk starts with the compile hint, and no other chunk has it
// (scripts/compile-hint.ts).
for (const chunk of Object.values(manifest)) {
  if (!chunk.file.endsWith('.js')) continue;
  const problem = compileHintProblem(readFileSync(join(dist, chunk.file), 'utf8'), chunk.name);
  if (!problem) continue;
  console.error(
    problem === 'missing'
      ? `check-bundle: ${chunk.file} does not start with the compile hint (${COMPILE_HINT}; compileHint in vite.config.ts).`
      : `check-bundle: ${chunk.file} carries the compile hint, which only the ${COMPILE_HINT_CHUNK} chunk has.`,
  );
  failed = true;
}

for (const page of pageFiles()) {
  const catalogs = [...new Set([...base, ...declaredCatalogs(page)])];
  let worst;
  for (const locale of LOCALES) {
    const files = new Map();
    collect(manifest, entry, 'entry', files);
    if (firstLoadFile) files.set(firstLoadFile, 'first-load plan');
    collectRoutes(manifest, page, files);
    for (const name of catalogs) {
      const key = catalogKey(locale, name);
      if (!manifest[key]) {
        console.error(
          `check-bundle: ${key} (declared by the match of ${page}) is not in the manifest.`,
        );
        failed = true;
      }
      collect(manifest, key, `catalog ${name}`, files);
    }
    const list = [...files].map(([file, reason]) => ({ file, reason, gzip: gzipSize(file) }));
    const total = (css) =>
      list
        .filter((row) => row.file.endsWith('.css') === css)
        .reduce((sum, row) => sum + row.gzip, 0);
    const measured = { locale, js: total(false), css: total(true), list };
    if (!worst || measured.js + measured.css > worst.js + worst.css) worst = measured;
  }
  const page_ = page.slice(ROUTES_DIR.length + 1);
  const withinBudget = worst.js <= BUDGET_KB.js * 1024 && worst.css <= BUDGET_KB.css * 1024;
  const held = baseline.pages[page_];
  // A listed page may not grow: its own part, and the entry (checked once, above).
  const jsOk =
    worst.js <= BUDGET_KB.js * 1024 || (held !== undefined && worst.js - entryJs <= held.js);
  const cssOk = worst.css <= Math.max(held?.css ?? 0, BUDGET_KB.css * 1024);
  const stale = !updateBaseline && baseline.pages[page_] !== undefined && withinBudget;
  if (stale)
    console.error(`check-bundle: ${page_} is within the budget now: remove it from ${BASELINE}.`);
  failed ||= !updateBaseline && (!jsOk || !cssOk || stale);
  rows.push({
    page: page_,
    ...worst,
    jsOk,
    cssOk,
    withinBudget,
    baselined: page_ in baseline.pages,
    catalogs,
  });
}

if (details) {
  const row = rows.find((candidate) => candidate.page === details);
  if (!row) console.error(`check-bundle: no page ${details}`);
  else {
    console.log(`\n${row.page} in ${row.locale} (catalogs ${row.catalogs.join(', ')})`);
    for (const { file, reason, gzip } of row.list.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`${kb(gzip).padStart(7)}  ${file.padEnd(52)} ${reason}`);
    }
  }
}

console.log(
  `\nBefore the first paint, per page (gzip KB, the largest locale; limits JS ${BUDGET_KB.js}, CSS ${BUDGET_KB.css})`,
);
console.log(`${'page'.padEnd(50)} ${'JS'.padStart(7)} ${'CSS'.padStart(7)}  files`);
for (const row of rows) {
  const note = row.baselined
    ? `  over budget, held at ${kb(heldEntryJs + baseline.pages[row.page].js)} / ${kb(baseline.pages[row.page].css)} (${BASELINE})`
    : '';
  console.log(
    `${row.page.padEnd(50)} ${kb(row.js).padStart(6)}${row.jsOk ? ' ' : '!'} ${kb(row.css).padStart(6)}${row.cssOk ? ' ' : '!'}  ${row.list.length}${note}`,
  );
}
if (updateBaseline) {
  const over = rows.filter((row) => !row.withinBudget);
  // A page's held sizes never rise here: only the entry's may (a new chunk lengthens it).
  const lowest = (page, key, bytes) =>
    baseline.entry && baseline.pages[page] ? Math.min(baseline.pages[page][key], bytes) : bytes;
  const pages = Object.fromEntries(
    over.map((row) => [
      row.page,
      {
        js: lowest(row.page, 'js', heldSize(row.js - entryJs)),
        css: lowest(row.page, 'css', heldSize(row.css)),
      },
    ]),
  );
  const entry = { js: heldSize(entryJs) };
  writeFileSync(BASELINE, `${JSON.stringify({ note: baseline.note, entry, pages }, null, 2)}\n`);
  console.log(`check-bundle: wrote ${over.length} pages over budget to ${BASELINE}.`);
  process.exit(0);
}
if (failed || !entryOk) {
  console.error(
    '\ncheck-bundle: over budget (marked !), the entry grew, or a declared catalog is missing.',
  );
  console.error('See what a page loads: node scripts/check-bundle.mjs --details <page>');
  process.exit(1);
}
const held = rows.filter((row) => row.baselined).length;
console.log(
  `check-bundle: ${rows.length - held} pages within budget` +
    (held ? `; ${held} over it and held at their size (${BASELINE}).` : '.'),
);
