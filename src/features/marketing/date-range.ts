/** Ad statistics may span at most 366 days (api-spec). */
export const MAX_AD_RANGE_DAYS = 366;

/** The width of the date-range filter, and of its placeholder while its code loads. */
export const DATE_RANGE_FILTER_WIDTH = 260;

export interface DateRange {
  startDate?: string;
  endDate?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days from start to end (`YYYY-MM-DD`), both included. Date-only ISO text parses as UTC
 * midnight, so no daylight-saving shift skews the count. Plain `Date` keeps dayjs out of the
 * route's search params, which load before the first screen.
 */
export function rangeDays(startDate: string, endDate: string): number {
  return Math.round((Date.parse(endDate) - Date.parse(startDate)) / DAY_MS) + 1;
}

/**
 * The range to send: a hand-edited link with the end before the start, or longer than `maxDays`,
 * would only make the API fail, so such a range is dropped (the screen's default applies).
 */
export function validRange({ startDate, endDate }: DateRange, maxDays?: number): DateRange {
  if (startDate && endDate) {
    const days = rangeDays(startDate, endDate);
    if (days < 1 || (maxDays !== undefined && days > maxDays)) return {};
  }
  return { startDate, endDate };
}
