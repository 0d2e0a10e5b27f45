import { getGetCollegeHomeQueryOptions } from '@/api/gen/courses/courses';

/** The college home's content; the page shows its own error state, so the call is silent. */
export function collegeHomeQueryOptions() {
  return getGetCollegeHomeQueryOptions(undefined, {
    query: { staleTime: 5 * 60_000 },
    request: { silent: true },
  });
}
