import { describe, expect, it } from 'vitest';
import { listAdStatistics, listFundsFlow } from '../../src/api/gen/marketing/marketing';
import { resetMockBackend } from '../node';
import { failure, SILENT, signInAsDemo, speak, useMockServer } from '../test/server';

const round2 = (value: number) => Math.round(value * 100) / 100;

describe('marketing handlers', () => {
  useMockServer();

  it('seeds 100+ funds-flow rows with totals over the whole filter', async () => {
    resetMockBackend('2026-11-20 14:30:00');
    await signInAsDemo();
    const all = await listFundsFlow({ pageSize: 1000 });
    expect(all.total).toBeGreaterThanOrEqual(100);
    const income = round2(
      all.records
        .filter((row) => row.direction === 'INCOME')
        .reduce((sum, row) => sum + row.amount, 0),
    );
    expect(all.totals.income).toBe(income);
    expect(all.totals.net).toBe(round2(all.totals.income - all.totals.expense));
    const page = await listFundsFlow({
      pageSize: 10,
      direction: 'EXPENSE',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
    expect(page.records).toHaveLength(10);
    expect(page.totals.income).toBe(0);
    expect(page.records.every((row) => row.transactionTime.startsWith('2026-10'))).toBe(true);
    const octoberExpense = await listFundsFlow({
      pageSize: 1000,
      direction: 'EXPENSE',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
    expect(page.totals.expense).toBe(
      round2(octoberExpense.records.reduce((sum, row) => sum + row.amount, 0)),
    );
    const byAmount = await listFundsFlow({ sortField: 'amount', sortOrder: 'desc', pageSize: 5 });
    const amounts = byAmount.records.map((row) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    speak('en_US');
    expect(
      (await failure(listFundsFlow({ startDate: '2026-10-31', endDate: '2026-10-01' }, SILENT)))
        .message,
    ).toBe('The end date cannot be before the start date');
  });

  it('seeds 200+ ad-statistics rows; totals and daily series cover the filter', async () => {
    resetMockBackend('2026-11-20 14:30:00');
    await signInAsDemo();
    const everything = await listAdStatistics({
      startDate: '2026-09-01',
      endDate: '2026-11-20',
      pageSize: 1000,
    });
    expect(everything.total).toBeGreaterThanOrEqual(200);
    expect(new Set(everything.records.map((row) => row.platform)).size).toBe(5);
    const month = await listAdStatistics({ pageSize: 20 });
    expect(month.series).toHaveLength(30);
    expect(month.series[0]?.date).toBe('2026-10-22');
    expect(month.series.at(-1)?.date).toBe('2026-11-20');
    const full = await listAdStatistics({ pageSize: 1000 });
    expect(month.totals.impressions).toBe(
      full.records.reduce((sum, row) => sum + row.impressions, 0),
    );
    expect(month.totals.cost).toBe(round2(full.records.reduce((sum, row) => sum + row.cost, 0)));
    expect(month.series.reduce((sum, point) => sum + point.clicks, 0)).toBe(month.totals.clicks);
    const google = await listAdStatistics({ platform: 'GOOGLE', pageSize: 1000 });
    expect(google.records.every((row) => row.platform === 'GOOGLE')).toBe(true);
    const row = google.records[0];
    expect(row?.clickRate).toBeCloseTo((row?.clicks ?? 0) / (row?.impressions ?? 1), 3);
    const future = await listAdStatistics({ startDate: '2027-01-01', endDate: '2027-01-03' });
    expect(future.series.map((point) => point.impressions)).toEqual([0, 0, 0]);
    speak('pt_PT');
    expect(
      (await failure(listAdStatistics({ startDate: '2025-01-01', endDate: '2026-11-20' }, SILENT)))
        .message,
    ).toBe('O intervalo de datas não pode exceder 366 dias');
  });
});
