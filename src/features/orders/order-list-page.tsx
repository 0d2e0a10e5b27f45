import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { Badge, Stack, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { OrderSummary } from '@/api/gen/model';
import { getListOrdersQueryOptions } from '@/api/gen/orders/orders';
import { listOrdersQueryOrderNoMax } from '@/api/zod/orders/orders.zod';
import {
  createDataTableColumnHelper,
  DataTable,
  rowsFrom,
  TableSegmentFilter,
  TableSelectFilter,
  TableTextSearch,
  useTableSearch,
} from '@/components/data-table';
import { formatDateTime, formatMoney } from '@/i18n/format';
import { AnchorLink } from './links';
import { OrderActions } from './order-actions';
import { ORDER_SORT_FIELDS, orderListParams, type OrderListSearch } from './order-list-search';
import { STATUS_COLORS, STATUS_LABELS, TAB_STATUSES } from './order-status';
import { ORDER_TABS, type OrderTab } from './order-url';
import { useNow } from './use-deadline';

export interface OrderListPageProps {
  search: OrderListSearch;
  onSearchChange: (next: OrderListSearch) => void;
}

const helper = createDataTableColumnHelper<OrderSummary>();

function orderColumns(i18n: I18n, lang: string, now: number) {
  return helper.columns([
    helper.accessor('orderNo', {
      header: i18n._(msg`Order number`),
      meta: { nowrap: true },
      cell: ({ row }) => (
        <AnchorLink
          to="/$lang/personal/order/$id"
          params={{ lang, id: row.original.id }}
          ff="monospace"
          size="sm"
        >
          {row.original.orderNo}
        </AnchorLink>
      ),
    }),
    helper.accessor('name', { header: i18n._(msg`Name`) }),
    helper.accessor('status', {
      header: i18n._(msg`Status`),
      meta: { nowrap: true },
      cell: ({ getValue }) => (
        <Badge color={STATUS_COLORS[getValue()]} variant="dot" miw="max-content">
          {i18n._(STATUS_LABELS[getValue()])}
        </Badge>
      ),
    }),
    helper.accessor('createTime', {
      header: i18n._(msg`Time`),
      enableSorting: true,
      meta: { nowrap: true },
      cell: ({ getValue }) => formatDateTime(getValue()),
    }),
    helper.accessor('totalAmount', {
      header: i18n._(msg`Total`),
      enableSorting: true,
      meta: { align: 'end', nowrap: true },
      cell: ({ getValue }) => formatMoney(getValue()),
    }),
    helper.display({
      id: 'actions',
      header: i18n._(msg`Actions`),
      cell: ({ row }) => <OrderActions order={row.original} lang={lang} now={now} />,
    }),
  ]);
}

/** The order list (spec 2.9): unpaid and paid tabs, status filter, order number search. */
export function OrderListPage({ search, onSearchChange }: OrderListPageProps) {
  const { t, i18n } = useLingui();
  const { lang } = useParams({ from: '/$lang' });
  const now = useNow(30_000);
  const table = useTableSearch(search, onSearchChange, ORDER_SORT_FIELDS);
  const query = useQuery({
    ...getListOrdersQueryOptions(orderListParams(search)),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => orderColumns(i18n, lang, now), [i18n, lang, now]);

  const tabLabels: Record<OrderTab, string> = {
    all: t`All`,
    unpaid: t`Unpaid`,
    paid: t`Paid`,
  };
  const changeTab = (tab: OrderTab) => {
    // A status the new tab cannot hold would empty the list: drop it.
    const status =
      search.status && TAB_STATUSES[tab].includes(search.status) ? search.status : undefined;
    table.setFilters({ tab, status });
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        <Trans>Order list</Trans>
      </Title>
      <DataTable
        label={t`Orders`}
        columns={columns}
        getRowId={(order) => String(order.id)}
        {...rowsFrom(table, query)}
        minWidth={880}
        segments={
          <TableSegmentFilter
            label={t`Payment state`}
            value={search.tab}
            onChange={changeTab}
            options={ORDER_TABS.map((tab) => ({ value: tab, label: tabLabels[tab] }))}
          />
        }
        filters={
          <>
            <TableSelectFilter
              label={t`Status`}
              allLabel={t`All statuses`}
              width={200}
              options={TAB_STATUSES[search.tab]}
              optionLabel={(status) => i18n._(STATUS_LABELS[status])}
              value={search.status}
              onChange={(status) => table.setFilters({ status })}
            />
            <TableTextSearch
              label={t`Order number`}
              placeholder={t`Search by order number`}
              maxLength={listOrdersQueryOrderNoMax}
              width={220}
              initial={search.orderNo}
              onSearch={(orderNo) => table.setFilters({ orderNo })}
            />
          </>
        }
      />
    </Stack>
  );
}
