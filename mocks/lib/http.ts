/**
 * How mock handlers are written: one `op()` per API operation, typed by the generated models.
 *
 * ```ts
 * import type { ListNews200, GetNews200 } from '../../src/api/gen/model';
 * import { fail, op, page, requireFields, requireUser } from '../lib/http';
 *
 * export const handlers = [
 *   op<ListNews200>('get', '/news/list', (ctx) => {
 *     const type = ctx.int('type');                       // query, form, JSON or multipart field
 *     const rows = news.filter((row) => type === undefined || row.type === type);
 *     return page(rows.map((row) => toSummary(row, ctx.lang)), ctx); // pageNo/pageSize → page
 *   }),
 *   op<GetNews200>('get', '/news/info/{id}', (ctx) => {
 *     const row = news.get(ctx.id());                      // path param, or query/body `id`
 *     if (!row) fail(NEWS_MISSING);                         // L10n → msg in the request's language
 *     return toDetail(row, ctx.lang);
 *   }),
 * ];
 * ```
 *
 * - The type argument is the operation's `<OperationId>200` model; the handler returns its
 *   `result` (the envelope is added here). Omitting it is a type error on purpose.
 * - Paths are written as in the spec (`/order/info/{id}`) without `/api`; they match `* /api/<path>`
 *   on any origin (browser, Vitest in node, the mock server).
 * - `ctx.lang` is `languageType` (query, form field, JSON property or multipart field; zh_CN by
 *   default); `ctx.t(l10n)` picks a text in it.
 * - `fail(msg, code = 500)` answers `success: false` with `msg` in the request's language.
 *   `requireUser(ctx)` answers code 512 without a session. Any other exception becomes a clean
 *   `success: false` "internal error" envelope (and a console error), never a crash.
 * - Validation: `requireFields(ctx, {name: label, ...})`, `check(condition, msg)`,
 *   `checkMaxLength(...)`, `isMobilePhone`, `isEmail`, `isHttpUrl`.
 * - Lists: `page(rows, ctx)` → `{records, total, size, current, pages}`; `sortRows(...)`.
 * - Scenarios (mocks/scenarios.ts) are applied here: no handler deals with them.
 * - After every call the database is persisted (browser), so handlers only change collections.
 */
import { delay, getResponse, http, HttpResponse, matchRequestUrl, type HttpHandler } from 'msw';
import type { LanguageType } from '../../src/api/gen/model';
import { sessionUserId, signOut } from '../db/session';
import { persistDb } from '../db/store';
import { users, type UserRow } from '../db/users';
import { consumeExpired, getScenario, slowDelayMs } from '../scenarios';
import { clock } from './clock';
import { LANGUAGES, pick, type L10n } from './l10n';
import { withPictureOrigin } from './pictures';
import { fieldLabel, invalidMessage, MSG, requiredMessage, tooLongMessage } from './messages';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A business failure: answered as `success: false` with the message in the request's language. */
export class MockFailure extends Error {
  constructor(
    readonly text: L10n,
    readonly code: number,
  ) {
    super(text.en_US);
  }
}

/** No (or no longer a) session: answered with code 512. */
export class SessionRequired extends Error {
  constructor() {
    super('session required');
  }
}

/** Stops the handler with `success: false`, `code`, and `msg` in the request's language. */
export function fail(message: L10n, code = 500): never {
  throw new MockFailure(message, code);
}

/** `fail(message)` unless `condition` holds. */
export function check(condition: unknown, message: L10n, code = 500): asserts condition {
  if (!condition) fail(message, code);
}

type FieldValue = string | File;

/** One request as handlers see it. */
export interface Ctx {
  readonly request: Request;
  readonly method: Method;
  /** The operation's path as declared (`/order/info/{id}`). */
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly lang: LanguageType;
  /** The text in the request's language. */
  t(text: L10n): string;
  /** A field from the body (form, multipart or JSON top-level property) or else the query. */
  has(name: string): boolean;
  /** The field as text (JSON numbers and booleans as text); undefined when absent. Not trimmed. */
  str(name: string): string | undefined;
  /** The field as an integer; undefined when absent or empty; fails (translated) when not one. */
  int(name: string): number | undefined;
  /** The field as a number; undefined when absent or empty; fails (translated) when not one. */
  num(name: string): number | undefined;
  /** `true`/`false` (also '1'/'0'); undefined when absent; fails when something else. */
  bool(name: string): boolean | undefined;
  /** Every value of a repeated field, or a JSON array, as text. */
  list(name: string): string[];
  file(name: string): File | undefined;
  files(name: string): File[];
  /** The JSON body (an empty object for other bodies): type it with the request model. */
  json<T>(): Partial<T>;
  /** A positive integer id from the path parameter `name`, else the field `name`; fails when missing. */
  id(name?: string): number;
  /** Adds a Set-Cookie header to the answer. */
  setCookie(name: string, value: string, options?: { maxAge?: number; httpOnly?: boolean }): void;
}

