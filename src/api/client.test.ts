import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, configureApiClient } from './client';
import { ApiError } from './errors';

const server = setupServer();
const notifyError = vi.fn<(message: string) => void>();
const onSessionExpired = vi.fn();
const onGatewayTimeout = vi.fn();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  notifyError.mockReset();
  onSessionExpired.mockReset();
  onGatewayTimeout.mockReset();
  configureApiClient({
    getLanguageType: () => 'pt_PT',
    notifyError,
    onSessionExpired,
    onGatewayTimeout,
  });
});

const ok = (result: unknown) => HttpResponse.json({ code: 200, msg: '', success: true, result });

/** Records the request a handler received, answering with `result`. */
function capture(
  method: 'get' | 'post' | 'delete' | 'patch',
  path: string,
  result: unknown = null,
) {
  const seen: { request?: Request; body?: string } = {};
  server.use(
    http[method](`*/api${path}`, async ({ request }) => {
      seen.request = request.clone();
      seen.body = await request.text();
      return ok(result);
    }),
  );
  return seen;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to reject');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('request encoding (spec section 7)', () => {
  it('GET: languageType in the query, the token header, same-origin credentials, the /api base', async () => {
    const seen = capture('get', '/news/list', { records: [] });
    const result = await apiFetch('/news/list?pageNo=2', { method: 'GET' });

    expect(result).toEqual({ records: [] });
    const url = new URL(seen.request!.url);
    expect(url.pathname).toBe('/api/news/list');
    expect(url.searchParams.get('pageNo')).toBe('2');
    expect(url.searchParams.get('languageType')).toBe('pt_PT');
    expect(seen.request!.headers.get('X-Access-Token')).toBe('portal-web');
    expect(seen.request!.credentials).toBe('same-origin');
  });

  it('DELETE: languageType in the query', async () => {
    const seen = capture('delete', '/message/delete');
    await apiFetch('/message/delete?id=7', { method: 'DELETE' });
    const url = new URL(seen.request!.url);
    expect(url.searchParams.get('id')).toBe('7');
    expect(url.searchParams.get('languageType')).toBe('pt_PT');
  });

  it('form POST: languageType as a form field, form-encoded', async () => {
    const seen = capture('post', '/sys/login', { id: 1 });
    const body = new URLSearchParams({ username: 'demo', password: 'demo123' });
    await apiFetch('/sys/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });

    expect(seen.request!.headers.get('Content-Type')).toContain(
      'application/x-www-form-urlencoded',
    );
    const form = new URLSearchParams(seen.body);
    expect(form.get('username')).toBe('demo');
    expect(form.get('languageType')).toBe('pt_PT');
    expect(new URL(seen.request!.url).searchParams.has('languageType')).toBe(false);
  });

  it('JSON POST: languageType as a property of the JSON body', async () => {
    const seen = capture('post', '/serviceApply/save', { id: 9 });
    await apiFetch('/serviceApply/save', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: '王芳', services: [1, 2] }),
    });

    expect(seen.request!.headers.get('Content-Type')).toContain('application/json');
    expect(JSON.parse(seen.body!)).toEqual({
      name: '王芳',
      services: [1, 2],
      languageType: 'pt_PT',
    });
  });

  it('multipart POST: languageType as a multipart field, with the boundary the runtime chose', async () => {
    let received: FormData | undefined;
    let contentType = '';
    server.use(
      http.post('*/api/File/singleUpload', async ({ request }) => {
        contentType = request.headers.get('Content-Type') ?? '';
        received = await request.formData();
        return ok({ url: 'https://img.example.com/a.png' });
      }),
    );
    const form = new FormData();
    form.set(
      'file',
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
      'a.png',
    );
    await apiFetch('/File/singleUpload', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      body: form,
    });

    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received!.get('languageType')).toBe('pt_PT');
    expect(received!.get('file')).toBeInstanceOf(Blob);
  });

  it('keeps a languageType the caller set explicitly', async () => {
    const seen = capture('get', '/index/info');
    await apiFetch('/index/info?languageType=en_US');
    expect(new URL(seen.request!.url).searchParams.getAll('languageType')).toEqual(['en_US']);
  });
});

