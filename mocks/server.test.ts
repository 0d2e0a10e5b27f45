import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from './server';
import { httpRequest } from './test/http';
import { specOperations } from './test/spec';

let server: MockServer;

beforeAll(async () => {
  server = await startMockServer({ port: 0 });
});
afterAll(() => server.close());

const get = (path: string) => httpRequest(`${server.url}${path}`);
const post = (path: string, body: string, type = 'application/json') =>
  httpRequest(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': type }, body });
const FORM = 'application/x-www-form-urlencoded';

interface Envelope {
  code: number;
  msg: string;
  success: boolean;
  result: { isLogin?: boolean; username?: string } | null;
}

describe('mock server (npm run mock-server)', () => {
  it('serves the handlers over real HTTP under /api with the envelope and cookies', async () => {
    const visitor = await get('/api/sys/userInfo?languageType=en_US');
    expect(visitor.status).toBe(200);
    expect(visitor.json<Envelope>()).toMatchObject({
      code: 200,
      success: true,
      msg: '',
      result: { isLogin: false },
    });

    const login = await post(
      '/api/sys/login',
      'username=demo&password=demo123&captcha=1234&checkKey=server-key-1&autoLogin=true',
      FORM,
    );
    expect(login.headers['set-cookie']).toEqual([
      expect.stringMatching(/^ak=.+Max-Age=604800; HttpOnly$/),
    ]);
    expect(login.json<Envelope>()).toMatchObject({ success: true, result: { username: 'demo' } });

    const wrong = await post(
      '/api/sys/login',
      'username=demo&password=x&captcha=1234&checkKey=k-1234567&languageType=en_US',
      FORM,
    );
    expect(wrong.json<Envelope>()).toMatchObject({
      success: false,
      msg: 'Wrong username or password',
      result: null,
    });

    const captcha = await get('/api/sys/randomImage/server-key-1');
    expect(captcha.headers['content-type']).toBe('image/svg+xml');
    expect((await get('/api/nowhere')).status).toBe(404);
  });

  it('switches scenarios, pays and resets through /__mock', async () => {
    expect((await post('/__mock/scenario', '{"scenario":"timeout"}')).json()).toEqual({
      ok: true,
      scenario: 'timeout',
    });
    expect((await get('/api/sys/userInfo')).status).toBe(504);
    await post('/__mock/scenario', '{"scenario":"none"}');
    expect((await post('/__mock/scenario', '{"scenario":"nope"}')).status).toBe(400);

    expect((await get('/api/sys/userInfo')).json<Envelope>().result?.isLogin).toBe(true);
    expect((await post('/__mock/pay/1', '')).json()).toMatchObject({ ok: true, status: 'PAID' });
    expect((await post('/__mock/pay/1', '')).status).toBe(409);
    await post('/__mock/reset', '');
    expect((await get('/api/sys/userInfo')).json<Envelope>().result?.isLogin).toBe(false);
  });

  it('answers every operation of the contract with the envelope', async () => {
    await post('/__mock/reset', '');
    await post(
      '/api/sys/login',
      'username=demo&password=demo123&captcha=1234&checkKey=server-key-2',
      FORM,
    );
    const wrong: string[] = [];
    for (const operation of specOperations()) {
      if (/^(logout|deleteAccount|setPassword|bindNewPhone|bindEmail)$/.test(operation.operationId))
        continue;
      const path = `/api${operation.path.replace(/\{\w+\}/g, '1')}`;
      const body =
        operation.bodyType === 'json'
          ? '{}'
          : operation.bodyType === 'form'
            ? 'languageType=en_US'
            : undefined;
      const type = operation.bodyType === 'json' ? 'application/json' : FORM;
      const answer = await httpRequest(`${server.url}${path}`, {
        method: operation.method.toUpperCase(),
        headers: body === undefined ? {} : { 'Content-Type': type },
        body,
      });
      const envelope = answer.status === 200 ? answer.json<Partial<Envelope>>() : {};
      if (typeof envelope.code !== 'number' || typeof envelope.success !== 'boolean') {
        wrong.push(`${operation.operationId}: HTTP ${answer.status} ${answer.text.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
