// `npm run test:budget` (after `vite build`): the bundle budget of the first screen (issue 5).
//
// Follows the build manifest (dist/.vite/manifest.json, `build.manifest` in vite.config.ts) the way
// the browser loads `/{lang}`: the entry chunk and its static imports (with the home match's
// loaders, kept there by vite.config.ts), the component chunks of every route on the home page's
// match (the home route file and each layout `route.tsx` above it, split by the router plugin's
// autoCodeSplitting) with their static imports, and the catalogs src/main.tsx activates before
// the first render (FIRST_SCREEN_CATALOGS in src/app/deferred.ts, read from the source). Dynamic
// imports (other routes, the other catalogs, dayjs, the rest of Mantine's CSS, the QR encoder,
// toasts and dialogs, the mock backend) are not counted.
//
// Prints one table per locale and fails when JS > 150 KB or CSS > 20 KB gzip for any locale.
//
// `node scripts/check-bundle.mjs [dist]` checks dist (default dist/).
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const BUDGET_KB = { js: 150, css: 20 };
const HOME_ROUTE = 'src/routes/$lang/_default/index.tsx';
const ROUTES_DIR = 'src/routes';
const LOCALES = ['zh-CN', 'zh-HK', 'en-US', 'pt-PT'];
const FIRST_SCREEN_SOURCE = 'src/app/deferred.ts';

const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`check-bundle: ${manifestPath} is missing; run \`vite build\` first.`);
  process.exit(1);
}
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** The layout route files above the home route, then the home route: the match of `/{lang}`. */
function homeRouteChain() {
  const chain = [];
  for (let dir = posix.dirname(HOME_ROUTE); dir.startsWith(ROUTES_DIR); dir = posix.dirname(dir)) {
    const layout = posix.join(dir, 'route.tsx');
    if (existsSync(layout)) chain.unshift(layout);
    if (dir === ROUTES_DIR) break;
  }
  return [posix.join(ROUTES_DIR, '__root.tsx'), ...chain, HOME_ROUTE];
}

/** Manifest keys of a route file's chunks that render it (its split `component`, or itself). */
function routeChunkKeys(routeFile) {
  return Object.keys(manifest).filter((key) => {
    const [path, query = ''] = key.split('?');
    if (path !== routeFile) return false;
    const split = new URLSearchParams(query).get('tsr-split');
    return split === null || split.split('---').includes('component');
  });
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('check-bundle: the manifest has no entry chunk.');
  process.exit(1);
}

/** Adds a chunk and everything it imports statically; `reason` says why it is on the screen. */
function collect(key, reason, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.set(chunk.file, reason);
  for (const css of chunk.css ?? []) if (!files.has(css)) files.set(css, reason);
  for (const imported of chunk.imports ?? []) collect(imported, `${reason} (import)`, files);
}

const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const buffer = readFileSync(join(dist, file));
    sizeCache.set(file, { raw: buffer.length, gzip: gzipSync(buffer).length });
  }
  return sizeCache.get(file);
}

/** The catalog names src/main.tsx loads before the first render. */
function firstScreenCatalogs() {
  const source = readFileSync(FIRST_SCREEN_SOURCE, 'utf8');
  const list = /FIRST_SCREEN_CATALOGS\s*=\s*\[([^\]]*)\]/.exec(source)?.[1];
  if (!list) {
    console.error(`check-bundle: FIRST_SCREEN_CATALOGS not found in ${FIRST_SCREEN_SOURCE}.`);
    process.exit(1);
  }
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const chain = homeRouteChain();
const catalogNames = firstScreenCatalogs();
let failed = false;
const summary = [];

for (const locale of LOCALES) {
  const files = new Map();
  collect(entryKey, 'entry', files);
  for (const route of chain) {
    for (const key of routeChunkKeys(route))
      collect(key, `route ${route.slice(ROUTES_DIR.length + 1)}`, files);
  }
  for (const name of catalogNames) {
    const key = `locales/${locale}/${name}.po`;
    if (!manifest[key]) {
      console.error(`check-bundle: ${key} is not in the manifest.`);
      failed = true;
    }
    collect(key, `catalog ${name}.po`, files);
  }

  const rows = [...files].map(([file, reason]) => ({
    file,
    kind: file.endsWith('.css') ? 'css' : 'js',
    reason,
    ...sizes(file),
  }));
  rows.sort((a, b) => a.kind.localeCompare(b.kind) || b.gzip - a.gzip);
  const total = (kind) =>
    rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.gzip, 0);
  const js = total('js');
  const css = total('css');

  console.log(`\nFirst screen of /${locale.replace('-', '_')} (${rows.length} files)`);
  console.log(`${'gzip KB'.padStart(8)} ${'raw KB'.padStart(8)}  ${'file'.padEnd(48)} why`);
  for (const row of rows) {
    console.log(
      `${kb(row.gzip).padStart(8)} ${kb(row.raw).padStart(8)}  ${row.file.padEnd(48)} ${row.reason}`,
    );
  }
  const jsOk = js <= BUDGET_KB.js * 1024;
  const cssOk = css <= BUDGET_KB.css * 1024;
  failed ||= !jsOk || !cssOk;
  summary.push({ locale, js, css, jsOk, cssOk });
}

console.log('\nBudget of the first screen (gzip)');
console.log(
  `${'locale'.padEnd(8)} ${'JS KB'.padStart(8)} ${'limit'.padStart(6)} ${'CSS KB'.padStart(8)} ${'limit'.padStart(6)}`,
);
for (const row of summary) {
  console.log(
    `${row.locale.padEnd(8)} ${kb(row.js).padStart(8)} ${String(BUDGET_KB.js).padStart(6)}${row.jsOk ? ' ' : '!'} ${kb(row.css).padStart(8)} ${String(BUDGET_KB.css).padStart(6)}${row.cssOk ? ' ' : '!'}`,
  );
}
console.log(`route match of /{lang}: ${chain.join(' > ')}`);
console.log(`catalogs before the first render: ${catalogNames.join(', ')}`);
if (failed) {
  console.error('\ncheck-bundle: over budget (marked !).');
  process.exit(1);
}
console.log('check-bundle: within budget.');
