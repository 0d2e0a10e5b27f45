// `npm run prerender -- --api <backend> --origin <site>`: writes the public pages of a production
// build as HTML, in four locales, from the API's current answers; and the sitemap and robots.txt
// that name them. Run it where the build is deployed, after `npm run build` and again on a
// schedule (the pages then show what the API says now); `npm run serve:prod` and the production
// journeys run it on the mock server.
//
// A page is the build's index.html with the app's markup in <div id="root">, the API answers it
// was drawn from (for the browser's query cache, which hydrates from them and then asks afresh),
// its own title, description, canonical address, hreflang alternates and Open Graph tags, and its
// stylesheets. nginx answers it for its address (deploy/nginx/portal.conf.template), and any
// other address with the app's page of its pattern that the build wrote (`APP_PAGES_DIR`, which
// this leaves as it is) or index.html.
//
// The server render is src/prerender/render-page.tsx, built by `npm run build` into
// dist-prerender/ (`vite build --ssr`).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { firstScreenFiles, PRERENDERED_ATTRIBUTE } from '../src/app/first-load.ts';
import { PRERENDERED_STATE_ID, PRERENDERED_STYLES_ID } from '../src/app/prerendered-ids.ts';
import {
  APP_PAGES_DIR,
  FIRST_LOAD_FILE_ATTRIBUTE,
  firstLoadPlan,
  prerenderedPageScript,
  readManifest,
  type Manifest,
} from './first-load.ts';

/** The locales of the app (src/i18n/locales.ts), the first the default. */
export const PRERENDER_LOCALES = ['zh_CN', 'zh_HK', 'en_US', 'pt_PT'] as const;

/**
 * The pages whose query only the app reads, once it has taken the page over (the tracking page's
 * `?nos=…`): their page as HTML, drawn without a query, is answered for any query
 * (deploy/nginx/portal.conf.template; scripts/nginx-pages.test.ts holds it to this list), so that
 * a shared or bookmarked result paints from HTML too.
 */
export const ANY_QUERY_PATHS = ['/logistics/query'] as const;

/**
 * The public pages prerendered whatever the API lists, after `/{lang}`; the pages of its lists
 * and their items are added from the API's answers (`listDataPages`, src/prerender/data-pages.ts).
 * What a page draws from the visitor's clock (the FBA calculator's fees for today, the working
 * hours' time now) waits for the hydration (`useHydrated`): the server cannot know it.
 */
export const PRERENDERED_PATHS = [
  '',
  '/station',
  '/cross',
  '/finance',
  '/park',
  '/overseas',
  '/tools',
  '/tools/fba-calculator',
  '/tools/unit-converter',
  '/tools/working-hours',
  '/tools/interest',
  '/tools/tracking-check',
  '/tools/address',
  '/tools/email-templates',
  ...ANY_QUERY_PATHS,
] as const;

/**
 * The sign-in pages, prerendered too: a first visit paints them from their HTML, as any public
 * page. What the visitor types before the app has come is theirs (the page's inline script keeps
 * it for the form: src/app/typed-before-app.ts), the submit waits for the app (the kit's
 * `SubmitButton`), and the captcha, which is the visit's, comes with the app. Search engines are
 * kept out of them (`DISALLOWED`): they are written, not listed in the sitemap.
 */
export const PRERENDERED_FORMS = ['/login', '/register', '/forget'] as const;

/**
 * The not-found page is drawn at this address (no page of the app has it) in each locale, and
 * written there: nginx answers it, with status 404, for an address under a locale that no page of
 * the app has (deploy/nginx/portal.conf.template).
 */
export const NOT_FOUND_PATH = '/404';

/**
 * Where a page's HTML goes below the build: `/en_US/tools` -> `pages/en_US/tools.html`; a page
 * addressed by its id in the query, `/en_US/service/detail?id=1` -> `pages/en_US/service/detail/id-1.html`,
 * and a lesson by its course's and its video's, `/en_US/college/course/play?id=10&video=1001` ->
 * `pages/en_US/college/course/play/id-10-video-1001.html` (nginx answers each for exactly that
 * query: deploy/nginx/portal.conf.template).
 */
