/**
 * The mock backend's clock and its date formats.
 *
 * Every handler and seed reads time through `clock.now()`, never `new Date()`, so tests can pin
 * it (`clock.set('2026-11-20 14:30:00')`) and move it (`clock.advance(31 * MINUTE)`) to cross the
 * 30-minute payment window. `clock.reset()` returns to real time (the default, also in the
 * browser: the demo's pending orders are really pending).
 *
 * Dates on the wire are `YYYY-MM-DD HH:mm:ss` in China time (UTC+8) whatever the host's time
 * zone: use `formatDateTime` / `formatDate` / `parseDateTime`, never `toLocaleString`.
 */

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** China has no daylight saving time: a fixed offset is exact. */
const CHINA_OFFSET = 8 * HOUR;

let offset = 0;
let pinned: number | null = null;

export const clock = {
  /** The current mock time. */
  now(): Date {
    return new Date(this.nowMs());
  },
  nowMs(): number {
    return pinned ?? Date.now() + offset;
  },
  /** Pins the clock to a moment (a Date, epoch ms or `YYYY-MM-DD HH:mm:ss` China time). */
  set(moment: Date | number | string): void {
    pinned = toMs(moment);
  },
  /** Moves the clock forward (pinned or not). */
  advance(ms: number): void {
    if (pinned !== null) pinned += ms;
    else offset += ms;
  },
  /** Back to real time. */
  reset(): void {
    pinned = null;
    offset = 0;
  },
};

function toMs(moment: Date | number | string): number {
  if (typeof moment === 'number') return moment;
  if (typeof moment === 'string') return parseDateTime(moment).getTime();
  return moment.getTime();
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `YYYY-MM-DD HH:mm:ss` in China time. */
export function formatDateTime(moment: Date | number): string {
  const china = new Date(toMs(moment) + CHINA_OFFSET);
  return (
    `${china.getUTCFullYear()}-${pad(china.getUTCMonth() + 1)}-${pad(china.getUTCDate())} ` +
    `${pad(china.getUTCHours())}:${pad(china.getUTCMinutes())}:${pad(china.getUTCSeconds())}`
  );
}

/** `YYYY-MM-DD` in China time. */
export function formatDate(moment: Date | number): string {
  return formatDateTime(moment).slice(0, 10);
}

/**
 * Parses `YYYY-MM-DD HH:mm:ss`, `YYYY-MM-DD HH:mm` or `YYYY-MM-DD` as China time.
 * Answers an Invalid Date for anything else, so callers can validate with `isValidDate`.
 */
export function parseDateTime(text: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!match) return new Date(Number.NaN);
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const date = new Date(utc - CHINA_OFFSET);
  // Reject 2026-02-31 and friends, which Date.UTC would roll over.
  return formatDateTime(date).startsWith(`${y}-${mo}-${d}`) ? date : new Date(Number.NaN);
}

export function isValidDate(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

/** Midnight (China time) of the day containing `moment`. */
export function startOfChinaDay(moment: Date | number): Date {
  return parseDateTime(formatDate(moment));
}
