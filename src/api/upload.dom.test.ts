// @vitest-environment jsdom
// XMLHttpRequest (upload progress, abort) exists in jsdom, and msw intercepts it there.
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { uploadFile } from './upload';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngFile(size = 4096): File {
  const content = new Uint8Array(size);
  content.set(PNG);
  return new File([content], 'licence.png', { type: 'image/png' });
}

const stored = {
  url: 'https://img.example.com/license/2026/11/licence.png',
  name: 'licence.png',
  size: 4096,
  contentType: 'image/png',
};

describe('uploadFile over XMLHttpRequest', () => {
  it('posts to the single-upload URL, reports progress and answers the stored file', async () => {
    const seen = vi.fn<(request: Request) => void>();
    server.use(
      http.post('*/api/File/singleUpload', ({ request }) => {
        seen(request);
        return HttpResponse.json({ code: 200, msg: '', success: true, result: stored });
      }),
    );
    const onProgress = vi.fn();

    const result = await uploadFile(pngFile(), { biz: 'LICENSE', onProgress });

    expect(result).toEqual(stored);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen.mock.calls[0]![0].headers.get('X-Access-Token')).toBe('portal-web');
    expect(onProgress).toHaveBeenCalled();
    const last = onProgress.mock.calls.at(-1)![0] as { loaded: number; total: number };
    expect(last.loaded).toBe(last.total);
    expect(last.total).toBeGreaterThan(0);
  });

  it('stops when cancelled, rejecting with an AbortError', async () => {
    server.use(
      http.post('*/api/File/singleUpload', async () => {
        await delay('infinite');
        return HttpResponse.json({ code: 200, msg: '', success: true, result: stored });
      }),
    );
    const controller = new AbortController();
    const pending = uploadFile(pngFile(), { biz: 'LICENSE', signal: controller.signal });
    setTimeout(() => controller.abort(), 20);

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends nothing for a refused file', async () => {
    const seen = vi.fn();
    server.use(
      http.post('*/api/File/singleUpload', () => {
        seen();
        return HttpResponse.json({ code: 200, msg: '', success: true, result: stored });
      }),
    );
    const gif = new File([new TextEncoder().encode('GIF89a........')], 'a.png', {
      type: 'image/png',
    });

    await expect(uploadFile(gif, { biz: 'AVATAR' })).rejects.toBeInstanceOf(ApiError);
    expect(seen).not.toHaveBeenCalled();
  });

  it('rejects with the server message when the server refuses the file', async () => {
    server.use(
      http.post('*/api/File/singleUpload', () =>
        HttpResponse.json({ code: 400, msg: 'Unsupported file', success: false, result: null }),
      ),
    );
    await expect(uploadFile(pngFile(), { biz: 'LICENSE', silent: true })).rejects.toMatchObject({
      kind: 'business',
      message: 'Unsupported file',
    });
  });
});
