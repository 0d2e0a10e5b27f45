import { useLingui } from '@lingui/react/macro';
import type { NewsSummary } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { LoadError } from '@/components/feedback/load-error';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { IconChevronLeft, IconChevronRight } from '@/components/icons/icons';
import { formatDate } from '@/i18n/format';
import { NEWS_TYPE_LABELS } from './labels';
import { newsArticleHref, pagerItems } from './news-links';
import classes from './news.module.css';

/** When an article was published, as a `<time>`. */
export function PublishTime({ value }: { value: string }) {
  return <time dateTime={value.replace(' ', 'T')}>{formatDate(value)}</time>;
}

/** The hot-news sidebar: a numbered list of titles, with skeletons, error and empty states. */
export function HotNews({
  items,
  isPending,
  isError,
  onRetry,
}: {
  items: readonly NewsSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry?: () => void;
}) {
  const { t, i18n } = useLingui();
  let body;
  if (isPending) {
    body = (
      <div className={classes.hotList} aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <SkeletonBlock key={`hot-skeleton-${i}`} height={40} />
        ))}
      </div>
    );
  } else if (isError) {
    body = <LoadError onRetry={onRetry} />;
  } else if (!items?.length) {
    body = <p className={classes.empty}>{t`No information yet`}</p>;
  } else {
    body = (
      <ol className={classes.hotList}>
        {items.map((item, index) => (
          <li key={item.id}>
            <AppLink href={newsArticleHref(item.id)} className={classes.hotItem}>
              <span className={classes.hotRank} data-top={index < 3 || undefined}>
                {index + 1}
              </span>
              <span className={classes.hotTitle}>
                {item.title}
                <span className={classes.hotMeta}>
                  {i18n._(NEWS_TYPE_LABELS[item.type])} · <PublishTime value={item.publishTime} />
                </span>
              </span>
            </AppLink>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <section className={classes.aside} aria-labelledby="hot-news">
      <h2 id="hot-news" className={classes.asideTitle}>
        {t`Hot news`}
      </h2>
      {body}
    </section>
  );
}

/** Page links: previous, the numbers around the current page, next. Plain links, state in the URL. */
export function Pager({
  current,
  pages,
  href,
}: {
  current: number;
  pages: number;
  href: (page: number) => string;
}) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav className={classes.pager} aria-label={t`Pages`}>
      {current > 1 ? (
        <AppLink href={href(current - 1)} className={classes.pageLink} rel="prev">
          <IconChevronLeft size={16} aria-hidden="true" />
          {t`Previous`}
        </AppLink>
      ) : (
        <span className={classes.pageLink} aria-disabled="true">
          <IconChevronLeft size={16} aria-hidden="true" />
          {t`Previous`}
        </span>
      )}
      {pagerItems(current, pages).map((page, index) =>
        page === null ? (
          <span key={`gap-${index}`} className={classes.pageGap} aria-hidden="true">
            …
          </span>
        ) : (
          <AppLink
            key={page}
            href={href(page)}
            className={classes.pageLink}
            aria-current={page === current ? 'page' : undefined}
            aria-label={t`Page ${page}`}
          >
            {page}
          </AppLink>
        ),
      )}
      {current < pages ? (
        <AppLink href={href(current + 1)} className={classes.pageLink} rel="next">
          {t`Next`}
          <IconChevronRight size={16} aria-hidden="true" />
        </AppLink>
      ) : (
        <span className={classes.pageLink} aria-disabled="true">
          {t`Next`}
          <IconChevronRight size={16} aria-hidden="true" />
        </span>
      )}
    </nav>
  );
}
