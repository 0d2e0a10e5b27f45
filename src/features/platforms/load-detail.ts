import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiError } from '@/api/errors';
import { platformQueries } from './queries';

/** A missing platform: a business failure of the call, or a 404. */
export function isMissing(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.kind === 'business' || (error.kind === 'http' && error.details.status === 404))
  );
}

/**
 * The platform page's loader: a missing id is the route's 'does not exist' screen, not an error
 * toast; awaited only for that decision (and for the page title).
 */
export async function loadPlatform(queryClient: QueryClient, id: number) {
  if (id <= 0) throw notFound();
  try {
    return await queryClient.ensureQueryData(platformQueries.platform(id));
  } catch (error) {
    if (isMissing(error)) throw notFound();
    throw error;
  }
}
