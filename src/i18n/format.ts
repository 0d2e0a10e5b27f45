import { i18n } from '@lingui/core';
import dayjs from 'dayjs';

/** Number, money, percent and date formatting in the active locale (BCP-47 in `i18n.locale`). */

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(i18n.locale, options).format(value);
}

/** An amount in RMB, e.g. ¥1,280.50 / CN¥1,280.50 / 1280,50 CN¥ depending on the locale. */
export function formatMoney(value: number): string {
  return formatNumber(value, { style: 'currency', currency: 'CNY' });
}

/** A ratio (0.0523) as a percentage (5.23%). */
export function formatPercent(ratio: number, fractionDigits = 2): string {
  return formatNumber(ratio, {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

/** A date from the API (`YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`) as a localized date. */
export function formatDate(value: string | Date): string {
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(
    dayjs(value).toDate(),
  );
}

export function formatDateTime(value: string | Date): string {
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    dayjs(value).toDate(),
  );
}
