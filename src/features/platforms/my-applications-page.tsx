import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ProviderApplicationSummary, StoreApplicationSummary } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { LoadError } from '@/components/feedback/load-error';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { LinkButton } from '@/components/site/link-button';
import { formatDateTime, formatLabelled, formatList } from '@/i18n/format';
import { useReviewTime } from './review-time';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUS_TONES, CHANNEL_LABELS } from './labels';
import { platformDirectoryHref, platformHref } from './links';
import { platformQueries } from './queries';
import classes from './platforms.module.css';
import { StatusPill } from '@/components/status-pill/status-pill';

function StatusBadge({ status }: { status: StoreApplicationSummary['status'] }) {
  const { i18n } = useLingui();
  return (
    <StatusPill tone={APPLICATION_STATUS_TONES[status]}>
      {i18n._(APPLICATION_STATUS_LABELS[status])}
    </StatusPill>
  );
}

function Reason({ reason }: { reason: string | null }) {
  const { t } = useLingui();
  if (!reason) return null;
  return (
    <p className={classes.note}>
      <strong>{t`Reason`}:</strong> {reason}
    </p>
  );
}

function StoreApplication({ application }: { application: StoreApplicationSummary }) {
  const { t, i18n } = useLingui();
  const reviewTime = useReviewTime();
  const titleId = `store-application-${application.id}`;
  const submitted = formatDateTime(application.submitTime);
  return (
    <article className={classes.card} style={{ minHeight: 0 }} aria-labelledby={titleId}>
      <div className={classes.cardHead}>
        <img
          className={classes.logoSmall}
          src={application.platformLogo}
          alt=""
          width={36}
          height={36}
        />
        <h3 className={classes.cardTitle} id={titleId}>
          <AppLink href={platformHref(application.platformId)}>{application.platformName}</AppLink>
        </h3>
      </div>
      <p className={classes.cardMeta}>
        {i18n._(CHANNEL_LABELS[application.channel])} · {t`Submitted ${submitted}`}
      </p>
      <div className={classes.actions}>
        <StatusBadge status={application.status} />
        {application.status === 'UNDER_REVIEW' && (
          <span className={classes.note}>
            {formatLabelled(t`Review time`, reviewTime(application.reviewDays))}
          </span>
        )}
      </div>
      <Reason reason={application.rejectReason} />
    </article>
  );
}

function ProviderApplication({ application }: { application: ProviderApplicationSummary }) {
  const { t } = useLingui();
  const titleId = `provider-application-${application.id}`;
  const submitted = formatDateTime(application.submitTime);
  return (
    <article className={classes.card} style={{ minHeight: 0 }} aria-labelledby={titleId}>
      <h3 className={classes.cardTitle} id={titleId}>
        {application.companyName}
      </h3>
      <p className={classes.cardMeta}>
        {formatList(application.markets.map((market) => market.name))} · {t`Submitted ${submitted}`}
      </p>
      <div className={classes.actions}>
        <StatusBadge status={application.status} />
      </div>
      <Reason reason={application.rejectReason} />
    </article>
  );
}

function Placeholders({ prefix }: { prefix: string }) {
  return (
    <ul className={classes.plainList} aria-busy="true">
      {[0, 1].map((index) => (
        <li key={`${prefix}-placeholder-${index}`}>
          <SkeletonBlock height={120} />
        </li>
      ))}
    </ul>
  );
}

/** The user's store-opening and provider settle-in applications (`/{lang}/personal/applications`). */
export function MyApplicationsPage() {
  const { t } = useLingui();
  const stores = useQuery(platformQueries.myStoreApplications());
  const providers = useQuery(platformQueries.myProviderApplications());
  return (
    <div className={classes.page} style={{ paddingBlock: 0 }}>
      <h1 className={classes.title}>{t`My applications`}</h1>
      <section className={classes.panel} aria-labelledby="my-store-applications">
        <h2 className={classes.sectionTitle} id="my-store-applications">
          {t`Store-opening applications`}
        </h2>
        {stores.data ? (
          stores.data.length === 0 ? (
            <div className={classes.actions}>
              <p className={classes.note}>{t`No data`}</p>
              <LinkButton href={platformDirectoryHref()}>{t`Find a platform`}</LinkButton>
            </div>
          ) : (
            <ul className={classes.plainList}>
              {stores.data.map((application) => (
                <li key={application.id}>
                  <StoreApplication application={application} />
                </li>
              ))}
            </ul>
          )
        ) : stores.isError ? (
          <LoadError onRetry={() => void stores.refetch()} />
        ) : (
          <Placeholders prefix="store" />
        )}
      </section>
      <section className={classes.panel} aria-labelledby="my-provider-applications">
        <h2 className={classes.sectionTitle} id="my-provider-applications">
          {t`Service-provider applications`}
        </h2>
        {providers.data ? (
          providers.data.length === 0 ? (
            <div className={classes.actions}>
              <p className={classes.note}>{t`No data`}</p>
              <LinkButton href="/service/settle">{t`Settle in as a service provider`}</LinkButton>
            </div>
          ) : (
            <ul className={classes.plainList}>
              {providers.data.map((application) => (
                <li key={application.id}>
                  <ProviderApplication application={application} />
                </li>
              ))}
            </ul>
          )
        ) : providers.isError ? (
          <LoadError onRetry={() => void providers.refetch()} />
        ) : (
          <Placeholders prefix="provider" />
        )}
      </section>
    </div>
  );
}
