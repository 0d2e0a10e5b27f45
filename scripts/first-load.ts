// What a page needs before it paints, read from a build's manifest (dist/.vite/manifest.json):
// the entry chunk and its static imports; the chunks that render each route of the page's match
// (the root, each layout above the page file, the page file), with their static imports and CSS;
// the catalogs activated before the first render (BASE_CATALOGS of src/i18n/activate.ts and those
// the match's routes declare in `staticData.catalogs`). One reading, two uses:
// - scripts/check-bundle.mjs (`npm run test:budget`) holds each page's bytes to the budget;
// - `firstLoad()` (a plugin of vite.config.ts) writes the build's first-load plan into two small
//   scripts: one that index.html runs before the app, which asks for the page's data, route
//   chunks, styles and catalogs at once, side by side with the entry, instead of after it; and
//   one that a page that came as HTML loads only once it has painted (`prerenderedPageScript`,
//   inline), which asks for them, the entry's and the hydration's, and starts the entry
//   (src/app/first-load.ts).
//
// Paths are relative to the working directory (the project root), as the scripts run.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { minifySync } from 'rolldown/utils';
import type { Plugin } from 'vite';
import {
  firstScreenFiles,
  keepTypedBeforeApp,
  matchPattern,
  preloadFiles,
  startDrawnPage,
  startHydration,
  startPrerenderedPage,
  TYPED_BEFORE_APP,
  warmIntl,
  warmIntlAside,
  askFirstScreenCalls,
  firstScreenCallUrls,
  type FirstLoadPlan,
  type FirstScreenCalls,
} from '../src/app/first-load.ts';
import { FIRST_SCREEN_ANSWERS, FIRST_SCREEN_CALLS } from '../src/api/first-screen-calls.ts';

export const ROUTES_DIR = 'src/routes';
export const LOCALES = ['zh-CN', 'zh-HK', 'en-US', 'pt-PT'] as const;

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Every route file below src/routes, as posix paths. */
export function routeFiles(dir = ROUTES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/** The route files that render a page: every route file but the layouts and the root. */
export function pageFiles(): string[] {
  return routeFiles()
    .filter((file) => !file.endsWith('/route.tsx') && !file.endsWith('/__root.tsx'))
    .sort();
}

/** The route files of a page's match, from the root down to the page file itself. */
export function routeChain(pageFile: string): string[] {
  const chain = [pageFile];
  let dir = posix.dirname(pageFile);
  // The page file's own folder layout, then each folder's above it.
  if (posix.basename(pageFile) === 'route.tsx') dir = posix.dirname(dir);
  for (; dir !== ROUTES_DIR && dir.startsWith(ROUTES_DIR); dir = posix.dirname(dir)) {
    for (const layout of [posix.join(dir, 'route.tsx'), `${dir}.tsx`]) {
      if (layout !== pageFile && existsSync(layout)) chain.unshift(layout);
    }
  }
  return [posix.join(ROUTES_DIR, '__root.tsx'), ...chain];
}

/**
 * The address a page file answers, as the router's file naming makes it: `_pathless` folders and
 * `index` drop out, `$param` stays a parameter (`$lang/_default/news/$id.tsx` -> `$lang/news/$id`).
 */
export function routePattern(pageFile: string): string {
  return pageFile
    .slice(ROUTES_DIR.length + 1)
    .replace(/\.tsx$/, '')
    .split('/')
    .filter((segment) => !segment.startsWith('_') && segment !== 'index' && segment !== 'route')
    .join('/');
}

/**
 * Manifest keys of a route file's chunks that its page needs first: its split `component` and
 * `loader` (not its error screens), or the file itself.
 */
export function routeChunkKeys(manifest: Manifest, routeFile: string): string[] {
  return Object.keys(manifest).filter((key) => {
    const [path, query = ''] = key.split('?');
    if (path !== routeFile) return false;
    const split = new URLSearchParams(query).get('tsr-split');
    return (
      split === null || split.split('---').some((part) => part === 'component' || part === 'loader')
    );
  });
}

/** Quoted names in the array literal after `name:` or `name =` in a source file. */
export function namesIn(source: string, name: string): string[] | undefined {
  const list = new RegExp(`${name}\\s*(?::|=)\\s*\\[([^\\]]*)\\]`).exec(source)?.[1];
  return list === undefined
    ? undefined
    : [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
}

export function baseCatalogs(): string[] {
  const names = namesIn(readFileSync('src/i18n/activate.ts', 'utf8'), 'BASE_CATALOGS');
  if (!names) throw new Error('BASE_CATALOGS not found in src/i18n/activate.ts.');
  return names;
}

/** The catalogs a page's match declares (besides the base ones). */
export function declaredCatalogs(pageFile: string): string[] {
  const chain = routeChain(pageFile);
  return [
    ...new Set(chain.flatMap((file) => namesIn(readFileSync(file, 'utf8'), 'catalogs') ?? [])),
  ];
}

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.isEntry);
  if (!key) throw new Error('The manifest has no entry chunk.');
  return key;
}

