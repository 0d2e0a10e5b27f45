import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getListFeaturedShipServicesQueryOptions } from '@/api/gen/logistics/logistics';
import type { NewsSummary, NewsType, Platform, ShipService } from '@/api/gen/model';
import { getListLatestNewsQueryOptions } from '@/api/gen/news/news';
import { getListFeaturedPlatformsQueryOptions } from '@/api/gen/platforms/platforms';
import { getGetSiteInfoQueryOptions } from '@/api/gen/site/site';
import { localizedHref } from '@/components/app-link';
import { QrCode } from '@/components/site/qr-code';
import { Logo } from '@/components/site/logo';
import { siteContacts } from '@/components/site/site-contacts';
import { formatDate, formatMoney } from '@/i18n/format';
import classes from './tv.module.css';
import { dateTimeFormat } from '@/i18n/format';

/** Each panel stays this long; the screen is read from a distance, in passing. */
export const TV_PANEL_MS = 12_000;
/** Content refreshes every five minutes, so a display left on all day stays current. */
const REFRESH_MS = 5 * 60_000;

const live = {
  query: { refetchInterval: REFRESH_MS, staleTime: REFRESH_MS },
  request: { silent: true },
} as const;

const NEWS_TYPES: Record<NewsType, MessageDescriptor> = {
  5: msg`Industry news`,
  3: msg`Platform dynamics`,
  1: msg`Policy`,
};

export type TvPanel = 'news' | 'platforms' | 'logistics';

/** The panels that have something to show, in rotation order. */
export function tvPanels(counts: Record<TvPanel, number>): TvPanel[] {
  return (['news', 'platforms', 'logistics'] as const).filter((panel) => counts[panel] > 0);
}

