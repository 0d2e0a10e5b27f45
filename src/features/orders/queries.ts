import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiError } from '@/api/errors';
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

/**
 * The route loader of the order pages. An order that does not exist, is someone else's or was
 * deleted is a business failure of `getOrder`: that is the not-found page, not an error toast.
 * (Here with the options it uses: the pages and their loaders then share one chunk.)
 */
export async function loadOrder(queryClient: QueryClient, id: number): Promise<void> {
  try {
    await queryClient.ensureQueryData(firstOrderQueryOptions(id));
  } catch (error) {
    if (isApiError(error) && error.kind === 'business') throw notFound();
    throw error;
  }
}