/** Adds a chunk and everything it imports statically; `reason` says why it is on the screen. */
export function collect(
  manifest: Manifest,
  key: string,
  reason: string,
  files: Map<string, string>,
): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.set(chunk.file, reason);
  for (const css of chunk.css ?? []) if (!files.has(css)) files.set(css, reason);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, `${reason} <`, files);
}

/** The route chunks (with their imports and CSS) of a page's match, in `files`. */
export function collectRoutes(manifest: Manifest, pageFile: string, files: Map<string, string>) {
  for (const route of routeChain(pageFile)) {
    for (const key of routeChunkKeys(manifest, route)) {
      collect(manifest, key, route.slice(ROUTES_DIR.length + 1), files);
    }
  }
}

/**
 * Modules a first screen imports lazily but asks for at once, as the module importing them is
 * evaluated (the data table's view: `viewCode` in src/components/data-table/data-table.tsx).
 * The plan asks for each with the chunk that imports it, not one round trip after that chunk has
 * come and run: a list's rows, its largest paint, need it. The budget does not count them (the
 * page paints its skeleton before they come).
 */
export const EAGER_LAZY_MODULES = ['src/components/data-table/data-table-view.tsx'];

/**
 * The in-browser mock backend that src/main.tsx starts in an offline build (`VITE_API_MOCKS`):
 * every API answer of such a build waits for it, so index.html asks for it with the entry.
 */
export const MOCK_BACKEND_MODULE = 'mocks/browser.ts';

/** The module src/main.tsx loads to hydrate a page that came as HTML (scripts/prerender.ts). */
export const HYDRATION_MODULE = 'src/app/hydrate-prerendered.tsx';

export const catalogKey = (locale: string, name: string) => `locales/${locale}/${name}.po`;

/** The layout route files whose layout draws the site footer (`Footer`, src/features/shell/). */
export const FOOTER_LAYOUTS = [
  'src/routes/$lang/_default/route.tsx',
  'src/routes/$lang/_college/route.tsx',
  'src/routes/$lang/_full/route.tsx',
];

/**
 * The fonts each locale's footer draws with beyond the visitor's own: on the pages of the Latin
 * locales, the filing numbers' (src/features/shell/footer.module.css), which a page as HTML below
 * one of `FOOTER_LAYOUTS` asks for before its first layout reaches the footer, or the browser
 * falls back to a system CJK face. (A page the app draws draws its footer after its content, once
 * the font is in: `footerWhenDrawable` in src/features/shell/footer.tsx.)
 */
const LOCALE_FONTS: Partial<Record<(typeof LOCALES)[number], string[]>> = {
  'en-US': ['src/features/shell/filing-numbers.woff2'],
  'pt-PT': ['src/features/shell/filing-numbers.woff2'],
};

/**
 * The plan a build's first-load script carries: the build's files beyond the entry's (without
 * their `assets/` folder), each with the files it imports statically and its stylesheets; the
 * chunks of each route file and of each catalog in each locale, and each locale's fonts; each page
 * as its address pattern, the route files of its match and its own catalogs; the entry's
 * scripts, and the hydration's chunks. Files are indexes into `files`.
 */
