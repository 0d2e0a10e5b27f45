/**
 * The first-load scripts of a build (written by scripts/first-load.ts). A page the app draws
 * runs one inline, before the app (`startDrawnPage`): it asks for what the page at the address
 * needs to paint (its data, its route chunks with their imports and styles, its catalogs) while
 * its HTML is parsed, side by side with the entry, instead of after the entry has run. Nothing
 * runs from it: the app imports the same files as before and finds them loaded or loading. A page
 * that came as HTML carries instead a small inline script (`startPrerenderedPage`), which loads
 * the other, from a file, once the page has painted (`startHydration`: the page's code, then the
 * entry). These functions are written into those scripts as they are (their source), so they use
 * nothing but the DOM and each other.
 */

/** What a build's first-load script knows (scripts/first-load.ts makes it from the manifest). */
export interface FirstLoadPlan {
  /**
   * Every file the plan names, once, in `assets/`, the largest first (`largestFirst`,
   * scripts/first-load.ts): a page the app draws asks for its files in this order.
   */
  files: string[];
  /** What each file needs with it: the files it imports statically, its stylesheets. */
  imports: number[][];
  /** Each route file's chunks (indexes into `files`, as are all files below). */
  routes: number[][];
  /** Each page: its address pattern (`$lang/news/$id`), its match's route files, its catalogs. */
  pages: (readonly [pattern: string, routes: number[], catalogs: string[]])[];
  /** The catalogs every page shows. */
  base: string[];
  /** Each locale's (BCP 47) catalogs: their chunks, by catalog name. */
  catalogs: Record<string, Record<string, number[]>>;
  /** Each locale's footer fonts beyond the visitor's own (`LOCALE_FONTS`, scripts/first-load.ts). */
  fonts: Record<string, number[]>;
  /** The route files (indexes into `routes`) whose layout draws the footer (`FOOTER_LAYOUTS`). */
  footer: number[];
  /** The entry chunk, then the scripts it imports statically (index.html links these). */
  entry: string[];
  /** The chunks that hydrate a page that came as HTML (src/app/hydrate-prerendered.tsx). */
  hydration: number[];
  /** The first screen's API calls (src/api/first-screen-calls.ts); none on the mock backend. */
  calls?: FirstScreenCalls;
}

/** The API calls of a first screen, as src/api/first-screen-calls.ts names them. */
export interface FirstScreenCalls {
  /** The API's base (`VITE_API_BASE_URL`) and the token every call sends (`X-Access-Token`). */
  base: string;
  token: string;
  always: string[];
  pages: Record<string, string[]>;
}

/** The attribute of `<html>` on a page that came as HTML (scripts/prerender.ts writes it). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The property of `document` where a page that came as HTML keeps what the visitor typed into its
 * fields before the app took them over (`keepTypedBeforeApp`; src/app/typed-before-app.ts).
 */
export const TYPED_BEFORE_APP = 'portalTypedBeforeApp';

/** A field as the visitor left it: what `keepTypedBeforeApp` keeps of each. */
export interface TypedField {
  value: string;
  checked: boolean;
}

/** What `keepTypedBeforeApp` keeps on `document`, until the app takes it. */
export interface TypedBeforeApp {
  fields: Map<Element, TypedField>;
  /** The form the visitor sent (Enter, or a click) before the app came: the app sends it. */
  submitted: HTMLFormElement | null;
  /** The button (not a form's) the visitor pressed before the app came: the app presses it. */
  pressed: HTMLButtonElement | null;
  /** False once the app has taken the fields over. */
  keeping: boolean;
}

/**
 * A page that came as HTML shows its form fields, and the visitor may type into them, before the
 * app's code has come. React then takes each field over as it is, but holds in its state what the
 * server drew, and its next render of the field would put that back. So, from the start, each
 * field the visitor changes is kept here as they left it (on `doc[key]`), until the app has
 * taken the page over and hands it to the form that owns the field. A form the visitor sends in
 * that time (Enter in a search field) is not the browser's to send (it would reload the page
 * without what was typed): it is kept too, and the app sends it once it has the fields. So is
 * the last button the visitor pressed that nothing answered (the online-service button, a menu):
 * the app presses it once it has the page, instead of the visitor finding it dead.
 */
