import { useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { isApiError } from '@/api/errors';
import type { ShipOrder } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { LoadError } from '@/components/feedback/load-error';
import { AfterPaint, PageSkeleton, SkeletonBlock } from '@/components/feedback/page-skeleton';
import { PageContainer } from '@/components/layout/page-container';
import { LinkButton } from '@/components/site/link-button';
import { formatMoney, formatNumber } from '@/i18n/format';
import { shippingQueries } from './queries';
import parcel from './parcel.module.css';

// The form kit (about 35 KB gzip with its inputs) loads beside the data, after the first paint.
const ParcelForm = lazy(() => import('./parcel-form'));

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
    <Paper withBorder p="lg" radius="md" role="status">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t`Order submitted`}
        </Title>
        <Text>
          {t`Order number`}: <strong data-testid="submitted-order-no">{orderNo}</strong>
        </Text>
        <Text data-testid="submitted-quote">
          {t`Quote saved with the order: chargeable weight ${weight} kg, estimated fee ${fee}.`}
        </Text>
        <div>
          <Title order={2} size="h4">
            {t`What happens next`}
          </Title>
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
      </Stack>
    </Paper>
  );
}

export interface ParcelOrderPageProps {
  id: number | undefined;
}

/** Sending a parcel (`/logistics/service/submit?id=`): the form with its live quote. */
export function ParcelOrderPage({ id }: ParcelOrderPageProps) {
  const { t } = useLingui();
  const [submitted, setSubmitted] = useState<ShipOrder | null>(null);
  const line = useQuery({ ...shippingQueries.line(id ?? 0), enabled: id !== undefined });
  const options = useQuery(shippingQueries.searchOptions());

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
  } else if (line.isError || options.isError) {
    content = (
      <LoadError
        onRetry={() => {
          void line.refetch();
          void options.refetch();
        }}
      />
    );
  } else if (!line.data || !options.data) {
    content = <PageSkeleton />;
  } else {
    const fbaWarehouses = options.data.fbaWarehouses.flatMap((group) => group.warehouses);
    content = (
      <AfterPaint fallback={<PageSkeleton />}>
        <ParcelForm line={line.data} fbaWarehouses={fbaWarehouses} onSubmitted={setSubmitted} />
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
