import { HttpResponse } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The API envelope of a success (api-spec): what the client unwraps into `result`. */
export function ok(result: unknown = null) {
  return HttpResponse.json({ code: 200, msg: '', success: true, result });
}

/** A business failure with the server's message in the request's language. */
export function refuse(msg: string, code = 400) {
  return HttpResponse.json({ code, msg, success: false, result: null });
}

/** An MSW server for this test file: started before, reset after each test, closed after all. */
export function startApiServer(): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** The form fields of a form-encoded request. */
export async function formFields(request: Request): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await request.text()));
}
