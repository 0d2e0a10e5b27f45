import { useLingui } from '@lingui/react/macro';
import { LineChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import type { AdStatisticsPoint } from '@/api/gen/model';
import { dateTimeFormat, formatDate, formatNumber } from '@/i18n/format';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import classes from './ad-chart.module.css';

export interface AdStatisticsChartProps {
  series: ReadonlyArray<AdStatisticsPoint> | undefined;
}

function shortDate(date: string): string {
  return dateTimeFormat({ month: 'numeric', day: 'numeric' }).format(dayjs(date).toDate());
}

/**
 * Impressions (left axis), clicks and cost (right axis) per day of the range: impressions are
 * two orders of magnitude above the rest and would flatten them on one axis.
 */
export function AdStatisticsChart({ series }: AdStatisticsChartProps) {
  const { t } = useLingui();
  const data = useMemo(
    () =>
      (series ?? []).map((point) => ({
        day: shortDate(point.date),
        impressions: point.impressions,
        clicks: point.clicks,
        cost: point.cost,
      })),
    [series],
  );
  if (!series)
    return <SkeletonBlock className={classes.figure} radius="var(--mantine-radius-md)" />;

  const first = series[0];
  const last = series[series.length - 1];
  const from = first ? formatDate(first.date) : '';
  const to = last ? formatDate(last.date) : '';
  const caption =
    first && last ? t`Impressions, clicks and cost per day from ${from} to ${to}` : t`No data`;

  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0} className={classes.figure}>
      <Text
        component="figcaption"
        size="sm"
        fw={600}
        mb="sm"
        className={classes.caption}
        title={caption}
        data-testid="chart-caption"
      >
        {caption}
      </Text>
      <LineChart
        h={280}
        data={data}
        dataKey="day"
        withLegend
        textColor="gray.7"
        withRightYAxis
        curveType="monotone"
        withDots={series.length <= 45}
        yAxisLabel={t`Impressions`}
        rightYAxisLabel={t`Clicks / cost (RMB)`}
        valueFormatter={(value) => formatNumber(value)}
        series={[
          { name: 'impressions', label: t`Impressions`, color: 'blue.7' },
          { name: 'clicks', label: t`Clicks`, color: 'teal.8', yAxisId: 'right' },
          { name: 'cost', label: t`Cost`, color: 'orange.8', yAxisId: 'right' },
        ]}
        data-testid="ad-chart"
      />
    </Paper>
  );
}
