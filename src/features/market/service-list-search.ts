import {
  searchChoice,
  searchNumberChoice,
  searchPositiveInteger,
  searchSchema,
  searchText,
  type InferSearch,
  type SearchParser,
} from '@/lib/search-params';

/*
 * What the service list reads from its URL (`/service?cid&mid&index&key&sort&order&min&max&page&size`).
 * Imported by the route file, whose `validateSearch` loads before every page: keep it free of
 * labels, queries and components.
 */

/** The list's orders: the server's default (most sold first), sales, rating, lowest price. */
export const SERVICE_SORTS = ['default', 'sales', 'rating', 'price'] as const;
export type ServiceSort = (typeof SERVICE_SORTS)[number];

export const SERVICE_PAGE_SIZES = [12, 24, 48] as const;
export const SERVICE_PAGE_SIZE = 12;

/** The keyword limit of `GET /service/list` (api-spec: `key`, maxLength 50). */
export const SERVICE_KEY_MAX = 50;

/** A price bound in RMB: a number from 0, at most two decimals; anything else is no bound. */
function searchPrice(): SearchParser<number | undefined> {
  return (value) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) return undefined;
    return Math.round(number * 100) / 100;
  };
}

export const serviceListSearchSchema = searchSchema({
  cid: searchPositiveInteger(),
  mid: searchPositiveInteger(),
  /** The market's position in its category, as the header's links give it. */
  index: (value: unknown) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isInteger(number) && number >= 0
      ? number
      : undefined;
  },
  key: searchText(SERVICE_KEY_MAX),
  sort: searchChoice(SERVICE_SORTS, 'default'),
  order: searchChoice(['asc', 'desc'], 'desc'),
  min: searchPrice(),
  max: searchPrice(),
  page: searchPositiveInteger(1),
  size: searchNumberChoice(SERVICE_PAGE_SIZES, SERVICE_PAGE_SIZE),
});

export type ServiceListSearch = InferSearch<typeof serviceListSearchSchema>;

/** The defaults, stripped from the address so that the plain list has a clean one. */
export const serviceListSearchDefaults = {
  sort: 'default',
  order: 'desc',
  page: 1,
  size: SERVICE_PAGE_SIZE,
} satisfies Partial<ServiceListSearch>;

/** The detail page's search: `/service/detail?id=3&package=32`. */
export const serviceDetailSearchSchema = searchSchema({
  id: searchPositiveInteger(),
  package: searchPositiveInteger(),
});

export type ServiceDetailSearch = InferSearch<typeof serviceDetailSearchSchema>;
