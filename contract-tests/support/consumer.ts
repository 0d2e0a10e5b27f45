/**
 * The consumer side of the contract. Every test calls a generated function, through the real
 * client (src/api/client.ts), against Pact's mock server; Pact records the interaction into the
 * pact only when the request the client really sent matched it.
 *
 * Import this module before anything from `@/api`: the client reads its base URL once
 * (VITE_API_BASE_URL, src/lib/env.ts), and node's fetch has no page origin to resolve `/api`
 * against, so the base URL is pointed at the mock server's port here, before the client loads.
 *
 * The transport decisions of api-spec/README.md live here, once, for every interaction:
 * `languageType` (query for GET and DELETE, form field, JSON property, multipart field), the
 * `X-Access-Token` header, the media types, and the envelope `{code, msg, result, success}`.
 */
import { createServer } from 'node:net';
import { i18n } from '@lingui/core';
import {
  MatchersV3,
  PactV3,
  PactV4,
  SpecificationVersion,
  type Matcher,
  type Rule,
  type TemplateQuery,
} from '@pact-foundation/pact';
import { expect, vi } from 'vitest';
import type { ProviderStateName } from '../../mocks/provider-states';
import { CONSUMER, PACT_SCRATCH_DIR, PROVIDER } from './paths';

/** A free loopback port for this file's mock server (each interaction starts one on it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

const port = await freePort();
const apiBaseUrl = `http://127.0.0.1:${port}/api`;
process.env.VITE_API_BASE_URL = apiBaseUrl;
const { env } = await import('@/lib/env');
if (env.apiBaseUrl !== apiBaseUrl) {
  throw new Error(
    'The API client was loaded before contract-tests/support/consumer.ts: import it first.',
  );
}
const { configureApiClient } = await import('@/api/client');
const { ApiError } = await import('@/api/errors');

// The client translates its own fallback messages; the tests read them untranslated.
i18n.loadAndActivate({ locale: 'en-US', messages: {} });

/** The language every interaction is recorded in (the backend answers `msg` in it). */
export const LANGUAGE = 'en_US';
/** `X-Access-Token` as the portal sends it; the backend compares it with its own setting. */
const TOKEN_EXAMPLE = 'portal-web';

const { regex, string, integer } = MatchersV3;
const languageType = regex('^(zh_CN|zh_HK|en_US|pt_PT)$', LANGUAGE);
const tokenHeader = { 'X-Access-Token': string(TOKEN_EXAMPLE) };

// ---------------------------------------------------------------------------------------------
// Requests

type QueryValue = string | Matcher<string>;

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

export type ApiRequest =
  | { method: 'GET' | 'DELETE'; path: string; query: Record<string, QueryValue> }
  | { method: 'POST'; path: string; form: Record<string, string> }
  | { method: 'POST' | 'PATCH'; path: string; json: Record<string, unknown> }
  | { method: 'POST'; path: string; files: FilePart[]; fields: Record<string, string> };

/** A GET; `path` as in the spec, without `/api`. `languageType` is added to the query. */
export const get = (path: string, query: Record<string, QueryValue> = {}): ApiRequest => ({
  method: 'GET',
  path,
  query,
});

/** A DELETE; ids travel in the query. */
export const del = (path: string, query: Record<string, QueryValue> = {}): ApiRequest => ({
  method: 'DELETE',
  path,
  query,
});

/** A form-encoded POST (flat forms); `languageType` is added as a field. */
export const postForm = (path: string, form: Record<string, string>): ApiRequest => ({
  method: 'POST',
  path,
  form,
});

/** A JSON POST (nested payloads); `languageType` is added as a property. */
export const postJson = (path: string, json: Record<string, unknown>): ApiRequest => ({
  method: 'POST',
  path,
  json,
});

export const patchJson = (path: string, json: Record<string, unknown>): ApiRequest => ({
  method: 'PATCH',
  path,
  json,
});

