/**
 * Local time, working time and the next opening in a seller's markets. Pure: the time zone
 * arithmetic is the browser's Intl (IANA zones), the holidays come in as a predicate.
 */

import { dateTimeFormat } from '@/i18n/format';

export interface Market {
  /** ISO 3166-1 alpha-2 code, also the holiday library's country. */
  country: string;
  /** A representative IANA time zone (the business capital). */
  timeZone: string;
  /** Working days, 0 = Sunday. */
  workDays: number[];
  /** Opening and closing, minutes after local midnight. */
  opensAt: number;
  closesAt: number;
}

const MON_FRI = [1, 2, 3, 4, 5];
const SUN_THU = [0, 1, 2, 3, 4];
const NINE = 9 * 60;
const SIX_PM = 18 * 60;

/** The markets a cross-border seller most often sells in, with ordinary office hours. */
export const MARKETS: Market[] = [
  {
    country: 'US',
    timeZone: 'America/New_York',
    workDays: MON_FRI,
    opensAt: NINE,
    closesAt: SIX_PM,
  },
  {
    country: 'CA',
    timeZone: 'America/Toronto',
    workDays: MON_FRI,
    opensAt: NINE,
    closesAt: SIX_PM,
  },
  {
    country: 'MX',
    timeZone: 'America/Mexico_City',
    workDays: MON_FRI,
    opensAt: NINE,
    closesAt: SIX_PM,
  },
  {
    country: 'BR',
    timeZone: 'America/Sao_Paulo',
    workDays: MON_FRI,
    opensAt: NINE,
    closesAt: SIX_PM,
  },
  { country: 'GB', timeZone: 'Europe/London', workDays: MON_FRI, opensAt: NINE, closesAt: SIX_PM },
  { country: 'DE', timeZone: 'Europe/Berlin', workDays: MON_FRI, opensAt: NINE, closesAt: SIX_PM },
  { country: 'FR', timeZone: 'Europe/Paris', workDays: MON_FRI, opensAt: NINE, closesAt: SIX_PM },
  { country: 'ES', timeZone: 'Europe/Madrid', workDays: MON_FRI, opensAt: NINE, closesAt: SIX_PM },
  { country: 'IT', timeZone: 'Europe/Rome', workDays: MON_FRI, opensAt: NINE, closesAt: SIX_PM },
  { country: 'PT', timeZone: 'Europe/Lisbon', workDays: MON_FRI, opensAt: NINE, closesAt: SIX_PM },
  { country: 'AE', timeZone: 'Asia/Dubai', workDays: MON_FRI, opensAt: NINE, closesAt: SIX_PM },
  { country: 'SA', timeZone: 'Asia/Riyadh', workDays: SUN_THU, opensAt: NINE, closesAt: SIX_PM },
  { country: 'JP', timeZone: 'Asia/Tokyo', workDays: MON_FRI, opensAt: NINE, closesAt: SIX_PM },
  { country: 'SG', timeZone: 'Asia/Singapore', workDays: MON_FRI, opensAt: NINE, closesAt: SIX_PM },
  {
    country: 'AU',
    timeZone: 'Australia/Sydney',
    workDays: MON_FRI,
    opensAt: NINE,
    closesAt: SIX_PM,
  },
  { country: 'CN', timeZone: 'Asia/Shanghai', workDays: MON_FRI, opensAt: NINE, closesAt: SIX_PM },
];

export interface ZonedParts {
  /** `YYYY-MM-DD` in the zone. */
  date: string;
  /** 0 = Sunday. */
  weekday: number;
  /** Minutes after local midnight. */
  minutes: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Parts in a fixed English form to read numbers from (the app's one formatter cache). */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat(
    {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    },
    'en-US',
  );
}

/** The wall-clock date, weekday and minutes of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(parts.weekday!),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Whether a date (`YYYY-MM-DD` in the market's zone) is a public holiday there. */
export type HolidayCheck = (date: string) => boolean;

const noHolidays: HolidayCheck = () => false;

/** Working time: a working day, not a holiday, between opening and closing. */
export function isWorkingTime(
  market: Market,
  instant: Date,
  isHoliday: HolidayCheck = noHolidays,
): boolean {
  const local = zonedParts(instant, market.timeZone);
  return (
    market.workDays.includes(local.weekday) &&
    !isHoliday(local.date) &&
    local.minutes >= market.opensAt &&
    local.minutes < market.closesAt
  );
}

const QUARTER_HOUR = 15 * 60_000;

/**
 * The next instant working time starts, after `instant` (or `instant` itself when open), within
 * three weeks. Every zone's offset is a multiple of 15 minutes, so stepping by quarter hours of UTC
 * meets every local opening time exactly.
 */
export function nextOpening(
  market: Market,
  instant: Date,
  isHoliday: HolidayCheck = noHolidays,
): Date | null {
  if (isWorkingTime(market, instant, isHoliday)) return instant;
  let time = Math.ceil(instant.getTime() / QUARTER_HOUR) * QUARTER_HOUR;
  const end = instant.getTime() + 21 * 24 * 3_600_000;
  for (; time <= end; time += QUARTER_HOUR) {
    const candidate = new Date(time);
    if (isWorkingTime(market, candidate, isHoliday)) return candidate;
  }
  return null;
}
