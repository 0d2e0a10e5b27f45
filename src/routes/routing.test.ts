import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { localeOf } from '@/i18n/locales';
import { routeTree } from '@/routeTree.gen';

/** Loads `path` in a memory router over the app's route tree; answers where it ended. */
async function land(path: string): Promise<string> {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) },
  });
  await router.load();
  const { pathname, searchStr } = router.state.location;
  return `${pathname}${searchStr}`;
}

beforeEach(() => {
  // No API in these tests: every call fails at once, as when the backend is down.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  Cookies.remove('lang', { path: '/' });
  await activateLocale(localeOf('zh_CN'), ['common']);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('redirect of /', () => {
  it('goes to zh_CN without a stored language', async () => {
    expect(await land('/')).toBe('/zh_CN');
  });

  it('goes to the language of the lang cookie', async () => {
    Cookies.set('lang', 'pt_PT', { path: '/' });
    // As after the page load the switch makes: the app already runs in the cookie's language.
    await activateLocale(localeOf('pt_PT'), ['common']);
    expect(await land('/')).toBe('/pt_PT');
  });

  it('ignores an unsupported cookie value', async () => {
    Cookies.set('lang', 'fr_FR', { path: '/' });
    expect(await land('/')).toBe('/zh_CN');
  });
});

describe('unsupported language prefix', () => {
  it('falls back to zh_CN on the same path, query included', async () => {
    expect(await land('/fr_FR/college?tab=1')).toBe('/zh_CN/college?tab=1');
  });
});
