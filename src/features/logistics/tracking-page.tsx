import { useLingui } from '@lingui/react/macro';
import type * as PostalOperatorsModule from '@/lib/postal-operators';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { TrackingResult as ServerTrace, TrackingStatus } from '@/api/gen/model';
import { FetchingRegion } from '@/components/feedback/fetching-region';
import { LoadError } from '@/components/feedback/load-error';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { PageContainer } from '@/components/layout/page-container';
import { GrowingTextarea } from '@/components/growing-textarea/growing-textarea';
import { formatDateTime, formatSentences, parseApiTime } from '@/i18n/format';
import { CARRIER_LABELS, MISTYPED_LABELS, TRACKING_STATUS_LABELS } from './labels';
import { logisticsQueries } from './queries';
import {
  MAX_TRACKING_NUMBERS,
  parseTrackingQuery,
  trackingUrlValue,
  type TrackingEntry,
} from './tracking-input';
import classes from './logistics.module.css';
import { StatusPill, type StatusTone } from '@/components/status-pill/status-pill';
import { useRegionNames } from '@/i18n/region-names';

const TONES: Partial<Record<TrackingStatus, StatusTone>> = {
  DELIVERED: 'ok',
  EXCEPTION: 'bad',
  RETURNED: 'bad',
  NOT_FOUND: 'none',
};

/** The tracking box: numbers typed or pasted; more than ten are refused with the rule shown. */
export function TrackingForm({
  initial,
  onTrack,
  compact = false,
}: {
  initial: string;
  onTrack: (nos: string) => void;
  compact?: boolean;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  // Other numbers in the address (a search, the address's own once the page as HTML is the
  // app's) are the box's from then on. The same field keeps them, not a new one: what the visitor
  // typed into the page as HTML before the app came is handed to this field after that
  // (src/app/typed-before-app.ts), and wins.
  const [shown, setShown] = useState(initial);
  if (initial !== shown) {
    setShown(initial);
    setText(initial);
    setError(null);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = parseTrackingQuery(text);
    if (query.entries.length === 0) {
      setError(t`Please enter an order or transfer number`);
      return;
    }
    if (query.tooMany) {
      const count = query.entries.length;
      setError(
        t`At most ${MAX_TRACKING_NUMBERS} numbers can be tracked at a time; you entered ${count}.`,
      );
      return;
    }
    setError(null);
    onTrack(trackingUrlValue(text));
  };
  return (
    <form role="search" className={classes.trackForm} onSubmit={submit} noValidate>
      <GrowingTextarea
        label={t`Order or transfer numbers`}
        description={t`Up to ${MAX_TRACKING_NUMBERS} numbers, separated by commas, spaces or new lines.`}
        minRows={compact ? 2 : 3}
        maxRows={10}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (error) setError(null);
        }}
      />
      <div>
        <Button type="submit">{t`Track`}</Button>
      </div>
    </form>
  );
}

function StatusBadge({ status }: { status: TrackingStatus }) {
  const { i18n } = useLingui();
  return (
    <StatusPill tone={TONES[status] ?? 'info'}>{i18n._(TRACKING_STATUS_LABELS[status])}</StatusPill>
  );
}