export function firstLoadPlan(manifest: Manifest): FirstLoadPlan {
  const missing = EAGER_LAZY_MODULES.filter((key) => !manifest[key]);
  if (missing.length) throw new Error(`EAGER_LAZY_MODULES names no chunk of the build: ${missing}`);
  const missingFonts = Object.values(LOCALE_FONTS)
    .flat()
    .filter((key) => !manifest[key]);
  if (missingFonts.length)
    throw new Error(`LOCALE_FONTS names no file of the build: ${missingFonts}`);
  const entryFiles = new Map<string, string>();
  collect(manifest, entryKey(manifest), 'entry', entryFiles);
  const files: string[] = [];
  const imports: number[][] = [];
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  /** The index of a file (with what it needs, added first), or undefined for the entry's. */
  const indexOf = (file: string): number | undefined => {
    if (entryFiles.has(file)) return undefined;
    const name = file.replace(/^assets\//, '');
    if (files.includes(name)) return files.indexOf(name);
    files.push(name);
    const index = files.length - 1;
    const chunk = manifest[keyOfFile.get(file) ?? ''];
    // The chunks it imports before its stylesheets: their rules come first (`firstScreenFiles`);
    // then what it imports lazily but at once.
    const needs = [
      ...(chunk?.imports ?? []).map((key) => manifest[key]?.file ?? ''),
      ...(chunk?.css ?? []),
      ...(chunk?.dynamicImports ?? [])
        .filter((key) => EAGER_LAZY_MODULES.includes(key))
        .map((key) => manifest[key]?.file ?? ''),
    ]
      .map(indexOf)
      .filter((found) => found !== undefined);
    imports[index] = needs;
    return index;
  };
  const chunksOf = (keys: string[]) =>
    keys.map((key) => indexOf(manifest[key]!.file)).filter((found) => found !== undefined);
  const routeFiles: string[] = [];
  const routes: number[][] = [];
  const routeIndex = (routeFile: string) => {
    if (!routeFiles.includes(routeFile)) {
      routeFiles.push(routeFile);
      routes.push(chunksOf(routeChunkKeys(manifest, routeFile)));
    }
    return routeFiles.indexOf(routeFile);
  };
  const pages = pageFiles().map(
    (page) =>
      [routePattern(page), routeChain(page).map(routeIndex), declaredCatalogs(page)] as const,
  );
  const base = baseCatalogs();
  const names = [...new Set([...base, ...pages.flatMap(([, , catalogs]) => catalogs)])];
  const catalogs = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.fromEntries(
        names
          .filter((name) => manifest[catalogKey(locale, name)])
          .map((name) => [name, chunksOf([catalogKey(locale, name)])]),
      ),
    ]),
  );
  const entry = [...entryFiles.keys()]
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.replace(/^assets\//, ''));
  const hydration = manifest[HYDRATION_MODULE] ? chunksOf([HYDRATION_MODULE]) : [];
  const fonts = Object.fromEntries(
    Object.entries(LOCALE_FONTS).map(([locale, keys]) => [locale, chunksOf(keys)]),
  );
  const footer = FOOTER_LAYOUTS.map(routeIndex);
  return { files, imports, routes, pages, base, catalogs, fonts, footer, entry, hydration };
}

/**
 * The plan of one page (`plan.pages[page]`) alone: the files it may ask for on its first load in
 * any locale (its route chunks, its catalogs, its fonts, with what each needs) and its own API
 * calls, indexed afresh. What the page's first-load script asks for with it is what the whole
 * plan's would (scripts/first-load.test.ts), in a fraction of the bytes (`APP_PAGES_DIR`).
 */
