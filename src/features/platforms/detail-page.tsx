import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { PlatformChannel, PlatformDetail } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { LoadError } from '@/components/feedback/load-error';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { PageContainer } from '@/components/layout/page-container';
import { PlainTable } from '@/components/layout/plain-table';
import { SafeHtml } from '@/components/safe-html/safe-html';
import { LinkButton } from '@/components/site/link-button';
import { formatDate, formatLabelled } from '@/i18n/format';
import { CHANNELS } from './directory-search';
import { courseHref, newsHref, platformApplyHref, platformDirectoryHref } from './links';
import { ApplyOpenBadge } from './platform-card';
import { useReviewTime } from './review-time';
import { DETAIL_LIST_SIZE, platformQueries } from './queries';
import classes from './platforms.module.css';

/** The documents the store-opening application asks for (spec sections 3 and 5). */
export function useRequiredDocuments() {
  const { t } = useLingui();
  return [
    t`Business licence scan (JPG or PNG, at most 2 MB)`,
    t`Name of the legal representative`,
    t`Contact with phone, WeChat ID and e-mail`,
    t`Detailed company address`,
    t`Product images (optional, at most 9)`,
  ];
}

function ChannelCard({
  platform,
  channel,
}: {
  platform: PlatformDetail;
  channel: PlatformChannel;
}) {
  const { t } = useLingui();
  const reviewTime = useReviewTime();
  const titleId = `channel-${channel.channel}`;
  const channelName = channel.name;
  return (
    <article className={classes.channel} aria-labelledby={titleId}>
      <h3 className={classes.channelName} id={titleId}>
        {channel.name}
      </h3>
      <p className={classes.reviewTime}>
        {formatLabelled(t`Review time`, reviewTime(channel.reviewDays))}
      </p>
      <p className={classes.note}>{channel.description}</p>
      {platform.applyOpen ? (
        // The store guide says "Apply to open a store"; each channel's button says which channel
        // it applies through, so the two are told apart by name.
        <LinkButton
          href={platformApplyHref(platform.id, channel.channel)}
          aria-label={t`Apply to open a store: ${channelName}`}
        >
          {t`Apply to open a store`}
        </LinkButton>
      ) : (
        <p
          className={classes.note}
        >{t`This platform is not accepting applications at the moment.`}</p>
      )}
    </article>
  );
}

function NewsAndCourses({ platformId }: { platformId: number }) {
  const { t } = useLingui();
  const news = useQuery(platformQueries.news(platformId));
  const courses = useQuery(platformQueries.courses(platformId));
  const placeholders = (prefix: string) =>
    Array.from({ length: DETAIL_LIST_SIZE }, (_, index) => (
      <li key={`${prefix}-placeholder-${index}`}>
        <SkeletonBlock height={40} />
      </li>
    ));
  return (
    <div className={classes.columns}>
      <section className={classes.panel} aria-labelledby="platform-news">
        <h2 className={classes.sectionTitle} id="platform-news">
          {t`Platform news`}
        </h2>
        {news.isError ? (
          <LoadError onRetry={() => void news.refetch()} />
        ) : news.data?.records.length === 0 ? (
          <p className={classes.note}>{t`No information yet`}</p>
        ) : (
          <ul className={classes.plainList} aria-busy={!news.data}>
            {news.data
              ? news.data.records.map((article) => (
                  <li key={article.id}>
                    <AppLink href={newsHref(article.id)}>{article.title}</AppLink>
                    <p className={classes.cardMeta}>
                      {article.source} · {formatDate(article.publishTime)}
                    </p>
                  </li>
                ))
              : placeholders('news')}
          </ul>
        )}
      </section>
      <section className={classes.panel} aria-labelledby="platform-courses">
        <h2 className={classes.sectionTitle} id="platform-courses">
          {t`Training courses`}
        </h2>
        {courses.isError ? (
          <LoadError onRetry={() => void courses.refetch()} />
        ) : courses.data?.records.length === 0 ? (
          <p className={classes.note}>{t`No course found`}</p>
        ) : (
          <ul className={classes.plainList} aria-busy={!courses.data}>
            {courses.data
              ? courses.data.records.map((course) => (
                  <li key={course.id}>
                    <AppLink href={courseHref(course.id)}>{course.title}</AppLink>
                    {course.subtitle && <p className={classes.cardMeta}>{course.subtitle}</p>}
                  </li>
                ))
              : placeholders('course')}
          </ul>
        )}
      </section>
    </div>
  );
}

