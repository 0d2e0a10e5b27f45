import { failure, get, interaction, ok } from './support/consumer';
import { describe, it } from 'vitest';
import { getNews, listLatestNews, listNews } from '@/api/gen/news/news';
import { listOf, newsDetail, newsSummary, pageOf } from './support/shapes';

const NEWS = 'news articles exist in every column';

describe('news', () => {
  it('listLatestNews: the home page', () =>
    interaction({
      given: [NEWS],
      uponReceiving: 'listLatestNews: the latest articles of every column',
      request: get('/index/news', { limit: '6' }),
      response: ok(listOf(newsSummary)),
      call: () => listLatestNews({ limit: 6 }),
    }));

  it('listLatestNews: one footer column', () =>
    interaction({
      given: [NEWS],
      uponReceiving: 'listLatestNews: the latest industry articles',
      request: get('/index/news', { type: '5', limit: '6' }),
      response: ok(listOf({ ...newsSummary, type: 5 })),
      call: () => listLatestNews({ type: 5, limit: 6 }),
    }));

  it('listNews: one column', () =>
    interaction({
      given: [NEWS],
      uponReceiving: 'listNews: the first page of policy articles',
      request: get('/news/list', { pageNo: '1', pageSize: '10', type: '1' }),
      response: ok(pageOf({ ...newsSummary, type: 1 })),
      call: () => listNews({ pageNo: 1, pageSize: 10, type: 1 }),
    }));

  it('getNews', () =>
    interaction({
      given: ['news article 3001 exists'],
      uponReceiving: 'getNews: an article with the hot list',
      request: get('/news/info/3001'),
      response: ok(newsDetail),
      call: () => getNews(3001),
    }));

  it('getNews: an unknown article is refused with a message', () =>
    interaction({
      given: ['there is no news article 999999'],
      uponReceiving: 'getNews: an unknown article',
      request: get('/news/info/999999'),
      response: failure('Article does not exist'),
      call: () => getNews(999999),
    }));
});
