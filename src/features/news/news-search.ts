import type { NewsType } from '@/api/gen/model';
import { searchPositiveInteger, searchSchema, type InferSearch } from '@/lib/search-params';

/** The footer's three columns in its order (spec section 2.6): 5 industry, 3 platform dynamics, 1 policy. */
export const NEWS_TYPES = [5, 3, 1] as const satisfies readonly NewsType[];

/** `?type=5` (the router reads it as a number, a hand-typed link may give text); others dropped. */
function searchNewsType(value: unknown): NewsType | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return NEWS_TYPES.find((type) => type === number);
}

/** `/{lang}/news?type=3&page=2`: the column (all when absent) and the page are in the URL. */
export const newsSearchSchema = searchSchema({
  type: searchNewsType,
  page: searchPositiveInteger(1),
});

export type NewsSearch = InferSearch<typeof newsSearchSchema>;

export const newsSearchDefaults = { page: 1 } satisfies Partial<NewsSearch>;