export function planForPage(plan: FirstLoadPlan, page: number): FirstLoadPlan {
  const [pattern, routes, ownCatalogs] = plan.pages[page]!;
  const files: string[] = [];
  const imports: number[][] = [];
  const kept = new Map<number, number>();
  const keep = (index: number): number => {
    const known = kept.get(index);
    if (known !== undefined) return known;
    const fresh = files.push(plan.files[index]!) - 1;
    kept.set(index, fresh);
    imports[fresh] = (plan.imports[index] ?? []).map(keep);
    return fresh;
  };
  const names = [...plan.base, ...ownCatalogs];
  const catalogs = Object.fromEntries(
    Object.entries(plan.catalogs).map(([locale, byName]) => [
      locale,
      Object.fromEntries(
        names.filter((name) => byName[name]).map((name) => [name, byName[name]!.map(keep)]),
      ),
    ]),
  );
  const ownRoutes = routes.map((route) => (plan.routes[route] ?? []).map(keep));
  const footer = routes.flatMap((route, index) => (plan.footer.includes(route) ? [index] : []));
  const fonts = Object.fromEntries(
    Object.entries(plan.fonts).map(([locale, found]) => [
      locale,
      footer.length > 0 ? found.map(keep) : [],
    ]),
  );
  const calls = plan.calls && {
    ...plan.calls,
    pages: Object.fromEntries(
      Object.entries(plan.calls.pages).filter(([key]) => key.replace(/\?$/, '') === pattern),
    ),
  };
  return {
    files,
    imports,
    routes: ownRoutes,
    pages: [[pattern, ownRoutes.map((_, index) => index), ownCatalogs]],
    base: plan.base,
    catalogs,
    fonts,
    footer,
    entry: plan.entry,
    // A page the app draws is never one that came as HTML, which alone hydrates.
    hydration: [],
    ...(calls ? { calls } : {}),
  };
}

/**
 * `plan` with its files in the order a page the app draws asks for them (`startDrawnPage`, src/app/
 * first-load.ts): the largest first, by `size`, so that none of them starts late behind small
 * ones. On Lighthouse's phone a page's requests share a link of 1.6 Mbit/s (one at a time, in the
 * order they were asked for: `preloadsLargestFirst`), and it draws once the last has come: the
 * order list's last files in plan order were its data table (12 KB), which started last. Every
 * index into `files` follows the files to their new places.
 */
export function largestFirst(plan: FirstLoadPlan, size: (file: string) => number): FirstLoadPlan {
  const order = plan.files
    .map((_, index) => index)
    .sort((a, b) => size(plan.files[b]!) - size(plan.files[a]!) || a - b);
  const placeOf = new Map(order.map((index, place) => [index, place]));
  const moved = (indexes: readonly number[]) => indexes.map((index) => placeOf.get(index)!);
  const byName = (lists: Record<string, number[]>) =>
    Object.fromEntries(Object.entries(lists).map(([name, indexes]) => [name, moved(indexes)]));
  return {
    ...plan,
    files: order.map((index) => plan.files[index]!),
    imports: order.map((index) => moved(plan.imports[index] ?? [])),
    routes: plan.routes.map(moved),
    catalogs: Object.fromEntries(
      Object.entries(plan.catalogs).map(([locale, lists]) => [locale, byName(lists)]),
    ),
    fonts: byName(plan.fonts),
    hydration: moved(plan.hydration),
  };
}

/**
 * `html` (a build's index.html) with its modulepreload links, the entry's static imports that Vite
 * links after the entry's script, the largest first by `size`. Lighthouse's simulation sends an
 * origin's requests one at a time, in the order the page asked for them, each going on with what
 * the round trip before it left over: Vite's order, the runtime (under 1 KB) before the framework
 * (94 KB), gave the runtime a round trip of its own after the entry's, which the framework and
 * every file after it waited for. An order's page painted 150 ms later than with the framework
 * first (its five saved loads of one bench, simulated again with the runtime asked for after the
 * framework). In a browser both files are asked for in the same moment, in either order.
 */
export function preloadsLargestFirst(html: string, size: (file: string) => number): string {
  const link = /<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g;
  const sorted = [...html.matchAll(link)].sort((a, b) => size(b[1]!) - size(a[1]!));
  let next = 0;
  return html.replace(link, () => sorted[next++]![0]);
}

/**
 * Where the app's page of each address pattern is written: the build's index.html with that
 * page's own first-load plan (`planForPage`) instead of the whole app's. nginx answers an address
 * with it when no prerendered page does (deploy/nginx/portal.conf.template, `$portal_app_page`):
 * `$lang/personal/order` is pages/app/personal/order.html, `$lang` pages/app/index.html, and a
 * `$id` is `_id` (`$lang/personal/order/$id/pay`: pages/app/personal/order/_id/pay.html). Other
 * addresses (outside a locale) get index.html.
 */
export const APP_PAGES_DIR = 'pages/app';

