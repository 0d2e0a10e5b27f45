import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { Badge, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getListFundsFlowQueryOptions, listFundsFlow } from '@/api/gen/marketing/marketing';
import type { FundsFlowRecord } from '@/api/gen/model';
import { listFundsFlowQueryKeywordMax } from '@/api/zod/marketing/marketing.zod';
import {
  createDataTableColumnHelper,
  DataTable,
  exportCsv,
  ExportCsvButton,
  rowsFrom,
  TableSelectFilter,
  TableTextSearch,
  useTableSearch,
  type CsvColumn,
} from '@/components/data-table';
import { formatDateTime } from '@/i18n/format';
import { DateRangeFilter } from './lazy-date-range-filter';
import {
  FUNDS_SORT_FIELDS,
  fundsFlowFilter,
  fundsFlowParams,
  type FundsFlowSearch,
} from './funds-flow-search';
import {
  DIRECTION_LABELS,
  FUNDS_DIRECTIONS,
  FUNDS_TRANSACTION_TYPES,
  TRANSACTION_TYPE_LABELS,
} from './labels';
import { SignedAmount } from './money';
import { StatCard } from './stat-card';

export interface FundsFlowPageProps {
  search: FundsFlowSearch;
  onSearchChange: (next: FundsFlowSearch) => void;
}

const helper = createDataTableColumnHelper<FundsFlowRecord>();

/** The amount with its sign: `direction` gives it (api-spec: amounts are positive). */
export function signedAmount(record: Pick<FundsFlowRecord, 'amount' | 'direction'>): number {
  return record.direction === 'EXPENSE' ? -record.amount : record.amount;
}

function fundsColumns(i18n: I18n) {
  return helper.columns([
    helper.accessor('serialNo', { header: i18n._(msg`Serial number`), meta: { nowrap: true } }),
    helper.accessor('goodsName', { header: i18n._(msg`Goods name`) }),
    helper.accessor('transactionTime', {
      header: i18n._(msg`Transaction time`),
      enableSorting: true,
      meta: { nowrap: true },
      cell: ({ getValue }) => formatDateTime(getValue()),
    }),
    helper.accessor('transactionType', {
      header: i18n._(msg`Transaction type`),
      meta: { nowrap: true },
      cell: ({ getValue }) => i18n._(TRANSACTION_TYPE_LABELS[getValue()]),
    }),
    helper.accessor('direction', {
      header: i18n._(msg`Income or expense`),
      meta: { nowrap: true },
      cell: ({ getValue }) => (
        <Badge variant="dot" color={getValue() === 'INCOME' ? 'teal' : 'red'} miw="max-content">
          {i18n._(DIRECTION_LABELS[getValue()])}
        </Badge>
      ),
    }),
    helper.accessor('amount', {
      header: i18n._(msg`Amount`),
      enableSorting: true,
      meta: { align: 'end', nowrap: true },
      cell: ({ row }) => <SignedAmount value={signedAmount(row.original)} />,
    }),
  ]);
}

/** The CSV of the funds flow: raw times and signed plain numbers, so a spreadsheet can sum them. */
export function fundsFlowCsvColumns(i18n: I18n): CsvColumn<FundsFlowRecord>[] {
  return [
    { header: i18n._(msg`Serial number`), value: (row) => row.serialNo },
    { header: i18n._(msg`Goods name`), value: (row) => row.goodsName },
    { header: i18n._(msg`Transaction time`), value: (row) => row.transactionTime },
    {
      header: i18n._(msg`Transaction type`),
      value: (row) => i18n._(TRANSACTION_TYPE_LABELS[row.transactionType]),
    },
    {
      header: i18n._(msg`Income or expense`),
      value: (row) => i18n._(DIRECTION_LABELS[row.direction]),
    },
    { header: i18n._(msg`Amount (RMB)`), value: (row) => signedAmount(row) },
  ];
}

/** Funds flow (spec 2.9): the account's income and expenses, with totals for the filter. */
export function FundsFlowPage({ search, onSearchChange }: FundsFlowPageProps) {
  const { t, i18n } = useLingui();
  const table = useTableSearch(search, onSearchChange, FUNDS_SORT_FIELDS);
  const query = useQuery({
    ...getListFundsFlowQueryOptions(fundsFlowParams(search)),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => fundsColumns(i18n), [i18n]);
  const totals = query.data?.totals;
  const filter = fundsFlowFilter(search);

  const exportAll = () =>
    exportCsv({
      filename: `funds-flow_${filter.startDate ?? 'all'}_${filter.endDate ?? 'all'}.csv`,
      columns: fundsFlowCsvColumns(i18n),
      fetchPage: (pageNo, pageSize) => listFundsFlow({ ...filter, pageNo, pageSize }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          <Trans>Funds flow</Trans>
        </Title>
        <ExportCsvButton onExport={exportAll} disabled={!query.data || query.data.total === 0} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" aria-live="polite">
        <StatCard label={t`Income`} testId="total-income">
          {totals ? <SignedAmount value={totals.income} size="xl" /> : <Skeleton height={28} />}
        </StatCard>
        <StatCard label={t`Expense`} testId="total-expense">
          {totals ? <SignedAmount value={-totals.expense} size="xl" /> : <Skeleton height={28} />}
        </StatCard>
        <StatCard label={t`Balance`} testId="total-net">
          {totals ? <SignedAmount value={totals.net} size="xl" /> : <Skeleton height={28} />}
        </StatCard>
      </SimpleGrid>
      <DataTable
        label={t`Funds flow`}
        columns={columns}
        getRowId={(record) => String(record.id)}
        {...rowsFrom(table, query)}
        minWidth={900}
        filters={
          <>
            <DateRangeFilter
              key={`${search.startDate ?? ''}_${search.endDate ?? ''}`}
              label={t`Transaction time`}
              placeholder={t`All dates`}
              value={{ startDate: search.startDate, endDate: search.endDate }}
              onChange={(range) =>
                table.setFilters({ startDate: range.startDate, endDate: range.endDate })
              }
            />
            <TableSelectFilter
              label={t`Transaction type`}
              allLabel={t`All types`}
              width={180}
              options={FUNDS_TRANSACTION_TYPES}
              optionLabel={(type) => i18n._(TRANSACTION_TYPE_LABELS[type])}
              value={search.transactionType}
              onChange={(transactionType) => table.setFilters({ transactionType })}
            />
            <TableSelectFilter
              label={t`Income or expense`}
              allLabel={t`Both`}
              width={150}
              options={FUNDS_DIRECTIONS}
              optionLabel={(direction) => i18n._(DIRECTION_LABELS[direction])}
              value={search.direction}
              onChange={(direction) => table.setFilters({ direction })}
            />
            <TableTextSearch
              label={t`Serial number or goods`}
              placeholder={t`Search`}
              maxLength={listFundsFlowQueryKeywordMax}
              width={200}
              initial={search.keyword}
              onSearch={(keyword) => table.setFilters({ keyword })}
            />
          </>
        }
      />
    </Stack>
  );
}