/** A multipart POST (uploads); `languageType` is added as a field. */
export const postMultipart = (
  path: string,
  files: FilePart[],
  fields: Record<string, string>,
): ApiRequest => ({ method: 'POST', path, files, fields });

// ---------------------------------------------------------------------------------------------
// Responses: always HTTP 200 with the envelope

export type ApiResponse =
  { kind: 'ok'; result: unknown } | { kind: 'failure'; msg: string } | { kind: 'session-expired' };

/** `success: true`, code 200 and `result` (a template of matchers: only what the portal reads). */
export const ok = (result: unknown): ApiResponse => ({ kind: 'ok', result });

/** A business failure: `success: false` and a message the portal shows as it is. */
export const failure = (msg: string): ApiResponse => ({ kind: 'failure', msg });

/** Code 512: no (or no longer a) session; the portal sends the user to the login page. */
export const sessionExpired = (): ApiResponse => ({ kind: 'session-expired' });

const SESSION_EXPIRED_MSG = 'Your session has expired, please log in again';

function envelope(response: ApiResponse): Record<string, unknown> {
  switch (response.kind) {
    case 'ok':
      return { code: 200, success: true, result: response.result };
    case 'failure':
      // Any code but 200 and 512; the portal shows `msg` and does not read the code.
      return { code: integer(500), success: false, msg: string(response.msg) };
    case 'session-expired':
      return { code: 512, success: false, msg: string(SESSION_EXPIRED_MSG) };
  }
}

// ---------------------------------------------------------------------------------------------
// Interactions

export interface Exchange {
  /**
   * Provider states, set up in this order before the request (see mocks/provider-states.ts). At
   * least one: a provider resets its data when an interaction's first state is set up.
   */
  given: [ProviderStateName, ...ProviderStateName[]];
  /** Starts with the operationId, so backend teams find the operation in the spec. */
  uponReceiving: string;
  request: ApiRequest;
  response: ApiResponse;
  /** Calls the generated function exactly as a screen does. */
  call: () => Promise<unknown>;
}

const pactOptions = {
  consumer: CONSUMER,
  provider: PROVIDER,
  dir: PACT_SCRATCH_DIR,
  port,
  logLevel: 'error' as const,
};
const pactV4 = new PactV4(pactOptions);
// The V4 request builder has no string body: a form body goes through PactV3's, written as V4.
const pactV3 = new PactV3({ ...pactOptions, spec: SpecificationVersion.SPECIFICATION_VERSION_V4 });

const MULTIPART_BOUNDARY = 'PortalContractBoundary';

