/**
 * Validated search params for route `validateSearch`, without a schema library: a route's
 * `validateSearch` is not code-split, so whatever it imports loads before the first screen of
 * every page (zod alone would be about 27 KB gzip of the 150 KB budget, issue 5).
 *
 * Each key is parsed on its own and falls back (to its default, or to absent) when the URL holds
 * anything else, so a hand-edited or outdated link still opens the screen with only the bad key
 * reset, never an error page. `parse` drops keys outside the shape; see `validate` for what the
 * router receives.
 */

/** Reads one key of the URL's search; `undefined` means the key is absent. */
export type SearchParser<T> = (value: unknown) => T;

type SearchShape = Record<string, SearchParser<unknown>>;
type Parsed<TShape extends SearchShape, K extends keyof TShape> = ReturnType<TShape[K]>;
type RequiredKeys<TShape extends SearchShape> = {
  [K in keyof TShape]: undefined extends Parsed<TShape, K> ? never : K;
}[keyof TShape];
type OptionalKeys<TShape extends SearchShape> = Exclude<keyof TShape, RequiredKeys<TShape>>;

/** What a shape parses to: keys that can be absent are optional. */
export type SearchOf<TShape extends SearchShape> = {
  [K in RequiredKeys<TShape>]: Parsed<TShape, K>;
} & { [K in OptionalKeys<TShape>]?: Exclude<Parsed<TShape, K>, undefined> };

/**
 * What `validateSearch` takes: a Standard Schema (the interface zod implements too), so the router
 * reads the parsed search from `validate` and, from `types`, that links may leave out any key (it
 * takes its default). `parse` is the same, for callers outside the router.
 */
export interface SearchSchema<TShape extends SearchShape> {
  parse: (search: unknown) => SearchOf<TShape>;
  /** The keys the schema reads. */
  readonly keys: readonly string[];
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'portal';
    readonly validate: (search: unknown) => { value: SearchOf<TShape> };
    /** For the type checker only; Standard Schema leaves it out at run time. */
    readonly types?: { input: Partial<SearchOf<TShape>>; output: SearchOf<TShape> };
  };
}

export function searchSchema<const TShape extends SearchShape>(
  shape: TShape,
): SearchSchema<TShape> {
  const parse = (search: unknown): SearchOf<TShape> => {
    const raw = (typeof search === 'object' && search !== null ? search : {}) as Record<
      string,
      unknown
    >;
    const parsed: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape)) {
      const value = read(raw[key]);
      if (value !== undefined) parsed[key] = value;
    }
    return parsed as SearchOf<TShape>;
  };
  /**
   * The router does not take the parsed search as it is: it lays it over the URL's raw search
   * (`{ ...raw, ...parsed }`, router-core's matchRoutes), so a key left out of the result would
   * come back with its raw value (`?level=bogus` reached the API). What the router gets names
   * every key of the shape, `undefined` where nothing valid is left. Keys outside the shape stay
   * in the route's search as the URL has them (a layout route's schema, if one is ever added, must
   * not hide its children's keys); pages read only the keys of their shape.
   */
  const validate = (search: unknown) => {
    const value: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) value[key] = undefined;
    return { value: Object.assign(value, parse(search)) as SearchOf<TShape> };
  };
  return {
    parse,
    keys: Object.keys(shape),
    '~standard': { version: 1, vendor: 'portal', validate },
  };
}

/** A required choice with a default (a tab, a sort order); anything else is the default. */
export function searchChoice<const TValues extends readonly string[]>(
  values: TValues,
  fallback: TValues[number],
): SearchParser<TValues[number]> {
  return (value) => (values.includes(value as string) ? (value as TValues[number]) : fallback);
}

/** An optional enum filter (status, type...); anything else is dropped. */
export function searchEnum<const TValues extends readonly string[]>(
  values: TValues,
): SearchParser<TValues[number] | undefined> {
  return (value) => (values.includes(value as string) ? (value as TValues[number]) : undefined);
}

/** A whole number from 1, as a number or as text (`?page=3`). */
function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : undefined;
}

/** A whole number from 1 (a page, an id): `fallback` when absent or invalid. */
export function searchPositiveInteger(fallback: number): SearchParser<number>;
export function searchPositiveInteger(): SearchParser<number | undefined>;
export function searchPositiveInteger(fallback?: number): SearchParser<number | undefined> {
  return (value) => positiveInteger(value) ?? fallback;
}

/** One of the listed numbers (a page size); anything else is `fallback`. */
export function searchNumberChoice(values: readonly number[], fallback: number) {
  return (value: unknown): number => {
    const number = positiveInteger(value);
    return number !== undefined && values.includes(number) ? number : fallback;
  };
}

/**
 * An optional free-text filter of at most `maxLength` characters, trimmed. The router parses
 * `?orderNo=123` as a number, so numbers come back as text; blank text counts as no filter.
 */
export function searchText(maxLength: number): SearchParser<string | undefined> {
  return (value) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string') return undefined;
    const trimmed = text.trim();
    return trimmed && trimmed.length <= maxLength ? trimmed : undefined;
  };
}

/** An optional untrusted string kept as it is (a return path, checked where it is used). */
export function searchString(): SearchParser<string | undefined> {
  return (value) => (typeof value === 'string' ? value : undefined);
}

/** An optional `YYYY-MM-DD` date that exists in the calendar (2026-02-31 does not). */
export function searchDate(): SearchParser<string | undefined> {
  return (value) => {
    if (typeof value !== 'string') return undefined;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return undefined;
    const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    const exists =
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day;
    return exists ? value : undefined;
  };
}

/** The parsed search of a schema, as `z.infer` would give it. */
export type InferSearch<TSchema extends SearchSchema<SearchShape>> = ReturnType<TSchema['parse']>;

/**
 * The `$id` of a detail page's path (`/platform/101`): a whole number of up to 12 digits, or 0 for
 * anything else, which no record has, so the page shows its not-found screen.
 */
export function pathId(value: string): number {
  return /^\d{1,12}$/.test(value) ? Number(value) : 0;
}