export function pageFile(address: string): string {
  const [path, query] = address.split('?');
  if (query === undefined) return `pages${path}.html`;
  const [, id, video] = /^id=(\d+)(?:&video=(\d+))?$/.exec(query) ?? [];
  if (id === undefined)
    throw new Error(`${address}: a prerendered page's query is its id (a lesson's, and its video)`);
  return `pages${path}/id-${id}${video === undefined ? '' : `-video-${video}`}.html`;
}

/** The addresses search engines are kept out of: personal pages and the forms of a visit. */
export const DISALLOWED = ['/*/personal/', '/*/login', '/*/register', '/*/forget', '/*/publish/'];

interface RenderedPage {
  html: string;
  state: unknown;
  title: string;
  description: string;
  keywords: string;
  lang: string;
  found: boolean;
  failures: string[];
}

interface Renderer {
  renderPage: (url: string, options: { origin: string }) => Promise<RenderedPage>;
  listDataPages: () => Promise<string[]>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script type="application/json">: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const unescapeAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The Content-Security-Policy allows no `style` attribute in a page's HTML (only the app's own
 * style elements, by nonce; the app sets inline styles through the DOM, which the policy allows).
 * Each `style="…"` of the markup becomes a `data-prerender-style` attribute and a rule of one
 * style element carrying the nonce: the same declarations, above the stylesheets' classes as the
 * attribute was. Hydration leaves attributes as they are, so the rule holds the element until
 * the app, once the page is hydrated, writes the declarations inline (through the DOM, which the
 * policy allows) and drops the attribute: from then on the element's inline style is what React
 * set, and React's later changes to it hold (src/main.tsx).
 */
export function moveInlineStyles(markup: string): { markup: string; css: string } {
  const rules = new Map<string, number>();
  const moved = markup.replace(/ style="([^"]*)"/g, (_whole, value: string) => {
    const declarations = unescapeAttribute(value).replace(/</g, '\\3c ');
    let id = rules.get(declarations);
    if (id === undefined) {
      id = rules.size;
      rules.set(declarations, id);
    }
    return ` data-prerender-style="${id}"`;
  });
  const css = [...rules]
    .map(([declarations, id]) => `#root [data-prerender-style="${id}"]{${declarations}}`)
    .join('\n');
  return { markup: moved, css };
}

/**
 * React's preloads of a page's eager pictures (`<link rel="preload" as="image">`, which a server
 * render writes before the markup, having no head to put them in) go to the page's head: there
 * the browser finds them before the markup, and the root holds only what the app hydrates.
 */
export function moveImagePreloads(markup: string): { markup: string; preloads: string[] } {
  const preloads: string[] = [];
  const rest = markup.replace(/^(?:<link rel="preload" as="image"[^>]*>)+/, (run) => {
    preloads.push(...(run.match(/<link[^>]*>/g) ?? []));
    return '';
  });
  return { markup: rest, preloads };
}

/**
 * The stylesheets of a module's chunk and of the chunks it imports statically, as files of
 * `assets/`: those of what a chunk imports before its own (`firstScreenFiles`' order).
 */
