import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NewsSummary } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { LoadError } from '@/components/feedback/load-error';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { PageContainer } from '@/components/layout/page-container';
import { usePageWithin } from '@/components/pager/page-within';
import { NEWS_TYPE_LABELS } from './labels';
import { newsArticleHref, newsListHref } from './news-links';
import { HotNews, Pager, PublishTime } from './news-parts';
import { NEWS_TYPES, type NewsSearch } from './news-search';
import { newsQueries } from './queries';
import classes from './news.module.css';

function NewsItem({ item }: { item: NewsSummary }) {
  const { i18n } = useLingui();
  return (
    <li>
      <article className={classes.item} data-testid="news-item">
        {item.cover ? (
          <img
            src={item.cover}
            alt=""
            width={192}
            height={128}
            loading="lazy"
            decoding="async"
            className={classes.cover}
          />
        ) : (
          <span className={classes.coverless} aria-hidden="true">
            {i18n._(NEWS_TYPE_LABELS[item.type])}
          </span>
        )}
        <div className={classes.itemBody}>
          <h2 className={classes.itemTitle}>
            <AppLink href={newsArticleHref(item.id)} className={classes.itemLink}>
              {item.title}
            </AppLink>
          </h2>
          <p className={classes.summary} title={item.summary}>
            {item.summary}
          </p>
          <p className={classes.meta}>
            <span className={classes.badge}>{i18n._(NEWS_TYPE_LABELS[item.type])}</span>
            <span>{item.source}</span>
            <PublishTime value={item.publishTime} />
          </p>
        </div>
      </article>
    </li>
  );
}

function ListSkeleton() {
  return (
    <div className={classes.list} aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={`news-skeleton-${i}`} className={classes.item}>
          <span className={classes.cover}>
            <SkeletonBlock height="100%" radius="var(--mantine-radius-md)" />
          </span>
          <div className={classes.itemBody}>
            <SkeletonBlock height={22} width="80%" />
            <SkeletonBlock height={16} />
            <SkeletonBlock height={16} width="60%" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** `/{lang}/news?type=&page=`: the three columns as tabs, the list with pages, hot news beside. */
export function NewsListPage({ search }: { search: NewsSearch }) {
  const { t, i18n } = useLingui();
  const list = useQuery({ ...newsQueries.list(search), placeholderData: keepPreviousData });
  const hot = useQuery(newsQueries.hot());
  const tabs = [
    { type: undefined, label: t`All news` },
    ...NEWS_TYPES.map((type) => ({ type, label: i18n._(NEWS_TYPE_LABELS[type]) })),
  ];
  const current = tabs.find((tab) => tab.type === search.type) ?? tabs[0];
  const data = list.data;
  const pages = data
    ? Math.max(1, data.pages ?? Math.ceil(data.total / Math.max(1, data.size)))
    : 1;
  // A page past the last (`?page=999`) moves to the last one; the placeholders show meanwhile.
  const page = usePageWithin(search.page, data && !list.isPlaceholderData ? pages : undefined);

  let body;
  if (list.isPending || page !== search.page) body = <ListSkeleton />;
  else if (list.isError) body = <LoadError onRetry={() => void list.refetch()} />;
  else if (list.data.records.length === 0) {
    body = <p className={classes.empty}>{t`No information yet`}</p>;
  } else {
    body = (
      <>
        <ul
          className={classes.list}
          aria-label={current?.label}
          aria-busy={list.isPlaceholderData || undefined}
        >
          {list.data.records.map((item) => (
            <NewsItem key={item.id} item={item} />
          ))}
        </ul>
        <Pager current={page} pages={pages} href={(page) => newsListHref(search.type, page)} />
      </>
    );
  }

  return (
    <PageContainer className={classes.page}>
      <header className={classes.header}>
        <h1 className={classes.title}>{t`News and information`}</h1>
        <p className={classes.subtitle}>
          {t`Industry news, platform dynamics and the policies that affect cross-border trade.`}
        </p>
      </header>
      <nav className={classes.tabs} aria-label={t`News columns`}>
        {tabs.map((tab) => (
          <AppLink
            key={tab.type ?? 'all'}
            href={newsListHref(tab.type)}
            className={classes.tab}
            aria-current={tab.type === search.type ? 'page' : undefined}
          >
            {tab.label}
          </AppLink>
        ))}
      </nav>
      <div className={classes.columns}>
        <div className={classes.main}>{body}</div>
        <HotNews
          items={hot.data?.records}
          isPending={hot.isPending}
          isError={hot.isError}
          onRetry={() => void hot.refetch()}
        />
      </div>
    </PageContainer>
  );
}
