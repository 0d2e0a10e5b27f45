/**
 * The portal's only HTTP client (orval's mutator) and the only module that calls `fetch`.
 *
 * Encodes every request as spec section 7 says (languageType, the fixed token header, same-origin
 * credentials, the base path) and applies the error catalogue of section 8. The app wires the
 * side effects (toasts, navigation, clearing the user) with `configureApiClient`, so this module
 * knows nothing about the router or the UI.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { env } from '@/lib/env';
import { ApiError } from './errors';
import { takeFirstScreenAnswer } from './first-screen-calls';
import { whenApiReady } from './ready';

/** The locale codes the backend understands (`languageType`). */
export type LanguageType = 'zh_CN' | 'zh_HK' | 'en_US' | 'pt_PT';

/** orval: the error type of generated hooks. Every rejection of this client is an `ApiError`. */
export type ErrorType<E> = ApiError | (unknown extends E ? never : E);
/** orval: the body type of generated mutations. */
export type BodyType<B> = B;

export interface ApiRequestInit extends RequestInit {
  /** Reject without the error toast: for callers that show the server's message themselves. */
  silent?: boolean;
}

export interface ApiClientHooks {
  getLanguageType: () => LanguageType;
  /** Shows an error toast. */
  notifyError: (message: string) => void;
  /** Code 512: clear the stored user and go to login with the current full path as `redirect`. */
  onSessionExpired: () => void;
  /** HTTP 504: show the /504 page. */
  onGatewayTimeout: () => void;
}

const hooks: ApiClientHooks = {
  getLanguageType: () => 'zh_CN',
  notifyError: (message) => console.error(message),
  onSessionExpired: () => undefined,
  onGatewayTimeout: () => undefined,
};

export function configureApiClient(overrides: Partial<ApiClientHooks>): void {
  Object.assign(hooks, overrides);
}

const TOKEN_HEADER = 'X-Access-Token';
/** Statuses the response handler leaves to the caller: rejected silently (spec section 8). */
const SILENT_HTTP_STATUSES = new Set([404, 500]);

const messages = {
  requestFailed: msg`Request failed`,
  disconnected: msg`Server disconnected`,
  badResponse: msg`Content failed to load, please refresh and try again later`,
  sessionExpired: msg`Your session has expired, please log in again`,
};

interface Envelope {
  code: number;
  msg?: string | null;
  success: boolean;
  result?: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.code === 'number' && typeof candidate.success === 'boolean';
}

function isJsonContentType(headers: Headers): boolean {
  return (headers.get('Content-Type') ?? '').toLowerCase().includes('application/json');
}

/** Adds languageType where spec section 7 puts it: body field for bodies, query otherwise. */
function withLanguageType(
  url: string,
  init: RequestInit,
  headers: Headers,
): { url: string; body: RequestInit['body'] } {
  const languageType = hooks.getLanguageType();
  const { body } = init;
  if (body instanceof URLSearchParams) {
    if (!body.has('languageType')) body.set('languageType', languageType);
    return { url, body };
  }
  if (body instanceof FormData) {
    if (!body.has('languageType')) body.set('languageType', languageType);
    return { url, body };
  }
  if (typeof body === 'string' && isJsonContentType(headers)) {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return { url, body: JSON.stringify({ languageType, ...parsed }) };
    }
    return { url, body };
  }
  if (body == null) {
    const [path = '', query = ''] = url.split('?', 2);
    const params = new URLSearchParams(query);
    if (!params.has('languageType')) params.set('languageType', languageType);
    return { url: `${path}?${params.toString()}`, body };
  }
  return { url, body };
}

function apiUrl(path: string): string {
  return `${env.apiBaseUrl.replace(/\/$/, '')}${path}`;
}

function fail(
  kind: ApiError['kind'],
  message: string,
  details: ApiError['details'],
  toast: boolean,
): never {
  if (toast) hooks.notifyError(message);
  throw new ApiError(kind, message, details);
}

/**
 * Turns an HTTP status and body text into the unwrapped `result`, or an `ApiError` after the
 * side effect spec section 8 names. Shared by `apiFetch` and `sendWithProgress`.
 */
function settle<T>(status: number, bodyText: string, silent: boolean): T {
  if (status === 504) {
    hooks.onGatewayTimeout();
    throw new ApiError('gateway-timeout', 'Gateway timeout', { status });
  }
  if (status < 200 || status >= 300) {
    const quiet = silent || SILENT_HTTP_STATUSES.has(status);
    fail('http', i18n._(msg`Request failed (HTTP ${status})`), { status }, !quiet);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(bodyText);
  } catch (cause) {
    fail('bad-response', i18n._(messages.badResponse), { status, cause }, !silent);
  }
  if (!isEnvelope(payload)) {
    fail('bad-response', i18n._(messages.badResponse), { status }, !silent);
  }
  if (payload.code === 512) {
    hooks.onSessionExpired();
    throw new ApiError('session', payload.msg || i18n._(messages.sessionExpired), {
      code: 512,
      status,
    });
  }
  if (!payload.success) {
    const message = payload.msg?.trim() || i18n._(messages.requestFailed);
    fail('business', message, { code: payload.code, status }, !silent);
  }
  return (payload.result ?? null) as T;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** orval's mutator: every generated function calls this and receives the envelope's `result`. */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { silent = false, ...requestInit } = init;
  const headers = new Headers(requestInit.headers);
  headers.set(TOKEN_HEADER, env.apiToken);
  const { url, body } = withLanguageType(path, requestInit, headers);
  if (body instanceof FormData) headers.delete('Content-Type');

  let response: Response;
  try {
    await whenApiReady();
    const ask = () =>
      fetch(apiUrl(url), { ...requestInit, headers, body, credentials: 'same-origin' });
    // A first screen's call the first-load script has made already (src/api/first-screen-calls.ts);
    // asked anew if it got no answer (the network failed it), as a call of the app's own would be.
    const made =
      (requestInit.method ?? 'GET') === 'GET' && body == null
        ? takeFirstScreenAnswer(apiUrl(url))
        : undefined;
    response = await (made ? made.catch(ask) : ask());
  } catch (error) {
    if (isAbort(error)) throw error;
    fail('network', i18n._(messages.disconnected), { cause: error }, !silent);
  }
  return settle<T>(response.status, await response.text(), silent);
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface SendOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  silent?: boolean;
}

/**
 * POSTs a multipart body with upload progress events and cancellation (fetch has no upload
 * progress, so this uses XMLHttpRequest) and settles it exactly like `apiFetch`.
 */
export function sendWithProgress<T>(
  path: string,
  form: FormData,
  options: SendOptions = {},
): Promise<T> {
  const { onProgress, signal, silent = false } = options;
  if (!form.has('languageType')) form.set('languageType', hooks.getLanguageType());
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.setRequestHeader(TOKEN_HEADER, env.apiToken);
    xhr.withCredentials = false;
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.addEventListener('loadend', () => signal?.removeEventListener('abort', abort));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    xhr.addEventListener('error', () => {
      try {
        fail('network', i18n._(messages.disconnected), {}, !silent);
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener('load', () => {
      try {
        resolve(settle<T>(xhr.status, xhr.responseText, silent));
      } catch (error) {
        reject(error);
      }
    });
    xhr.send(form);
  });
}
