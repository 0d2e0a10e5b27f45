import type { NewsType } from '@/api/gen/model';

/** Site path of a news list page: `/news`, `/news?type=5`, `/news?type=5&page=2`. */
export function newsListHref(type: NewsType | undefined, page = 1): string {
  const params = new URLSearchParams();
  if (type !== undefined) params.set('type', String(type));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/news?${query}` : '/news';
}

export const newsArticleHref = (id: number) => `/news/${id}`;

/**
 * The page numbers a pager shows: the first, the last, and two either side of the current one,
 * with `null` for a gap (1 … 4 5 6 7 8 … 20).
 */
export function pagerItems(current: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let page = current - 2; page <= current + 2; page += 1) {
    if (page >= 1 && page <= pages) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const before = sorted[index - 1];
    if (before !== undefined && page - before > 1) items.push(null);
    items.push(page);
  });
  return items;
}