/** The file (below `APP_PAGES_DIR`) of a page's address pattern, or undefined outside a locale. */
export function appPageFile(pattern: string): string | undefined {
  const [first, ...rest] = pattern.split('/');
  if (first !== '$lang') return undefined;
  if (rest.length === 0) return 'index.html';
  return `${rest.map((segment) => (segment.startsWith('$') ? '_id' : segment)).join('/')}.html`;
}

/**
 * A first-load script: classic, its own scope; it starts the Intl warm-up worker, then makes
 * `call` with `functions` of src/app/first-load.ts (their source, as they are tested).
 */
function firstLoadScript(
  intlWorker: string,
  functions: readonly ((...args: never[]) => unknown)[],
  call: string,
): string {
  return `// The first-load plan of this build (scripts/first-load.ts, src/app/first-load.ts).
(function () {
${warmIntlAside.toString()}
${warmIntlAside.name}(${JSON.stringify(intlWorker)}, location.pathname);
${functions.map((source) => source.toString()).join('\n')}
${call}
})();
`;
}

/**
 * The first-load script of a page the app draws, run where it stands in index.html and the app
 * pages (inline, first in the head), before the entry module, with `plan`: only what such a page
 * runs, since every byte of it is in the page's HTML, which comes before anything else.
 */
export function drawnPageScript(plan: FirstLoadPlan, intlWorker: string): string {
  return firstLoadScript(
    intlWorker,
    [
      matchPattern,
      firstScreenCallUrls,
      askFirstScreenCalls,
      firstScreenFiles,
      preloadFiles,
      startDrawnPage,
    ],
    `${startDrawnPage.name}(${JSON.stringify({ ...plan, hydration: [] })}, location.pathname, document, { search: location.search, scope: window, key: ${JSON.stringify(FIRST_SCREEN_ANSWERS)} });`,
  );
}

/**
 * The first-load script of a page that came as HTML, which loads it from its file once it has
 * painted (`prerenderedPageScript`), with `plan` without the API calls, which the page's markup
 * has answered.
 */
export function hydrationScript(plan: FirstLoadPlan, intlWorker: string): string {
  const { calls: _calls, ...files } = plan;
  return firstLoadScript(
    intlWorker,
    [matchPattern, firstScreenFiles, preloadFiles, startHydration],
    `${startHydration.name}(${JSON.stringify(files)}, location.pathname, document);`,
  );
}

/**
 * The inline script of a page that came as HTML (scripts/prerender.ts writes it first in the
 * page's head): `startPrerenderedPage` of src/app/first-load.ts (its source, as it is tested)
 * with this build's first-load script and entry, minified.
 */
export function prerenderedPageScript(files: { firstLoad: string; entry: string }): string {
  const source = `(function () {
${keepTypedBeforeApp.toString()}
${startPrerenderedPage.toString()}
${startPrerenderedPage.name}(document, ${JSON.stringify(TYPED_BEFORE_APP)}, ${JSON.stringify(files)});
})();`;
  const { code, errors } = minifySync('prerendered-page.js', source);
  if (errors.length > 0) throw new Error(`prerendered page script: ${errors[0]!.message}`);
  return code.trim();
}

/**
 * The modulepreload links of the mock backend's chunk and of what it imports that the entry does
 * not (`MOCK_BACKEND_MODULE`).
 */
