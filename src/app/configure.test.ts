import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClientHooks } from '@/api/client';

const hooks = vi.hoisted(() => ({ current: undefined as Partial<ApiClientHooks> | undefined }));
vi.mock('@/api/client', () => ({
  configureApiClient: (overrides: Partial<ApiClientHooks>) => {
    hooks.current = overrides;
  },
}));

// The router as it is while a page opened with `?mock=expired` loads offline: the mock backend
// has taken the parameter out of the address bar (the history has it), but the router's latest
// location is still the one it started with.
const router = vi.hoisted(() => ({
  latestLocation: { pathname: '/zh_CN/personal/info/certification', searchStr: '?mock=expired' },
  history: { location: { pathname: '/zh_CN/personal/info/certification', search: '?tab=2' } },
  navigate: vi.fn(() => Promise.resolve()),
}));
vi.mock('./router', () => ({ router }));

const { configureApp } = await import('./configure');

describe('configureApp: code 512', () => {
  beforeEach(() => {
    router.navigate.mockClear();
    configureApp();
  });

  it('goes to login with the address in the address bar as the return path', () => {
    hooks.current?.onSessionExpired?.();
    expect(router.navigate).toHaveBeenCalledExactlyOnceWith({
      href: `/zh_CN/login?redirect=${encodeURIComponent('/zh_CN/personal/info/certification?tab=2')}`,
    });
  });

  it('returns home, as the auth guard does, from a page a visitor may always see', () => {
    router.history.location = { pathname: '/zh_CN/register', search: '?from=home' };
    hooks.current?.onSessionExpired?.();
    expect(router.navigate).toHaveBeenCalledExactlyOnceWith({
      href: `/zh_CN/login?redirect=${encodeURIComponent('/zh_CN')}`,
    });
  });

  it('stays on the login page when a parallel call of the same page answers 512 after it', () => {
    router.history.location = { pathname: '/zh_CN/login', search: '?redirect=%2Fzh_CN' };
    hooks.current?.onSessionExpired?.();
    expect(router.navigate).not.toHaveBeenCalled();
  });
});
