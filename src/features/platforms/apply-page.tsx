import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import type {
  PlatformDetail,
  StoreApplicationChannel,
  StoreApplicationResult,
} from '@/api/gen/model';
import { sessionQueryOptions } from '@/api/session';
import { AppLink } from '@/components/app-link';
import { LoadError } from '@/components/feedback/load-error';
import { AfterPaint, PageSkeleton, SkeletonBlock } from '@/components/feedback/page-skeleton';
import { PageContainer } from '@/components/layout/page-container';
import { LinkButton } from '@/components/site/link-button';
import { formatDateTime, formatLabelled, formatSentences, sentenceGap } from '@/i18n/format';
import { isApiError } from '@/api/errors';
import { EMPTY_APPLICATION, type ApplyValues } from './apply-values';
import { clearDraft, draftKey, readDraft, saveDraft, type Draft } from './draft';
import { CHANNEL_LABELS, CHANNEL_REVIEW_DAYS } from './labels';
import { myApplicationsHref, platformDirectoryHref, platformHref } from './links';
import { platformQueries } from './queries';
import { useReviewTime } from './review-time';
import classes from './platforms.module.css';
import applyClasses from './apply.module.css';

// The form kit, its pickers and the later steps load after the first paint.
const ApplyForm = lazy(() => import('./apply-form'));

/** What the applicant reads once the application is in: the channel's review time. */
function ApplySuccess({
  result,
  platformName,
}: {
  result: StoreApplicationResult;
  platformName: string;
}) {
  const { t, i18n } = useLingui();
  const reviewTime = useReviewTime();
  const channel = i18n._(CHANNEL_LABELS[result.channel]);
  const submitted = formatDateTime(result.submitTime);
  return (
    <section className={classes.success} role="status" aria-labelledby="apply-success">
      <h2 className={classes.sectionTitle} id="apply-success">
        {t`Application submitted`}
      </h2>
      <p style={{ margin: 0 }}>
        {t`Your application to open a store on ${platformName} (${channel}) was submitted on ${submitted}.`}
      </p>
      <p style={{ margin: 0 }}>
        <strong>
          {formatSentences([formatLabelled(t`Review time`, reviewTime(result.reviewDays))])}
        </strong>
        {sentenceGap()}
        {t`The platform's business managers review it and contact you by phone or e-mail.`}
      </p>
      <div className={classes.actions}>
        <LinkButton href={myApplicationsHref()}>{t`My applications`}</LinkButton>
        <LinkButton variant="default" href={platformDirectoryHref()}>
          {t`Back to the platforms`}
        </LinkButton>
      </div>
    </section>
  );
}

function DraftOffer({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: Draft<ApplyValues>;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t } = useLingui();
  const saved = formatDateTime(new Date(draft.savedAt));
  return (
    <div className={applyClasses.draft} role="region" aria-label={t`Saved draft`}>
      <p
        style={{ margin: 0 }}
      >{t`You have a draft of this application, saved ${saved}. Continue where you left off?`}</p>
      <div className={classes.actions}>
        <button type="button" className={classes.button} onClick={onRestore}>
          {t`Restore the draft`}
        </button>
        <button type="button" className={classes.button} data-variant="default" onClick={onDiscard}>
          {t`Start over`}
        </button>
      </div>
    </div>
  );
}

function Missing({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <div className={classes.missing}>
      <p className={classes.lead}>{message}</p>
      <LinkButton href={platformDirectoryHref()}>{t`All platforms`}</LinkButton>
    </div>
  );
}

