import { queryOptions } from '@tanstack/react-query';
import { getGetNewsQueryKey, getListNewsQueryOptions, getNews } from '@/api/gen/news/news';
import type { NewsSearch } from './news-search';

/** Every block shows its own error state ('Article does not exist' for a missing article). */
const request = { silent: true } as const;

export const NEWS_PAGE_SIZE = 10;
export const HOT_NEWS_SIZE = 8;

export const newsQueries = {
  /** One page of a column, or of every column. */
  list: (search: NewsSearch) =>
    getListNewsQueryOptions(
      { pageNo: search.page, pageSize: NEWS_PAGE_SIZE, type: search.type },
      { request, query: { staleTime: 60_000 } },
    ),
  /** Hot news beside the list. */
  hot: () =>
    getListNewsQueryOptions(
      { hot: true, pageNo: 1, pageSize: HOT_NEWS_SIZE },
      { request, query: { staleTime: 5 * 60_000 } },
    ),
  /**
   * One article with its neighbours and the hot news. Each read counts one view, so the page
   * reuses what the loader fetched instead of reading it again on mount.
   */
  article: (id: number) =>
    queryOptions({
      queryKey: getGetNewsQueryKey(id),
      queryFn: ({ signal }) => getNews(id, undefined, { ...request, signal }),
      staleTime: 5 * 60_000,
    }),
};
