import { afterEach, describe, expect, it, vi } from 'vitest';
import { router } from '@/app/router';
import { stubPaintReports } from '@/test/frames';
import { pageFiles, ROUTES_DIR, routePattern } from '../../scripts/first-load';
import {
  firstScreenFiles,
  matchPattern,
  PRERENDERED_ATTRIBUTE,
  startDrawnPage,
  startHydration,
  startPrerenderedPage,
  TYPED_BEFORE_APP,
  warmIntl,
  warmIntlAside,
  type FirstLoadPlan,
} from './first-load';

/** An address of a pattern: `$lang` a locale, any other `$param` a number. */
const addressOf = (pattern: string) =>
  `/${pattern.replace('$lang', 'en_US').replace(/\$[A-Za-z]+/g, '7')}`;

/** The router's id of a page file (`$lang/_default/news/index.tsx` -> `/$lang/_default/news/`). */
const routeIdOf = (file: string) =>
  `/${file.slice(ROUTES_DIR.length + 1).replace(/\.tsx$/, '')}`.replace(/\/index$/, '/');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the first-load plan', () => {
  const files = pageFiles();
  const patterns = files.map(routePattern);

  it('opens, at every page address, the page the router opens there', () => {
    expect(files.length).toBeGreaterThan(60);
    for (const [index, file] of files.entries()) {
      const address = addressOf(patterns[index]!);
      const [routes] = router.getMatchedRoutes(address);
      expect(routes.at(-1)?.id, address).toBe(routeIdOf(file));
      expect(files[matchPattern(patterns, address)], address).toBe(file);
    }
  });

  it('prefers a fixed segment to a parameter, and opens nothing for an unknown address', () => {
    const order = ['$lang/news/$id', '$lang/news/compare', '$lang'];
    expect(matchPattern(order, '/en_US/news/compare')).toBe(1);
    expect(matchPattern(order, '/en_US/news/12')).toBe(0);
    expect(matchPattern(order, '/en_US/')).toBe(2);
    expect(matchPattern(order, '/en_US/nothing/here/at/all')).toBe(-1);
  });

  const plan: FirstLoadPlan = {
    files: [
      'layout.js',
      'page.js',
      'page.css',
      'common-en.js',
      'news-en.js',
      'shared.js',
      'hydrate.js',
      'numbers.woff2',
    ],
    imports: [[5], [2, 5, 0], [], [], [], [], [5], []],
    routes: [[0], [1]],
    pages: [['$lang/news/$id', [0, 1], ['news']]],
    base: ['common'],
    catalogs: { 'en-US': { common: [3], news: [4] }, 'zh-CN': { common: [9], news: [9] } },
    fonts: { 'en-US': [7] },
    footer: [0],
    entry: ['index.js', 'framework.js'],
    hydration: [6],
  };

  /** The links of `doc`'s head (rel, as, href, crossorigin) and its scripts' addresses. */
  const headOf = (doc: Document) => ({
    links: [...doc.head.querySelectorAll('link')].map((link) => [
      link.getAttribute('rel'),
      link.getAttribute('as'),
      link.getAttribute('href'),
      link.getAttribute('crossorigin'),
    ]),
    scripts: [...doc.head.querySelectorAll('script')].map((script) => [
      script.getAttribute('type'),
      script.getAttribute('src'),
    ]),
  });

  it("asks for the page's scripts and styles and its locale's catalogs, as the app will", () => {
    vi.useFakeTimers();
    const doc = document.implementation.createHTMLDocument();
    startDrawnPage(plan, '/en_US/news/3001', doc);
    vi.runAllTimers();
    // Each file once, though the layout and the page both import it, in the plan's order (the
    // largest first: scripts/first-load.ts, `largestFirst`), in the app's request mode
    // (`crossorigin`, as Vite's links), or the browser would fetch each file a second time.
    expect(headOf(doc)).toEqual({
      links: [
        ['modulepreload', null, '/assets/layout.js', ''],
        ['modulepreload', null, '/assets/page.js', ''],
        ['preload', 'style', '/assets/page.css', ''],
        ['modulepreload', null, '/assets/common-en.js', ''],
        ['modulepreload', null, '/assets/news-en.js', ''],
        ['modulepreload', null, '/assets/shared.js', ''],
      ],
      scripts: [],
    });
  });

  it("names the footer's font of a Latin locale for the page as HTML, which the app loads with the footer", () => {
    // The page as HTML links it (scripts/prerender.ts); the app asks for it once it draws the
    // footer, after the content (above: not in the first load).
    expect(firstScreenFiles(plan, '/en_US/news/3001')).toContain('numbers.woff2');
    // A locale drawn in the visitor's own fonts names none, nor does a page whose layout draws no
    // footer (the sign-in pages, the TV page).
    expect(firstScreenFiles(plan, '/zh_CN/news/3001')).not.toContain('numbers.woff2');
    expect(firstScreenFiles({ ...plan, footer: [] }, '/en_US/news/3001')).not.toContain(
      'numbers.woff2',
    );
  });

  /** A document as a page that came as HTML is: its `<html>` marked. */
  function prerenderedDocument() {
    const doc = document.implementation.createHTMLDocument();
    doc.documentElement.setAttribute(PRERENDERED_ATTRIBUTE, '');
    return doc;
  }

  /** Reports that the module script of `file` in `doc` has run (`load`) or failed (`error`). */
  const loaded = (doc: Document, file: string, event: 'load' | 'error') =>
    doc.head.querySelector(`script[src="/assets/${file}"]`)!.dispatchEvent(new Event(event));

  const FILES = { firstLoad: 'first-load-1.js', entry: 'index.js' };

  it('loads nothing of the app on a page that came as HTML until it has painted', () => {
    vi.useFakeTimers();
    const paint = stubPaintReports();
    const doc = prerenderedDocument();
    startPrerenderedPage(doc, TYPED_BEFORE_APP, FILES);
    expect(headOf(doc)).toEqual({ links: [], scripts: [] });
    // A first paint without content (the background) is not the page yet.
    paint('first-paint');
    expect(headOf(doc)).toEqual({ links: [], scripts: [] });
    paint('first-contentful-paint');
    // The entry, and the first-load script, which asks for the rest.
    expect(headOf(doc)).toEqual({
      links: [['modulepreload', null, '/assets/index.js', '']],
      scripts: [[null, '/assets/first-load-1.js']],
    });
    // Once only, whatever is reported or waited for after.
    paint('first-contentful-paint');
    vi.advanceTimersByTime(5000);
    expect(headOf(doc).scripts).toHaveLength(1);
  });

  it('loads the app of a page that came as HTML after a while if no paint is reported', () => {
    vi.useFakeTimers();
    stubPaintReports();
    const doc = prerenderedDocument();
    startPrerenderedPage(doc, TYPED_BEFORE_APP, FILES);
    vi.advanceTimersByTime(2900);
    expect(headOf(doc).scripts).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(headOf(doc).scripts).toEqual([[null, '/assets/first-load-1.js']]);
  });

  it('loads the app of a page that came as HTML at once when it is hidden (nothing paints)', () => {
    stubPaintReports();
    const doc = prerenderedDocument();
    vi.spyOn(doc, 'visibilityState', 'get').mockReturnValue('hidden');
    startPrerenderedPage(doc, TYPED_BEFORE_APP, FILES);
    expect(headOf(doc).scripts).toEqual([[null, '/assets/first-load-1.js']]);
  });

  it('asks for the code of a page that came as HTML at once, then starts the app', () => {
    vi.useFakeTimers();
    const doc = prerenderedDocument();
    const stylesheet = doc.createElement('link');
    stylesheet.setAttribute('rel', 'stylesheet');
    stylesheet.setAttribute('href', '/assets/page.css');
    const font = doc.createElement('link');
    font.setAttribute('rel', 'preload');
    font.setAttribute('as', 'font');
    font.setAttribute('href', '/assets/numbers.woff2');
    font.setAttribute('crossorigin', '');
    doc.head.append(stylesheet, font);
    startHydration(plan, '/en_US/news/3001', doc);
    vi.advanceTimersByTime(100);
    expect(headOf(doc)).toEqual({
      links: [
        ['stylesheet', null, '/assets/page.css', null],
        ['preload', 'font', '/assets/numbers.woff2', ''],
        // The entry and what it imports, the hydration's, then the first screen's catalogs and
        // scripts (its stylesheet is linked already, its font preloaded).
        ['modulepreload', null, '/assets/index.js', ''],
        ['modulepreload', null, '/assets/framework.js', ''],
        ['modulepreload', null, '/assets/shared.js', ''],
        ['modulepreload', null, '/assets/hydrate.js', ''],
        ['modulepreload', null, '/assets/common-en.js', ''],
        ['modulepreload', null, '/assets/news-en.js', ''],
        ['modulepreload', null, '/assets/layout.js', ''],
        ['modulepreload', null, '/assets/page.js', ''],
      ],
      // The entry's import first, in a task of its own.
      scripts: [['module', '/assets/framework.js']],
    });
    loaded(doc, 'framework.js', 'load');
    expect(headOf(doc).scripts).toEqual([['module', '/assets/framework.js']]);
    // The entry, in a later task.
    vi.runAllTimers();
    expect(headOf(doc).scripts).toEqual([
      ['module', '/assets/framework.js'],
      ['module', '/assets/index.js'],
    ]);
  });

  it('starts the entry of a page as HTML once all its imports have run, or failed', () => {
    vi.useFakeTimers();
    const doc = prerenderedDocument();
    const entry = ['index.js', 'framework.js', 'runtime.js'];
    startHydration({ ...plan, entry }, '/en_US/news/3001', doc);
    vi.runAllTimers();
    const started = () => headOf(doc).scripts.map(([, src]) => src);
    expect(started()).toEqual(['/assets/framework.js', '/assets/runtime.js']);
    loaded(doc, 'runtime.js', 'load');
    vi.runAllTimers();
    expect(started()).toEqual(['/assets/framework.js', '/assets/runtime.js']);
    // A file that failed: the entry, which imports it, fails and reports it.
    loaded(doc, 'framework.js', 'error');
    vi.runAllTimers();
    expect(started()).toEqual(['/assets/framework.js', '/assets/runtime.js', '/assets/index.js']);
  });

  it('asks for the entry and the hydration only on the not-found page as HTML', () => {
    const doc = prerenderedDocument();
    startHydration(plan, '/en_US/no/such/page', doc);
    expect(headOf(doc)).toEqual({
      links: [
        ['modulepreload', null, '/assets/index.js', ''],
        ['modulepreload', null, '/assets/framework.js', ''],
        ['modulepreload', null, '/assets/shared.js', ''],
        ['modulepreload', null, '/assets/hydrate.js', ''],
      ],
      scripts: [['module', '/assets/framework.js']],
    });
  });

  it('on a page the app draws, adds the eight largest files at once and the rest a task later; on a page as HTML, four per task, then starts the entry', () => {
    vi.useFakeTimers();
    const many: FirstLoadPlan = {
      ...plan,
      files: Array.from({ length: 20 }, (_, index) => `chunk-${index}.js`),
      imports: [],
      routes: [Array.from({ length: 20 }, (_, index) => index)],
      pages: [['$lang', [0], []]],
      entry: ['index.js'],
      hydration: [],
    };
    const drawn = document.implementation.createHTMLDocument();
    startDrawnPage(many, '/en_US', drawn);
    expect(headOf(drawn).links.map(([, , href]) => href)).toEqual(
      Array.from({ length: 8 }, (_, index) => `/assets/chunk-${index}.js`),
    );
    vi.advanceTimersToNextTimer();
    expect(drawn.head.querySelectorAll('link')).toHaveLength(20);
    vi.runAllTimers();
    expect(drawn.head.querySelectorAll('link')).toHaveLength(20);
    expect(drawn.head.querySelectorAll('script')).toHaveLength(0);

    const painted = document.implementation.createHTMLDocument();
    painted.documentElement.setAttribute(PRERENDERED_ATTRIBUTE, '');
    startHydration(many, '/en_US', painted);
    expect(painted.head.querySelectorAll('link')).toHaveLength(4);
    vi.advanceTimersToNextTimer();
    expect(painted.head.querySelectorAll('link')).toHaveLength(8);
    // The entry, whose preload of the route's chunks would add the links still to come at once.
    expect(painted.head.querySelectorAll('script')).toHaveLength(0);
    vi.runAllTimers();
    expect(painted.head.querySelectorAll('link')).toHaveLength(21);
    expect(headOf(painted).scripts).toEqual([['module', '/assets/index.js']]);
  });

  it('asks for nothing at an address no page answers (its not-found page draws no footer)', () => {
    expect(firstScreenFiles(plan, '/en_US/news')).toEqual([]);
  });
});

describe('the Intl warm-up', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("starts the worker in the locale of the page's address, or the browser's", () => {
    const started: { url: string; posted: unknown[] }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        posted: unknown[] = [];
        constructor(url: string) {
          started.push({ url, posted: this.posted });
        }
        postMessage(message: unknown) {
          this.posted.push(message);
        }
      },
    );
    warmIntlAside('intl-warmup-1.js', '/pt_PT/personal/order/1');
    warmIntlAside('intl-warmup-1.js', '/');
    expect(started).toEqual([
      { url: '/assets/intl-warmup-1.js', posted: ['pt-PT'] },
      { url: '/assets/intl-warmup-1.js', posted: [navigator.language] },
    ]);
  });

  it('makes a formatter of each kind in the locale it is sent, then ends', () => {
    const scope = {
      onmessage: null as ((event: MessageEvent<string>) => void) | null,
      close: vi.fn(),
    };
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    warmIntl(scope);
    expect(scope.close).not.toHaveBeenCalled();
    scope.onmessage?.({ data: 'zh-HK' } as MessageEvent<string>);
    expect(made).toHaveBeenCalledWith('zh-HK', expect.anything());
    expect(scope.close).toHaveBeenCalledOnce();
    made.mockRestore();
  });
});
