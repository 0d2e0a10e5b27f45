/**
 * marketing (additions): funds flow with totals over the filter, ad statistics with totals and a
 * daily series over the filter. Both computed from the rows on every call.
 */
import type {
  AdPlatform,
  AdStatisticsPoint,
  FundsTransactionType,
  ListAdStatistics200,
  ListFundsFlow200,
} from '../../src/api/gen/model';
import { clock, DAY, formatDate, isValidDate, parseDateTime } from '../lib/clock';
import { check, checkMaxLength, op, page, requireUser, sortRows, type Ctx } from '../lib/http';
import { LABEL } from '../lib/labels';
import { l10n, pick } from '../lib/l10n';
import { fieldLabel, invalidMessage } from '../lib/messages';
import { round2 } from '../lib/random';
import { adStatistics, fundsFlow } from '../db/marketing';
import { onUserDeleted } from '../db/users';

onUserDeleted((userId) => {
  fundsFlow.removeWhere((row) => row.userId === userId);
  adStatistics.removeWhere((row) => row.userId === userId);
});

const MARKETING_MSG = {
  endBeforeStart: l10n(
    '结束日期不能早于开始日期',
    '結束日期不能早於開始日期',
    'The end date cannot be before the start date',
    'A data de fim não pode ser anterior à data de início',
  ),
  rangeTooLong: l10n(
    '查询时间范围不能超过 366 天',
    '查詢時間範圍不能超過 366 天',
    'The date range cannot be longer than 366 days',
    'O intervalo de datas não pode exceder 366 dias',
  ),
};

const TRANSACTION_TYPES: FundsTransactionType[] = [
  'RECHARGE',
  'PAYMENT',
  'REFUND',
  'WITHDRAWAL',
  'SERVICE_FEE',
  'AD_SPEND',
];
const PLATFORMS: AdPlatform[] = ['GOOGLE', 'META', 'TIKTOK', 'AMAZON', 'MICROSOFT'];

/** A `YYYY-MM-DD` field, or undefined when absent; fails when malformed. */
function dateField(ctx: Ctx, name: 'startDate' | 'endDate'): string | undefined {
  const value = ctx.str(name);
  if (!value) return undefined;
  const label = name === 'startDate' ? LABEL.startDate : LABEL.endDate;
  check(
    /^\d{4}-\d{2}-\d{2}$/.test(value) && isValidDate(parseDateTime(value)),
    invalidMessage(label),
    400,
  );
  return value;
}

function enumField<T extends string>(ctx: Ctx, name: string, values: readonly T[]): T | undefined {
  const value = ctx.str(name);
  if (!value) return undefined;
  const known = values.find((item) => item === value);
  check(known, invalidMessage(fieldLabel(name)), 400);
  return known;
}

const ratio = (part: number, whole: number, digits = 4) =>
  whole > 0 ? Math.round((part / whole) * 10 ** digits) / 10 ** digits : 0;

