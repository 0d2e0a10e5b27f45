import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { NewsDetail, NewsLink } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { IconChevronLeft, IconChevronRight } from '@/components/icons/icons';
import { PageContainer } from '@/components/layout/page-container';
import { formatNumber } from '@/i18n/format';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { loadedSanitizer, loadSanitizer } from './article-body-loader';
import { NEWS_TYPE_LABELS } from './labels';
import { newsArticleHref, newsListHref } from './news-links';
import { HotNews, PublishTime } from './news-parts';
import { newsQueries } from './queries';
import classes from './news.module.css';

/**
 * The article body: HTML from the API, through the sanitiser (DOMPurify) before it reaches the
 * page. The loader has usually brought the sanitiser in already; if not, a skeleton until it is.
 */
function Body({ html }: { html: string }) {
  const [sanitize, setSanitize] = useState(() => loadedSanitizer());
  useEffect(() => {
    if (sanitize) return;
    let current = true;
    void loadSanitizer().then((loaded) => {
      if (current) setSanitize(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [sanitize]);
  const clean = useMemo(() => (sanitize ? sanitize(html) : null), [sanitize, html]);
  if (clean === null) return <SkeletonBlock height={480} />;
  return (
    <div
      className={classes.body}
      data-testid="article-body"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

function Neighbour({ link, direction }: { link: NewsLink | null; direction: 'prev' | 'next' }) {
  const { t } = useLingui();
  const label = direction === 'prev' ? t`Previous article` : t`Next article`;
  return (
    <div className={classes.neighbour} data-direction={direction}>
      <span className={classes.neighbourLabel}>
        {direction === 'prev' && <IconChevronLeft size={14} aria-hidden="true" />}
        {label}
        {direction === 'next' && <IconChevronRight size={14} aria-hidden="true" />}
      </span>
      {link ? (
        <AppLink href={newsArticleHref(link.id)} rel={direction} className={classes.neighbourLink}>
          {link.title}
        </AppLink>
      ) : (
        <span className={classes.neighbourNone}>{t`None`}</span>
      )}
    </div>
  );
}

function RelatedLinks({ article }: { article: NewsDetail }) {
  const { t, i18n } = useLingui();
  const column = i18n._(NEWS_TYPE_LABELS[article.type]);
  return (
    <section className={classes.aside} aria-labelledby="related-links">
      <h2 id="related-links" className={classes.asideTitle}>
        {t`Related links`}
      </h2>
      <ul className={classes.related}>
        <li>
          <AppLink href={newsListHref(article.type)}>{t`More ${column}`}</AppLink>
        </li>
        <li>
          <AppLink href={newsListHref(undefined)}>{t`All news`}</AppLink>
        </li>
        {article.platformId !== null && (
          <li>
            <AppLink href={`/platform/${article.platformId}`}>{t`About this platform`}</AppLink>
          </li>
        )}
        <li>
          <AppLink href="/college">{t`Courses in the cross-border college`}</AppLink>
        </li>
      </ul>
    </section>
  );
}

/** `/{lang}/news/{id}`: the article, its neighbours in the column, hot news and related links. */
export function ArticlePage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const { data: article } = useSuspenseQuery(newsQueries.article(id));
  const column = i18n._(NEWS_TYPE_LABELS[article.type]);
  const views = formatNumber(article.views);
  const { source, author } = article;

  return (
    <PageContainer className={classes.page}>
      <nav className={classes.breadcrumbs} aria-label={t`Breadcrumbs`}>
        <AppLink href="/">{t`Home`}</AppLink>
        <span aria-hidden="true">/</span>
        <AppLink href={newsListHref(undefined)}>{t`News`}</AppLink>
        <span aria-hidden="true">/</span>
        <AppLink href={newsListHref(article.type)}>{column}</AppLink>
      </nav>
      <div className={classes.columns}>
        <article className={classes.main} aria-labelledby="article-title">
          <header className={classes.articleHeader}>
            <h1 id="article-title" className={classes.articleTitle}>
              {article.title}
            </h1>
            <p className={classes.meta}>
              <span className={classes.badge}>{column}</span>
              <span>{t`Source: ${source}`}</span>
              {article.author && <span>{t`Author: ${author}`}</span>}
              <PublishTime value={article.publishTime} />
              <span>
                {plural(article.views, { one: `${views} view`, other: `${views} views` })}
              </span>
            </p>
          </header>
          <Body html={article.content} />
          <nav className={classes.neighbours} aria-label={t`Previous and next articles`}>
            <Neighbour link={article.prev} direction="prev" />
            <Neighbour link={article.next} direction="next" />
          </nav>
        </article>
        <div className={classes.sidebar}>
          <HotNews items={article.hotNews} isPending={false} isError={false} />
          <RelatedLinks article={article} />
        </div>
      </div>
    </PageContainer>
  );
}

/** A missing or withdrawn article (spec section 8: 'Article does not exist'). */
export function ArticleNotFound() {
  const { t } = useLingui();
  return (
    <PageContainer className={classes.page}>
      <div className={classes.missing} role="status">
        <h1 className={classes.title}>{t`Article does not exist`}</h1>
        <p className={classes.subtitle}>
          {t`The article may have been withdrawn, or the link is wrong.`}
        </p>
        <p className={classes.missingLinks}>
          <AppLink href={newsListHref(undefined)} className={classes.primaryLink}>
            {t`Back to the news`}
          </AppLink>
          <AppLink href="/">{t`Home`}</AppLink>
        </p>
      </div>
    </PageContainer>
  );
}