function multipartBody(files: FilePart[], fields: Record<string, string>): Buffer {
  const chunks: Buffer[] = [];
  const head = (disposition: string, contentType?: string) =>
    Buffer.from(
      `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\n` +
        (contentType ? `Content-Type: ${contentType}\r\n` : '') +
        '\r\n',
    );
  for (const file of files) {
    chunks.push(head(`name="${file.field}"; filename="${file.filename}"`, file.contentType));
    chunks.push(file.content, Buffer.from('\r\n'));
  }
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(head(`name="${name}"`), Buffer.from(`${value}\r\n`));
  }
  chunks.push(Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** The parts of a multipart body are matched by name: files by content type, fields exactly. */
function multipartRules(files: FilePart[], fields: Record<string, string>): Rule[] {
  return [
    ...files.map((file) => ({
      path: `$.${file.field}`,
      rules: [MatchersV3.contentType(file.contentType)],
    })),
    ...Object.entries(fields).map(([name, value]) => ({
      path: `$.${name}`,
      rules: [MatchersV3.equal(value)],
    })),
    { path: '$.languageType', rules: [languageType] },
  ];
}

type Hooks = {
  getLanguageType: () => typeof LANGUAGE;
  notifyError: ReturnType<typeof vi.fn<(message: string) => void>>;
  onSessionExpired: ReturnType<typeof vi.fn<() => void>>;
  onGatewayTimeout: ReturnType<typeof vi.fn<() => void>>;
};

/** What the portal must make of the answer: the unwrapped result, or the right `ApiError`. */
function expectHandled(
  response: ApiResponse,
  outcome: { value?: unknown; error?: unknown },
  hooks: Hooks,
) {
  switch (response.kind) {
    case 'ok':
      expect(outcome.error).toBeUndefined();
      expect(outcome.value).toEqual(MatchersV3.reify(response.result));
      return;
    case 'failure':
      expect(outcome.error).toBeInstanceOf(ApiError);
      expect(outcome.error).toMatchObject({ kind: 'business', message: response.msg });
      expect(hooks.notifyError).toHaveBeenCalledWith(response.msg);
      return;
    case 'session-expired':
      expect(outcome.error).toBeInstanceOf(ApiError);
      expect(outcome.error).toMatchObject({ kind: 'session', details: { code: 512 } });
      expect(hooks.onSessionExpired).toHaveBeenCalledTimes(1);
      expect(hooks.notifyError).not.toHaveBeenCalled();
      return;
  }
}

/**
 * Records one interaction: the request the client must send for `call()`, the answer the
 * provider must give in the `given` states, and checks what the client made of it.
 */
export async function interaction(exchange: Exchange): Promise<void> {
  const hooks: Hooks = {
    getLanguageType: () => LANGUAGE,
    notifyError: vi.fn<(message: string) => void>(),
    onSessionExpired: vi.fn<() => void>(),
    onGatewayTimeout: vi.fn<() => void>(),
  };
  configureApiClient(hooks);
  const run = async () => {
    const outcome = await exchange.call().then(
      (value: unknown) => ({ value }),
      (error: unknown) => ({ error }),
    );
    expectHandled(exchange.response, outcome, hooks);
  };

  const { request } = exchange;
  const path = `/api${request.path}`;
  const body = envelope(exchange.response);

  if ('form' in request) {
    let pact = pactV3;
    for (const state of exchange.given) pact = pact.given(state);
    pact
      .uponReceiving(exchange.uponReceiving)
      .withRequest({
        method: request.method,
        path,
        headers: tokenHeader,
        contentType: 'application/x-www-form-urlencoded',
        body: new URLSearchParams({ ...request.form, languageType: LANGUAGE }).toString(),
      })
      .willRespondWith({ status: 200, body });
    await pactV3.executeTest(run);
    return;
  }

  let pending = pactV4.addInteraction();
  for (const state of exchange.given) pending = pending.given(state);
  await pending
    .uponReceiving(exchange.uponReceiving)
    .withRequest(request.method, path, (builder) => {
      builder.headers(tokenHeader);
      if ('query' in request) {
        const query: TemplateQuery = { ...request.query, languageType };
        builder.query(query);
      } else if ('json' in request) {
        builder.jsonBody({ ...request.json, languageType });
      } else {
        builder.headers({
          'Content-Type': regex(
            'multipart/form-data;(\\s*charset=[^;]*;)?\\s*boundary=.*',
            `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
          ),
        });
        const fields = { ...request.fields, languageType: LANGUAGE };
        builder.body('multipart/form-data', multipartBody(request.files, fields));
        builder.matchingRules({ body: multipartRules(request.files, request.fields) });
      }
    })
    .willRespondWith(200, (builder) => builder.jsonBody(body))
    .executeTest(run);
}

/**
 * The 512 answer of an operation that needs a session (`x-session-required: true`), as the
 * portal meets it when the session has ended.
 */
export const withoutSession = (
  operationId: string,
  request: ApiRequest,
  call: () => Promise<unknown>,
): Promise<void> =>
  interaction({
    given: ['no user is logged in'],
    uponReceiving: `${operationId}: without a session`,
    request,
    response: sessionExpired(),
    call,
  });