export const handlers = [
  op<ListFundsFlow200>('get', '/capitalFlow/list', (ctx) => {
    const user = requireUser(ctx);
    const start = dateField(ctx, 'startDate');
    const end = dateField(ctx, 'endDate');
    if (start && end) check(end >= start, MARKETING_MSG.endBeforeStart, 400);
    const type = enumField(ctx, 'transactionType', TRANSACTION_TYPES);
    const direction = enumField(ctx, 'direction', ['INCOME', 'EXPENSE'] as const);
    const keyword = (ctx.str('keyword') ?? '').trim().toLowerCase();
    checkMaxLength(keyword, 50, fieldLabel('keyword'));
    const rows = fundsFlow.filter((row) => {
      const day = row.transactionTime.slice(0, 10);
      return (
        row.userId === user.id &&
        (!start || day >= start) &&
        (!end || day <= end) &&
        (!type || row.transactionType === type) &&
        (!direction || row.direction === direction) &&
        (!keyword ||
          row.serialNo.toLowerCase().includes(keyword) ||
          pick(row.goodsName, ctx.lang).toLowerCase().includes(keyword))
      );
    });
    const income = round2(
      rows.filter((row) => row.direction === 'INCOME').reduce((sum, row) => sum + row.amount, 0),
    );
    const expense = round2(
      rows.filter((row) => row.direction === 'EXPENSE').reduce((sum, row) => sum + row.amount, 0),
    );
    const sorted = sortRows(
      rows,
      ctx,
      { transactionTime: (row) => row.transactionTime, amount: (row) => row.amount },
      'transactionTime',
    );
    return {
      ...page(
        sorted.map((row) => ({
          id: row.id,
          serialNo: row.serialNo,
          goodsName: pick(row.goodsName, ctx.lang),
          transactionTime: row.transactionTime,
          transactionType: row.transactionType,
          direction: row.direction,
          amount: row.amount,
        })),
        ctx,
      ),
      totals: { income, expense, net: round2(income - expense) },
    };
  }),

  op<ListAdStatistics200>('get', '/adStatistics/list', (ctx) => {
    const user = requireUser(ctx);
    const end = dateField(ctx, 'endDate') ?? formatDate(clock.nowMs());
    const start =
      dateField(ctx, 'startDate') ?? formatDate(parseDateTime(end).getTime() - 29 * DAY);
    check(end >= start, MARKETING_MSG.endBeforeStart, 400);
    const days =
      Math.round((parseDateTime(end).getTime() - parseDateTime(start).getTime()) / DAY) + 1;
    check(days <= 366, MARKETING_MSG.rangeTooLong, 400);
    const platform = enumField(ctx, 'platform', PLATFORMS);
    const productId = (ctx.str('productId') ?? '').trim();
    checkMaxLength(productId, 50, fieldLabel('productId'));
    const rows = adStatistics
      .filter(
        (row) =>
          row.userId === user.id &&
          row.date >= start &&
          row.date <= end &&
          (!platform || row.platform === platform) &&
          (!productId || row.productId === productId),
      )
      .map((row) => ({
        id: row.id,
        date: row.date,
        platform: row.platform,
        productId: row.productId,
        subId: row.subId,
        impressions: row.impressions,
        clicks: row.clicks,
        clickRate: ratio(row.clicks, row.impressions),
        cpc: round2(row.clicks > 0 ? row.cost / row.clicks : 0),
        conversions: row.conversions,
        conversionValue: row.conversionValue,
        conversionRate: ratio(row.conversions, row.clicks),
        cost: row.cost,
      }));
    const byDay = new Map<string, AdStatisticsPoint>();
    for (let index = 0; index < days; index += 1) {
      const date = formatDate(parseDateTime(start).getTime() + index * DAY);
      byDay.set(date, { date, impressions: 0, clicks: 0, conversions: 0, cost: 0 });
    }
    for (const row of rows) {
      const point = byDay.get(row.date);
      if (!point) continue;
      point.impressions += row.impressions;
      point.clicks += row.clicks;
      point.conversions += row.conversions;
      point.cost = round2(point.cost + row.cost);
    }
    const totals = {
      impressions: rows.reduce((sum, row) => sum + row.impressions, 0),
      clicks: rows.reduce((sum, row) => sum + row.clicks, 0),
      conversions: rows.reduce((sum, row) => sum + row.conversions, 0),
      conversionValue: round2(rows.reduce((sum, row) => sum + row.conversionValue, 0)),
      cost: round2(rows.reduce((sum, row) => sum + row.cost, 0)),
    };
    const sorted = sortRows(
      rows,
      ctx,
      {
        date: (row) => `${row.date}|${row.platform}|${row.productId}`,
        impressions: (row) => row.impressions,
        clicks: (row) => row.clicks,
        clickRate: (row) => row.clickRate,
        cpc: (row) => row.cpc,
        conversions: (row) => row.conversions,
        conversionValue: (row) => row.conversionValue,
        conversionRate: (row) => row.conversionRate,
        cost: (row) => row.cost,
      },
      'date',
    );
    return { ...page(sorted, ctx), totals, series: [...byDay.values()] };
  }),
];
