import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiError } from '@/api/errors';
import { logisticsQueries } from './queries';

/** A missing item: a business failure of the call, or a 404. */
function isMissing(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.kind === 'business' || (error.kind === 'http' && error.details.status === 404))
  );
}

async function orNotFound<T>(id: number, load: () => Promise<T>): Promise<T> {
  if (id <= 0) throw notFound();
  try {
    return await load();
  } catch (error) {
    if (isMissing(error)) throw notFound();
    throw error;
  }
}

/**
 * The detail routes' loaders: a missing id is the route's 'does not exist' screen, not an error
 * toast; awaited only for that decision (and for the page title).
 */
export function loadLine(queryClient: QueryClient, id: number) {
  return orNotFound(id, () => queryClient.ensureQueryData(logisticsQueries.line(id)));
}

export function loadWarehouse(queryClient: QueryClient, id: number) {
  return orNotFound(id, () => queryClient.ensureQueryData(logisticsQueries.warehouse(id)));
}
