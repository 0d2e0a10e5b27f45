import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiError } from '@/api/errors';
import { firstOrderQueryOptions } from './queries';

/** The `$id` of an order route: a positive integer, or the page does not exist. */
export function parseOrderId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

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
