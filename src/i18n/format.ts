import { i18n } from '@lingui/core';

/** Number, money, percent and date formatting in the active locale (BCP-47 in `i18n.locale`). */

/**
 * One formatter per kind, locale and options: making an Intl formatter costs far more than using
 * one (a list of prices or dates made hundreds of them on its first render).
 */
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat;
const formatters = new Map<string, Formatter>();

function cachedFormatter<T extends Formatter>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(
  options: Intl.NumberFormatOptions = {},
  locale: string = i18n.locale,
): Intl.NumberFormat {
  return cachedFormatter(
    `number ${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

export function dateTimeFormat(
  options: Intl.DateTimeFormatOptions,
  locale: string = i18n.locale,
): Intl.DateTimeFormat {
  return cachedFormatter(
    `date ${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(options).format(value);
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

const API_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A time of the API (`YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`, local time) as a `Date`, without a
 * date library: formatting is on most pages' first screen.
 */
export function parseApiTime(value: string | Date): Date {
  if (value instanceof Date) return value;
  const parts = API_TIME.exec(value.trim());
  if (!parts) return new Date(value);
  const [year, month, day, hours = 0, minutes = 0, seconds = 0] = parts
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1, hours, minutes, seconds);
}

/** A date from the API (`YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`) as a localized date. */
export function formatDate(value: string | Date): string {
  return dateTimeFormat({ dateStyle: 'medium' }).format(parseApiTime(value));
}

export function formatDateTime(value: string | Date): string {
  return dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(parseApiTime(value));
}

/**
 * Items joined as the locale joins a list: "United States, Japan and Germany", "美国、日本和德国",
 * "Estados Unidos, Japão e Alemanha". `unit` joins without "and" ("美国、日本、德国", "A, B, C").
 */
export function formatList(
  items: readonly string[],
  type: 'conjunction' | 'unit' = 'conjunction',
  locale: string = i18n.locale,
): string {
  const formatter = cachedFormatter(
    `list ${locale} ${type}`,
    () => new Intl.ListFormat(locale, { type, style: type === 'unit' ? 'narrow' : 'long' }),
  );
  return formatter.format(items);
}

/** Chinese writes full-width punctuation with no space after it; the other locales ". " and ": ". */
function isCjk(locale: string): boolean {
  return /^(zh|ja)\b/i.test(locale);
}

/** A label and its value: "Review time: About 5 working days" / "审核时间：约 5 个工作日". */
export function formatLabelled(label: string, value: string, locale: string = i18n.locale): string {
  return isCjk(locale) ? `${label}：${value}` : `${label}: ${value}`;
}

/** What goes between two sentences: a space, or nothing after a Chinese full stop. */
export function sentenceGap(locale: string = i18n.locale): string {
  return isCjk(locale) ? '' : ' ';
}

/**
 * Sentences written one after another, each ended by the locale's full stop when it has no
 * closing punctuation of its own: "Wrong check digit. Likely carrier: UPS" /
 * "校验位错误。可能的承运商：UPS。".
 */
export function formatSentences(
  sentences: readonly (string | null | undefined | false)[],
  locale: string = i18n.locale,
): string {
  const cjk = isCjk(locale);
  return sentences
    .map((sentence) => (sentence || '').trim())
    .filter(Boolean)
    .map((sentence) =>
      /[.!?。！？]$/.test(sentence) ? sentence : `${sentence}${cjk ? '。' : '.'}`,
    )
    .join(sentenceGap(locale));
}
