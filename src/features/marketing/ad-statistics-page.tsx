import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { getListAdStatisticsQueryOptions, listAdStatistics } from '@/api/gen/marketing/marketing';
import type { AdStatisticsRecord, AdStatisticsTotals } from '@/api/gen/model';
import { listAdStatisticsQueryProductIdMax } from '@/api/zod/marketing/marketing.zod';
import {
  createDataTableColumnHelper,
  DataTable,
  downloadCsv,
  ExportCsvButton,
  fetchAllPages,
  rowsFrom,
  TableSelectFilter,
  TableTextSearch,
  toCsv,
  useTableSearch,
  type CsvColumn,
} from '@/components/data-table';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { formatDate, formatMoney, formatNumber, formatPercent } from '@/i18n/format';
import {
  AD_SORT_FIELDS,
  adStatisticsFilter,
  adStatisticsParams,
  type AdStatisticsSearch,
} from './ad-statistics-search';
import { withRates, type AdTotalsWithRates } from './ad-totals';
import { MAX_AD_RANGE_DAYS } from './date-range';
import chartClasses from './ad-chart.module.css';
import { DateRangeFilter } from './lazy-date-range-filter';
import { AD_PLATFORM_LABELS, AD_PLATFORMS } from './labels';

// The chart library (recharts) is the largest part of the page: it loads after the page paints,
// side by side with the figures it draws.
const AdStatisticsChart = lazy(() =>
  import('./ad-statistics-chart').then((module) => ({ default: module.AdStatisticsChart })),
);

export interface AdStatisticsPageProps {
  search: AdStatisticsSearch;
  onSearchChange: (next: AdStatisticsSearch) => void;
}

const helper = createDataTableColumnHelper<AdStatisticsRecord>();

function adColumns(i18n: I18n, totals: AdTotalsWithRates | undefined) {
  const sum = (render: (totals: AdTotalsWithRates) => string) => () =>
    totals ? render(totals) : '';
  const numeric = { align: 'end', nowrap: true } as const;
  return helper.columns([
    helper.accessor('date', {
      header: i18n._(msg`Time`),
      enableSorting: true,
      meta: { nowrap: true },
      cell: ({ getValue }) => formatDate(getValue()),
      footer: () => i18n._(msg`Total`),
    }),
    helper.accessor('platform', {
      header: i18n._(msg`Platform`),
      meta: { nowrap: true },
      cell: ({ getValue }) => i18n._(AD_PLATFORM_LABELS[getValue()]),
    }),
    helper.accessor('productId', { header: i18n._(msg`Product ID`), meta: { nowrap: true } }),
    helper.accessor('subId', {
      header: i18n._(msg`Sub-ID`),
      meta: { nowrap: true },
      cell: ({ getValue }) => getValue() ?? '—',
    }),
    helper.accessor('impressions', {
      header: i18n._(msg`Impressions`),
      enableSorting: true,
      meta: numeric,
      cell: ({ getValue }) => formatNumber(getValue()),
      footer: sum((total) => formatNumber(total.impressions)),
    }),
    helper.accessor('clicks', {
      header: i18n._(msg`Clicks`),
      enableSorting: true,
      meta: numeric,
      cell: ({ getValue }) => formatNumber(getValue()),
      footer: sum((total) => formatNumber(total.clicks)),
    }),
    helper.accessor('clickRate', {
      header: i18n._(msg`Click rate`),
      enableSorting: true,
      meta: numeric,
      cell: ({ getValue }) => formatPercent(getValue()),
      footer: sum((total) => formatPercent(total.clickRate)),
    }),
    helper.accessor('cpc', {
      header: i18n._(msg`CPC`),
      enableSorting: true,
      meta: numeric,
      cell: ({ getValue }) => formatMoney(getValue()),
      footer: sum((total) => formatMoney(total.cpc)),
    }),
    helper.accessor('conversions', {
      header: i18n._(msg`Conversions`),
      enableSorting: true,
      meta: numeric,
      cell: ({ getValue }) => formatNumber(getValue()),
      footer: sum((total) => formatNumber(total.conversions)),
    }),
    helper.accessor('conversionValue', {
      header: i18n._(msg`Conversion value`),
      enableSorting: true,
      meta: numeric,
      cell: ({ getValue }) => formatMoney(getValue()),
      footer: sum((total) => formatMoney(total.conversionValue)),
    }),
    helper.accessor('conversionRate', {
      header: i18n._(msg`Conversion rate`),
      enableSorting: true,
      meta: numeric,
      cell: ({ getValue }) => formatPercent(getValue()),
      footer: sum((total) => formatPercent(total.conversionRate)),
    }),
    helper.accessor('cost', {
      header: i18n._(msg`Cost`),
      enableSorting: true,
      meta: numeric,
      cell: ({ getValue }) => formatMoney(getValue()),
      footer: sum((total) => formatMoney(total.cost)),
    }),
  ]);
}

/** One CSV line: a day's record, or the totals line at the end. */
interface AdCsvRow {
  date: string;
  platform: string;
  productId: string;
  subId: string;
  impressions: number;
  clicks: number;
  clickRate: number;
  cpc: number;
  conversions: number;
  conversionValue: number;
  conversionRate: number;
  cost: number;
}

