import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PlatformDetail } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { LoadError } from '@/components/feedback/load-error';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { PageContainer } from '@/components/layout/page-container';
import { PlainTable } from '@/components/layout/plain-table';
import { LinkButton } from '@/components/site/link-button';
import { useReviewTime } from './review-time';
import { COMPARE_MIN } from './directory-search';
import { CHANNELS } from './directory-search';
import { CHANNEL_LABELS } from './labels';
import { platformApplyHref, platformDirectoryHref, platformHref } from './links';
import { ApplyOpenBadge } from './platform-card';
import { isMissing } from './load-detail';
import { platformQueries } from './queries';
import classes from './platforms.module.css';

interface Row {
  key: string;
  label: string;
  cell: (platform: PlatformDetail) => ReactNode;
}

function useRows(): Row[] {
  const { t, i18n } = useLingui();
  const reviewTime = useReviewTime();
  return [
    { key: 'region', label: t`Region`, cell: (platform) => platform.region },
    { key: 'sites', label: t`Sites`, cell: (platform) => platform.sites.join(' · ') },
    {
      key: 'open',
      label: t`Applications`,
      cell: (platform) => <ApplyOpenBadge open={platform.applyOpen} />,
    },
    {
      key: 'fees',
      label: t`Fees`,
      cell: (platform) =>
        platform.fees.length === 0 ? (
          t`No data`
        ) : (
          <ul className={classes.list}>
            {platform.fees.map((fee, index) => (
              <li key={`${index}-${fee.name}`}>
                {fee.name}: {fee.amount}
                {fee.remark ? ` (${fee.remark})` : ''}
              </li>
            ))}
          </ul>
        ),
    },
    ...CHANNELS.map((code) => ({
      key: code,
      label: i18n._(CHANNEL_LABELS[code]),
      cell: (platform: PlatformDetail) => {
        const channel = platform.channels.find((row) => row.channel === code);
        if (!channel) return t`Not offered`;
        const name = platform.name;
        return (
          <>
            <strong>{reviewTime(channel.reviewDays)}</strong>
            <br />
            {platform.applyOpen && (
              <AppLink href={platformApplyHref(platform.id, code)}>{t`Apply on ${name}`}</AppLink>
            )}
          </>
        );
      },
    })),
    {
      key: 'requirements',
      label: t`Requirements`,
      cell: (platform) => (
        <ul className={classes.list}>
          {platform.requirements.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ),
    },
  ];
}

function CompareTable({ platforms }: { platforms: PlatformDetail[] }) {
  const { t } = useLingui();
  const rows = useRows();
  return (
    <PlainTable label={t`Comparison`} bordered>
      <thead>
        <tr>
          <td />
          {platforms.map((platform) => (
            <th key={platform.id} scope="col">
              <AppLink href={platformHref(platform.id)}>{platform.name}</AppLink>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {platforms.map((platform) => (
              <td key={platform.id}>{row.cell(platform)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </PlainTable>
  );
}

/** Two to four platforms side by side (`/{lang}/platform/compare?ids=101,103`). */
export function ComparePage({ ids }: { ids: readonly number[] }) {
  const { t } = useLingui();
  const results = useQueries({ queries: ids.map((id) => platformQueries.platform(id)) });
  const loaded = results.flatMap((result) => (result.data ? [result.data] : []));
  const pending = results.some((result) => result.isPending);
  // An id no platform has (an old or hand-edited link) is left out, like a platform not chosen;
  // only a call that failed otherwise is a load error, which a retry may mend.
  const absent = (result: (typeof results)[number] | undefined) =>
    Boolean(result?.isError && isMissing(result.error));
  const failed = results.filter((result) => result.isError && !absent(result));
  const missing = results.filter(absent).length;
  const found = ids.filter((_, index) => !absent(results[index]));
  const min = COMPARE_MIN;
  const missingNote = missing > 0 && (
    <p className={classes.note} role="status">
      {plural(missing, {
        one: 'One of the platforms in the link does not exist and is left out.',
        other: '# of the platforms in the link do not exist and are left out.',
      })}
    </p>
  );
  return (
    <PageContainer className={classes.page}>
      <div>
        <p className={classes.note}>
          <AppLink href={platformDirectoryHref()}>{t`Cross-border sales platforms`}</AppLink>
        </p>
        <h1 className={classes.title}>{t`Compare platforms`}</h1>
        <p className={classes.lead}>
          {t`Regions, fees, channels with their review times, and requirements side by side. Share the address of this page to share the comparison.`}
        </p>
      </div>
      {ids.length < min || (!pending && found.length < min) ? (
        <div className={classes.panel}>
          {missingNote}
          <p className={classes.note}>{t`Choose at least ${min} platforms to compare`}</p>
          <LinkButton href={platformDirectoryHref(found)}>{t`Choose platforms`}</LinkButton>
        </div>
      ) : pending ? (
        <div aria-busy="true">
          <SkeletonBlock height={420} />
        </div>
      ) : failed.length > 0 && loaded.length < min ? (
        <LoadError onRetry={() => failed.forEach((result) => void result.refetch())} />
      ) : (
        <>
          <CompareTable platforms={loaded} />
          {missingNote}
          {failed.length > 0 && (
            <p className={classes.note} role="status">
              {t`Some platforms could not be loaded and are left out.`}
            </p>
          )}
          <div className={classes.actions}>
            <LinkButton variant="default" href={platformDirectoryHref(found)}>
              {t`Change the choice`}
            </LinkButton>
          </div>
        </>
      )}
    </PageContainer>
  );
}
