/** news: the home page's latest articles, the news list by column and an article with its neighbours. */
import type {
  GetNews200,
  LanguageType,
  ListLatestNews200,
  ListNews200,
  NewsDetail,
  NewsLink,
  NewsSummary,
  NewsType,
} from '../../src/api/gen/model';
import { check, checkMaxLength, fail, op, page, type Ctx } from '../lib/http';
import { l10n, pick } from '../lib/l10n';
import { invalidMessage } from '../lib/messages';
import { news, newsViews, viewsOf, type NewsRow } from '../db/seed/news';

const NEWS_MSG = {
  articleMissing: l10n('文章不存在', '文章不存在', 'Article does not exist', 'O artigo não existe'),
};

const FIELD = {
  type: l10n('资讯类型', '資訊類型', 'News type', 'Tipo de notícia'),
  limit: l10n('数量', '數量', 'Limit', 'Limite'),
  keyword: l10n('关键词', '關鍵字', 'Keyword', 'Palavra-chave'),
};

const NEWS_TYPES: readonly NewsType[] = [1, 3, 5];
const HOT_SIDEBAR_SIZE = 10;

export function toNewsSummary(row: Readonly<NewsRow>, lang: LanguageType): NewsSummary {
  return {
    id: row.id,
    title: pick(row.title, lang),
    summary: pick(row.summary, lang),
    cover: row.cover,
    type: row.type,
    source: pick(row.source, lang),
    publishTime: row.publishTime,
    views: viewsOf(row),
    hot: row.hot,
    platformId: row.platformId,
  };
}

const newestFirst = (rows: readonly Readonly<NewsRow>[]) =>
  [...rows].sort((a, b) => b.publishTime.localeCompare(a.publishTime) || b.id - a.id);

function newsType(ctx: Ctx): NewsType | undefined {
  const type = ctx.int('type');
  if (type === undefined) return undefined;
  const known = NEWS_TYPES.find((candidate) => candidate === type);
  if (known === undefined) fail(invalidMessage(FIELD.type), 400);
  return known;
}

/** Articles newest first, filtered by the request's `type`, `platformId`, `hot` and `key`. */
export function listNewsRows(ctx: Ctx, platformId = ctx.int('platformId')): Readonly<NewsRow>[] {
  const type = newsType(ctx);
  const hot = ctx.bool('hot');
  const key = (ctx.str('key') ?? '').trim().toLowerCase();
  checkMaxLength(key, 50, FIELD.keyword);
  return newestFirst(
    news.filter(
      (row) =>
        (type === undefined || row.type === type) &&
        (platformId === undefined || row.platformId === platformId) &&
        (hot !== true || row.hot) &&
        (!key ||
          `${pick(row.title, ctx.lang)} ${pick(row.summary, ctx.lang)}`
            .toLowerCase()
            .includes(key)),
    ),
  );
}

const link = (row: Readonly<NewsRow> | undefined, lang: LanguageType): NewsLink | null =>
  row ? { id: row.id, title: pick(row.title, lang) } : null;

function countView(id: number): void {
  if (newsViews.get(id)) newsViews.update(id, (row) => ({ views: row.views + 1 }));
  else newsViews.insert({ id, views: 1 });
}

export const handlers = [
  op<ListLatestNews200>('get', '/index/news', (ctx) => {
    const limit = ctx.int('limit') ?? 6;
    check(limit >= 1 && limit <= 20, invalidMessage(FIELD.limit), 400);
    const type = newsType(ctx);
    return newestFirst(news.filter((row) => type === undefined || row.type === type))
      .slice(0, limit)
      .map((row) => toNewsSummary(row, ctx.lang));
  }),

  op<ListNews200>('get', '/news/list', (ctx) =>
    page(
      listNewsRows(ctx).map((row) => toNewsSummary(row, ctx.lang)),
      ctx,
    ),
  ),

  op<GetNews200>('get', '/news/info/{id}', (ctx): NewsDetail => {
    const id = ctx.id();
    const article = news.get(id);
    if (!article) fail(NEWS_MSG.articleMissing, 404);
    countView(article.id);
    const column = newestFirst(news.filter((row) => row.type === article.type));
    const index = column.findIndex((row) => row.id === article.id);
    const hotNews = news
      .filter((row) => row.hot && row.id !== article.id)
      .sort((a, b) => viewsOf(b) - viewsOf(a))
      .slice(0, HOT_SIDEBAR_SIZE)
      .map((row) => toNewsSummary(row, ctx.lang));
    return {
      ...toNewsSummary(article, ctx.lang),
      content: pick(article.content, ctx.lang),
      author: article.author ? pick(article.author, ctx.lang) : null,
      prev: link(column[index + 1], ctx.lang),
      next: link(column[index - 1], ctx.lang),
      hotNews,
    };
  }),
];
