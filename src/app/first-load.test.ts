import { afterEach, describe, expect, it, vi } from 'vitest';
import { router } from '@/app/router';
import { pageFiles, ROUTES_DIR, routePattern } from '../../scripts/first-load';
import { matchPattern, preloadFirstScreen, type FirstLoadPlan } from './first-load';

/** An address of a pattern: `$lang` a locale, any other `$param` a number. */
const addressOf = (pattern: string) =>
  `/${pattern.replace('$lang', 'en_US').replace(/\$[A-Za-z]+/g, '7')}`;

/** The router's id of a page file (`$lang/_default/news/index.tsx` -> `/$lang/_default/news/`). */
const routeIdOf = (file: string) =>
  `/${file.slice(ROUTES_DIR.length + 1).replace(/\.tsx$/, '')}`.replace(/\/index$/, '/');

afterEach(() => {
  vi.useRealTimers();
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
    files: ['layout.js', 'page.js', 'page.css', 'common-en.js', 'news-en.js', 'shared.js'],
    imports: [[5], [2, 5, 0], [], [], [], []],
    routes: [[0], [1]],
    pages: [['$lang/news/$id', [0, 1], ['news']]],
    base: ['common'],
    catalogs: { 'en-US': { common: [3], news: [4] }, 'zh-CN': { common: [9], news: [9] } },
  };

  it("asks for the page's scripts and styles and its locale's catalogs", () => {
    const doc = document.implementation.createHTMLDocument();
    preloadFirstScreen(plan, '/en_US/news/3001', doc);
    const links = [...doc.head.querySelectorAll('link')].map((link) => [
      link.getAttribute('rel'),
      link.getAttribute('as'),
      link.getAttribute('href'),
    ]);
    // Each file once, though the layout and the page both import it.
    expect(links).toEqual([
      ['modulepreload', null, '/assets/layout.js'],
      ['modulepreload', null, '/assets/shared.js'],
      ['modulepreload', null, '/assets/page.js'],
      ['preload', 'style', '/assets/page.css'],
      ['modulepreload', null, '/assets/common-en.js'],
      ['modulepreload', null, '/assets/news-en.js'],
    ]);
  });

  it('adds the links a few per task, so that no task blocks the page for long', () => {
    vi.useFakeTimers();
    const many: FirstLoadPlan = {
      ...plan,
      files: Array.from({ length: 20 }, (_, index) => `chunk-${index}.js`),
      imports: [],
      routes: [Array.from({ length: 20 }, (_, index) => index)],
      pages: [['$lang', [0], []]],
    };
    const doc = document.implementation.createHTMLDocument();
    preloadFirstScreen(many, '/en_US', doc);
    expect(doc.head.querySelectorAll('link')).toHaveLength(8);
    vi.runAllTimers();
    expect(doc.head.querySelectorAll('link')).toHaveLength(20);
  });

  it('asks for nothing at an address no page answers', () => {
    const doc = document.implementation.createHTMLDocument();
    preloadFirstScreen(plan, '/en_US/news', doc);
    expect(doc.head.querySelectorAll('link')).toHaveLength(0);
  });
});
