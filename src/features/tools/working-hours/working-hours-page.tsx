import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { ToolPage } from '../tool-page';
import classes from '../tools.module.css';
import { isWorkingTime, MARKETS, nextOpening, zonedParts, type Market } from './clock';
import type { holidayCheck, PublicHoliday, upcomingHolidays } from './holidays';
import { dateTimeFormat } from '@/i18n/format';
import { useHydrated } from '@/lib/use-hydrated';

interface HolidaysModule {
  upcomingHolidays: typeof upcomingHolidays;
  holidayCheck: typeof holidayCheck;
}

const HOLIDAY_DAYS = 30;

/** The current time, again every 30 seconds. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The holiday library, imported after the first paint (its data is about 150 KB gzip). */
function useHolidaysModule() {
  const [module, setModule] = useState<HolidaysModule | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('./holidays').then(
      (loaded) => live && setModule(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return { module, failed };
}

function MarketCard({
  market,
  now,
  holidays,
  isHoliday,
  failed,
}: {
  market: Market;
  now: Date;
  holidays: PublicHoliday[] | null;
  isHoliday: ((date: string) => boolean) | undefined;
  failed: boolean;
}) {
  const { t, i18n } = useLingui();
  const regionNames = useMemo(
    () => new Intl.DisplayNames([i18n.locale], { type: 'region' }),
    [i18n.locale],
  );
  const country = regionNames.of(market.country) ?? market.country;
  const localTime = dateTimeFormat({
    timeZone: market.timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(now);
  const zoneName =
    dateTimeFormat({ timeZone: market.timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value ?? market.timeZone;
  const open = isWorkingTime(market, now, isHoliday);
  const next = open ? null : nextOpening(market, now, isHoliday);
  const today = zonedParts(now, market.timeZone).date;
  const holidayToday = isHoliday?.(today) ?? false;
  const dayFormat = dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' });
  const nextFormat = dateTimeFormat({
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const nextText = next ? nextFormat.format(next) : '';
  const hours = `${String(market.opensAt / 60).padStart(2, '0')}:00–${String(market.closesAt / 60).padStart(2, '0')}:00`;
  const headingId = `market-${market.country}`;
  return (
    <li className={classes.panel} data-testid={`market-${market.country}`}>
      <h2 id={headingId} className={classes.panelTitle}>
        {country}
      </h2>
      <span className={classes.clock}>{localTime}</span>
      <span className={classes.note}>{zoneName}</span>
      <span className={open ? classes.open : classes.closed}>
        {open
          ? t`Working time now`
          : holidayToday
            ? t`Closed: public holiday`
            : t`Outside working time`}
      </span>
      <span className={classes.note}>
        {t`Office hours ${hours} local time`}
        {next && (
          <>
            <br />
            {t`Opens next: ${nextText} (your time)`}
          </>
        )}
      </span>
      <h3 className={classes.note}>{t`Public holidays in the next 30 days`}</h3>
      {failed ? (
        <p
          className={classes.note}
        >{t`Content failed to load, please refresh and try again later`}</p>
      ) : holidays === null ? (
        <div data-testid="holidays-loading">
          <SkeletonBlock height={22} />
        </div>
      ) : holidays.length === 0 ? (
        <p className={classes.note}>{t`None`}</p>
      ) : (
        <ul className={classes.holidayList}>
          {holidays.map((holiday) => (
            <li key={`${holiday.date}-${holiday.name}`}>
              {dayFormat.format(new Date(`${holiday.date}T00:00:00Z`))} · {holiday.name}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Working hours by country (`/{lang}/tools/working-hours`). */
export function WorkingHoursPage() {
  const { t, i18n } = useLingui();
  const now = useNow();
  // Every card is the time now, in the visitor's language data: a prerendered page (drawn on a
  // server, at another time) shows them once hydrated, their places held until then.
  const hydrated = useHydrated();
  const { module, failed } = useHolidaysModule();
  const locale = i18n.locale;
  const year = now.getFullYear();
  const perMarket = useMemo(() => {
    if (!module) return null;
    return MARKETS.map((market) => ({
      holidays: module.upcomingHolidays(market.country, market.timeZone, now, HOLIDAY_DAYS, locale),
      isHoliday: module.holidayCheck(market.country, market.timeZone, [year, year + 1]),
    }));
  }, [module, locale, year, now]);
  return (
    <ToolPage tool="working-hours">
      <p className={classes.note}>
        {t`Office hours are taken as 09:00 to 18:00 on the country's working days (Sunday to Thursday in Saudi Arabia). Public holidays come from the date-holidays library. Times are shown in your language; the next opening in your own time zone.`}
      </p>
      <ul className={classes.marketList} style={{ marginTop: 16 }}>
        {MARKETS.map((market, index) =>
          hydrated ? (
            <MarketCard
              key={market.country}
              market={market}
              now={now}
              holidays={perMarket?.[index]?.holidays ?? null}
              isHoliday={perMarket?.[index]?.isHoliday}
              failed={failed}
            />
          ) : (
            <li key={market.country} className={classes.panel}>
              <SkeletonBlock height={240} />
            </li>
          ),
        )}
      </ul>
    </ToolPage>
  );
}
