import {
  searchEnum,
  searchPositiveInteger,
  searchSchema,
  searchText,
  type InferSearch,
  type SearchParser,
} from '@/lib/search-params';
import type { StoreApplicationChannel } from '@/api/gen/model';

/*
 * What the platform pages read from their URLs. Imported by route files, whose `validateSearch`
 * loads before every page: keep it free of labels, queries and components.
 */

/** The two store-opening channels (spec section 1), in the order the pages show them. */
export const CHANNELS = [
  'LARGE_CUSTOMER',
  'ORDINARY_CUSTOMER',
] as const satisfies readonly StoreApplicationChannel[];

/** At most four platforms side by side (issue 14). */
export const COMPARE_MAX = 4;
export const COMPARE_MIN = 2;

/** Distinct platform ids from `1,3`, `3` or `[1, 3]`, at most `COMPARE_MAX`; invalid entries dropped. */
export function idList(value: unknown): number[] {
  const parts: unknown[] =
    typeof value === 'string'
      ? value.split(',')
      : typeof value === 'number'
        ? [value]
        : Array.isArray(value)
          ? value
          : [];
  const ids: number[] = [];
  for (const part of parts) {
    const text =
      typeof part === 'number' ? String(part) : typeof part === 'string' ? part.trim() : '';
    if (!/^\d{1,12}$/.test(text)) continue;
    const id = Number(text);
    if (id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, COMPARE_MAX);
}

/**
 * Ids as the URL keeps them: one id as a number (`?compare=101`), several as text
 * (`?compare=101,103`); the router would write an array as JSON.
 */
export function idListParam(ids: readonly number[]): number | string | undefined {
  if (ids.length === 0) return undefined;
  return ids.length === 1 ? ids[0] : ids.join(',');
}

/** A list of platform ids in the URL, normalised (see `idListParam`). */
export const searchIdList: SearchParser<number | string | undefined> = (value) =>
  idListParam(idList(value));

/** `/platform?category=11&region=北美&q=ama&compare=101,103` */
export const directorySearchSchema = searchSchema({
  category: searchPositiveInteger(),
  region: searchText(30),
  q: searchText(50),
  compare: searchIdList,
});

export type DirectorySearch = InferSearch<typeof directorySearchSchema>;

/** `/platform/compare?ids=101,103` */
export const compareSearchSchema = searchSchema({ ids: searchIdList });

/** `/platform/apply?id=101&channel=ORDINARY_CUSTOMER` */
export const applySearchSchema = searchSchema({
  id: searchPositiveInteger(),
  channel: searchEnum(CHANNELS),
});