export function keepTypedBeforeApp(doc: Document, key: string): void {
  const typed: TypedBeforeApp = {
    fields: new Map(),
    submitted: null,
    pressed: null,
    keeping: true,
  };
  (doc as unknown as Record<string, unknown>)[key] = typed;
  doc.addEventListener(
    'input',
    (event) => {
      const field = event.target as HTMLInputElement | null;
      if (!typed.keeping || !field || !/^(INPUT|TEXTAREA|SELECT)$/.test(field.tagName)) return;
      typed.fields.set(field, { value: field.value, checked: field.checked === true });
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      if (!typed.keeping) return;
      event.preventDefault();
      typed.submitted = event.target as HTMLFormElement;
    },
    true,
  );
  doc.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button[type="button"]');
      if (!typed.keeping || !button) return;
      // Once the event has run its course: a button React has by then (it takes over first what
      // is clicked, when its code has come) was answered by the app, and is not pressed again.
      setTimeout(() => {
        const answered = Object.keys(button).some((name) => name.startsWith('__reactProps$'));
        if (typed.keeping && !answered) typed.pressed = button as HTMLButtonElement;
      }, 0);
    },
    true,
  );
}

/**
 * The index of the pattern that `pathname` opens, or -1: as the router ranks them, a fixed
 * segment before a `$param`, position by position (src/app/first-load.test.ts holds it to the
 * router on every page).
 */
export function matchPattern(patterns: readonly string[], pathname: string): number {
  const parts = pathname.split('/').filter(Boolean);
  let best = -1;
  let bestRank = '';
  patterns.forEach((pattern, index) => {
    const segments = pattern ? pattern.split('/') : [];
    if (segments.length !== parts.length) return;
    let rank = '';
    for (let i = 0; i < segments.length; i += 1) {
      const param = segments[i]!.startsWith('$');
      if (!param && segments[i] !== parts[i]) return;
      rank += param ? '1' : '2';
    }
    if (best < 0 || rank > bestRank) {
      best = index;
      bestRank = rank;
    }
  });
  return best;
}

/**
 * The addresses of the API calls the first screen at `pathname` (with `search`, `?…` or empty)
 * makes, as the client sends them (`languageType` last): every page's, then the page's own whose
 * placeholders the address fills (src/api/first-screen-calls.ts). None outside a locale.
 */
export function firstScreenCallUrls(
  calls: FirstScreenCalls,
  pathname: string,
  search: string,
): string[] {
  const locale = /^\/([a-z]{2}_[A-Z]{2})(?:\/|$)/.exec(pathname);
  if (!locale) return [];
  const patterns = Object.keys(calls.pages);
  const index = matchPattern(
    patterns.map((pattern) => pattern.replace(/\?$/, '')),
    pathname,
  );
  const pattern = patterns[index];
  const own = pattern && (!pattern.endsWith('?') || search.length <= 1) ? calls.pages[pattern] : [];
  const parts = pathname.split('/').filter(Boolean);
  const segments = (pattern ?? '').replace(/\?$/, '').split('/');
  const query = new URLSearchParams(search);
  const positive = (value: string | null | undefined) =>
    value && /^[1-9][0-9]{0,14}$/.test(value) ? value : undefined;
  const urls: string[] = [];
  for (const path of [...calls.always, ...(own ?? [])]) {
    let filled = true;
    const url = path.replace(
      /\{(\??)([A-Za-z]+)\}/g,
      (_whole, fromSearch: string, name: string) => {
        const value = positive(fromSearch ? query.get(name) : parts[segments.indexOf(`$${name}`)]);
        if (!value) filled = false;
        return value ?? '';
      },
    );
    if (filled)
      urls.push(`${calls.base}${url}${url.includes('?') ? '&' : '?'}languageType=${locale[1]}`);
  }
  return urls;
}

/**
 * Makes the first screen's API calls (`firstScreenCallUrls`) as the client would (its token,
 * same-origin credentials) and keeps each answer under its address in `scope[key]`, for the
 * client to take (src/api/first-screen-calls.ts). A call that fails is the client's to report.
 */
export function askFirstScreenCalls(
  calls: FirstScreenCalls,
  pathname: string,
  search: string,
  scope: Record<string, unknown>,
  key: string,
): void {
  const answers: Record<string, Promise<Response>> = {};
  for (const url of firstScreenCallUrls(calls, pathname, search)) {
    // eslint-disable-next-line no-restricted-globals -- the client's own call, made before the client exists; the client takes the answer (src/api/first-screen-calls.ts)
    const answer = fetch(url, {
      headers: { 'X-Access-Token': calls.token },
      credentials: 'same-origin',
    });
    // Handled here too: an answer the app never takes must not be reported as unhandled.
    answer.catch(() => undefined);
    answers[url] = answer;
  }
  scope[key] = answers;
}

/**
 * The files (in `assets/`) the page at `pathname` needs before it paints: its catalogs' chunks,
 * then its route chunks with their imports and stylesheets (none at an address no page answers),
 * after the chunks `first` names, with their imports; each file after those it needs.
 */