function Trace({ trace, entry }: { trace: ServerTrace; entry: TrackingEntry }) {
  const { t, i18n } = useLingui();
  const region = useRegionNames();
  const events = [...trace.events].sort(
    (a, b) => parseApiTime(b.time).getTime() - parseApiTime(a.time).getTime(),
  );
  const likely = entry.check.carrier ? i18n._(CARRIER_LABELS[entry.check.carrier]) : null;
  if (trace.status === 'NOT_FOUND') {
    return (
      <>
        <div className={classes.resultHead}>
          <h2 className={classes.number}>{entry.check.input}</h2>
          <StatusBadge status="NOT_FOUND" />
        </div>
        <p className={classes.note}>
          {t`No tracking information for this number yet. Check the number, or try again later.`}
        </p>
      </>
    );
  }
  return (
    <>
      <div className={classes.resultHead}>
        <h2 className={classes.number}>{entry.check.input}</h2>
        <StatusBadge status={trace.status} />
      </div>
      <dl className={classes.meta}>
        <div>
          <dt>{t`Carrier`}</dt>
          <dd>{trace.carrier ?? likely ?? '—'}</dd>
        </div>
        <div>
          <dt>{t`Destination`}</dt>
          <dd>{trace.country ? region(trace.country) : '—'}</dd>
        </div>
      </dl>
      {events.length === 0 ? (
        <p className={classes.note}>{t`No events yet`}</p>
      ) : (
        <ol className={classes.timeline} aria-label={t`Events, newest first`}>
          {events.map((event, index) => (
            <li key={`${event.time}-${index}`} className={classes.event}>
              <time className={classes.eventTime} dateTime={event.time}>
                {formatDateTime(event.time)}
                {event.location && ` · ${event.location}`}
              </time>
              <span>{event.description}</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

type PostalOperators = typeof PostalOperatorsModule;

/** The postal operator table, loaded after the page paints (S10 rows name their operator then). */
function usePostalOperators(): PostalOperators | null {
  const [operators, setOperators] = useState<PostalOperators | null>(null);
  useEffect(() => {
    let live = true;
    void import('@/lib/postal-operators').then((loaded) => live && setOperators(loaded));
    return () => {
      live = false;
    };
  }, []);
  return operators;
}

function Mistyped({ entry }: { entry: TrackingEntry }) {
  const { t, i18n } = useLingui();
  const reason = MISTYPED_LABELS[entry.check.check];
  const operators = usePostalOperators();
  const { carrier: family, country, check } = entry.check;
  // An S10 number names its postal operator by the country at its end (Royal Mail for …GB).
  const operator =
    family === 'upu' && country && check !== 'bad-country' && operators
      ? operators.postalOperator(country)
      : null;
  const carrier = operator
    ? operators!.postalOperatorName(operator, i18n.locale)
    : family
      ? i18n._(CARRIER_LABELS[family])
      : null;
  return (
    <>
      <div className={classes.resultHead}>
        <h2 className={classes.number}>{entry.check.input}</h2>
        <StatusPill tone="bad">{t`Not tracked`}</StatusPill>
      </div>
      <p className={classes.note} data-testid="tracking-mistyped">
        {formatSentences([
          entry.badCharacters
            ? t`A number can hold only letters, digits and hyphens.`
            : reason && i18n._(reason),
          carrier && t`Likely carrier: ${carrier}`,
        ])}
      </p>
    </>
  );
}

/** Tracking query (`/{lang}/logistics/query?nos=…`): the numbers live in the URL. */
export function TrackingPage({ nos, onTrack }: { nos: string; onTrack: (nos: string) => void }) {
  const { t } = useLingui();
  const query = useMemo(() => parseTrackingQuery(nos), [nos]);
  const tracesQuery = logisticsQueries.track(query.nos);
  const traces = useQuery({ ...tracesQuery, enabled: query.nos !== '' });
  const count = query.entries.length;
  const byNumber = useMemo(
    () => new Map((traces.data ?? []).map((trace) => [trace.no.toUpperCase(), trace])),
    [traces.data],
  );
  return (
    <PageContainer className={classes.page}>
      <div>
        <h1 className={classes.title}>{t`Tracking query`}</h1>
        <p className={classes.lead}>
          {t`Track parcel orders, carrier order numbers and transfer numbers. Numbers of known carriers are checked in your browser first.`}
        </p>
      </div>
      <section className={classes.panel}>
        <TrackingForm initial={nos.split(',').join('\n')} onTrack={onTrack} />
      </section>
      {query.tooMany ? (
        <p className={classes.alert} role="alert">
          {t`At most ${MAX_TRACKING_NUMBERS} numbers can be tracked at a time; this link has ${count}.`}
        </p>
      ) : query.entries.length === 0 ? (
        <p
          className={classes.note}
        >{t`Enter up to ${MAX_TRACKING_NUMBERS} numbers to see where your parcels are.`}</p>
      ) : traces.isError ? (
        <LoadError onRetry={() => void traces.refetch()} />
      ) : (
        <FetchingRegion
          component="ul"
          queryKey={tracesQuery.queryKey}
          className={classes.results}
          aria-label={t`Tracking results`}
        >
          {query.entries.map((entry) => {
            const trace = entry.lookup ? byNumber.get(entry.lookup.toUpperCase()) : undefined;
            return (
              <li
                key={entry.check.normalized}
                className={classes.result}
                data-testid="tracking-result"
              >
                {entry.lookup === null ? (
                  <Mistyped entry={entry} />
                ) : trace ? (
                  <Trace trace={trace} entry={entry} />
                ) : traces.isPending ? (
                  <>
                    <div className={classes.resultHead}>
                      <h2 className={classes.number}>{entry.check.input}</h2>
                    </div>
                    <SkeletonBlock height={18} width="50%" />
                    <SkeletonBlock height={64} />
                  </>
                ) : (
                  <Trace
                    trace={{
                      no: entry.lookup,
                      status: 'NOT_FOUND',
                      carrier: null,
                      country: null,
                      events: [],
                    }}
                    entry={entry}
                  />
                )}
              </li>
            );
          })}
        </FetchingRegion>
      )}
    </PageContainer>
  );
}
