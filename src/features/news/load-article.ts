import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiError } from '@/api/errors';
import { loadSanitizer } from './article-body-loader';
import { newsQueries } from './queries';

/**
 * The article route's loader: a missing or withdrawn article (a business failure of `getNews`,
 * or no valid id) is the route's 'Article does not exist' screen, not an error toast. Answers
 * what the page's head needs (title and description for search engines and sharing).
 */
export async function loadArticle(
  queryClient: QueryClient,
  id: number,
): Promise<{ title: string; summary: string }> {
  if (id <= 0) throw notFound();
  // The body's sanitiser downloads while the article is on its way.
  const sanitizer = loadSanitizer().catch(() => undefined);
  try {
    const [article] = await Promise.all([
      queryClient.ensureQueryData(newsQueries.article(id)),
      sanitizer,
    ]);
    return { title: article.title, summary: article.summary };
  } catch (error) {
    const missing =
      isApiError(error) &&
      (error.kind === 'business' || (error.kind === 'http' && error.details.status === 404));
    if (missing) throw notFound();
    throw error;
  }
}
