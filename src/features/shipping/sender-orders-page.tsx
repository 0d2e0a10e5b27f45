import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ShipOrder } from '@/api/gen/model';
import { listShipOrdersQueryKeyMax } from '@/api/zod/logistics/logistics.zod';
import { AppLink } from '@/components/app-link';
import {
  createDataTableColumnHelper,
  DataTable,
  rowsFrom,
  TableSelectFilter,
  TableTextSearch,
  useTableSearch,
} from '@/components/data-table';
import { LinkButton } from '@/components/site/link-button';
import { formatDateTime, formatMoney } from '@/i18n/format';
import { SHIP_ORDER_STATUS_COLORS, SHIP_ORDER_STATUS_LABELS, WAYBILL_STATUSES } from './labels';
import { useRegionNames } from '@/i18n/region-names';
import { shippingQueries } from './queries';
import {
  SENDER_SORT_FIELDS,
  SHIP_ORDER_STATUSES,
  senderOrderParams,
  type SenderSearch,
} from './sender-search';

const helper = createDataTableColumnHelper<ShipOrder>();

/** The pay and waybill actions the order's state allows (spec section 4). */
function SenderActions({ order }: { order: ShipOrder }) {
  const { t } = useLingui();
  const orderNo = order.orderNo;
  const pay = order.status === 'PENDING_PAYMENT' && order.payOrderId !== null;
  const waybill = WAYBILL_STATUSES.includes(order.status);
  if (!pay && !waybill) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      {pay && (
        <LinkButton
          href={`/personal/order/${order.payOrderId}/pay`}
          aria-label={t`Pay order ${orderNo}`}
        >
          <Trans>Pay</Trans>
        </LinkButton>
      )}
      {waybill && (
        <LinkButton
          variant="default"
          href={`/personal/logistics/waybill?no=${encodeURIComponent(orderNo)}`}
          aria-label={t`Print the waybill of ${orderNo}`}
        >
          <Trans>Waybill</Trans>
        </LinkButton>
      )}
    </Group>
  );
}

/**
 * The columns. The first holds what the user acts on: the number, its date, the status and the
 * step it allows (pay, print the waybill), so a phone shows them without scrolling the table
 * sideways (status and actions were its last two columns, out of sight at 390 px).
 */
export function senderColumns(i18n: I18n, region: (code: string) => string) {
  return helper.columns([
    helper.accessor('orderNo', {
      header: i18n._(msg`Order and status`),
      cell: ({ row }) => {
        const { orderNo, createTime, status, rejectReason } = row.original;
        return (
          <Stack gap={6} align="flex-start">
            <Stack gap={0}>
              <Text ff="monospace" size="sm">
                {orderNo}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(createTime)}
              </Text>
            </Stack>
            {/* A long status wraps in a narrow column rather than being cut (issue 26). */}
            <Badge
              color={SHIP_ORDER_STATUS_COLORS[status]}
              variant="dot"
              maw="100%"
              h="auto"
              styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
            >
              {i18n._(SHIP_ORDER_STATUS_LABELS[status])}
            </Badge>
            {rejectReason && (
              <Text size="xs" c="red.9" maw={240} style={{ whiteSpace: 'normal' }}>
                {rejectReason}
              </Text>
            )}
            <SenderActions order={row.original} />
          </Stack>
        );
      },
    }),
    helper.accessor('shipServiceName', {
      header: i18n._(msg`Line`),
      cell: ({ row }) => (
        <AppLink href={`/logistics/service/${row.original.shipServiceId}`}>
          {row.original.shipServiceName}
        </AppLink>
      ),
    }),
    helper.display({
      id: 'destination',
      header: i18n._(msg`Destination`),
      cell: ({ row }) => {
        const order = row.original;
        const place =
          order.destinationType === 'FBA' && order.fbaWarehouseCode
            ? `FBA ${order.fbaWarehouseCode}`
            : order.city;
        return `${region(order.country)} · ${place}`;
      },
    }),
    helper.display({
      id: 'cartons',
      header: i18n._(msg`Cartons`),
      meta: { align: 'end' },
      cell: ({ row }) => row.original.cartons.length,
    }),
    helper.display({
      id: 'fee',
      header: i18n._(msg`Fee`),
      meta: { align: 'end', nowrap: true },
      cell: ({ row }) => {
        const { fee, quote } = row.original;
        if (fee !== null) return formatMoney(fee);
        const estimate = formatMoney(quote.estimatedFee);
        return (
          <Text size="sm" c="dimmed">
            {i18n._(msg`est. ${estimate}`)}
          </Text>
        );
      },
    }),
  ]);
}

export interface SenderOrdersPageProps {
  search: SenderSearch;
  onSearchChange: (next: SenderSearch) => void;
}

/** Sender orders (spec 2.8): the user's parcel orders through the flow of section 4. */
export function SenderOrdersPage({ search, onSearchChange }: SenderOrdersPageProps) {
  const { t, i18n } = useLingui();
  const region = useRegionNames();
  const table = useTableSearch(search, onSearchChange, SENDER_SORT_FIELDS);
  const query = useQuery({
    ...shippingQueries.senderOrders(senderOrderParams(search)),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => senderColumns(i18n, region), [i18n, region]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h3">
          <Trans>Sender orders</Trans>
        </Title>
        <LinkButton href="/logistics/service/submit">
          <Trans>Send a parcel</Trans>
        </LinkButton>
      </Group>
      <Text size="sm" c="dimmed">
        <Trans>
          After you submit, a business manager confirms the fee and notifies you by SMS; pay the
          confirmed order here. Once the review approves it, print the waybill.
        </Trans>
      </Text>
      <DataTable
        label={t`Sender orders`}
        columns={columns}
        getRowId={(order) => String(order.id)}
        {...rowsFrom(table, query)}
        minWidth={900}
        filters={
          <>
            <TableSelectFilter
              label={t`Status`}
              allLabel={t`All statuses`}
              width={200}
              options={SHIP_ORDER_STATUSES}
              optionLabel={(status) => i18n._(SHIP_ORDER_STATUS_LABELS[status])}
              value={search.status}
              onChange={(status) => table.setFilters({ status })}
            />
            <TableTextSearch
              label={t`Order number`}
              placeholder={t`Order, carrier or transfer number`}
              maxLength={listShipOrdersQueryKeyMax}
              width={240}
              initial={search.key}
              onSearch={(key) => table.setFilters({ key })}
            />
          </>
        }
      />
    </Stack>
  );
}
