import dayjs from 'dayjs';

/** Ad statistics may span at most 366 days (api-spec). */
export const MAX_AD_RANGE_DAYS = 366;

export interface DateRange {
  startDate?: string;
  endDate?: string;
}

/** Days from start to end, both included. */
export function rangeDays(startDate: string, endDate: string): number {
  return dayjs(endDate).diff(dayjs(startDate), 'day') + 1;
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
