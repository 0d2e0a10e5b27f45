/**
 * The first-load script of a build (written by scripts/first-load.ts, run by index.html before
 * the app): it asks for what the page at the address needs to paint (its route chunks with their
 * imports and styles, and its catalogs) at once, side by side with the entry, instead of after the
 * entry has run. Nothing runs from it: the app imports the same files as before and finds them
 * loaded or loading. These functions are written into that script as they are (their source), so
 * they use nothing but the DOM and each other.
 */

/** What a build's first-load script knows (scripts/first-load.ts makes it from the manifest). */
export interface FirstLoadPlan {
  /** Every file the plan names, once, in `assets/`. */
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
 * The files (in `assets/`) the page at `pathname` needs before it paints: its route chunks with
 * their imports and stylesheets, and its catalogs' chunks. None for an address no page answers.
 */
export function firstScreenFiles(plan: FirstLoadPlan, pathname: string): string[] {
  const page =
    plan.pages[
      matchPattern(
        plan.pages.map(([pattern]) => pattern),
        pathname,
      )
    ];
  if (!page) return [];
  const [, routes, ownCatalogs] = page;
  const catalogs = plan.catalogs[(pathname.split('/')[1] ?? '').replace('_', '-')] ?? {};
  const wanted = new Set<number>();
  const want = (index: number) => {
    if (wanted.has(index)) return;
    wanted.add(index);
    for (const needed of plan.imports[index] ?? []) want(needed);
  };
  for (const route of routes) for (const index of plan.routes[route] ?? []) want(index);
  for (const name of [...plan.base, ...ownCatalogs])
    for (const index of catalogs[name] ?? []) want(index);
  return [...wanted].map((index) => plan.files[index]).filter((file) => file !== undefined);
}

/**
 * Adds to `doc`'s head a `<link rel="modulepreload">` for each script the page at `pathname`
 * needs before it paints, and a `<link rel="preload" as="style">` for each stylesheet.
 */
export function preloadFirstScreen(plan: FirstLoadPlan, pathname: string, doc: Document): void {
  const files = firstScreenFiles(plan, pathname);
  // A few links per task: each starts a request, which costs the main thread about half a
  // millisecond (more on a phone); sixty in one task would block it for long (Lighthouse's TBT).
  const linksPerTask = 8;
  const insert = (from: number) => {
    const links = doc.createDocumentFragment();
    for (const file of files.slice(from, from + linksPerTask)) {
      const link = doc.createElement('link');
      if (file.endsWith('.css')) {
        link.setAttribute('rel', 'preload');
        link.setAttribute('as', 'style');
      } else {
        link.setAttribute('rel', 'modulepreload');
        link.setAttribute('crossorigin', '');
      }
      link.setAttribute('href', `/assets/${file}`);
      links.appendChild(link);
    }
    doc.head.appendChild(links);
    if (from + linksPerTask < files.length) setTimeout(() => insert(from + linksPerTask), 0);
  };
  insert(0);
}