function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function NewsPanel({ news }: { news: NewsSummary[] }) {
  const { t, i18n } = useLingui();
  const [lead, ...rest] = news;
  return (
    <section className={classes.panel} aria-labelledby="tv-news">
      <h2 id="tv-news" className={classes.panelTitle}>
        {t`Latest news`}
      </h2>
      <div className={classes.newsGrid}>
        {lead && (
          <article className={classes.newsLead}>
            {lead.cover && <img src={lead.cover} alt="" className={classes.newsCover} />}
            <span className={classes.chip}>{i18n._(NEWS_TYPES[lead.type])}</span>
            <h3 className={classes.newsLeadTitle}>{lead.title}</h3>
            <p className={classes.newsSummary}>{lead.summary}</p>
            <p className={classes.muted}>
              {lead.source} · {formatDate(lead.publishTime)}
            </p>
          </article>
        )}
        <ol className={classes.newsList}>
          {rest.slice(0, 6).map((item) => (
            <li key={item.id}>
              <span className={classes.chip}>{i18n._(NEWS_TYPES[item.type])}</span>
              <span className={classes.newsTitle} title={item.title}>
                {item.title}
              </span>
              <span className={classes.muted}>{formatDate(item.publishTime)}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function PlatformsPanel({ platforms }: { platforms: Platform[] }) {
  const { t } = useLingui();
  return (
    <section className={classes.panel} aria-labelledby="tv-platforms">
      <h2 id="tv-platforms" className={classes.panelTitle}>
        {t`Featured platforms`}
      </h2>
      <ul className={classes.platforms}>
        {platforms.slice(0, 12).map((platform) => (
          <li key={platform.id} className={classes.platform}>
            <img src={platform.logo} alt="" className={classes.platformLogo} />
            <span className={classes.platformName}>{platform.name}</span>
            <span className={classes.muted}>{platform.region}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LogisticsPanel({ services }: { services: ShipService[] }) {
  const { t } = useLingui();
  return (
    <section className={classes.panel} aria-labelledby="tv-logistics">
      <h2 id="tv-logistics" className={classes.panelTitle}>
        {t`Logistics lines`}
      </h2>
      <table className={classes.lines}>
        <thead>
          <tr>
            <th scope="col">{t`Line`}</th>
            <th scope="col">{t`Route`}</th>
            <th scope="col">{t`Transit time`}</th>
            <th scope="col">{t`Price from`}</th>
          </tr>
        </thead>
        <tbody>
          {services.slice(0, 7).map((service) => {
            const min = service.timelinessMinDays;
            const max = service.timelinessMaxDays;
            const price = formatMoney(service.priceFrom);
            return (
              <tr key={service.id}>
                <td>
                  <strong>{service.name}</strong>
                  <span className={classes.muted}>{service.carrier}</span>
                </td>
                <td>
                  {service.departure} → {service.destinations.map((d) => d.name).join(' / ')}
                </td>
                <td>{t`${min}–${max} days`}</td>
                <td className={classes.price}>{t`${price}/kg`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The TV display (`/{lang}/publish/tv`) for screens in service halls and at trade fairs: a clock,
 * and panels of the latest news, the featured platforms and the logistics lines that rotate every
 * 12 s, with a QR code to the portal and the hotline. Arrow keys change panel, space pauses.
 */
export function TvPage() {
  const { t } = useLingui();
  const now = useClock();
  const news = useQuery(getListLatestNewsQueryOptions({ limit: 7 }, live));
  const platforms = useQuery(getListFeaturedPlatformsQueryOptions(undefined, live));
  const services = useQuery(getListFeaturedShipServicesQueryOptions(undefined, live));
  const site = useQuery(getGetSiteInfoQueryOptions(undefined, live));
  const contacts = siteContacts(site.data);
  const panels = tvPanels({
    news: news.data?.length ?? 0,
    platforms: platforms.data?.length ?? 0,
    logistics: services.data?.length ?? 0,
  });
  const [step, setStep] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = panels.length;
  const panel = count > 0 ? panels[step % count] : undefined;

  useEffect(() => {
    if (count < 2 || paused) return undefined;
    const timer = window.setTimeout(() => setStep((s) => s + 1), TV_PANEL_MS);
    return () => window.clearTimeout(timer);
  }, [step, count, paused]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setStep((s) => s + 1);
      else if (event.key === 'ArrowLeft') setStep((s) => s + Math.max(count, 1) - 1);
      else if (event.key === ' ') setPaused((p) => !p);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);

  const time = dateTimeFormat({ timeStyle: 'medium' }).format(now);
  const date = dateTimeFormat({ dateStyle: 'full' }).format(now);
  const portalUrl = `${window.location.origin}${localizedHref('/')}`;
  const loading = news.isPending || platforms.isPending || services.isPending;

  return (
    <div className={classes.screen} data-testid="tv-screen">
      <header className={classes.top}>
        <Logo tone="light" />
        <h1 className={classes.screenTitle}>
          {site.data?.platformName ?? t`Cross-border services portal`}
        </h1>
        <div className={classes.clock}>
          <time className={classes.time}>{time}</time>
          <span className={classes.muted}>{date}</span>
        </div>
      </header>
      <div className={classes.body} aria-live="polite">
        {panel === 'news' && news.data && <NewsPanel news={news.data} />}
        {panel === 'platforms' && platforms.data && <PlatformsPanel platforms={platforms.data} />}
        {panel === 'logistics' && services.data && <LogisticsPanel services={services.data} />}
        {!panel && (
          <p className={classes.empty}>
            {loading ? t`Loading…` : t`Content failed to load, please refresh and try again later`}
          </p>
        )}
      </div>
      <footer className={classes.bottom}>
        <div className={classes.steps} aria-hidden="true">
          {panels.map((name, i) => (
            <span
              key={name}
              className={classes.step}
              data-active={i === step % count || undefined}
              data-paused={paused || undefined}
              style={{ animationDuration: `${TV_PANEL_MS}ms` }}
            />
          ))}
        </div>
        <div className={classes.contact}>
          <span>
            {t`Service hotline`} <strong>{contacts?.phone}</strong>
          </span>
          <span className={classes.muted}>{contacts?.email}</span>
        </div>
        <div className={classes.qr}>
          <QrCode value={portalUrl} size={84} label={t`QR code: open the portal on your phone`} />
          <span>{t`Scan to open the portal`}</span>
        </div>
      </footer>
    </div>
  );
}
