/**
 * Public holidays from the maintained `date-holidays` library. Its data for every country is large
 * (about 150 KB gzip), so this module is imported only after the working-hours page has painted.
 */
import Holidays from 'date-holidays';
import { holidayName } from './holiday-names';

export interface PublicHoliday {
  /** `YYYY-MM-DD`, local to the country. */
  date: string;
  name: string;
  /** Start and end instants in the country's time zone. */
  start: Date;
  end: Date;
}

const cache = new Map<string, Holidays>();

/** The library's calendar of a country, in English: the names are translated by holiday-names.ts. */
function calendar(country: string, timeZone: string): Holidays {
  const key = `${country}|${timeZone}`;
  let holidays = cache.get(key);
  if (!holidays) {
    holidays = new Holidays(country, {
      types: ['public'],
      languages: ['en'],
      timezone: timeZone,
    });
    cache.set(key, holidays);
  }
  return holidays;
}

/** Public holidays not over at `from` that start within `days` days of it, named in `locale` (BCP-47). */
export function upcomingHolidays(
  country: string,
  timeZone: string,
  from: Date,
  days: number,
  locale = 'en-US',
): PublicHoliday[] {
  const holidays = calendar(country, timeZone);
  const until = from.getTime() + days * 86_400_000;
  const years = new Set([from.getFullYear(), new Date(until).getFullYear()]);
  const list = [...years].flatMap((year) => holidays.getHolidays(year, 'en'));
  // Not over yet, and starting within the period.
  return list
    .filter((holiday) => holiday.type === 'public')
    .filter((holiday) => holiday.end.getTime() > from.getTime() && holiday.start.getTime() <= until)
    .map((holiday) => ({
      date: holiday.date.slice(0, 10),
      name: holidayName(holiday.name, locale),
      start: holiday.start,
      end: holiday.end,
    }));
}

/** A check for `YYYY-MM-DD` dates being public holidays in a country. */
export function holidayCheck(
  country: string,
  timeZone: string,
  years: number[],
): (date: string) => boolean {
  const holidays = calendar(country, timeZone);
  const dates = new Set(
    years.flatMap((year) =>
      holidays
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    ),
  );
  return (date) => dates.has(date);
}
