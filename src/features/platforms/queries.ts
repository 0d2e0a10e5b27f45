import { getListDictionaryQueryOptions } from '@/api/gen/site/site';
import { getListMyProviderApplicationsQueryOptions } from '@/api/gen/market/market';
import type { DictCode } from '@/api/gen/model';
import {
  getGetPlatformQueryOptions,
  getListFeaturedPlatformsQueryOptions,
  getListMyStoreApplicationsQueryOptions,
  getListPlatformCategoriesQueryOptions,
  getListPlatformCoursesQueryOptions,
  getListPlatformNewsQueryOptions,
} from '@/api/gen/platforms/platforms';

/** The pages show their own error states, so every call here is silent. */
const silent = { silent: true } as const;

/** How many news and courses the platform page shows. */
export const DETAIL_LIST_SIZE = 4;

export const platformQueries = {
  featured: () =>
    getListFeaturedPlatformsQueryOptions(undefined, {
      query: { staleTime: 5 * 60_000 },
      request: silent,
    }),
  directory: () =>
    getListPlatformCategoriesQueryOptions(undefined, {
      query: { staleTime: 5 * 60_000 },
      request: silent,
    }),
  platform: (id: number) =>
    getGetPlatformQueryOptions(id, undefined, {
      query: { staleTime: 5 * 60_000 },
      request: silent,
    }),
  news: (platformId: number) =>
    getListPlatformNewsQueryOptions(
      { platformId, pageNo: 1, pageSize: DETAIL_LIST_SIZE },
      { query: { staleTime: 5 * 60_000 }, request: silent },
    ),
  courses: (platformId: number) =>
    getListPlatformCoursesQueryOptions(
      { platformId, pageNo: 1, pageSize: DETAIL_LIST_SIZE },
      { query: { staleTime: 5 * 60_000 }, request: silent },
    ),
  dictionary: (dictCode: DictCode) =>
    getListDictionaryQueryOptions({ dictCode }, { query: { staleTime: 30 * 60_000 } }),
  myStoreApplications: () => getListMyStoreApplicationsQueryOptions(undefined, { request: silent }),
  myProviderApplications: () =>
    getListMyProviderApplicationsQueryOptions(undefined, { request: silent }),
};
