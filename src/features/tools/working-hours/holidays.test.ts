import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { SIMPLIFIED, TRADITIONAL } from '@/test/language-checks';
import { MARKETS } from './clock';
import { hasHolidayName, holidayName } from './holiday-names';
import { upcomingHolidays } from './holidays';

const names = (list: { name: string }[]) => list.map((holiday) => holiday.name);

describe('holiday names in the page language (issue 26)', () => {
  it('names the holidays of December in Simplified Chinese, not 聖誕節 or English', () => {
    const from = new Date('2026-11-20T12:00:00Z');
    const us = names(upcomingHolidays('US', 'America/New_York', from, 40, 'zh-CN'));
    expect(us).toContain('感恩节');
    expect(us).toContain('圣诞节');
    expect(us.join()).not.toMatch(/[A-Za-z]|聖/);
    const hk = names(upcomingHolidays('GB', 'Europe/London', from, 40, 'zh-HK'));
    expect(hk).toEqual(expect.arrayContaining(['聖誕節', '節禮日']));
  });

  it('names Spanish and Portuguese holidays in English on an English page', () => {
    const es = names(
      upcomingHolidays('ES', 'Europe/Madrid', new Date('2026-10-01T12:00:00Z'), 20, 'en-US'),
    );
    expect(es).toContain('National Day of Spain');
    const pt = names(
      upcomingHolidays('PT', 'Europe/Lisbon', new Date('2026-11-25T12:00:00Z'), 10, 'en-US'),
    );
    expect(pt).toContain('Restoration of Independence Day');
    expect([...es, ...pt].join()).not.toMatch(/Fiesta|Restauração/);
  });

  it('names substitute days in each language', () => {
    expect(holidayName('Christmas Day (substitute day)', 'zh-CN')).toBe('圣诞节（补假）');
    expect(holidayName('Christmas Day (substitute day)', 'pt-PT')).toBe(
      'Natal (dia de compensação)',
    );
  });

  it("has a name for every public holiday of the tool's markets, written as each language writes", () => {
    const missing = new Set<string>();
    for (const market of MARKETS) {
      const calendar = new Holidays(market.country, { types: ['public'], languages: ['en'] });
      for (const year of [2026, 2027, 2028]) {
        for (const holiday of calendar.getHolidays(year, 'en')) {
          if (holiday.type !== 'public') continue;
          if (!hasHolidayName(holiday.name)) missing.add(`${market.country}: ${holiday.name}`);
          const hans = holidayName(holiday.name, 'zh-CN');
          const hant = holidayName(holiday.name, 'zh-HK');
          expect(
            [...hans].filter((char) => TRADITIONAL.includes(char)),
            hans,
          ).toEqual([]);
          expect(
            [...hant].filter((char) => SIMPLIFIED.includes(char)),
            hant,
          ).toEqual([]);
          expect(holidayName(holiday.name, 'en-US')).not.toMatch(
            /Fiesta|Día |Implantação|Restauração/,
          );
        }
      }
    }
    expect([...missing]).toEqual([]);
  });
});
