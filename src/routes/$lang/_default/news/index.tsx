import { i18n } from '@lingui/core';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { NEWS_HEAD, NEWS_TYPE_HEAD } from '@/features/news/head';
import { newsSearchDefaults, newsSearchSchema } from '@/features/news/news-search';
import { NewsListPage } from '@/features/news/news-list-page';
import { newsQueries } from '@/features/news/queries';

/** The news list (`/{lang}/news?type=&page=`, spec sections 2.6 and 2.9). */
export const Route = createFileRoute('/$lang/_default/news/')({
  staticData: { catalogs: ['news'] },
  validateSearch: newsSearchSchema,
  search: { middlewares: [stripSearchParams(newsSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  // Not awaited: the list and the hot news show their skeletons, then the data or their errors.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(newsQueries.list(deps));
    void queryClient.prefetchQuery(newsQueries.hot());
  },
  // A column (`?type=5`) is a page of its own: its title and description.
  head: ({ match }) => {
    const column = match.search.type === undefined ? undefined : NEWS_TYPE_HEAD[match.search.type];
    return {
      meta: [
        { title: i18n._(column?.title ?? NEWS_HEAD.listTitle) },
        { name: 'description', content: i18n._(column?.description ?? NEWS_HEAD.listDescription) },
      ],
    };
  },
  component: NewsListRoute,
});

function NewsListRoute() {
  return <NewsListPage search={Route.useSearch()} />;
}
