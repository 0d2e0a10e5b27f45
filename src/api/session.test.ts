import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './client';
import { getGetSessionUserQueryKey } from './gen/auth/auth';
import { clearSession, logout, startSession, VISITOR } from './session';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const DEMO = { isLogin: true, id: 1, username: 'demo', nickname: null, avatar: null };
const sessionKey = getGetSessionUserQueryKey();

function clientWith(entries: [readonly unknown[], unknown][]): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [key, data] of entries) queryClient.setQueryData(key, data);
  return queryClient;
}

describe('clearSession', () => {
  it('makes the session the visitor and drops every other answer without refetching', async () => {
    const queryFn = vi.fn(() => Promise.resolve('fresh'));
    const queryClient = clientWith([
      [sessionKey, DEMO],
      [['/user/info'], { id: 1 }],
    ]);
    const observer = new QueryObserver(queryClient, { queryKey: ['/message/all'], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('fresh'));

    clearSession(queryClient);

    expect(queryClient.getQueryData(sessionKey)).toEqual(VISITOR);
    expect(queryClient.getQueryData(['/user/info'])).toBeUndefined();
    expect(queryClient.getQueryData(['/message/all'])).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('startSession', () => {
  it('holds the new user and refetches what is on screen', async () => {
    const queryFn = vi.fn(() => Promise.resolve('as the user'));
    const queryClient = clientWith([
      [sessionKey, VISITOR],
      [['/eduCourse/info/1'], { purchased: false }],
    ]);
    const observer = new QueryObserver(queryClient, { queryKey: ['/index/info'], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('as the user'));

    startSession(queryClient, DEMO);

    expect(queryClient.getQueryData(sessionKey)).toEqual(DEMO);
    expect(queryClient.getQueryData(['/eduCourse/info/1'])).toBeUndefined();
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    unsubscribe();
  });
});

describe('logout', () => {
  it('calls /sys/logout, then forgets the user', async () => {
    const calls = vi.fn();
    server.use(
      http.get('*/api/sys/logout', () => {
        calls();
        return HttpResponse.json({ code: 200, msg: '', success: true, result: null });
      }),
    );
    const queryClient = clientWith([[sessionKey, DEMO]]);
    await logout(queryClient);
    expect(calls).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(sessionKey)).toEqual(VISITOR);
  });

  it('keeps the user when the server cannot be reached', async () => {
    configureApiClient({ notifyError: vi.fn() });
    server.use(http.get('*/api/sys/logout', () => HttpResponse.error()));
    const queryClient = clientWith([[sessionKey, DEMO]]);
    await expect(logout(queryClient)).rejects.toMatchObject({ kind: 'network' });
    expect(queryClient.getQueryData(sessionKey)).toEqual(DEMO);
  });
});