export function firstScreenFiles(
  plan: FirstLoadPlan,
  pathname: string,
  first: number[] = [],
): string[] {
  const page =
    plan.pages[
      matchPattern(
        plan.pages.map(([pattern]) => pattern),
        pathname,
      )
    ];
  // What a file needs comes before it, as Vite orders a chunk's stylesheets: a component's rules
  // after those of the components it builds on (Button's after UnstyledButton's, which it
  // overrides in the same cascade layer), for a page that links them (scripts/prerender.ts).
  const seen = new Set<number>();
  const wanted: number[] = [];
  const want = (index: number) => {
    if (seen.has(index)) return;
    seen.add(index);
    for (const needed of plan.imports[index] ?? []) want(needed);
    wanted.push(index);
  };
  for (const index of first) want(index);
  if (page) {
    const [, routes, ownCatalogs] = page;
    const locale = (pathname.split('/')[1] ?? '').replace('_', '-');
    const catalogs = plan.catalogs[locale] ?? {};
    // The catalogs first: the app starts once they are in, and they are a few small files.
    for (const name of [...plan.base, ...ownCatalogs])
      for (const index of catalogs[name] ?? []) want(index);
    for (const route of routes) for (const index of plan.routes[route] ?? []) want(index);
    if (routes.some((route) => plan.footer.includes(route)))
      for (const index of plan.fonts[locale] ?? []) want(index);
  }
  return wanted.map((index) => plan.files[index]).filter((file) => file !== undefined);
}

/**
 * Adds to `doc`'s head a `<link rel="modulepreload">` for each of `files` that is a script, and a
 * `<link rel="preload">` `as="style"` or `as="font"` for each stylesheet or font it does not link
 * yet. Each asks in the mode the app's own request will (Vite's links are `crossorigin`), so that
 * the browser answers that request from the preload instead of fetching the file again. `linksPerTask`: how
 * many links one task adds (all by default); the next task adds the next ones. `then` runs in the
 * task that adds the last links.
 */
export function preloadFiles(
  files: string[],
  doc: Document,
  linksPerTask = files.length,
  then?: () => void,
): void {
  const wanted = files.filter(
    (file) => file.endsWith('.js') || !doc.querySelector(`link[href="/assets/${file}"]`),
  );
  const insert = (from: number) => {
    const links = doc.createDocumentFragment();
    for (const file of wanted.slice(from, from + linksPerTask)) {
      const link = doc.createElement('link');
      const as = file.endsWith('.css') ? 'style' : file.endsWith('.woff2') ? 'font' : '';
      link.setAttribute('rel', as ? 'preload' : 'modulepreload');
      if (as) link.setAttribute('as', as);
      link.setAttribute('crossorigin', '');
      link.setAttribute('href', `/assets/${file}`);
      links.appendChild(link);
    }
    doc.head.appendChild(links);
    if (from + linksPerTask < wanted.length) setTimeout(() => insert(from + linksPerTask), 0);
    else then?.();
  };
  insert(0);
}

/**
 * The script of the Intl warm-up worker (scripts/first-load.ts writes `(warmIntl)(self)` into
 * assets/). A tab's first Intl formatter (a date, a price, a plural) makes the browser load its
 * locale data, 30 to 50 ms of work on a fast machine, far more on a phone, and that work would
 * be the longest task of a page's first render. That data is the renderer process's, not one
 * thread's: made once in a worker, on another core, the page's own first formatter then costs
 * what any other does (under a millisecond). The worker makes one formatter of each kind the app
 * uses in the locale it is sent, and ends.
 */
export function warmIntl(scope: {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  close: () => void;
}): void {
  scope.onmessage = (event) => {
    const locale = event.data;
    try {
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY' }).format(1);
      new Intl.PluralRules(locale).select(1);
      new Intl.ListFormat(locale).format(['', '']);
    } finally {
      scope.close();
    }
  };
}

/**
 * Starts the Intl warm-up worker (`warmIntl`, in `assets/${file}`) in the locale of `pathname`
 * (`/en_US/…` is en-US; `/`, which goes on to the visitor's language, the browser's). The first
 * thing the first-load script does: the worker has warmed the data long before the app renders.
 */
export function warmIntlAside(file: string, pathname: string): void {
  if (typeof Worker !== 'function') return;
  const locale = /^\/([a-z]{2})_([A-Z]{2})(?:\/|$)/.exec(pathname);
  try {
    new Worker(`/assets/${file}`).postMessage(
      locale ? `${locale[1]}-${locale[2]}` : navigator.language,
    );
  } catch {
    // A browser that refuses the worker: the page's first formatter does the work itself.
  }
}

/**
 * What the first-load script of a page the app draws does at `pathname` (index.html and the app
 * pages carry it inline, first in the head: `drawnPageScript`, scripts/first-load.ts): while the
 * page is parsed, beside the entry, it asks for the first screen's data (`calls`: where the
 * client takes the answers) and then its files.
 */
