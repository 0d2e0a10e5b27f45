import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NewsDetail, NewsSummary } from '@/api/gen/model';
import { ok, startApiServer } from '@/test/msw';
import {
  activateCatalogs,
  createTestQueryClient,
  renderWithRouter,
  resetLocale,
} from '@/test/render';
import { ArticlePage } from './article-page';
import { NewsListPage } from './news-list-page';
import { newsQueries } from './queries';

const server = startApiServer();
afterEach(resetLocale);

function summary(id: number, type: NewsSummary['type'] = 3): NewsSummary {
  return {
    id,
    title: `Article ${id}`,
    summary: `Summary of ${id}`,
    cover: id % 2 ? null : 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
    type,
    source: 'News desk',
    publishTime: '2026-11-20 09:30:00',
    views: 100 + id,
    hot: id < 3,
    platformId: null,
  };
}

function listBackend(total: number) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('*/news/list', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const size = Number(params.get('pageSize'));
      const page = Number(params.get('pageNo'));
      const count = params.get('hot') === 'true' ? Math.min(total, 3) : total;
      const records = Array.from({ length: count }, (_, i) => summary(i + 1)).slice(
        (page - 1) * size,
        page * size,
      );
      return ok({ records, total: count, size, current: page, pages: Math.ceil(count / size) });
    }),
  );
  return requests;
}

describe('NewsListPage', () => {
  it('lists one page of a column with its pager and the hot news', async () => {
    await activateCatalogs('zh-CN', ['news']);
    const requests = listBackend(25);
    renderWithRouter(<NewsListPage search={{ type: 3, page: 2 }} />, { path: '/zh_CN/news' });
    const list = await screen.findByRole('list', { name: '平台动态' });
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    expect(within(list).getByRole('link', { name: 'Article 11' })).toHaveAttribute(
      'href',
      '/zh_CN/news/11',
    );
    expect(
      requests.some((params) => params.get('type') === '3' && params.get('pageNo') === '2'),
    ).toBe(true);
    const tabs = screen.getByRole('navigation', { name: '资讯栏目' });
    expect(within(tabs).getByRole('link', { name: '平台动态' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: '全部资讯' })).toHaveAttribute(
      'href',
      '/zh_CN/news',
    );
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('link', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pager).getByRole('link', { name: '第 3 页' })).toHaveAttribute(
      'href',
      '/zh_CN/news?type=3&page=3',
    );
    const hot = screen.getByRole('region', { name: '热点资讯' });
    expect(await within(hot).findAllByRole('listitem')).toHaveLength(3);
  });

  it('says when a column has nothing yet, and when it failed to load', async () => {
    listBackend(0);
    const { unmount } = renderWithRouter(<NewsListPage search={{ page: 1 }} />, {
      path: '/en_US/news',
    });
    expect(await screen.findAllByText('No information yet')).toHaveLength(2);
    unmount();
    server.use(http.get('*/news/list', () => new HttpResponse(null, { status: 500 })));
    renderWithRouter(<NewsListPage search={{ page: 1 }} />, { path: '/en_US/news' });
    expect(
      await screen.findAllByText('Content failed to load, please refresh and try again later'),
    ).toHaveLength(2);
  });
});

describe('ArticlePage', () => {
  it('shows the article with its body sanitised, neighbours and hot news', async () => {
    const article: NewsDetail = {
      ...summary(7, 1),
      content:
        '<p onclick="window.hacked = 1">Body text</p><script>window.hacked = 2</script><a href="javascript:window.hacked = 3">bad</a><a href="https://example.com/x">elsewhere</a>',
      author: 'Chen Li',
      prev: { id: 6, title: 'Older one' },
      next: null,
      hotNews: [summary(1), summary(2)],
    };
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(newsQueries.article(7).queryKey, article);
    renderWithRouter(<ArticlePage id={7} />, { path: '/en_US/news/7', queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article 7' })).toBeInTheDocument();
    expect(screen.getByText('Source: News desk')).toBeInTheDocument();
    expect(screen.getByText('Author: Chen Li')).toBeInTheDocument();
    const body = await screen.findByTestId('article-body');
    expect(within(body).getByText('Body text')).toBeInTheDocument();
    expect(body.innerHTML).not.toMatch(/script|onclick|javascript:/);
    expect(within(body).getByRole('link', { name: 'elsewhere' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    // Site paths under the active language (zh_CN unless a page load chose another).
    expect(screen.getByRole('link', { name: 'Older one' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/[a-z]{2}_[A-Z]{2}\/news\/6$/),
    );
    expect(screen.getByText('None')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More Policy' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/news\?type=1$/),
    );
    expect(
      within(screen.getByRole('region', { name: 'Hot news' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});
