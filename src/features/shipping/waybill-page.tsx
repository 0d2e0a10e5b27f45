import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ShipOrder } from '@/api/gen/model';
import { LoadError } from '@/components/feedback/load-error';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { LinkButton } from '@/components/site/link-button';
import { formatDateTime, formatMoney, formatNumber } from '@/i18n/format';
import { SHIP_ORDER_STATUS_LABELS, WAYBILL_STATUSES } from './labels';
import { useRegionNames } from '@/i18n/region-names';
import { shippingQueries } from './queries';
import { waybillParams } from './sender-search';
import classes from './waybill.module.css';

function Waybill({ order }: { order: ShipOrder }) {
  const { t } = useLingui();
  const region = useRegionNames();
  const weight = formatNumber(order.quote.chargeableWeight);
  const fbaCode = order.fbaWarehouseCode;
  const gross = formatNumber(order.quote.grossWeight);
  const volumetric = formatNumber(order.quote.volumetricWeight);
  const place = [order.address, order.city, order.state, order.postcode, region(order.country)]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <div className={classes.tools}>
        <Button onClick={() => window.print()}>{t`Print the waybill`}</Button>
        {order.waybillUrl && (
          <Button
            component="a"
            variant="default"
            href={order.waybillUrl}
            download={`${order.orderNo}.pdf`}
          >
            {t`Download PDF`}
          </Button>
        )}
        <LinkButton variant="default" href="/personal/logistics/sender">
          {t`Sender orders`}
        </LinkButton>
      </div>
      <article className={classes.sheet} aria-labelledby="waybill-title">
        <div className={classes.head}>
          <div>
            <Title order={1} size="h3" id="waybill-title">
              {t`Waybill`}
            </Title>
            <Text size="sm">{order.shipServiceName}</Text>
          </div>
          <div>
            <p className={classes.number} data-testid="waybill-order-no">
              {order.orderNo}
            </p>
            <Text size="sm">
              {t`Carrier number`}: {order.logisticsOrderNo ?? '—'}
            </Text>
          </div>
        </div>
        <div className={classes.parties}>
          <section>
            <h2>{t`Sender`}</h2>
            <p>{order.contactName}</p>
            <p>{order.contactPhone}</p>
          </section>
          <section>
            <h2>{t`Consignee`}</h2>
            <p>{order.consigneeName}</p>
            {order.consigneePhone && <p>{order.consigneePhone}</p>}
            {fbaCode && <p>{t`Amazon FBA warehouse ${fbaCode}`}</p>}
            <p>{place}</p>
          </section>
        </div>
        <table className={classes.table} aria-label={t`Cartons`}>
          <thead>
            <tr>
              <th scope="col">{t`Carton number`}</th>
              <th scope="col">{t`FBA carton label`}</th>
              <th scope="col">{t`Size (cm)`}</th>
              <th scope="col">{t`Gross weight (kg)`}</th>
            </tr>
          </thead>
          <tbody>
            {order.cartons.map((carton) => (
              <tr key={carton.cartonNo}>
                <td>{carton.cartonNo}</td>
                <td>{carton.fbaLabel ?? '—'}</td>
                <td>{`${formatNumber(carton.length)} × ${formatNumber(carton.width)} × ${formatNumber(carton.height)}`}</td>
                <td>{formatNumber(carton.grossWeight)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className={classes.facts}>
          <div>
            <dt>{t`Cartons`}</dt>
            <dd>{order.cartons.length}</dd>
          </div>
          <div>
            <dt>{t`Gross weight`}</dt>
            <dd>{t`${gross} kg`}</dd>
          </div>
          <div>
            <dt>{t`Volumetric weight`}</dt>
            <dd>{t`${volumetric} kg`}</dd>
          </div>
          <div>
            <dt>{t`Chargeable weight`}</dt>
            <dd>{t`${weight} kg`}</dd>
          </div>
          <div>
            <dt>{t`Declared value`}</dt>
            <dd>{formatMoney(order.declaredValue)}</dd>
          </div>
          <div>
            <dt>{t`Submitted`}</dt>
            <dd>{formatDateTime(order.createTime)}</dd>
          </div>
        </dl>
      </article>
    </>
  );
}

/** The printable waybill of an approved parcel order (`/personal/logistics/waybill?no=`). */
export function WaybillPage({ orderNo }: { orderNo: string | undefined }) {
  const { t, i18n } = useLingui();
  const query = useQuery({
    ...shippingQueries.senderOrders(waybillParams(orderNo ?? '')),
    enabled: Boolean(orderNo),
  });
  const order = query.data?.records.find((record) => record.orderNo === orderNo);

  let content;
  if (orderNo && query.isError) {
    content = <LoadError onRetry={() => void query.refetch()} />;
  } else if (orderNo && query.isPending) {
    content = (
      <div aria-busy="true">
        <SkeletonBlock height={36} width={320} />
        <SkeletonBlock height={420} />
      </div>
    );
  } else if (!order) {
    content = (
      <>
        <Title order={1} size="h3">
          {t`Order does not exist`}
        </Title>
        <Group>
          <LinkButton href="/personal/logistics/sender">{t`Sender orders`}</LinkButton>
        </Group>
      </>
    );
  } else if (!WAYBILL_STATUSES.includes(order.status)) {
    const status = i18n._(SHIP_ORDER_STATUS_LABELS[order.status]);
    content = (
      <>
        <Title order={1} size="h3">
          {t`Waybill`} {order.orderNo}
        </Title>
        <Text>
          <Trans>
            The waybill can be printed once the review approves the order. This order is: {status}.
          </Trans>
        </Text>
        <Group>
          <LinkButton href="/personal/logistics/sender">{t`Sender orders`}</LinkButton>
        </Group>
      </>
    );
  } else {
    content = <Waybill order={order} />;
  }
  return <Stack gap="md">{content}</Stack>;
}
