import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect, useState } from 'react';
import { isApiError } from '@/api/errors';
import type { ShipOrder } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { LoadError } from '@/components/feedback/load-error';
import {
  AfterPaint,
  PageSkeleton,
  PartPlaceholder,
  SkeletonBlock,
} from '@/components/feedback/page-skeleton';
import { PageContainer } from '@/components/layout/page-container';
import { LinkButton } from '@/components/site/link-button';
import { formatMoney, formatNumber } from '@/i18n/format';
import type { ParcelFormProps } from './parcel-form';
import { shippingQueries } from './queries';
import parcel from './parcel.module.css';

// The form kit (about 35 KB gzip with its inputs) loads beside the form's data, after the first
// paint (`ParcelFormPart`).
const loadParcelForm = () => import('./parcel-form');
const ParcelForm = lazy(loadParcelForm);

/** Lines to choose from when the address names none (`/logistics/service/submit`). */
export const LINE_PICK_PARAMS = { pageNo: 1, pageSize: 100 } as const;

function isMissing(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.kind === 'business' || (error.kind === 'http' && error.details.status === 404))
  );
}

function LinePicker({ search }: { search: (id: number) => string }) {
  const { t } = useLingui();
  const lines = useQuery(shippingQueries.lines(LINE_PICK_PARAMS));
  if (lines.isError) return <LoadError onRetry={() => void lines.refetch()} />;
  return (
    <section className={parcel.panel} aria-labelledby="parcel-pick">
      <h2 className={parcel.panelTitle} id="parcel-pick">
        {t`Choose a logistics line`}
      </h2>
      <p className={parcel.note}>
        {t`The line carries the parcel; its prices make the quote.`}{' '}
        <AppLink href="/logistics/service/list">{t`Compare the lines first`}</AppLink>
      </p>
      {lines.data ? (
        <ul className={parcel.lines}>
          {lines.data.records.map((line) => (
            <li key={line.id}>
              <AppLink href={search(line.id)}>{line.name}</AppLink>
              <span className={parcel.note}>
                {' · '}
                {line.destinations.map((country) => country.name).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <div aria-busy="true">
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <SkeletonBlock key={`pick-${index}`} height={22} />
          ))}
        </div>
      )}
    </section>
  );
}

/** The line of the address does not exist (any more): the line detail's not-found screen. */
function LineMissing() {
  const { t } = useLingui();
  return (
    <PageContainer className={parcel.missing}>
      <h1 className={parcel.title}>{t`Logistics line does not exist`}</h1>
      <p className={parcel.lead}>{t`The line may no longer be offered, or the link is wrong.`}</p>
      <LinkButton href="/logistics/service/list">{t`All logistics lines`}</LinkButton>
    </PageContainer>
  );
}

/** The order-submitted page (spec 2.9 and section 4: what happens next). */
function Submitted({ order }: { order: ShipOrder }) {
  const { t } = useLingui();
  const orderNo = order.orderNo;
  const weight = formatNumber(order.quote.chargeableWeight);
  const fee = formatMoney(order.quote.estimatedFee);
  return (
    <section className={parcel.panel} role="status">
      <h1 className={parcel.title}>{t`Order submitted`}</h1>
      <p className={parcel.text}>
        {t`Order number`}: <strong data-testid="submitted-order-no">{orderNo}</strong>
      </p>
      <p className={parcel.text} data-testid="submitted-quote">
        {t`Quote saved with the order: chargeable weight ${weight} kg, estimated fee ${fee}.`}
      </p>
      <div>
        <h2 className={parcel.panelTitle}>{t`What happens next`}</h2>
        <ol className={parcel.steps}>
          <li>{t`A business manager checks the order, confirms the fee and notifies you by SMS.`}</li>
          <li>{t`You pay the confirmed order in the personal centre, under Sender orders, within 30 minutes.`}</li>
          <li>{t`Once the review approves the order, print the waybill and bring the goods to the warehouse.`}</li>
        </ol>
      </div>
      <div className={parcel.row}>
        <LinkButton href="/personal/logistics/sender">{t`Sender orders`}</LinkButton>
        <LinkButton href="/logistics/service/list" variant="default">
          {t`Send another parcel`}
        </LinkButton>
      </div>
    </section>
  );
}

/**
 * The form and what only the form shows (the FBA warehouses, the trade types and transport plans),
 * asked for together once the page's content is on screen (`AfterPaint`): the form's code is the
 * larger part, and its data is in before it. Until both are, the form's place holds a skeleton.
 */
function ParcelFormPart({ line, onSubmitted }: Pick<ParcelFormProps, 'line' | 'onSubmitted'>) {
  const queryClient = useQueryClient();
  const options = useQuery(shippingQueries.searchOptions());
  useEffect(() => {
    void queryClient.prefetchQuery(shippingQueries.dictionary('TRADE_TYPE'));
    void queryClient.prefetchQuery(shippingQueries.dictionary('TRANSPORT_PLAN'));
    void loadParcelForm();
  }, [queryClient]);

  if (options.isError) return <LoadError onRetry={() => void options.refetch()} />;
  if (!options.data)
    return (
      <PartPlaceholder>
        <PageSkeleton />
      </PartPlaceholder>
    );
  const fbaWarehouses = options.data.fbaWarehouses.flatMap((group) => group.warehouses);
  return <ParcelForm line={line} fbaWarehouses={fbaWarehouses} onSubmitted={onSubmitted} />;
}

export interface ParcelOrderPageProps {
  id: number | undefined;
}

/** Sending a parcel (`/logistics/service/submit?id=`): the form with its live quote. */
export function ParcelOrderPage({ id }: ParcelOrderPageProps) {
  const { t } = useLingui();
  const [submitted, setSubmitted] = useState<ShipOrder | null>(null);
  const line = useQuery({ ...shippingQueries.line(id ?? 0), enabled: id !== undefined });

  if (submitted) {
    return (
      <PageContainer className={parcel.page}>
        <Submitted order={submitted} />
      </PageContainer>
    );
  }
  if (id !== undefined && line.isError && isMissing(line.error)) return <LineMissing />;

  let content;
  if (id === undefined) {
    content = <LinePicker search={(next) => `/logistics/service/submit?id=${next}`} />;
  } else if (line.isError) {
    content = <LoadError onRetry={() => void line.refetch()} />;
  } else if (!line.data) {
    content = <PageSkeleton />;
  } else {
    content = (
      <AfterPaint fallback={<PageSkeleton />}>
        <ParcelFormPart
          line={line.data}
          onSubmitted={(order) => {
            setSubmitted(order);
            // The form was long: what it became is read from the top.
            window.scrollTo({ top: 0 });
          }}
        />
      </AfterPaint>
    );
  }
  return (
    <PageContainer className={parcel.page}>
      <div>
        <h1 className={parcel.title}>{t`Send a parcel`}</h1>
        {id === undefined ? null : line.data ? (
          <p className={parcel.lead}>
            {line.data.name} ·{' '}
            <AppLink href={`/logistics/service/${line.data.id}`}>{t`Line details`}</AppLink>
          </p>
        ) : (
          <SkeletonBlock height={22} width="50%" />
        )}
      </div>
      {content}
    </PageContainer>
  );
}
