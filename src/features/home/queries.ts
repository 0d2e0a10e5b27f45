import { getListFeaturedShipServicesQueryOptions } from '@/api/gen/logistics/logistics';
import { getListLatestNewsQueryOptions } from '@/api/gen/news/news';
import { getListFeaturedPlatformsQueryOptions } from '@/api/gen/platforms/platforms';
import { getGetSiteInfoQueryOptions } from '@/api/gen/site/site';

/** Each home section shows its own error state, so none of its calls toasts. */
const request = { silent: true } as const;
const query = { staleTime: 5 * 60_000 } as const;

export const LATEST_NEWS_LIMIT = 6;

export const homeQueries = {
  siteInfo: () => getGetSiteInfoQueryOptions(undefined, { query, request }),
  platforms: () => getListFeaturedPlatformsQueryOptions(undefined, { query, request }),
  shipServices: () => getListFeaturedShipServicesQueryOptions(undefined, { query, request }),
  news: () => getListLatestNewsQueryOptions({ limit: LATEST_NEWS_LIMIT }, { query, request }),
};
