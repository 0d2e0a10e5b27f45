/**
 * Vitest set-up for mock tests: `useMockServer()` in a describe block starts the node server with
 * `onUnhandledFrame: 'error'` and resets database, clock, scenario and client language after each
 * test. `signInAsDemo()` logs in through the real client as `demo` / `demo123`; `speak(lang)` sets
 * the `languageType` the client sends; `failure(promise)` answers the ApiError a call rejected with.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { login } from '../../src/api/gen/auth/auth';
import { configureApiClient, type LanguageType } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../db/users';
import { resetMockBackend, server } from '../node';

export const SILENT = { silent: true } as const;

export function useMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    resetMockBackend();
    speak('zh_CN');
  });
  afterAll(() => server.close());
}

export function speak(lang: LanguageType): void {
  configureApiClient({ getLanguageType: () => lang });
}

export async function signIn(username: string, password: string): Promise<void> {
  await login({ username, password, captcha: '1234', checkKey: 'test-key-0001' });
}

export async function signInAsDemo(): Promise<void> {
  await signIn(DEMO_USERNAME, DEMO_PASSWORD);
}

/** The ApiError `call` rejected with (fails the test when it resolved). */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail, it succeeded');
}
