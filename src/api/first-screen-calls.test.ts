import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiFetch, configureApiClient } from './client';
import {
  FIRST_SCREEN_ANSWERS,
  forgetFirstScreenAnswers,
  takeFirstScreenAnswer,
} from './first-screen-calls';

const server = setupServer();
let served = 0;
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  served = 0;
  configureApiClient({ getLanguageType: () => 'en_US' });
  server.use(
    http.get('*/api/order/info/:id', () => {
      served += 1;
      return HttpResponse.json({ code: 200, msg: '', success: true, result: { from: 'server' } });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  forgetFirstScreenAnswers();
});
afterAll(() => server.close());

const ADDRESS = '/api/order/info/31?languageType=en_US';
/** What the first-load script keeps: the answer of its call (or its failure), by address. */
function keepAnswer(
  answer: Promise<Response> = Promise.resolve(
    HttpResponse.json({ code: 200, msg: '', success: true, result: { from: 'first-load' } }),
  ),
) {
  (globalThis as unknown as Record<string, unknown>)[FIRST_SCREEN_ANSWERS] = { [ADDRESS]: answer };
}

describe('the client and the first screen’s answers', () => {
  it('takes the answer of a call the first-load script made, once, instead of asking again', async () => {
    keepAnswer();
    await expect(apiFetch('/order/info/31', { method: 'GET' })).resolves.toEqual({
      from: 'first-load',
    });
    expect(served).toBe(0);
    await expect(apiFetch('/order/info/31', { method: 'GET' })).resolves.toEqual({
      from: 'server',
    });
    expect(served).toBe(1);
    expect(takeFirstScreenAnswer(ADDRESS)).toBeUndefined();
  });

  it('asks the server itself when the call the first-load script made got no answer', async () => {
    keepAnswer(Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiFetch('/order/info/31', { method: 'GET' })).resolves.toEqual({
      from: 'server',
    });
    expect(served).toBe(1);
  });

  it('asks the server once the app has forgotten what it did not take', async () => {
    keepAnswer();
    forgetFirstScreenAnswers();
    await expect(apiFetch('/order/info/31', { method: 'GET' })).resolves.toEqual({
      from: 'server',
    });
  });

  it('never answers a call with a body from them', async () => {
    keepAnswer();
    server.use(
      http.post('*/api/order/info/:id', () =>
        HttpResponse.json({ code: 200, msg: '', success: true, result: { from: 'post' } }),
      ),
    );
    await expect(
      apiFetch('/order/info/31', { method: 'POST', body: new URLSearchParams({ a: '1' }) }),
    ).resolves.toEqual({ from: 'post' });
    expect(takeFirstScreenAnswer(ADDRESS)).toBeDefined();
  });
});
