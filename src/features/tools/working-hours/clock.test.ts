import { describe, expect, it } from 'vitest';
import { isWorkingTime, MARKETS, nextOpening, zonedParts, type Market } from './clock';
import { holidayCheck, upcomingHolidays } from './holidays';

const market = (country: string): Market => MARKETS.find((entry) => entry.country === country)!;

describe('local time', () => {
  it('reads the wall clock of a zone, with daylight saving', () => {
    // 2026-07-01 12:00 UTC is 08:00 in New York (EDT) and 21:00 in Tokyo.
    const instant = new Date(Date.UTC(2026, 6, 1, 12, 0));
    expect(zonedParts(instant, 'America/New_York')).toEqual({
      date: '2026-07-01',
      weekday: 3,
      minutes: 8 * 60,
    });
    expect(zonedParts(instant, 'Asia/Tokyo')).toEqual({
      date: '2026-07-01',
      weekday: 3,
      minutes: 21 * 60,
    });
    // In January New York is UTC-5.
    expect(zonedParts(new Date(Date.UTC(2026, 0, 7, 12, 0)), 'America/New_York').minutes).toBe(
      7 * 60,
    );
  });
});

describe('working time and next opening', () => {
  it('is open on a weekday between 9:00 and 18:00', () => {
    const berlin = market('DE');
    expect(isWorkingTime(berlin, new Date(Date.UTC(2026, 6, 1, 8, 0)))).toBe(true); // 10:00 CEST
    expect(isWorkingTime(berlin, new Date(Date.UTC(2026, 6, 1, 16, 0)))).toBe(false); // 18:00
    expect(isWorkingTime(berlin, new Date(Date.UTC(2026, 6, 4, 10, 0)))).toBe(false); // Saturday
  });
  it('finds the next opening after a weekend', () => {
    // Saturday 2026-07-04 10:00 UTC → Monday 2026-07-06 09:00 Berlin = 07:00 UTC.
    const next = nextOpening(market('DE'), new Date(Date.UTC(2026, 6, 4, 10, 0)));
    expect(next?.toISOString()).toBe('2026-07-06T07:00:00.000Z');
  });
  it('works Sunday to Thursday in Saudi Arabia', () => {
    // Friday 2026-07-03 07:00 UTC = 10:00 Riyadh: closed; next Sunday 09:00 = 06:00 UTC.
    const riyadh = market('SA');
    const friday = new Date(Date.UTC(2026, 6, 3, 7, 0));
    expect(isWorkingTime(riyadh, friday)).toBe(false);
    expect(nextOpening(riyadh, friday)?.toISOString()).toBe('2026-07-05T06:00:00.000Z');
  });
  it('skips public holidays', () => {
    const us = market('US');
    const isHoliday = holidayCheck('US', us.timeZone, [2026]);
    // Friday 3 July 2026 is the observed Independence Day; 14:00 UTC = 10:00 in New York.
    const observed = new Date(Date.UTC(2026, 6, 3, 14, 0));
    expect(isWorkingTime(us, observed)).toBe(true);
    expect(isWorkingTime(us, observed, isHoliday)).toBe(false);
    expect(nextOpening(us, observed, isHoliday)?.toISOString()).toBe('2026-07-06T13:00:00.000Z');
  });
});

describe('public holidays from date-holidays', () => {
  it('knows Independence Day and German Unity Day', () => {
    const us = upcomingHolidays('US', 'America/New_York', new Date(Date.UTC(2026, 5, 20)), 30);
    expect(us.map((holiday) => holiday.date)).toContain('2026-07-04');
    expect(us.find((holiday) => holiday.date === '2026-07-04')?.name).toBe('Independence Day');
    const de = upcomingHolidays('DE', 'Europe/Berlin', new Date(Date.UTC(2026, 9, 1)), 30, 'zh-CN');
    expect(de.find((holiday) => holiday.date === '2026-10-03')?.name).toBe('德国统一日');
  });
  it('leaves out holidays past or beyond the period', () => {
    const list = upcomingHolidays('US', 'America/New_York', new Date(Date.UTC(2026, 6, 10)), 30);
    expect(list.map((holiday) => holiday.date)).not.toContain('2026-07-04');
    expect(list.map((holiday) => holiday.date)).not.toContain('2026-09-07'); // Labor Day, 59 days on
  });
});
