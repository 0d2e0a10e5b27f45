/**
 * What a user typed in a form with a `keep` key, kept in the tab's session storage as they type
 * (issue 26): it comes back on a reload, on the form's next mount after the code-512 re-login, and
 * when the user goes away and comes back in the same tab. A new tab starts empty (session storage
 * is per tab), and closing the tab forgets it. Kept values go on a successful submit and on logout.
 *
 * Only the fields the form names are kept, and never a secret: fields drawn by `PasswordField`,
 * `CaptchaField` or `SmsCodeField` (the kit marks them, `src/components/form/secret-fields.ts`), nor any field whose
 * name says it is one (`isSecretName`), whatever the form names.
 */
const PREFIX = 'portal-form:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Names a secret, wherever it sits in a path (`password`, `newPassword`, `captcha`, `smsCode`…). */
const SECRET_NAME = /pass(word|wd)|captcha|sms|verif(y|ication)code|cvv|cvc/i;

/** Whether a field's name (or path) says it holds a password, a captcha or an SMS code. */
export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** The parts of a field path: `cartons[0].weight` → `['cartons', '0', 'weight']`. */
function pathParts(path: string): string[] {
  return path.split(/[.[\]]+/).filter(Boolean);
}

/** A copy of `value` without the nested `path` (the first part is the field itself). */
function without(value: unknown, parts: readonly string[]): unknown {
  if (parts.length === 0 || typeof value !== 'object' || value === null) return value;
  const [head, ...rest] = parts as [string, ...string[]];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? [...(value as unknown[])]
    : { ...(value as Record<string, unknown>) };
  const record = copy as Record<string, unknown>;
  if (!(head in record)) return value;
  if (rest.length === 0) {
    if (Array.isArray(copy)) record[head] = undefined;
    else delete record[head];
  } else {
    record[head] = without(record[head], rest);
  }
  return copy;
}

/** Drops nested keys whose names say they are secrets (`rows[0].password`). */
function withoutSecretKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecretKeys);
  if (typeof value !== 'object' || value === null) return value;
  const clean: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!isSecretName(key)) clean[key] = withoutSecretKeys(item);
  }
  return clean;
}

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** What to keep of `values`: the named, safe fields, only those that differ from `defaults`. */
export function keptPart<T extends object>(
  values: T,
  fields: readonly (keyof T & string)[],
  options: { defaults?: T; secrets?: Iterable<string> } = {},
): Partial<Record<keyof T & string, unknown>> {
  const secrets = [...(options.secrets ?? [])];
  const kept: Partial<Record<keyof T & string, unknown>> = {};
  for (const field of fields) {
    if (isSecretName(field) || secrets.includes(field)) continue;
    let value: unknown = withoutSecretKeys(values[field]);
    for (const secret of secrets) {
      const parts = pathParts(secret);
      if (parts[0] === field && parts.length > 1) value = without(value, parts.slice(1));
    }
    if (options.defaults && same(value, options.defaults[field])) continue;
    kept[field] = value;
  }
  return kept;
}

/**
 * Saves the named fields of `values` under `key` (with `defaults`, only those that differ from
 * them; none differing removes the entry). Secrets are never saved.
 */
export function keepValues<T extends object>(
  key: string,
  values: T,
  fields: readonly (keyof T & string)[],
  options: { defaults?: T; secrets?: Iterable<string> } = {},
): void {
  const kept = keptPart(values, fields, options);
  try {
    if (Object.keys(kept).length === 0) storage()?.removeItem(PREFIX + key);
    else storage()?.setItem(PREFIX + key, JSON.stringify(kept));
  } catch {
    // A full or disabled storage only loses the convenience.
  }
}

/** Whether a saved value can stand for the default (a stale or edited entry is ignored). */
function sameKind(value: unknown, fallback: unknown): boolean {
  if (fallback === null || value === null) return true;
  if (Array.isArray(fallback)) return Array.isArray(value);
  return typeof value === typeof fallback;
}

/**
 * `defaults` with the values kept under `key` for the named fields, or `defaults` when none were
 * kept. Reading does not forget them: they stay until a successful submit or logout.
 */
export function keptValues<T extends object>(
  key: string,
  defaults: T,
  fields: readonly (keyof T & string)[],
): T {
  let saved: unknown;
  try {
    const raw = storage()?.getItem(PREFIX + key);
    if (!raw) return defaults;
    saved = JSON.parse(raw);
  } catch {
    return defaults;
  }
  if (typeof saved !== 'object' || saved === null) return defaults;
  const restored = { ...defaults };
  let changed = false;
  for (const field of fields) {
    if (isSecretName(field)) continue;
    const value: unknown = (saved as Record<string, unknown>)[field];
    if (field in saved && sameKind(value, defaults[field])) {
      restored[field] = value as T[typeof field];
      changed = true;
    }
  }
  return changed ? restored : defaults;
}

export function forgetKeptValues(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing to forget.
  }
}

let generation = 0;

/** Counts `forgetAllKeptValues` calls: a save planned before one is dropped. */
export function keptGeneration(): number {
  return generation;
}

/**
 * The prefix of a long form's draft kept in local storage, across closed tabs (the store
 * application's, `features/platforms/draft.ts`): logout forgets these too.
 */
export const DRAFT_PREFIX = 'portal-draft:';

/** Removes every entry of `store` whose key starts with `prefix`. */
function removeAll(store: Storage | null, prefix: string): void {
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Forgets the kept values and the drafts of every form (logout): the next user of the tab, or of
 * the browser, finds none.
 */
export function forgetAllKeptValues(): void {
  generation += 1;
  removeAll(storage(), PREFIX);
  removeAll(localStore(), DRAFT_PREFIX);
}