export function chunkStylesheets(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    ...(chunk.imports ?? []).flatMap((imported) => chunkStylesheets(manifest, imported, seen)),
    ...(chunk.css ?? []).map((file) => file.replace(/^assets\//, '')),
  ];
}

/**
 * The site's chrome that the app draws after a page's content, each module a chunk of its own
 * (lazy: src/features/shell/layouts.tsx), and what marks its markup in a page: a page as HTML
 * carries it, so its stylesheets go in the page's head, or it would paint unstyled and move as
 * they come. (The personal centre's menu is only on pages the app draws.)
 */
export const LAZY_CHROME = [
  { module: 'src/features/shell/header/site-header.tsx', marker: '<header' },
  { module: 'src/features/shell/footer.tsx', marker: '<footer' },
  { module: 'src/features/shell/quick-bar.tsx', marker: 'data-quick-bar' },
] as const;

/** The module of the not-found page's screen, a chunk of its own (lazy). */
export const NOT_FOUND_MODULE = 'src/components/feedback/error-screen.tsx';

/**
 * The head tags a prerendered page adds: canonical, alternates, Open Graph, stylesheets, fonts,
 * its pictures' preloads.
 */
export function headTags(
  page: Pick<RenderedPage, 'title' | 'description' | 'lang'>,
  {
    origin,
    lang,
    path,
    stylesheets,
    fonts = [],
    preloads = [],
    css,
    indexable = true,
  }: {
    origin: string;
    lang: string;
    path: string;
    stylesheets: string[];
    /** Fonts the page draws with, in `assets/` (`LOCALE_FONTS`, scripts/first-load.ts). */
    fonts?: string[];
    /** React's preloads of the page's eager pictures (`moveImagePreloads`). */
    preloads?: string[];
    css: string;
    /** False for the not-found page: no address of its own, kept out of search indexes. */
    indexable?: boolean;
  },
): string {
  const address = (locale: string) => `${origin}/${locale}${path}`;
  const addressTags = [
    `<link rel="canonical" href="${escapeHtml(address(lang))}">`,
    ...PRERENDER_LOCALES.map(
      (locale) =>
        `<link rel="alternate" hreflang="${locale.replace('_', '-')}" href="${escapeHtml(address(locale))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(address(PRERENDER_LOCALES[0]))}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:url" content="${escapeHtml(address(lang))}">`,
    `<meta property="og:locale" content="${lang}">`,
  ];
  const tags = [
    ...stylesheets.map((file) => `<link rel="stylesheet" href="/assets/${file}">`),
    // The first paint waits for the whole markup (the answers' element comes after it): painted
    // as soon as the parser had yielded once, the page showed its header, and laid the rest out
    // in a task after that paint, 100 to 250 ms of a phone's main thread that Lighthouse counts
    // in TBT (before the paint, the same layout is not blocking anyone).
    `<link rel="expect" href="#${PRERENDERED_STATE_ID}" blocking="render">`,
    ...fonts.map(
      (file) =>
        `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...preloads,
    ...(indexable ? addressTags : ['<meta name="robots" content="noindex">']),
    // The nonce's placeholder, as in index.html's meta: the server writes each answer's.
    ...(css ? [`<style nonce="__CSP_NONCE__" id="${PRERENDERED_STYLES_ID}">${css}</style>`] : []),
  ];
  return tags.map((tag) => `    ${tag}\n`).join('');
}

/** The build's first-load script, inline in index.html, naming its file (scripts/first-load.ts). */
const FIRST_LOAD_TAG = new RegExp(
  `<script nonce="__CSP_NONCE__" ${FIRST_LOAD_FILE_ATTRIBUTE}="/assets/(first-load-[^"/]+\\.js)">[\\s\\S]*?</script>`,
);

/**
 * The build's index.html made into the page: its head, its markup, its answers; instead of the
 * first-load script, `script` (`prerenderedPageScript`, scripts/first-load.ts: the page
 * loads the first-load script once it has painted), first in the body, with the answer's nonce.
 */
export function pageHtml(
  template: string,
  page: RenderedPage,
  head: string,
  script: string,
): string {
  const replace = (text: string, pattern: RegExp, value: string) => {
    if (!pattern.test(text)) throw new Error(`index.html lacks ${pattern}`);
    return text.replace(pattern, () => value);
  };
  let html = template;
  // Its other attributes stay (Mantine's colour scheme, whose rules style the markup).
  html = replace(html, /<html lang="[^"]*"/, `<html lang="${page.lang}" ${PRERENDERED_ATTRIBUTE}`);
  // The page's one script goes first in its body, below the head's stylesheets, which it waits
  // for (a script does): the browser parses the markup once they have come and lays it out once.
  // Parsed before them, a page with a form field (an <input>, even one with no form) was laid out
  // twice before it painted, the first time without its styles: Chromium lays a page out soon
  // after a field is parsed into it. Lighthouse's simulation counts that layout after the paint,
  // in TBT, four times over.
  html = replace(html, new RegExp(`\\s*${FIRST_LOAD_TAG.source}`), '');
  // The app's scripts: the first-load script asks for them once the page has painted.
  html = replace(html, /\s*<script type="module"[^>]*><\/script>/, '');
  html = html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  html = replace(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replace(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
  );
  html = replace(
    html,
    /<meta name="keywords" content="[^"]*" \/>/,
    `<meta name="keywords" content="${escapeHtml(page.keywords)}" />`,
  );
  html = replace(html, /<\/head>/, `${head}  </head>`);
  html = replace(
    html,
    /<div id="root"><\/div>/,
    `<script nonce="__CSP_NONCE__">${script}</script>\n    <div id="root">${page.html}</div>\n    <script type="application/json" id="${PRERENDERED_STATE_ID}">${scriptJson(page.state)}</script>`,
  );
  return html;
}

/**
 * sitemap.xml: every address written, with its alternates: the same page in the other locales
 * that were written too.
 */
export function sitemap(origin: string, addresses: readonly string[]): string {
  const written = new Set(addresses);
  const entries = addresses.map((address) => {
    const path = address.replace(/^\/[^/?]+/, '');
    const alternates = PRERENDER_LOCALES.filter((other) => written.has(`/${other}${path}`))
      .map(
        (other) =>
          `    <xhtml:link rel="alternate" hreflang="${other.replace('_', '-')}" href="${escapeHtml(`${origin}/${other}${path}`)}"/>`,
      )
      .join('\n');
    return `  <url>\n    <loc>${escapeHtml(`${origin}${address}`)}</loc>\n${alternates}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}

export function robots(origin: string): string {
  return `User-agent: *
Allow: /
${DISALLOWED.map((path) => `Disallow: ${path}`).join('\n')}

Sitemap: ${origin}/sitemap.xml
`;
}

/**
 * Writes the pages, the sitemap and robots.txt into `dist`, drawn from the API at `api`
 * (http://host:port, whose paths start with /api): the pages of `PRERENDERED_PATHS` and those of
 * the API's lists, or of them those `select` takes. A page the API has no data for now (an item
 * withdrawn since it was listed, a failed answer) is left out, and the app draws it as today.
 * Returns the addresses written.
 */
export async function prerenderSite({
  dist = 'dist',
  api,
  origin,
  renderer = 'dist-prerender/render-page.js',
  select = () => true,
  log = console.log,
}: {
  dist?: string;
  api: string;
  origin: string;
  renderer?: string;
  select?: (path: string) => boolean;
  log?: (line: string) => void;
}): Promise<string[]> {
  process.env.NODE_ENV = 'production';
  const networkFetch = globalThis.fetch;
  // The app asks for `/api/...` on its own origin: here, the backend's. Each call names the site
  // as the page's referrer, as a visitor's browser does: a backend that names its files on the
  // origin it was called from (the mock backend's pictures: mocks/lib/pictures.ts) then names
  // them on the site's, where the page as HTML will show them, not on its own address here.
  globalThis.fetch = (input, init) => {
    const request = new Request(typeof input === 'string' ? new URL(input, api) : input, init);
    if (!request.headers.has('referer')) request.headers.set('referer', `${origin}/`);
    return networkFetch(request);
  };
  try {
    const { renderPage, listDataPages } = (await import(
      pathToFileURL(resolve(renderer)).href
    )) as Renderer;
    const template = readFileSync(join(dist, 'index.html'), 'utf8');
    const manifest = readManifest(dist);
    const plan = firstLoadPlan(manifest);
    const firstLoad = FIRST_LOAD_TAG.exec(template)?.[1];
    if (!firstLoad) throw new Error(`${join(dist, 'index.html')} loads no first-load script`);
    const script = prerenderedPageScript({ firstLoad, entry: plan.entry[0]! });
    const started = Date.now();
    const paths = [...PRERENDERED_PATHS, ...(await listDataPages())].filter(select);
    // The pages written before, not the app's pages of the build (APP_PAGES_DIR).
    for (const written of existsSync(join(dist, 'pages')) ? readdirSync(join(dist, 'pages')) : [])
      if (join('pages', written) !== APP_PAGES_DIR)
        rmSync(join(dist, 'pages', written), { recursive: true, force: true });
    const stylesheetsOf = (pathname: string) =>
      firstScreenFiles(plan, pathname).filter((file) => file.endsWith('.css'));
    const fontsOf = (pathname: string) =>
      firstScreenFiles(plan, pathname).filter((file) => file.endsWith('.woff2'));
    if (!manifest[NOT_FOUND_MODULE]) throw new Error(`the build has no chunk ${NOT_FOUND_MODULE}`);
    /**
     * The not-found page's: no route names it. It is drawn in the layouts every page of its
     * locale is drawn in, whose stylesheets are those every page has, and its screen's.
     */
    // The entry's stylesheets, which index.html links already (its first-load plan names every
    // other file of the build too: not a test of what it links).
    const linked = new Set(
      [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/([^"]+)"/g)].map(
        ([, file]) => file,
      ),
    );
    const chromeStylesheets = LAZY_CHROME.map(({ module, marker }) => {
      if (!manifest[module]) throw new Error(`the build has no chunk ${module}`);
      const files = chunkStylesheets(manifest, module).filter((file) => !linked.has(file));
      return { marker, files };
    });
    const notFoundStylesheets = (lang: string) => [
      ...new Set([
        ...PRERENDERED_PATHS.map((path) => stylesheetsOf(`/${lang}${path}`)).reduce(
          (common, files) => common.filter((file) => files.includes(file)),
        ),
        // Not the entry's, which index.html links already.
        ...chunkStylesheets(manifest, NOT_FOUND_MODULE).filter((file) => !linked.has(file)),
      ]),
    ];
    const write = (address: string, path: string, page: RenderedPage, indexable = true) => {
      const pathname = address.split('?')[0]!;
      const lang = pathname.split('/')[1]!;
      const stylesheets = [
        ...new Set([
          ...(indexable ? stylesheetsOf(pathname) : notFoundStylesheets(lang)),
          // The chrome's chunks are lazy (the app draws them after the page's content), but
          // their markup is in the page: without their stylesheets it would paint unstyled.
          ...chromeStylesheets.flatMap(({ marker, files }) =>
            page.html.includes(marker) ? files : [],
          ),
        ]),
      ];
      const { markup: withoutPreloads, preloads } = moveImagePreloads(page.html);
      const { markup, css } = moveInlineStyles(withoutPreloads);
      const head = headTags(page, {
        origin,
        lang,
        path,
        stylesheets,
        fonts: fontsOf(pathname),
        preloads,
        css,
        indexable,
      });
      const file = join(dist, pageFile(address));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, pageHtml(template, { ...page, html: markup }, head, script));
    };
    const written: string[] = [];
    // The sign-in pages first: written, not listed.
    const forms = PRERENDERED_FORMS.filter(select);
    for (const path of [...forms, ...paths]) {
      for (const lang of PRERENDER_LOCALES) {
        const address = `/${lang}${path}`;
        const page = await renderPage(address, { origin });
        if (!page.found || page.failures.length > 0) {
          const why = page.failures.length > 0 ? page.failures.join('; ') : 'not found';
          log(`prerender: ${address} left out (the API has no page there now: ${why})`);
          continue;
        }
        write(address, path, page);
        if (!(forms as readonly string[]).includes(path)) written.push(address);
      }
    }
    for (const lang of PRERENDER_LOCALES) {
      const address = `/${lang}${NOT_FOUND_PATH}`;
      const page = await renderPage(address, { origin });
      if (page.found)
        throw new Error(`${address} is a page of the app: the not-found page needs another`);
      write(address, NOT_FOUND_PATH, page, false);
    }
    for (const [name, text] of [
      ['sitemap.xml', sitemap(origin, written)],
      ['robots.txt', robots(origin)],
    ] as const) {
      writeFileSync(join(dist, name), text);
      // The build's compressed copies (scripts/precompress.mjs) would be answered instead.
      for (const copy of ['.br', '.gz']) rmSync(join(dist, name + copy), { force: true });
    }
    log(
      `prerender: ${written.length} pages, the sign-in pages and the not-found page in ${Date.now() - started} ms, sitemap.xml, robots.txt`,
    );
    return written;
  } finally {
    globalThis.fetch = networkFetch;
  }
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const api = option('--api');
  const origin = option('--origin');
  if (!api || !origin) {
    console.error(
      'usage: npm run prerender -- --api http://backend:port --origin https://www.example.com [--dist dist]',
    );
    process.exit(2);
  }
  await prerenderSite({ api, origin: origin.replace(/\/$/, ''), dist: option('--dist') ?? 'dist' });
  process.exit(0);
}