function Detail({ platform }: { platform: PlatformDetail }) {
  const { t } = useLingui();
  const documents = useRequiredDocuments();
  const channels = CHANNELS.flatMap((code) =>
    platform.channels.filter((channel) => channel.channel === code),
  );
  return (
    <>
      <div>
        <p className={classes.note}>
          <AppLink href={platformDirectoryHref()}>{t`Cross-border sales platforms`}</AppLink>
        </p>
        <div className={classes.hero}>
          <img className={classes.heroLogo} src={platform.logo} alt="" width={88} height={88} />
          <div>
            <h1 className={classes.title}>{platform.name}</h1>
            <p className={classes.lead}>
              {platform.region} · {platform.sites.join(' · ')}
            </p>
            <div className={classes.actions} style={{ marginTop: 8 }}>
              <ApplyOpenBadge open={platform.applyOpen} />
              {platform.tags.map((tag) => (
                <span key={tag} className={classes.tag}>
                  {tag}
                </span>
              ))}
            </div>
          </div>
        </div>
      </div>
      {platform.banner && (
        <img className={classes.banner} src={platform.banner} alt="" width={1200} height={300} />
      )}
      <section className={classes.panel} aria-labelledby="platform-intro">
        <h2 className={classes.sectionTitle} id="platform-intro">
          {t`Introduction`}
        </h2>
        <SafeHtml className={classes.html} html={platform.introduction} />
        {platform.advantages.length > 0 && (
          <ul className={classes.list} aria-label={t`Advantages`}>
            {platform.advantages.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
        {platform.officialUrl && (
          <p className={classes.note}>
            <a href={platform.officialUrl} target="_blank" rel="noopener noreferrer">
              {t`Official website`}
            </a>
          </p>
        )}
      </section>
      <section className={classes.panel} aria-labelledby="platform-channels">
        <h2 className={classes.sectionTitle} id="platform-channels">
          {t`Open a store`}
        </h2>
        <div className={classes.channels}>
          {channels.map((channel) => (
            <ChannelCard key={channel.channel} platform={platform} channel={channel} />
          ))}
        </div>
        <p className={classes.note}>
          <AppLink
            href={platformDirectoryHref([platform.id])}
          >{t`Compare with other platforms`}</AppLink>
        </p>
      </section>
      <div className={classes.columns}>
        <section className={classes.panel} aria-labelledby="platform-fees">
          <h2 className={classes.sectionTitle} id="platform-fees">
            {t`Fees`}
          </h2>
          {platform.fees.length === 0 ? (
            <p className={classes.note}>{t`No data`}</p>
          ) : (
            <PlainTable label={t`Fees`}>
              <thead>
                <tr>
                  <th scope="col">{t`Fee`}</th>
                  <th scope="col">{t`Amount`}</th>
                  <th scope="col">{t`Remark`}</th>
                </tr>
              </thead>
              <tbody>
                {platform.fees.map((fee, index) => (
                  <tr key={`${index}-${fee.name}`}>
                    <td>{fee.name}</td>
                    <td>{fee.amount}</td>
                    <td>{fee.remark ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </PlainTable>
          )}
        </section>
        <section className={classes.panel} aria-labelledby="platform-requirements">
          <h2 className={classes.sectionTitle} id="platform-requirements">
            {t`Requirements`}
          </h2>
          <ul className={classes.list}>
            {platform.requirements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h3 className={classes.cardTitle}>{t`Documents for the application`}</h3>
          <ul className={classes.list}>
            {documents.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h3 className={classes.cardTitle}>{t`Sites`}</h3>
          <ul className={classes.tags}>
            {platform.sites.map((site) => (
              <li key={site} className={classes.tag}>
                {site}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className={classes.panel} aria-labelledby="platform-guide">
        <h2 className={classes.sectionTitle} id="platform-guide">
          {t`Store guide`}
        </h2>
        <SafeHtml className={classes.html} html={platform.storeGuide} placeholderHeight={240} />
      </section>
      <NewsAndCourses platformId={platform.id} />
    </>
  );
}

/** A platform's page (`/{lang}/platform/{id}`). */
export function PlatformDetailPage({ id }: { id: number }) {
  const platform = useQuery(platformQueries.platform(id));
  return (
    <PageContainer className={classes.page}>
      {platform.data ? (
        <Detail platform={platform.data} />
      ) : platform.isError ? (
        <LoadError onRetry={() => void platform.refetch()} />
      ) : (
        <div aria-busy="true" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <SkeletonBlock height={88} width="60%" />
          <SkeletonBlock height={300} />
          <SkeletonBlock height={240} />
        </div>
      )}
    </PageContainer>
  );
}

export function PlatformNotFound() {
  const { t } = useLingui();
  return (
    <PageContainer className={classes.missing}>
      <h1 className={classes.title}>{t`Platform does not exist`}</h1>
      <p
        className={classes.lead}
      >{t`The platform may no longer be listed, or the link is wrong.`}</p>
      <LinkButton href={platformDirectoryHref()}>{t`All platforms`}</LinkButton>
    </PageContainer>
  );
}