export function mockBackendPreloads(manifest: Manifest): string[] {
  if (!manifest[MOCK_BACKEND_MODULE])
    throw new Error(`the build has no chunk ${MOCK_BACKEND_MODULE}`);
  const entryFiles = new Map<string, string>();
  collect(manifest, entryKey(manifest), 'entry', entryFiles);
  const files = new Map<string, string>();
  collect(manifest, MOCK_BACKEND_MODULE, 'mock backend', files);
  // Not the entry's, which index.html preloads already.
  return [...files.keys()]
    .filter((file) => file.endsWith('.js') && !entryFiles.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`);
}

/**
 * The attribute of index.html's inline first-load script that names the file of the other, the
 * pages as HTML's (`hydrationScript`): scripts/prerender.ts puts the inline script of such a page
 * in its place, scripts/check-bundle.mjs counts the file with the entry.
 */
export const FIRST_LOAD_FILE_ATTRIBUTE = 'data-first-load';

/** `source` minified as the build's chunks are. */
function minified(name: string, source: string): string {
  const { code, errors } = minifySync(`${name}.js`, source);
  if (errors.length > 0) throw new Error(`${name} script: ${errors[0]!.message}`);
  return code.trim();
}

/**
 * Minifies `source` as the build's chunks are (every page runs it) and writes it into
 * `dir`/assets/ as `name`-hash.js, named by its content's hash as Vite names its chunks (cached a
 * year: a changed script is a new file). Returns the file's name.
 */
function writeScript(dir: string, name: string, source: string) {
  const script = minified(name, source);
  const hash = createHash('sha256').update(script).digest('base64url').slice(0, 8);
  const file = `${name}-${hash}.js`;
  writeFileSync(join(dir, 'assets', file), script);
  return { file };
}

/**
 * A Vite plugin: after a build is written, puts the first-load script of a page the app draws
 * (`drawnPageScript`) inline in index.html and in each app page, first in the head, with the
 * answer's nonce (the server writes it, as for the styles): such a page asks for its data and
 * files while its HTML is parsed, not one request later. It writes the first-load script of the
 * pages as HTML (`hydrationScript`) into assets/, named by its content's hash so that it is
 * cached like the other assets (such a page loads it once it has painted), and beside it the
 * Intl warm-up worker that both start (`warmIntl` of src/app/first-load.ts).
 */
export function firstLoad(): Plugin {
  // The first screen's API calls, as the client makes them (src/lib/env.ts); none in a build on the
  // in-browser mock backend, which starts with the app.
  let calls: FirstScreenCalls | undefined;
  let mocks = false;
  return {
    name: 'portal:first-load',
    // The browser's build (not the prerendering's server build, which has no index.html).
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved({ env }) {
      mocks = env.VITE_API_MOCKS === 'true';
      calls = mocks
        ? undefined
        : {
            base: String(env.VITE_API_BASE_URL || '/api').replace(/\/$/, ''),
            token: String(env.VITE_API_TOKEN || 'portal-web'),
            ...FIRST_SCREEN_CALLS,
          };
    },
    writeBundle({ dir = 'dist' }) {
      const manifest = readManifest(dir);
      const intlWorker = writeScript(dir, 'intl-warmup', `(${warmIntl.toString()})(self);`);
      const size = (file: string) => statSync(join(dir, 'assets', file)).size;
      const plan: FirstLoadPlan = largestFirst({ ...firstLoadPlan(manifest), calls }, size);
      const { file } = writeScript(dir, 'first-load', hydrationScript(plan, intlWorker.file));
      const html = join(dir, 'index.html');
      const template = preloadsLargestFirst(readFileSync(html, 'utf8'), size);
      const charset = '<meta charset="UTF-8" />';
      if (!template.includes(charset)) throw new Error(`${html} lacks ${charset}`);
      // An offline build's mock backend, which every answer waits for: asked for with the entry
      // rather than once it has run, at low priority (after the entry's files, the first paint's
      // code comes first: the page paints its skeletons 0.8 s sooner on Lighthouse's phone).
      const preloads = mocks ? mockBackendPreloads(manifest) : [];
      /** index.html with `inline` as its first-load script, naming the pages as HTML's file. */
      const pageWith = (inline: string) => {
        if (inline.includes('</')) throw new Error('first-load script: "</" would end it inline');
        const tag = `<script nonce="__CSP_NONCE__" ${FIRST_LOAD_FILE_ATTRIBUTE}="/assets/${file}">${inline}</script>`;
        return template
          .replace(charset, () => `${charset}\n    ${tag}`)
          .replace('</head>', () => preloads.map((link) => `  ${link}\n  `).join('') + '</head>');
      };
      writeFileSync(html, pageWith(minified('first-load', drawnPageScript(plan, intlWorker.file))));
      // Each page's own: its HTML names its own files and calls, not the whole app's.
      plan.pages.forEach(([pattern], index) => {
        const name = appPageFile(pattern);
        if (!name) return;
        const target = join(dir, APP_PAGES_DIR, name);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(
          target,
          pageWith(
            minified(
              'first-load',
              drawnPageScript(largestFirst(planForPage(plan, index), size), intlWorker.file),
            ),
          ),
        );
      });
    },
  };
}
