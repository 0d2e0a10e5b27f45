import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchSchema } from '@/lib/search-params';
import { routeTree } from '@/routeTree.gen';
import { PAGE_SEARCH } from '../../e2e/pages';

/*
 * Every search param of every route is read with a fallback (issue 26): a hand-edited or old link
 * opens the page as if the bad value were not there. The router lays the validated search over
 * the URL's raw one, so these tests look at what a page reads, not only at the schema's output.
 */

function makeRouter(path = '/') {
  return createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) },
  });
}

/** Values a link may hold by mistake or by hand: letters for numbers, out of range, too long. */
const GARBLED = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e999',
  '99999999999999999999',
  'BOGUS',
  'x'.repeat(300),
];

beforeEach(() => {
  // No API in these tests: every call fails at once.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('validateSearch of every route', () => {
  const routes = Object.values(makeRouter().routesById).filter(
    (route) => route.options.validateSearch,
  );

  it('covers the routes that read their search', () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  for (const route of routes) {
    const schema = route.options.validateSearch as unknown as Partial<
      SearchSchema<Record<string, (value: unknown) => unknown>>
    >;
    it(`${route.id}: a garbled key reads as its fallback, never as the raw value`, () => {
      // 500.tsx reads its message as free text; every other route uses searchSchema.
      if (!schema.keys) return;
      for (const key of schema.keys) {
        for (const garbled of GARBLED) {
          const raw = { [key]: garbled };
          const value = schema['~standard']!.validate(raw).value as Record<string, unknown>;
          // What the page reads, as router-core builds it: the raw search, the validated over it.
          const read = { ...raw, ...value };
          expect(read[key], `${key}=${garbled.slice(0, 20)}`).toStrictEqual(
            (schema.parse!(raw) as Record<string, unknown>)[key],
          );
        }
      }
    });
  }
});

describe('the odd-links sweep (e2e/odd-links.spec.ts)', () => {
  it('garbles every search key of every route: each is in PAGE_SEARCH of e2e/pages.ts', () => {
    const sweptKeys = (path: string) => [...new URLSearchParams(PAGE_SEARCH[path] ?? '').keys()];
    for (const route of Object.values(makeRouter().routesById)) {
      const keys = (route.options.validateSearch as { keys?: readonly string[] } | undefined)?.keys;
      if (!keys || !route.fullPath.startsWith('/$lang/')) continue;
      // `/$lang/news/` → `/news`: PAGE_SEARCH is keyed by the path after the language.
      const path = route.fullPath.slice('/$lang'.length).replace(/\/$/, '');
      expect(sweptKeys(path), path).toEqual(expect.arrayContaining([...keys]));
    }
  });
});

// A router's first load imports the page's route chunks: seconds on a busy 2-core machine.
describe('what a page reads from an odd link', { timeout: 30_000 }, () => {
  async function searchOf(path: string): Promise<Record<string, unknown>> {
    const router = makeRouter(path);
    await router.load();
    return router.state.matches.at(-1)!.search as Record<string, unknown>;
  }

  it('drops unknown and malformed values of the service list', async () => {
    const search = await searchOf(`/zh_CN/service?cid=abc&key=${'a'.repeat(51)}&page=-3&min=x`);
    expect(search).toMatchObject({ page: 1, size: 12, sort: 'default' });
    expect(search.cid).toBeUndefined();
    expect(search.key).toBeUndefined();
    expect(search.min).toBeUndefined();
  });

  it('drops an unknown course level', async () => {
    expect((await searchOf('/zh_CN/college/course/list?level=bogus')).level).toBeUndefined();
  });

  it('drops an unknown news column', async () => {
    expect((await searchOf('/zh_CN/news?type=7')).type).toBeUndefined();
    expect((await searchOf('/zh_CN/news?type=5')).type).toBe(5);
  });

  it('drops a waybill number longer than the order list takes (the API refused it)', async () => {
    const long = await searchOf(`/zh_CN/personal/logistics/waybill?no=SP${'0'.repeat(60)}`);
    expect(long.no).toBeUndefined();
    const number = await searchOf('/zh_CN/personal/logistics/waybill?no=SP20261120143000');
    expect(number.no).toBe('SP20261120143000');
  });
});
