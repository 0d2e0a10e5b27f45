import { i18n } from '@lingui/core';

/**
 * Formatting for the home page with Intl alone: src/i18n/format.ts parses with dayjs, which the
 * first screen does without (spec section 9 budget). Same output as formatDate / formatMoney.
 */

/** The calendar date of an API time (`YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`), in the locale. */
export function formatDay(value: string): string {
  const [year = 1970, month = 1, day = 1] = value.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** An amount in RMB in the locale (¥1,280.50 / CN¥1,280.50 / 1280,50 CN¥). */
export function formatYuan(value: number): string {
  return new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: 'CNY' }).format(value);
}
