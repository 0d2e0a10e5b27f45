/**
 * Public holidays from the maintained `date-holidays` library. Its data for every country is large
 * (about 150 KB gzip), so this module is imported only after the working-hours page has painted.
 */
import Holidays from 'date-holidays';

export interface PublicHoliday {
  /** `YYYY-MM-DD`, local to the country. */
  date: string;
  name: string;
  /** Start and end instants in the country's time zone. */
  start: Date;
  end: Date;
}

const cache = new Map<string, Holidays>();

function calendar(country: string, timeZone: string, language: string): Holidays {
  const key = `${country}|${timeZone}|${language}`;
  let holidays = cache.get(key);
  if (!holidays) {
    holidays = new Holidays(country, {
      types: ['public'],
      languages: [language, 'en'],
      timezone: timeZone,
    });
    cache.set(key, holidays);
  }
  return holidays;
}

/** Public holidays not over at `from` that start within `days` days of it. */
export function upcomingHolidays(
  country: string,
  timeZone: string,
  from: Date,
  days: number,
  language = 'en',
): PublicHoliday[] {
  const holidays = calendar(country, timeZone, language);
  const until = from.getTime() + days * 86_400_000;
  const years = new Set([from.getFullYear(), new Date(until).getFullYear()]);
  const list = [...years].flatMap((year) => holidays.getHolidays(year, language));
  // Not over yet, and starting within the period.
  return list
    .filter((holiday) => holiday.type === 'public')
    .filter((holiday) => holiday.end.getTime() > from.getTime() && holiday.start.getTime() <= until)
    .map((holiday) => ({
      date: holiday.date.slice(0, 10),
      name: holiday.name,
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
  const holidays = calendar(country, timeZone, 'en');
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