export function adStatisticsCsvColumns(i18n: I18n): CsvColumn<AdCsvRow>[] {
  return [
    { header: i18n._(msg`Time`), value: (row) => row.date },
    { header: i18n._(msg`Platform`), value: (row) => row.platform },
    { header: i18n._(msg`Product ID`), value: (row) => row.productId },
    { header: i18n._(msg`Sub-ID`), value: (row) => row.subId },
    { header: i18n._(msg`Impressions`), value: (row) => row.impressions },
    { header: i18n._(msg`Clicks`), value: (row) => row.clicks },
    { header: i18n._(msg`Click rate`), value: (row) => round(row.clickRate, 6) },
    { header: i18n._(msg`CPC (RMB)`), value: (row) => round(row.cpc, 2) },
    { header: i18n._(msg`Conversions`), value: (row) => row.conversions },
    { header: i18n._(msg`Conversion value (RMB)`), value: (row) => row.conversionValue },
    { header: i18n._(msg`Conversion rate`), value: (row) => round(row.conversionRate, 6) },
    { header: i18n._(msg`Cost (RMB)`), value: (row) => row.cost },
  ];
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Ad statistics (spec 2.9, 3): the delivery table with a totals row, the daily chart, CSV export. */
export function AdStatisticsPage({ search, onSearchChange }: AdStatisticsPageProps) {
  const { t, i18n } = useLingui();
  const table = useTableSearch(search, onSearchChange, AD_SORT_FIELDS);
  const query = useQuery({
    ...getListAdStatisticsQueryOptions(adStatisticsParams(search)),
    placeholderData: keepPreviousData,
  });
  const rawTotals: AdStatisticsTotals | undefined = query.data?.totals;
  const totals = useMemo(() => (rawTotals ? withRates(rawTotals) : undefined), [rawTotals]);
  const columns = useMemo(() => adColumns(i18n, totals), [i18n, totals]);
  const filter = adStatisticsFilter(search);
  const series = query.data?.series;
  // The API defaults to the 30 days ending today; its series shows which days those are.
  const shownRange = {
    startDate: filter.startDate ?? series?.[0]?.date,
    endDate: filter.endDate ?? series?.[series.length - 1]?.date,
  };

  const exportAll = async () => {
    let sums: AdStatisticsTotals | undefined;
    const records = await fetchAllPages(async (pageNo, pageSize) => {
      const page = await listAdStatistics({ ...filter, pageNo, pageSize });
      sums = page.totals;
      return page;
    });
    const rows: AdCsvRow[] = records.map((record) => ({
      ...record,
      platform: i18n._(AD_PLATFORM_LABELS[record.platform]),
      subId: record.subId ?? '',
    }));
    if (sums)
      rows.push({ ...withRates(sums), date: t`Total`, platform: '', productId: '', subId: '' });
    const range = `${shownRange.startDate ?? ''}_${shownRange.endDate ?? ''}`;
    downloadCsv(`ad-statistics_${range}.csv`, await toCsv(rows, adStatisticsCsvColumns(i18n)));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          <Trans>Ad statistics</Trans>
        </Title>
        <ExportCsvButton onExport={exportAll} disabled={!query.data || query.data.total === 0} />
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DateRangeFilter
          key={`${shownRange.startDate ?? ''}_${shownRange.endDate ?? ''}`}
          label={t`Time`}
          placeholder={t`Last 30 days`}
          value={shownRange}
          maxDays={MAX_AD_RANGE_DAYS}
          clearable={Boolean(filter.startDate)}
          onChange={(range) =>
            table.setFilters({ startDate: range.startDate, endDate: range.endDate })
          }
        />
        <TableSelectFilter
          label={t`Platform`}
          allLabel={t`All platforms`}
          width={220}
          options={AD_PLATFORMS}
          optionLabel={(platform) => i18n._(AD_PLATFORM_LABELS[platform])}
          value={search.platform}
          onChange={(platform) => table.setFilters({ platform })}
        />
        <TableTextSearch
          label={t`Product ID`}
          placeholder={t`Exact product ID`}
          maxLength={listAdStatisticsQueryProductIdMax}
          width={200}
          initial={search.productId}
          onSearch={(productId) => table.setFilters({ productId })}
        />
      </Group>
      <Suspense
        fallback={
          <SkeletonBlock className={chartClasses.figure} radius="var(--mantine-radius-md)" />
        }
      >
        <AdStatisticsChart series={series} />
      </Suspense>
      <DataTable
        label={t`Ad statistics`}
        columns={columns}
        getRowId={(record) => String(record.id)}
        {...rowsFrom(table, query)}
        withFooter
        minWidth={1200}
      />
      <Text size="xs" c="gray.7">
        <Trans>
          Rates in the total row come from the totals: click rate = clicks ÷ impressions, CPC = cost
          ÷ clicks, conversion rate = conversions ÷ clicks.
        </Trans>
      </Text>
    </Stack>
  );
}
