import { DRAFT_PREFIX } from '@/lib/kept-values';

/**
 * The store-opening application's draft (issue 14): kept in local storage as the user types, so
 * that it survives a reload, a closed tab and the code-512 re-login; offered back when the user
 * returns, and removed after a successful submit, when the user discards it and on logout.
 */
const PREFIX = `${DRAFT_PREFIX}platforms.apply:`;
const VERSION = 1;

export interface Draft<T> {
  savedAt: number;
  step: number;
  values: T;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** One draft per user, platform and channel. */
export function draftKey(userId: number | null, platformId: number, channel: string): string {
  return `${PREFIX}${userId ?? 0}:${platformId}:${channel}`;
}

export function saveDraft<T>(key: string, draft: Draft<T>): void {
  try {
    storage()?.setItem(key, JSON.stringify({ v: VERSION, ...draft }));
  } catch {
    // A full or disabled storage only loses the convenience.
  }
}

/** Whether a saved value can stand for the default (a stale or edited entry is ignored). */
function sameKind(value: unknown, fallback: unknown): boolean {
  if (fallback === null || value === null) return true;
  if (Array.isArray(fallback)) {
    return Array.isArray(value) && value.every((item) => typeof item === 'string');
  }
  return typeof value === typeof fallback;
}

/**
 * The draft under `key`, its values laid over `defaults` field by field (fields of another kind
 * are left at their default), or null when there is none or it cannot be read.
 */
export function readDraft<T extends object>(key: string, defaults: T): Draft<T> | null {
  let saved: unknown;
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    saved = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof saved !== 'object' || saved === null) return null;
  const record = saved as { v?: unknown; savedAt?: unknown; step?: unknown; values?: unknown };
  if (record.v !== VERSION || typeof record.values !== 'object' || record.values === null) {
    return null;
  }
  const values = { ...defaults };
  const stored = record.values as Record<string, unknown>;
  for (const field of Object.keys(defaults) as (keyof T & string)[]) {
    if (field in stored && sameKind(stored[field], defaults[field])) {
      values[field] = stored[field] as T[typeof field];
    }
  }
  return {
    savedAt: typeof record.savedAt === 'number' ? record.savedAt : Date.now(),
    step: typeof record.step === 'number' && Number.isInteger(record.step) ? record.step : 0,
    values,
  };
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
