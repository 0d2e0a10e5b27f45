/**
 * `npm run mock-server`: the mock backend over real HTTP on 127.0.0.1:${MOCK_PORT:-4010}, paths
 * under /api, with the same handlers as the browser and Vitest (msw's `getResponse` behind
 * node:http). One in-memory database and one session for every client.
 *
 * Mock-only endpoints (also answered in the browser):
 * - `POST /__mock/reset`: back to the seed (database and session).
 * - `POST /__mock/scenario` `{"scenario": "none|expired|timeout|slow|error|empty"}`; GET answers it.
 * - `POST /__mock/pay/{orderId}`: the mock cashier pays a PENDING_PAYMENT order.
 * - `POST /__mock/clock` `{"now": "YYYY-MM-DD HH:mm:ss" | null, "advanceMinutes": n}`.
 *
 * From a test: `const server = await startMockServer({ port: 0 }); ... await server.close();`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import { handlers } from './handlers';

export interface MockServer {
  /** e.g. http://127.0.0.1:4010 (API under `${url}/api`). */
  url: string;
  port: number;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length > 0 ? Buffer.concat(chunks) : undefined;
}

function toRequest(request: IncomingMessage, body: Buffer | undefined, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(new URL(request.url ?? '/', origin), {
    method: request.method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Headers': 'Content-Type, X-Access-Token',
    'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
    Vary: 'Origin',
  };
}

async function handle(request: IncomingMessage, response: ServerResponse, origin: string) {
  const cors = corsHeaders(request);
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors).end();
    return;
  }
  const body = await readBody(request);
  const mocked = await getResponse(handlers, toRequest(request, body, origin));
  if (!mocked) {
    response.writeHead(404, { 'Content-Type': 'application/json', ...cors }).end(
      JSON.stringify({
        code: 404,
        msg: `No mock handler for ${request.method} ${request.url}`,
        success: false,
        result: null,
      }),
    );
    return;
  }
  const headers: Record<string, string | string[]> = { ...cors };
  mocked.headers.forEach((value, name) => {
    if (name.toLowerCase() !== 'set-cookie') headers[name] = value;
  });
  const cookies = mocked.headers.getSetCookie();
  if (cookies.length > 0) headers['Set-Cookie'] = cookies;
  response.writeHead(mocked.status, headers);
  response.end(Buffer.from(await mocked.arrayBuffer()));
}

export function startMockServer(
  options: { port?: number; host?: string } = {},
): Promise<MockServer> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer((request, response) => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    handle(request, response, `http://${host}:${port}`).catch((error: unknown) => {
      console.error('[mock-server]', error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://${host}:${port}`,
        port,
        close: () =>
          new Promise<void>((done, fail) => {
            server.closeAllConnections();
            server.close((error) => (error ? fail(error) : done()));
          }),
      });
    });
  });
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const port = Number(process.env.MOCK_PORT ?? 4010);
  const server = await startMockServer({ port });
  console.log(`Mock backend on ${server.url}/api (demo / demo123, SMS 123456, captcha 1234)`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
