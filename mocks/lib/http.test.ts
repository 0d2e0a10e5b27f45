import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { routed } from './http';

/** Three operations, each answering its own name, with `parse` watched. */
function operations() {
  const list = http.get('*/api/news/list', () => HttpResponse.text('news list'));
  const detail = http.get('*/api/news/info/:id', ({ params }) =>
    HttpResponse.text(`news ${String(params.id)}`),
  );
  const save = http.post('*/api/news/list', () => HttpResponse.text('saved'));
  return {
    handlers: [list, detail, save],
    parses: [list, detail, save].map((handler) => vi.spyOn(handler, 'parse')),
  };
}

describe('routed', () => {
  it('answers a request with the operation of its method and path', async () => {
    const { handlers } = operations();
    const one = [routed(handlers)];
    const text = async (request: Request) => (await getResponse(one, request))?.text();
    expect(await text(new Request('http://localhost/api/news/list'))).toBe('news list');
    expect(await text(new Request('http://localhost/api/news/info/7'))).toBe('news 7');
    expect(await text(new Request('http://localhost/api/news/list', { method: 'POST' }))).toBe(
      'saved',
    );
  });

  it("runs only that operation's handler, not every handler in turn", async () => {
    const { handlers, parses } = operations();
    await getResponse([routed(handlers)], new Request('http://localhost/api/news/info/7'));
    expect(parses.map((parse) => parse.mock.calls.length)).toEqual([0, 1, 0]);
  });

  it('matches no request that no operation is for, so msw treats it as unhandled', async () => {
    const { handlers } = operations();
    const one = [routed(handlers)];
    expect(await getResponse(one, new Request('http://localhost/api/other'))).toBeUndefined();
    expect(
      await getResponse(one, new Request('http://localhost/api/news/info/7', { method: 'DELETE' })),
    ).toBeUndefined();
  });
});