export function startDrawnPage(
  plan: FirstLoadPlan,
  pathname: string,
  doc: Document,
  calls?: { search: string; scope: Record<string, unknown>; key: string },
): void {
  // Its data first: the answers are in by the time its code has come and run.
  if (plan.calls && calls)
    askFirstScreenCalls(plan.calls, pathname, calls.search, calls.scope, calls.key);
  // Then its files, the largest first (the plan's order): eight in the task that parses the
  // page, the rest in the next task. Each link starts a request, which costs the main thread one
  // to three milliseconds while Lighthouse traces it, and Lighthouse's simulation starts a request
  // only once the task that asked for it has ended, that task counted four times over; it sends
  // an origin's requests over one connection, one at a time, in the order they were asked for
  // (the entry and the framework, which the HTML links, first). All of them in that task (70 to
  // 90 links, 110 to 240 ms while Lighthouse traced it) held back every file of the order list in
  // its simulation until a task of 874 ms had ended; four per task held back the last ones behind
  // the browser's other work (each arriving module is compiled in a task of its own) until the
  // entry had run, whose own preload then asked for them once the framework had come.
  // Not the footer's font: the app draws the footer once the content is on screen, and loads
  // its font with it (`footerWhenDrawable`, src/features/shell/footer.tsx).
  const rank = new Map(plan.files.map((file, index) => [file, index]));
  const files = firstScreenFiles(plan, pathname)
    .filter((file) => !file.endsWith('.woff2'))
    .sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
  const largest = 8;
  preloadFiles(files.slice(0, largest), doc);
  setTimeout(() => preloadFiles(files.slice(largest), doc), 0);
}

/**
 * What the first-load script of a page that came as HTML does at `pathname` (the file
 * `hydrationScript` of scripts/first-load.ts writes, which the page loads once it has painted:
 * `startPrerenderedPage`): it asks for the page's code (the entry and what it imports, the
 * hydration's chunks, the first screen's) and starts the entry, which hydrates the markup
 * (src/main.tsx).
 */
export function startHydration(plan: FirstLoadPlan, pathname: string, doc: Document): void {
  const run = (file: string, then?: () => void) => {
    const script = doc.createElement('script');
    script.setAttribute('type', 'module');
    script.setAttribute('crossorigin', '');
    script.setAttribute('src', `/assets/${file}`);
    if (then) {
      script.addEventListener('load', then);
      // A file that failed: the entry, which imports it, fails and reports it.
      script.addEventListener('error', then);
    }
    doc.head.appendChild(script);
  };
  // The page has painted, and the visitor may be using it: four links per task. Its entry starts
  // once the last link is in: started before, its preload of the route's chunks (Vite's, as the
  // router loads the first screen) would ask for the files this has not got to yet, up to 40 of
  // them on a sign-in page, beside the hydration's tasks.
  preloadFiles([...plan.entry, ...firstScreenFiles(plan, pathname, plan.hydration)], doc, 4, () => {
    // The entry's imports (the framework) run first, each in a task of its own, and the entry in
    // a later one: the browser runs a module with all it imports that has not run yet in one task,
    // which was a hydration's longest (38 ms on the college home on a fast machine, counted four
    // times over in Lighthouse's simulation, 23 ms once split).
    const imports = plan.entry.slice(1);
    let waiting = imports.length;
    const entry = () => run(plan.entry[0]!);
    if (waiting === 0) entry();
    for (const file of imports)
      run(file, () => {
        waiting -= 1;
        if (waiting === 0) setTimeout(entry, 0);
      });
  });
}

/**
 * The script a page that came as HTML carries inline, first in its head (scripts/prerender.ts
 * writes it, with the nonce of the answer's Content-Security-Policy): the page paints from its
 * markup and stylesheets alone, and no file of the app is asked for before that paint, so that
 * none competes with it for the network or the main thread (Lighthouse counts every request that
 * starts before the largest paint in it). Once the browser reports the page's first paint with
 * content (after 3 s without one; at once in a hidden tab, which paints nothing until shown), it
 * asks for the entry and loads its first-load script (`startHydration`). From the start it keeps what
 * the visitor types for the app (`keepTypedBeforeApp`).
 */
export function startPrerenderedPage(
  doc: Document,
  typedKey: string,
  { firstLoad, entry }: { firstLoad: string; entry: string },
): void {
  keepTypedBeforeApp(doc, typedKey);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const preload = doc.createElement('link');
    preload.setAttribute('rel', 'modulepreload');
    preload.setAttribute('crossorigin', '');
    preload.setAttribute('href', `/assets/${entry}`);
    doc.head.appendChild(preload);
    const script = doc.createElement('script');
    script.setAttribute('async', '');
    script.setAttribute('src', `/assets/${firstLoad}`);
    doc.head.appendChild(script);
  };
  if (
    doc.visibilityState === 'hidden' ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    start();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
}
