import { isApiError } from '@/api/errors';

/** Whether a failed service call means the service does not exist (or is off the shelf). */
export function isMissingService(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.kind === 'business' || (error.kind === 'http' && error.details.status === 404))
  );
}