const ID_LABEL = fieldLabel('id');

function languageOf(value: unknown): LanguageType | undefined {
  return LANGUAGES.find((language) => language === value);
}

async function readBody(
  request: Request,
): Promise<{ fields: Map<string, FieldValue[]>; json: Record<string, unknown> }> {
  const fields = new Map<string, FieldValue[]>();
  const add = (name: string, value: FieldValue) =>
    fields.set(name, [...(fields.get(name) ?? []), value]);
  const json: Record<string, unknown> = {};
  const type = (request.headers.get('Content-Type') ?? '').toLowerCase();
  if (request.method === 'GET' || request.method === 'HEAD') return { fields, json };
  if (type.includes('application/json')) {
    const text = await request.text();
    if (text.trim() === '') return { fields, json };
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new MockFailure(MSG.badRequest, 400);
    }
    Object.assign(json, parsed);
  } else if (type.includes('application/x-www-form-urlencoded')) {
    for (const [name, value] of new URLSearchParams(await request.text())) add(name, value);
  } else if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    for (const [name, value] of form.entries()) add(name, value);
  }
  return { fields, json };
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

async function createCtx(
  request: Request,
  method: Method,
  path: string,
  rawParams: Record<string, string | readonly string[] | undefined>,
  headers: Headers,
): Promise<Ctx> {
  const url = new URL(request.url);
  const query = url.searchParams;
  let lang: LanguageType = languageOf(query.get('languageType')) ?? 'zh_CN';
  const failBadRequest = () => new MockFailure(MSG.badRequest, 400);
  let body: Awaited<ReturnType<typeof readBody>>;
  try {
    body = await readBody(request);
  } catch (error) {
    throw error instanceof MockFailure ? error : failBadRequest();
  }
  const { fields, json } = body;
  const bodyLang = languageOf(json.languageType) ?? languageOf(fields.get('languageType')?.[0]);
  if (bodyLang) lang = bodyLang;

  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(rawParams)) {
    if (typeof value === 'string') params[name] = value;
  }

  const raw = (name: string): unknown => {
    if (name in json) return json[name];
    const values = fields.get(name);
    if (values && values.length > 0) return values[0];
    return query.get(name) ?? undefined;
  };
  const str = (name: string) => textOf(raw(name));
  const t = (text: L10n) => pick(text, lang);
  const invalid = (name: string) => new MockFailure(invalidMessage(fieldLabel(name)), 400);

  const ctx: Ctx = {
    request,
    method,
    path,
    params,
    query,
    lang,
    t,
    has: (name) => raw(name) !== undefined && raw(name) !== null,
    str,
    int(name) {
      const value = raw(name);
      if (value === undefined || value === null || value === '') return undefined;
      const number = typeof value === 'number' ? value : Number(textOf(value));
      if (!Number.isInteger(number)) throw invalid(name);
      return number;
    },
    num(name) {
      const value = raw(name);
      if (value === undefined || value === null || value === '') return undefined;
      const number = typeof value === 'number' ? value : Number(textOf(value));
      if (!Number.isFinite(number)) throw invalid(name);
      return number;
    },
    bool(name) {
      const value = raw(name);
      if (value === undefined || value === null || value === '') return undefined;
      if (value === true || value === 'true' || value === '1') return true;
      if (value === false || value === 'false' || value === '0') return false;
      throw invalid(name);
    },
    list(name) {
      const value = json[name];
      if (Array.isArray(value)) return value.map(textOf).filter((item) => item !== undefined);
      const values = fields.get(name) ?? query.getAll(name);
      return values.map(textOf).filter((item) => item !== undefined);
    },
    file(name) {
      const value = fields.get(name)?.find((item) => typeof item !== 'string');
      return value instanceof File ? value : undefined;
    },
    files(name) {
      return (fields.get(name) ?? []).filter((item): item is File => typeof item !== 'string');
    },
    json<T>() {
      return json as Partial<T>;
    },
    id(name = 'id') {
      const text = params[name] ?? str(name);
      if (text === undefined || text === '') throw new MockFailure(requiredMessage(ID_LABEL), 400);
      const id = Number(text);
      if (!Number.isInteger(id) || id < 1) throw new MockFailure(MSG.notFound, 404);
      return id;
    },
    setCookie(name, value, options = {}) {
      const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
      if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
      if (options.httpOnly ?? true) parts.push('HttpOnly');
      headers.append('Set-Cookie', parts.join('; '));
    },
  };
  return ctx;
}

