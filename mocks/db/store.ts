/**
 * The mock backend's in-memory database: typed collections and single values, seeded lazily
 * and deterministically, persisted to localStorage in the browser, plain memory in node.
 *
 * ## Adding a collection (one file per collection under mocks/db/, one line in mocks/db/index.ts)
 *
 * ```ts
 * // mocks/db/courses.ts
 * import { defineCollection } from './store';
 * export interface CourseRow { id: number; title: L10n; price: number; ... }
 * export const courses = defineCollection<CourseRow>('courses', (seed) => {
 *   const rnd = seed.random('courses');            // deterministic, never Math.random
 *   return [{ id: 1, title: l10n(...), createTime: seed.daysAgo(40), ... }];
 * });
 * // mocks/db/index.ts
 * export { courses } from './courses';
 * ```
 *
 * - Rows need a numeric `id`. Give seeded rows fixed ids (other seeds and tests refer to them);
 *   `insert` numbers new rows after the highest id.
 * - Store translated text as `L10n` (mocks/lib/l10n.ts) and pick the request's language in the
 *   handler; rows must be JSON (no Dates, Maps or functions): dates are `YYYY-MM-DD HH:mm:ss`
 *   strings (mocks/lib/clock.ts).
 * - A seed runs the first time its collection is used after start or `resetDb()`. It may read
 *   other collections (no cycles). Seeds build times around `seed.now` (the moment the database
 *   was seeded, stored with it), not the live clock, so an untouched collection reseeds to the
 *   same rows after a reload.
 * - Read with `all/get/find/filter/count`; change ONLY through `insert/update/remove/removeWhere`
 *   (rows handed out are live and typed readonly: the change tracking and persistence depend on it).
 * - Single values (the session, one-off settings) use `defineValue(name, seed)`.
 * - Changing the shape of a seeded row: bump `DB_VERSION`, or browsers keep their stored rows.
 *
 * Persistence: `connectStorage(localStorage)` (mocks/browser.ts) loads the saved state and
 * `persistDb()` (called by mocks/lib/http.ts after every request) writes the collections that
 * changed since seeding. Node (Vitest, mock-server) stays in memory. `resetDb()` returns
 * everything, the session included, to the seed.
 */
import { clock, DAY, formatDate, formatDateTime, HOUR, MINUTE } from '../lib/clock';
import { random, type Random } from '../lib/random';

/** Bump when seeded rows change shape: stored browser state of another version is dropped. */
export const DB_VERSION = 2;
export const STORAGE_KEY = `portal-mock-db:v${DB_VERSION}`;

export interface Row {
  id: number;
}

/** What seed functions receive. */
export interface SeedContext {
  /** The moment the database was seeded. */
  now: Date;
  nowMs: number;
  /** A deterministic random source; use one name per seed (e.g. the collection name). */
  random(name: string): Random;
  /** `YYYY-MM-DD HH:mm:ss`, `days` (fractions allowed) before `now`. */
  daysAgo(days: number): string;
  /** `YYYY-MM-DD HH:mm:ss`, `minutes` before `now` (negative: after). */
  minutesAgo(minutes: number): string;
  /** `YYYY-MM-DD`, `days` before `now`. */
  dateDaysAgo(days: number): string;
}

export interface Collection<T extends Row> {
  readonly name: string;
  all(): readonly Readonly<T>[];
  get(id: number): Readonly<T> | undefined;
  find(predicate: (row: Readonly<T>) => boolean): Readonly<T> | undefined;
  filter(predicate: (row: Readonly<T>) => boolean): Readonly<T>[];
  count(predicate?: (row: Readonly<T>) => boolean): number;
  /** Adds a row; without `id` it gets the next free one. Answers the stored row. */
  insert(row: Omit<T, 'id'> & { id?: number }): Readonly<T>;
  /** Merges `patch` (or what `patch(row)` answers) into the row; undefined when there is none. */
  update(
    id: number,
    patch: Partial<T> | ((row: Readonly<T>) => Partial<T>),
  ): Readonly<T> | undefined;
  remove(id: number): boolean;
  /** Answers the number of rows removed. */
  removeWhere(predicate: (row: Readonly<T>) => boolean): number;
  /** Drops the rows and seeds the collection again (tests, provider states). */
  reseed(): void;
}

export interface Value<T> {
  readonly name: string;
  get(): Readonly<T>;
  set(value: T): void;
  update(patch: (value: Readonly<T>) => T): Readonly<T>;
}

interface DbState {
  version: number;
  /** Epoch ms the seeds were built around. */
  anchor: number;
  tables: Record<string, Row[]>;
  values: Record<string, unknown>;
  /** Tables and values changed since seeding: the only ones persisted. */
  changed: string[];
  /** Highest id ever given per collection: ids of removed rows are never reused. */
  seq: Record<string, number>;
}

interface Definition {
  kind: 'table' | 'value';
  seed: (context: SeedContext) => unknown;
}

const definitions = new Map<string, Definition>();
let state: DbState = freshState();
let storage: Storage | null = null;
let unsaved = false;

function freshState(): DbState {
  return {
    version: DB_VERSION,
    anchor: clock.nowMs(),
    tables: {},
    values: {},
    changed: [],
    seq: {},
  };
}

function seedContext(): SeedContext {
  const nowMs = state.anchor;
  const at = (ms: number) => formatDateTime(nowMs - ms);
  return {
    now: new Date(nowMs),
    nowMs,
    random,
    daysAgo: (days) => at(Math.round(days * DAY)),
    minutesAgo: (minutes) => at(Math.round(minutes * MINUTE)),
    dateDaysAgo: (days) => formatDate(nowMs - Math.round(days * DAY)),
  };
}

function markChanged(name: string): void {
  if (!state.changed.includes(name)) state.changed.push(name);
  unsaved = true;
}

