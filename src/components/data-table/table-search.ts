import dayjs from 'dayjs';
import { z } from 'zod';

/**
 * Zod building blocks for the search params of table screens. Every key `.catch()`es its default,
 * so a hand-edited or outdated link still opens the screen (with the bad key reset) instead of an
 * error page; page, size and sort always hold a value, filters are optional. `.default()` before
 * `.catch()` keeps each key optional for links (zod 4 types a bare `.catch()` key as required).
 */

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** The table part of a screen's search params. */
export interface TableSearch<TSort extends string = string> {
  /** Page number from 1, as the API counts it. */
  page: number;
  size: number;
  sort: TSort;
  order: SortOrder;
}

export interface TableSearchOptions<TSort extends readonly [string, ...string[]]> {
  /** The columns the API sorts by (its `sortField` values). */
  sortFields: TSort;
  defaultSort: TSort[number];
  defaultOrder?: SortOrder;
  defaultSize?: number;
}

/** `page`, `size`, `sort`, `order` with their defaults; screens `.extend()` it with filters. */
export function tableSearchSchema<const TSort extends readonly [string, ...string[]]>(
  options: TableSearchOptions<TSort>,
) {
  const defaults = tableSearchDefaults(options);
  return z.object({
    page: z.coerce.number().int().min(1).default(defaults.page).catch(defaults.page),
    size: z.coerce
      .number()
      .int()
      .refine((size) => (PAGE_SIZES as readonly number[]).includes(size))
      .default(defaults.size)
      .catch(defaults.size),
    sort: z.enum(options.sortFields).default(defaults.sort).catch(defaults.sort),
    order: z.enum(SORT_ORDERS).default(defaults.order).catch(defaults.order),
  });
}

/** The defaults, for `stripSearchParams` so that a default screen has a clean address. */
export function tableSearchDefaults<const TSort extends readonly [string, ...string[]]>(
  options: TableSearchOptions<TSort>,
): TableSearch<TSort[number]> {
  return {
    page: 1,
    size: options.defaultSize ?? DEFAULT_PAGE_SIZE,
    sort: options.defaultSort,
    order: options.defaultOrder ?? 'desc',
  };
}

/** A required choice with a default (a tab); anything else falls back to the default. */
export function searchChoice<const TValues extends readonly [string, ...string[]]>(
  values: TValues,
  fallback: TValues[number],
) {
  return z.enum(values).default(fallback).catch(fallback);
}

/** An optional enum filter (status, type...); anything else is dropped. */
export function searchEnum<const TValues extends readonly [string, ...string[]]>(values: TValues) {
  return z.enum(values).optional().catch(undefined);
}

/**
 * An optional free-text filter. The router parses `?orderNo=123` as a number, so numbers come
 * back as text; blank text counts as no filter.
 */
export function searchText(maxLength: number) {
  return z
    .preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z
        .string()
        .trim()
        .max(maxLength)
        .transform((text) => text || undefined),
    )
    .optional()
    .catch(undefined);
}

/** An optional `YYYY-MM-DD` date that exists in the calendar (2026-02-31 does not). */
export function searchDate() {
  return z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((text) => dayjs(text).format('YYYY-MM-DD') === text)
    .optional()
    .catch(undefined);
}
