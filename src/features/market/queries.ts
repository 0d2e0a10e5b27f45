import { queryOptions } from '@tanstack/react-query';
import {
  getGetServiceQueryKey,
  getListServiceCategoriesQueryOptions,
  getListServicesQueryKey,
  getService,
  listServices,
} from '@/api/gen/market/market';
import type { ListServicesParams, ListServicesSortField } from '@/api/gen/model';
import { getGetUserProfileQueryKey, getUserProfile } from '@/api/gen/user/user';
import type { ServiceListSearch } from './service-list-search';

/** The list's orders as `GET /service/list` names them; `default` leaves the server's own. */
const SORT_FIELDS = {
  default: undefined,
  sales: 'sales',
  rating: 'rating',
  price: 'price',
} as const satisfies Record<ServiceListSearch['sort'], ListServicesSortField | undefined>;

/**
 * The `GET /service/list` call for what the URL shows: filters, price range, order and page are
 * all the server's (the price range and the rating order are api-spec additions).
 */
export function serviceListParams(search: ServiceListSearch): ListServicesParams {
  const sortField = SORT_FIELDS[search.sort];
  return {
    cid: search.cid,
    mid: search.mid,
    key: search.key,
    minPrice: search.min,
    maxPrice: search.max,
    pageNo: search.page,
    pageSize: search.size,
    sortField,
    sortOrder: sortField ? search.order : undefined,
  };
}

/** The list's query, shared by the loader and the page; the page shows its own error state. */
export function serviceListQueryOptions(search: ServiceListSearch) {
  const params = serviceListParams(search);
  return queryOptions({
    queryKey: getListServicesQueryKey(params),
    queryFn: ({ signal }) => listServices(params, { signal, silent: true }),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}

/**
 * One service, shared by the loaders and the pages. Silent: a missing service is the page's
 * not-found state ('No information yet'), not a toast.
 */
export function serviceQueryOptions(id: number) {
  return queryOptions({
    queryKey: getGetServiceQueryKey(id),
    queryFn: ({ signal }) => getService(id, undefined, { signal, silent: true }),
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * The signed-in user's profile (`/user/info`, same entry as the personal centre's), whose contact
 * details prefill a service order. Silent: without it the order form simply starts empty.
 */
export function profileForOrderQueryOptions() {
  return queryOptions({
    queryKey: getGetUserProfileQueryKey(),
    queryFn: ({ signal }) => getUserProfile(undefined, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The categories and their markets: the same entry as the header's dropdown (same key and
 * options as the shell's start-up call), so the list and the settle-in form reuse its answer.
 */
export function categoriesQueryOptions() {
  return getListServiceCategoriesQueryOptions(undefined, {
    query: { staleTime: 5 * 60_000 },
    request: { silent: true },
  });
}
