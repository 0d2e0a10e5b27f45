import { describe, expect, it } from 'vitest';
import { getNews, listLatestNews, listNews } from '../../src/api/gen/news/news';
import { GetNewsResponse, ListNewsResponse } from '../../src/api/zod/news/news.zod';
import { LANGUAGES } from '../lib/l10n';
import { failure, SILENT, speak, useMockServer } from '../test/server';

const wire = (result: unknown) => ({ code: 200, msg: '', success: true, result });

/** Walks every record in four languages: allowed more time on a busy machine. */
const HEAVY = 30_000;

describe('news handlers', () => {
  useMockServer();

  it(
    'answers every article in every language, within the contract',
    async () => {
      for (const lang of LANGUAGES) {
        speak(lang);
        const all = await listNews({ pageSize: 100 });
        ListNewsResponse.parse(wire(all));
        expect(all.total).toBeGreaterThanOrEqual(60);
        for (const article of all.records) GetNewsResponse.parse(wire(await getNews(article.id)));
      }
    },
    HEAVY,
  );

  it('fills the three columns, newest first, with consistent paging and filters', async () => {
    const all = await listNews({ pageSize: 1000 });
    const times = all.records.map((article) => article.publishTime);
    expect(times).toEqual([...times].sort().reverse());
    let sum = 0;
    for (const type of [5, 3, 1] as const) {
      const column = await listNews({ type, pageSize: 1000 });
      expect(column.total).toBeGreaterThanOrEqual(15);
      expect(column.records.every((article) => article.type === type)).toBe(true);
      sum += column.total;
    }
    expect(sum).toBe(all.total);
    const second = await listNews({ pageNo: 2, pageSize: 7 });
    expect(second.records.map((article) => article.id)).toEqual(
      all.records.slice(7, 14).map((article) => article.id),
    );
    expect(
      (await listNews({ hot: true, pageSize: 100 })).records.every((article) => article.hot),
    ).toBe(true);
    expect(all.records.some((article) => article.cover === null)).toBe(true);
    speak('en_US');
    const search = await listNews({ key: 'vat', pageSize: 100 });
    expect(search.total).toBeGreaterThan(0);
  });

  it('answers the latest articles per column with a limit', async () => {
    expect(await listLatestNews()).toHaveLength(6);
    const policy = await listLatestNews({ type: 1, limit: 3 });
    expect(policy).toHaveLength(3);
    expect(policy.every((article) => article.type === 1)).toBe(true);
    speak('en_US');
    expect((await failure(listLatestNews({ limit: 21 }, SILENT))).message).toBe('Limit is invalid');
  });

  it('links neighbours of the same column, counts views and lists hot news', async () => {
    const column = (await listNews({ type: 3, pageSize: 100 })).records;
    const middle = column[5];
    const detail = await getNews(middle?.id ?? 0);
    expect(detail.next?.id).toBe(column[4]?.id);
    expect(detail.prev?.id).toBe(column[6]?.id);
    expect(detail.hotNews.length).toBeLessThanOrEqual(10);
    expect(detail.hotNews.every((article) => article.hot && article.id !== middle?.id)).toBe(true);
    expect(detail.content).toContain('<p>');
    const again = await getNews(middle?.id ?? 0);
    expect(again.views).toBe(detail.views + 1);
    expect((await getNews(column[0]?.id ?? 0)).next).toBeNull();
  });

  it('fails for an unknown article in the request language', async () => {
    speak('zh_HK');
    expect((await failure(getNews(999999, undefined, SILENT))).message).toBe('文章不存在');
    speak('en_US');
    expect((await failure(getNews(999999, undefined, SILENT))).message).toBe(
      'Article does not exist',
    );
  });
});