/** The signed-in user; otherwise (or in the `expired` scenario) stops with code 512. */
export function requireUser(_ctx: Ctx): Readonly<UserRow> {
  if (consumeExpired()) {
    signOut();
    throw new SessionRequired();
  }
  const user = currentUser();
  if (!user) throw new SessionRequired();
  return user;
}

/** The signed-in user or null, for public calls that answer more to a signed-in user. */
export function currentUser(): Readonly<UserRow> | null {
  const userId = sessionUserId();
  if (userId === null) return null;
  const user = users.get(userId);
  if (!user) {
    signOut();
    return null;
  }
  return user;
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** One page of `rows` by the request's `pageNo` (from 1, default 1) and `pageSize` (default 10). */
export function page<T>(rows: readonly T[], ctx: Ctx, defaultSize = 10): Page<T> {
  const current = ctx.int('pageNo') ?? 1;
  const size = ctx.int('pageSize') ?? defaultSize;
  check(current >= 1, invalidMessage(fieldLabel('pageNo')), 400);
  check(size >= 1 && size <= 1000, invalidMessage(fieldLabel('pageSize')), 400);
  const start = (current - 1) * size;
  return {
    records: rows.slice(start, start + size),
    total: rows.length,
    size,
    current,
    pages: Math.ceil(rows.length / size),
  };
}

/**
 * Sorts by the request's `sortField` (one of `accessors`' keys; `fallback` when absent) and
 * `sortOrder` (`asc`/`desc`, default desc). Unknown fields fail, as a backend would. Stable.
 */
export function sortRows<T>(
  rows: readonly T[],
  ctx: Ctx,
  accessors: Record<string, (row: T) => string | number>,
  fallback: string,
): T[] {
  const field = ctx.str('sortField') || fallback;
  const order = ctx.str('sortOrder') || 'desc';
  const accessor = accessors[field];
  check(accessor, invalidMessage(fieldLabel('sortField')), 400);
  check(order === 'asc' || order === 'desc', invalidMessage(fieldLabel('sortOrder')), 400);
  const sign = order === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: accessor(row) }))
    .sort((a, b) => {
      if (a.key < b.key) return -sign;
      if (a.key > b.key) return sign;
      return a.index - b.index;
    })
    .map((entry) => entry.row);
}

/**
 * Fails with "<label> is required" for the first field that is absent or blank. Give labels
 * (`{username: l10n('用户名', ...)}`) for messages users see; a list of names uses the wire names.
 */
export function requireFields(ctx: Ctx, fields: Record<string, L10n> | readonly string[]): void {
  const entries: [string, L10n][] = Array.isArray(fields)
    ? fields.map((name: string) => [name, fieldLabel(name)])
    : Object.entries(fields);
  for (const [name, label] of entries) {
    const value = ctx.json<Record<string, unknown>>()[name];
    const present = Array.isArray(value)
      ? value.length > 0
      : ctx.file(name) !== undefined || (ctx.str(name) ?? '').trim() !== '';
    if (!present) fail(requiredMessage(label), 400);
  }
}

/** Fails when the text is longer than `max` characters. */
export function checkMaxLength(value: string | null | undefined, max: number, label: L10n): void {
  if (value !== null && value !== undefined && [...value].length > max)
    fail(tooLongMessage(label, max), 400);
}

export const isMobilePhone = (value: string | undefined): value is string =>
  value !== undefined && /^1[3-9]\d{9}$/.test(value);

export const isEmail = (value: string | undefined): value is string =>
  value !== undefined && value.length <= 100 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

