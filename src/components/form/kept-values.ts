/**
 * Values kept across the code-512 re-login (README, 'How the client treats responses'): when a
 * submit fails because the session ended, the client sends the user to log in and back; the form
 * saves what was typed under its key and finds it again on its next mount. Only the fields the
 * form names are kept: never passwords, captchas or SMS codes.
 */
const PREFIX = 'portal-form:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Saves the named fields of `values` under `key`. */
export function keepValues<T extends object>(
  key: string,
  values: T,
  fields: readonly (keyof T & string)[],
): void {
  const kept: Partial<T> = {};
  for (const field of fields) kept[field] = values[field];
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(kept));
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
 * kept. Reading does not forget them (`forgetKeptValues` does, once the form is on screen).
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
  for (const field of fields) {
    const value: unknown = (saved as Record<string, unknown>)[field];
    if (field in saved && sameKind(value, defaults[field]))
      restored[field] = value as T[typeof field];
  }
  return restored;
}

export function forgetKeptValues(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing to forget.
  }
}