describe('response handling (spec section 8)', () => {
  it('success: resolves with the unwrapped result and shows nothing', async () => {
    capture('get', '/user/info', { id: 1, username: 'demo' });
    await expect(apiFetch('/user/info')).resolves.toEqual({ id: 1, username: 'demo' });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('success false: the server msg as an error toast, and rejects', async () => {
    server.use(
      http.post('*/api/sys/login', () =>
        HttpResponse.json({
          code: 500,
          msg: 'Palavra-passe incorreta',
          success: false,
          result: null,
        }),
      ),
    );
    const error = await rejection(
      apiFetch('/sys/login', { method: 'POST', body: new URLSearchParams() }),
    );
    expect(error.kind).toBe('business');
    expect(error.message).toBe('Palavra-passe incorreta');
    expect(notifyError).toHaveBeenCalledWith('Palavra-passe incorreta');
  });

  it("success false with an empty msg: 'request failed'", async () => {
    server.use(
      http.get('*/api/order/list', () => HttpResponse.json({ code: 500, msg: '', success: false })),
    );
    const error = await rejection(apiFetch('/order/list'));
    expect(error.message).toBe('Request failed');
    expect(notifyError).toHaveBeenCalledWith('Request failed');
  });

  it('silent calls reject with the msg but show no toast', async () => {
    server.use(
      http.get('*/api/order/list', () =>
        HttpResponse.json({ code: 500, msg: 'Nope', success: false }),
      ),
    );
    const error = await rejection(apiFetch('/order/list', { silent: true }));
    expect(error.message).toBe('Nope');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('code 512: the session handler runs (clear user, go to login), no toast', async () => {
    server.use(
      http.get('*/api/user/info', () =>
        HttpResponse.json({ code: 512, msg: 'Session expired', success: false, result: null }),
      ),
    );
    const error = await rejection(apiFetch('/user/info'));
    expect(error.kind).toBe('session');
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('HTTP 504: the /504 page handler runs', async () => {
    server.use(http.get('*/api/news/list', () => new HttpResponse(null, { status: 504 })));
    const error = await rejection(apiFetch('/news/list'));
    expect(error.kind).toBe('gateway-timeout');
    expect(onGatewayTimeout).toHaveBeenCalledOnce();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it.each([404, 500])(
    'HTTP %i: ignored by the handler (no toast, no navigation); the call rejects',
    async (status) => {
      server.use(http.get('*/api/news/list', () => new HttpResponse('oops', { status })));
      const error = await rejection(apiFetch('/news/list'));
      expect(error.kind).toBe('http');
      expect(error.details.status).toBe(status);
      expect(notifyError).not.toHaveBeenCalled();
      expect(onGatewayTimeout).not.toHaveBeenCalled();
      expect(onSessionExpired).not.toHaveBeenCalled();
    },
  );

  it('other HTTP errors: rejected with an error toast', async () => {
    server.use(http.get('*/api/news/list', () => new HttpResponse(null, { status: 403 })));
    const error = await rejection(apiFetch('/news/list'));
    expect(error.kind).toBe('http');
    expect(error.details.status).toBe(403);
    expect(notifyError).toHaveBeenCalledWith('Request failed (HTTP 403)');
  });

  it("network failure: 'server disconnected'", async () => {
    server.use(http.get('*/api/news/list', () => HttpResponse.error()));
    const error = await rejection(apiFetch('/news/list'));
    expect(error.kind).toBe('network');
    expect(notifyError).toHaveBeenCalledWith('Server disconnected');
  });

  it.each([
    ['not JSON', () => new HttpResponse('<html>gateway</html>', { status: 200 })],
    ['JSON without the envelope', () => HttpResponse.json({ records: [] })],
    ['a bare value', () => HttpResponse.json(42)],
  ])('a body that is %s: a clear error, never a crash', async (_label, respond) => {
    server.use(http.get('*/api/news/list', respond));
    const error = await rejection(apiFetch('/news/list'));
    expect(error.kind).toBe('bad-response');
    expect(notifyError).toHaveBeenCalledWith(
      'Content failed to load, please refresh and try again later',
    );
  });

  it('a cancelled request rejects with the AbortError and no toast', async () => {
    server.use(
      http.get('*/api/news/list', async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return ok(null);
      }),
    );
    const controller = new AbortController();
    const call = apiFetch('/news/list', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(notifyError).not.toHaveBeenCalled();
  });
});
