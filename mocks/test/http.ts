/**
 * Raw HTTP for the few tests that look past the client (headers, images, the mock server): the
 * API itself is always called through the generated functions.
 * - `answer(request)`: what the handlers answer, in process (msw's `getResponse`).
 * - `httpRequest(url, init)`: a real HTTP request with node:http (the mock server test).
 */
import { request as nodeRequest } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from '../handlers';

export async function answer(request: Request): Promise<Response> {
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`no handler for ${request.method} ${request.url}`);
  return response;
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

export function httpRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = nodeRequest(
      url,
      { method: init.method ?? 'GET', headers: init.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
      },
    );
    request.on('error', reject);
    if (init.body) request.write(init.body);
    request.end();
  });
}