/** The draft offered back (when there is one), then the form; remounted for another draft key. */
function DraftAndForm({
  storageKey,
  platform,
  channel,
  onDone,
}: {
  storageKey: string;
  platform: PlatformDetail;
  channel: StoreApplicationChannel;
  onDone: (result: StoreApplicationResult) => void;
}) {
  const [draft, setDraft] = useState(() => readDraft(storageKey, EMPTY_APPLICATION));
  const [start, setStart] = useState<{ values: ApplyValues; step: number } | null>(() =>
    draft ? null : { values: EMPTY_APPLICATION, step: 0 },
  );
  if (!start && draft) {
    return (
      <DraftOffer
        draft={draft}
        onRestore={() => setStart({ values: draft.values, step: draft.step })}
        onDiscard={() => {
          clearDraft(storageKey);
          setDraft(null);
          setStart({ values: EMPTY_APPLICATION, step: 0 });
        }}
      />
    );
  }
  if (!start) return null;
  return (
    <AfterPaint fallback={<PageSkeleton />}>
      <ApplyForm
        platform={platform}
        channel={channel}
        initialValues={start.values}
        initialStep={start.step}
        onDraft={(values, step) => saveDraft(storageKey, { savedAt: Date.now(), step, values })}
        onDone={(saved) => {
          clearDraft(storageKey);
          onDone(saved);
        }}
      />
    </AfterPaint>
  );
}

/**
 * The store-opening application (`/{lang}/platform/apply?id=&channel=`): the platform and channel,
 * the draft offered back, the form in steps (lazy), then the success state.
 */
export function ApplyPage({
  platformId,
  channel,
}: {
  platformId: number | undefined;
  channel: StoreApplicationChannel | undefined;
}) {
  const { t, i18n } = useLingui();
  const reviewTime = useReviewTime();
  const platform = useQuery({
    ...platformQueries.platform(platformId ?? 0),
    enabled: platformId !== undefined,
  });
  // The draft is the signed-in user's own (a shared computer keeps one per user).
  const session = useQuery(sessionQueryOptions());
  const userId = session.data?.id;
  const [result, setResult] = useState<StoreApplicationResult | null>(null);

  const platformName = platform.data?.name;
  const offered = platform.data?.channels.find((row) => row.channel === channel);
  const channelName = channel ? i18n._(CHANNEL_LABELS[channel]) : '';
  const days = offered?.reviewDays ?? (channel ? CHANNEL_REVIEW_DAYS[channel] : 0);

  let body;
  if (platformId === undefined || channel === undefined) {
    body = <Missing message={t`Choose a platform and a channel to apply.`} />;
  } else if (platform.isError) {
    const missing = isApiError(platform.error) && platform.error.kind === 'business';
    body = missing ? (
      <Missing message={t`Platform does not exist`} />
    ) : (
      <LoadError onRetry={() => void platform.refetch()} />
    );
  } else if (!platform.data || userId === undefined) {
    body = <PageSkeleton />;
  } else if (result) {
    body = <ApplySuccess result={result} platformName={platform.data.name} />;
  } else if (!platform.data.applyOpen) {
    body = <Missing message={t`This platform is not accepting applications at the moment.`} />;
  } else if (!offered) {
    body = <Missing message={t`This platform does not offer the chosen channel.`} />;
  } else {
    const key = draftKey(userId ?? 0, platformId, channel);
    body = (
      <DraftAndForm
        key={key}
        storageKey={key}
        platform={platform.data}
        channel={channel}
        onDone={(saved) => {
          setResult(saved);
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }

  return (
    <PageContainer className={classes.page}>
      <div>
        <p className={classes.note}>
          {platform.data ? (
            <AppLink href={platformHref(platform.data.id)}>{platform.data.name}</AppLink>
          ) : (
            <AppLink href={platformDirectoryHref()}>{t`Cross-border sales platforms`}</AppLink>
          )}
        </p>
        <h1 className={classes.title}>
          {platformName ? t`Open a store on ${platformName}` : t`Apply to open a store`}
        </h1>
        {channel && (
          <p className={classes.lead}>
            {platform.data || platformId === undefined ? (
              <>
                {channelName} · {formatLabelled(t`Review time`, reviewTime(days))}
              </>
            ) : (
              <SkeletonBlock height={16} width={240} />
            )}
          </p>
        )}
      </div>
      {body}
    </PageContainer>
  );
}
