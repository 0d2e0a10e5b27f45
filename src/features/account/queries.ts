import { queryOptions } from '@tanstack/react-query';
import { getCompanyAttestation, getGetCompanyAttestationQueryKey } from '@/api/gen/company/company';
import type { DictCode } from '@/api/gen/model';
import { getListDictionaryQueryOptions } from '@/api/gen/site/site';
import { getGetUserProfileQueryKey, getUserProfile } from '@/api/gen/user/user';

// The generated keys and functions, as react-query's `queryOptions` so that loaders and
// `useSuspenseQuery` share one typed entry with the generated hooks.

/** The full profile (`/user/info`). */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: getGetUserProfileQueryKey(),
    queryFn: ({ signal }) => getUserProfile(undefined, { signal }),
  });
}

/** The enterprise certification, or null before the first submission. */
export function attestationQueryOptions() {
  return queryOptions({
    queryKey: getGetCompanyAttestationQueryKey(),
    queryFn: ({ signal }) => getCompanyAttestation(undefined, { signal }),
  });
}

/** Dictionary options change with releases, not while the page is open. */
export function dictionaryQueryOptions(dictCode: DictCode) {
  return getListDictionaryQueryOptions({ dictCode }, { query: { staleTime: 30 * 60_000 } });
}

/** The dictionaries of the profile form (spec section 3: main platforms, main categories, region). */
export const PROFILE_DICTIONARIES = ['MAIN_PLATFORM', 'MAIN_CATEGORY', 'REGION'] as const;
