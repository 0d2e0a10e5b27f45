import { i18n } from '@lingui/core';
import { createFileRoute } from '@tanstack/react-router';
import { pathId } from '@/lib/search-params';
import { ArticleNotFound, ArticlePage } from '@/features/news/article-page';
import { NEWS_HEAD } from '@/features/news/head';
import { loadArticle } from '@/features/news/load-article';

/** One article (`/{lang}/news/{id}`); a missing one is 'Article does not exist'. */
export const Route = createFileRoute('/$lang/_default/news/$id')({
  staticData: { catalogs: ['news'] },
  params: {
    parse: ({ id }) => ({ id: pathId(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: ({ context, params }) => loadArticle(context.queryClient, params.id),
  head: ({ loaderData }) => ({
    meta: loaderData
      ? [{ title: loaderData.title }, { name: 'description', content: loaderData.summary }]
      : [{ title: i18n._(NEWS_HEAD.missingTitle) }],
  }),
  notFoundComponent: ArticleNotFound,
  component: ArticleRoute,
});

function ArticleRoute() {
  const { id } = Route.useParams();
  return <ArticlePage id={id} />;
}