function register(name: string, definition: Definition): void {
  if (definitions.has(name)) throw new Error(`mock db: "${name}" is defined twice`);
  definitions.set(name, definition);
}

/** Where the seeding of each table stands, to report a seed that reads itself. */
const seeding = new Set<string>();

function table<T extends Row>(name: string): T[] {
  const existing = state.tables[name];
  if (existing) return existing as T[];
  const definition = definitions.get(name);
  if (!definition) throw new Error(`mock db: unknown collection "${name}"`);
  if (seeding.has(name)) throw new Error(`mock db: the seed of "${name}" reads "${name}" (cycle)`);
  seeding.add(name);
  try {
    const rows = definition.seed(seedContext()) as T[];
    state.tables[name] = rows;
    return rows;
  } finally {
    seeding.delete(name);
  }
}

/** Declares a collection and its seed. Call once per name, at module level. */
export function defineCollection<T extends Row>(
  name: string,
  seed: (context: SeedContext) => T[],
): Collection<T> {
  register(name, { kind: 'table', seed });
  const rows = () => table<T>(name);
  const indexOf = (id: number) => rows().findIndex((row) => row.id === id);
  return {
    name,
    all: () => rows(),
    get: (id) => rows().find((row) => row.id === id),
    find: (predicate) => rows().find(predicate),
    filter: (predicate) => rows().filter(predicate),
    count: (predicate) => (predicate ? rows().filter(predicate).length : rows().length),
    insert(row) {
      const list = rows();
      const highest = list.reduce(
        (max, current) => Math.max(max, current.id),
        state.seq[name] ?? 0,
      );
      const id = row.id ?? highest + 1;
      if (list.some((current) => current.id === id)) {
        throw new Error(`mock db: ${name} already has id ${id}`);
      }
      const stored = { ...row, id } as T;
      list.push(stored);
      state.seq[name] = Math.max(highest, id);
      markChanged(name);
      return stored;
    },
    update(id, patch) {
      const list = rows();
      const index = indexOf(id);
      const current = list[index];
      if (!current) return undefined;
      const changes = typeof patch === 'function' ? patch(current) : patch;
      const next = { ...current, ...changes, id } as T;
      list[index] = next;
      markChanged(name);
      return next;
    },
    remove(id) {
      const list = rows();
      const index = indexOf(id);
      if (index < 0) return false;
      list.splice(index, 1);
      markChanged(name);
      return true;
    },
    removeWhere(predicate) {
      const list = rows();
      const kept = list.filter((row) => !predicate(row));
      const removed = list.length - kept.length;
      if (removed > 0) {
        state.tables[name] = kept;
        markChanged(name);
      }
      return removed;
    },
    reseed() {
      delete state.tables[name];
      delete state.seq[name];
      state.changed = state.changed.filter((changed) => changed !== name);
      unsaved = true;
    },
  };
}

/** Declares a single value (not a list) and its seed. */
export function defineValue<T>(name: string, seed: (context: SeedContext) => T): Value<T> {
  register(name, { kind: 'value', seed });
  const read = (): T => {
    if (!(name in state.values)) state.values[name] = seed(seedContext());
    return state.values[name] as T;
  };
  return {
    name,
    get: read,
    set(value) {
      state.values[name] = value;
      markChanged(name);
    },
    update(patch) {
      const next = patch(read());
      state.values[name] = next;
      markChanged(name);
      return next;
    },
  };
}

/** Back to the seed: every collection and value, the session included; clears the stored copy. */
export function resetDb(): void {
  state = freshState();
  storage?.removeItem(STORAGE_KEY);
  unsaved = true;
}

/** The moment the current data was seeded (handy for tests that compute expected dates). */
export function seededAt(): Date {
  return new Date(state.anchor);
}

/**
 * Browser only: keep the database in `target` (localStorage) across reloads. Loads what was
 * saved by the same DB_VERSION; anything else (absent, older, unreadable) starts from the seed.
 */
export function connectStorage(target: Storage): void {
  storage = target;
  reloadFromStorage();
}

/**
 * Replaces the in-memory state with the stored one (or the seed when nothing valid is stored).
 * The browser calls it when another tab saved (the mock cashier opened from a payment link).
 */
export function reloadFromStorage(): void {
  if (!storage) return;
  const saved = storage.getItem(STORAGE_KEY);
  unsaved = false;
  try {
    const parsed = saved ? (JSON.parse(saved) as Partial<DbState>) : null;
    if (parsed?.version === DB_VERSION && typeof parsed.anchor === 'number') {
      state = {
        version: DB_VERSION,
        anchor: parsed.anchor,
        tables: parsed.tables ?? {},
        values: parsed.values ?? {},
        changed: parsed.changed ?? [],
        seq: parsed.seq ?? {},
      };
      return;
    }
  } catch {
    storage.removeItem(STORAGE_KEY);
  }
  state = freshState();
  // Store the anchor at once: the demo's timeline (pending orders' windows) then stays put.
  unsaved = true;
}

/** Writes what changed since seeding, when anything changed since the last write. */
export function persistDb(): void {
  if (!storage || !unsaved) return;
  const tables: Record<string, Row[]> = {};
  const values: Record<string, unknown> = {};
  for (const name of state.changed) {
    if (name in state.tables) tables[name] = state.tables[name] as Row[];
    if (name in state.values) values[name] = state.values[name];
  }
  const saved: DbState = { ...state, tables, values };
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(saved));
    unsaved = false;
  } catch (error) {
    console.warn('[mocks] could not save the mock database', error);
  }
}

/** Names of everything defined so far (tests). */
export function definedNames(): string[] {
  return [...definitions.keys()];
}

export { DAY, HOUR, MINUTE };