export const isHttpUrl = (value: string | undefined | null): value is string => {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

function envelope(code: number, msg: string, success: boolean, result: unknown) {
  return { code, msg, success, result, timestamp: clock.nowMs() };
}

/** The `empty` scenario: lists and pages of reads answer empty. */
function emptied(result: unknown): unknown {
  if (Array.isArray(result)) return [];
  if (typeof result !== 'object' || result === null) return result;
  const record = result as Record<string, unknown>;
  if (Array.isArray(record.records))
    return { ...record, records: [], total: 0, pages: 0, current: 1 };
  if (Array.isArray(record.list)) return { ...record, list: [] };
  if (Array.isArray(record.links)) return { ...record, links: [] };
  return result;
}

const declared: { method: Method; path: string }[] = [];

/** Every operation declared with `op()` so far (the coverage test compares them with the spec). */
export function declaredOperations(): readonly { method: Method; path: string }[] {
  return declared;
}

/** msw path of a spec path: `{id}` → `:id`, on any origin, under /api. */
export function apiPattern(path: string): string {
  return `*/api${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/**
 * The origin the page calls the API on: the browser's own (MSW sees the page's URL); behind
 * nginx (whose Host has no port) the page's, from the Origin or Referer the browser sends, so
 * that a video or a picture stays same-origin for the CSP's media-src and img-src 'self'.
 */
export function publicOrigin(request: Request): string {
  const url = new URL(request.url);
  if (typeof window !== 'undefined') return url.origin;
  for (const name of ['origin', 'referer']) {
    const value = request.headers.get(name);
    if (value && URL.canParse(value)) return new URL(value).origin;
  }
  return url.origin;
}

/**
 * Declares the handler of one operation. `E` is the generated `<OperationId>200` model; the
 * handler returns its `result`.
 */
export function op<E extends { result: unknown } = never>(
  method: Method,
  path: string,
  handler: (ctx: Ctx) => E['result'] | Promise<E['result']>,
): HttpHandler {
  declared.push({ method, path });
  return http[method](apiPattern(path), async ({ request, params }) => {
    const scenario = getScenario();
    if (scenario === 'timeout') return new HttpResponse(null, { status: 504 });
    if (scenario === 'slow') await delay(slowDelayMs());

    const headers = new Headers();
    let lang: LanguageType = 'zh_CN';
    try {
      const ctx = await createCtx(request, method, path, params, headers);
      lang = ctx.lang;
      if (scenario === 'error') fail(MSG.scenarioError, 500);
      const result = await handler(ctx);
      const answer = scenario === 'empty' && method === 'get' ? emptied(result) : result;
      const body = withPictureOrigin(
        envelope(200, '', true, answer ?? null),
        publicOrigin(request),
      );
      return HttpResponse.json(body, { headers });
    } catch (error) {
      if (error instanceof MockFailure) {
        return HttpResponse.json(envelope(error.code, pick(error.text, lang), false, null), {
          headers,
        });
      }
      if (error instanceof SessionRequired) {
        return HttpResponse.json(envelope(512, pick(MSG.sessionExpired, lang), false, null), {
          headers,
        });
      }
      console.error(`[mocks] ${method.toUpperCase()} ${path} threw`, error);
      return HttpResponse.json(envelope(500, pick(MSG.internalError, lang), false, null));
    } finally {
      persistDb();
    }
  });
}

/**
 * The backend's handlers as one msw handler that finds the operation a request is for by its
 * method and path, then runs that operation's handler alone. msw asks every handler in turn
 * whether it matches, and each reads every cookie of the request as it does (the page's and msw's
 * own cookie store; msw#1518): with a hundred operations, that was most of the main thread's
 * time in the offline build's answers, 30 to 100 ms a request on a phone. A request no operation
 * is for matches nothing here either, so msw's unhandled-request strategy still applies.
 */
export function routed(handlers: readonly HttpHandler[]): HttpHandler {
  const operationsFor = (request: Request) => {
    const url = new URL(request.url);
    return handlers.filter(({ info: { method, path } }) => {
      const methodMatches =
        typeof method === 'string'
          ? method.toUpperCase() === request.method.toUpperCase()
          : method.test(request.method);
      return methodMatches && typeof path !== 'function' && matchRequestUrl(url, path).matches;
    });
  };
  return http.all(
    ({ request }) => operationsFor(request).length > 0,
    ({ request }) => getResponse(operationsFor(request), request),
  );
}

/**
 * A handler outside the JSON contract (images): no envelope and no scenarios. `path` is under
 * /api like `op`, unless it starts with a scheme (`https://cdn.portal.test/*`).
 */
export function rawOp(
  method: Method,
  path: string,
  handler: (
    request: Request,
    params: Readonly<Record<string, string>>,
  ) => Response | Promise<Response>,
): HttpHandler {
  const pattern = /^https?:\/\//.test(path) ? path : apiPattern(path);
  return http[method](pattern, async ({ request, params }) => {
    const flat: Record<string, string> = {};
    for (const [name, value] of Object.entries(params)) {
      if (typeof value === 'string') flat[name] = value;
    }
    try {
      return await handler(request, flat);
    } catch (error) {
      console.error(`[mocks] ${method.toUpperCase()} ${path} threw`, error);
      return new HttpResponse(null, { status: 500 });
    }
  });
}
