import { queryOptions } from '@tanstack/react-query';
import { getGetOrderQueryKey, getOrder } from '@/api/gen/orders/orders';

/**
 * One order, shared by the loaders (`ensureQueryData`) and the pages (`useSuspenseQuery`): the
 * generated options carry `enabled`, which suspense queries do not take.
 */
export function orderQueryOptions(id: number) {
  return queryOptions({
    queryKey: getGetOrderQueryKey(id),
    queryFn: ({ signal }) => getOrder(id, undefined, { signal }),
  });
}

/** The same order for the first load, whose failure becomes the not-found page instead of a toast. */
export function firstOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: getGetOrderQueryKey(id),
    queryFn: ({ signal }) => getOrder(id, undefined, { signal, silent: true }),
  });
}
