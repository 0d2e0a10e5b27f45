import { describe, expect, it } from 'vitest';
import { newsListHref, pagerItems } from './news-links';
import { newsSearchSchema } from './news-search';

describe('news URLs', () => {
  it('keeps the column and the page in the URL, defaults left out', () => {
    expect(newsListHref(undefined)).toBe('/news');
    expect(newsListHref(5)).toBe('/news?type=5');
    expect(newsListHref(1, 3)).toBe('/news?type=1&page=3');
    expect(newsListHref(undefined, 2)).toBe('/news?page=2');
  });

  it('reads only known columns and whole pages from the URL', () => {
    expect(newsSearchSchema.parse({ type: 5, page: 2 })).toEqual({ type: 5, page: 2 });
    expect(newsSearchSchema.parse({ type: '3' })).toEqual({ type: 3, page: 1 });
    expect(newsSearchSchema.parse({ type: 4, page: 'x', other: 1 })).toEqual({ page: 1 });
  });

  it('shows the first, the last and the pages around the current one', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pagerItems(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pagerItems(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});
