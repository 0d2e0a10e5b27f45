import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { getListInvoicesQueryOptions } from '@/api/gen/invoice/invoice';
import type { Invoice } from '@/api/gen/model';
import { listInvoicesQueryOrderNoMax } from '@/api/zod/invoice/invoice.zod';
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
import { maskPhone } from '@/lib/mask-phone';
import { invoiceListParams, type InvoiceListSearch } from './invoice-list-search';
import {
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  INVOICE_TYPE_LABELS,
  INVOICE_TYPES,
} from './labels';

// The application form (the form kit, the order list) loads when the dialog first opens.
const ApplyInvoiceModal = lazy(() =>
  import('./apply-invoice-modal').then((module) => ({ default: module.ApplyInvoiceModal })),
);

export interface InvoiceListPageProps {
  search: InvoiceListSearch;
  onSearchChange: (next: InvoiceListSearch) => void;
}

const SORT_FIELDS = ['applyTime'] as const;
const helper = createDataTableColumnHelper<Invoice>();

function invoiceColumns(i18n: I18n, lang: string) {
  const none = (
    <Text span c="gray.7">
      —
    </Text>
  );
  return helper.columns([
    helper.accessor('status', {
      header: i18n._(msg`Billing status`),
      meta: { nowrap: true },
      cell: ({ getValue }) => (
        <Badge color={getValue() === 'ISSUED' ? 'green' : 'yellow'} variant="dot" miw="max-content">
          {i18n._(INVOICE_STATUS_LABELS[getValue()])}
        </Badge>
      ),
    }),
    helper.accessor('orderNo', {
      header: i18n._(msg`Order number`),
      meta: { nowrap: true },
      cell: ({ row }) => (
        <Anchor
          size="sm"
          ff="monospace"
          renderRoot={(props) => (
            <Link
              {...props}
              to="/$lang/personal/order/$id"
              params={{ lang, id: row.original.orderId }}
            />
          )}
        >
          {row.original.orderNo}
        </Anchor>
      ),
    }),
    helper.accessor('invoiceType', {
      header: i18n._(msg`Invoice type`),
      cell: ({ getValue }) => i18n._(INVOICE_TYPE_LABELS[getValue()]),
    }),
    helper.accessor('amount', {
      header: i18n._(msg`Amount`),
      meta: { align: 'end', nowrap: true },
      cell: ({ getValue }) => formatMoney(getValue()),
    }),
    helper.accessor('receiver', {
      header: i18n._(msg`Receiver`),
      cell: ({ getValue }) => getValue() ?? none,
    }),
    helper.accessor('receiverPhone', {
      header: i18n._(msg`Receiver phone`),
      meta: { nowrap: true },
      cell: ({ getValue }) => {
        const phone = getValue();
        return phone ? maskPhone(phone) : none;
      },
    }),
    helper.accessor('mailingAddress', {
      header: i18n._(msg`Mailing address`),
      cell: ({ getValue }) => getValue() ?? none,
    }),
    helper.accessor('applyTime', {
      header: i18n._(msg`Applied`),
      meta: { nowrap: true },
      cell: ({ getValue }) => formatDateTime(getValue()),
    }),
    helper.display({
      id: 'issued',
      header: i18n._(msg`Invoice`),
      cell: ({ row }) => <IssuedInvoice invoice={row.original} />,
    }),
  ]);
}

function IssuedInvoice({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui();
  const { orderNo, trackingNo } = invoice;
  if (invoice.status !== 'ISSUED') {
    return (
      <Text size="sm" c="gray.7">
        <Trans>Being issued</Trans>
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {invoice.invoiceNo && (
        <Text size="xs" ff="monospace">
          {invoice.invoiceNo}
        </Text>
      )}
      {invoice.downloadUrl && (
        <Anchor
          size="sm"
          href={invoice.downloadUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t`Download the invoice of order ${orderNo}`}
        >
          <Trans>Download</Trans>
        </Anchor>
      )}
      {invoice.trackingNo && (
        <Text size="xs">
          <Trans>Tracking number: {trackingNo}</Trans>
        </Text>
      )}
    </Stack>
  );
}

/** My invoices (spec 2.8, 2.9): billing status, order, receiver; applying for one on a paid order. */
export function InvoiceListPage({ search, onSearchChange }: InvoiceListPageProps) {
  const { t, i18n } = useLingui();
  const { lang } = useParams({ from: '/$lang' });
  const table = useTableSearch(search, onSearchChange, SORT_FIELDS);
  const query = useQuery({
    ...getListInvoicesQueryOptions(invoiceListParams(search)),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => invoiceColumns(i18n, lang), [i18n, lang]);
  const [applying, setApplying] = useState(false);

  const closeApply = () => {
    setApplying(false);
    if (search.apply !== undefined) onSearchChange({ ...search, apply: undefined });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          <Trans>My invoices</Trans>
        </Title>
        <Group gap="sm">
          <Button
            variant="default"
            renderRoot={(props) => (
              <Link {...props} to="/$lang/personal/order/invoice/info" params={{ lang }} />
            )}
          >
            <Trans>Invoice info</Trans>
          </Button>
          <Button onClick={() => setApplying(true)}>
            <Trans>Apply for invoice</Trans>
          </Button>
        </Group>
      </Group>
      <DataTable
        label={t`Invoices`}
        columns={columns}
        getRowId={(invoice) => String(invoice.id)}
        {...rowsFrom(table, query)}
        minWidth={1080}
        segments={
          <TableSegmentFilter
            label={t`Billing status`}
            value={search.status ?? 'all'}
            onChange={(value) => table.setFilters({ status: value === 'all' ? undefined : value })}
            options={[
              { value: 'all', label: t`All` },
              ...INVOICE_STATUSES.map((status) => ({
                value: status,
                label: i18n._(INVOICE_STATUS_LABELS[status]),
              })),
            ]}
          />
        }
        filters={
          <>
            <TableSelectFilter
              label={t`Invoice type`}
              allLabel={t`All types`}
              width={220}
              options={INVOICE_TYPES}
              optionLabel={(type) => i18n._(INVOICE_TYPE_LABELS[type])}
              value={search.invoiceType}
              onChange={(invoiceType) => table.setFilters({ invoiceType })}
            />
            <TableTextSearch
              label={t`Order number`}
              placeholder={t`Search by order number`}
              maxLength={listInvoicesQueryOrderNoMax}
              width={220}
              initial={search.orderNo}
              onSearch={(orderNo) => table.setFilters({ orderNo })}
            />
          </>
        }
      />
      {(applying || search.apply !== undefined) && (
        <Suspense fallback={null}>
          <ApplyInvoiceModal opened orderId={search.apply} onClose={closeApply} />
        </Suspense>
      )}
    </Stack>
  );
}
