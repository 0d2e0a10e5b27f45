import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiError } from '@/api/errors';
import { firstOrderQueryOptions } from './queries';

/**
 * The route loader of the order pages. An order that does not exist, is someone else's or was
 * deleted is a business failure of `getOrder`: that is the not-found page, not an error toast.
 */
export async function loadOrder(queryClient: QueryClient, id: number): Promise<void> {
  try {
    await queryClient.ensureQueryData(firstOrderQueryOptions(id));
  } catch (error) {
    if (isApiError(error) && error.kind === 'business') throw notFound();
    throw error;
  }
}
