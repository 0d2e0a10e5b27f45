import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { NewsSummary, Platform, ShipService } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { LoadError } from '@/components/feedback/load-error';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { LinkButton } from '@/components/site/link-button';
import { formatDate, formatMoney } from '@/i18n/format';
import { IconArrowRight, IconClock, IconPlane } from '@/components/icons/icons';
import { PageContainer } from '@/components/layout/page-container';
import { SectionHeader } from '@/components/layout/section-header';
import { HomeHero } from './home-hero';
import { NEWS_TYPE_LABELS, TRANSPORT_LABELS } from './labels';
import { OFFERINGS } from './offerings';
import { homeQueries } from './queries';
import classes from './home.module.css';

/** A section's body: skeletons while loading, an error or 'No data' message, else the content. */
function SectionBody<T>({
  query,
  skeleton,
  children,
}: {
  query: UseQueryResult<T[]>;
  skeleton: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useLingui();
  if (query.isPending) return <>{skeleton}</>;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return <p className={classes.empty}>{t`No data`}</p>;
  }
  return <>{children(query.data)}</>;
}

function Offerings() {
  const { t, i18n } = useLingui();
  return (
    <section className={classes.section} aria-labelledby="home-offerings">
      <PageContainer>
        <SectionHeader
          id="home-offerings"
          title={t`Everything you need to sell overseas`}
          subtitle={t`From opening a store to shipping, promotion, finance and training.`}
        />
        <ul className={classes.offerings}>
          {OFFERINGS.map((offering) => {
            const Icon = offering.icon;
            return (
              <li key={offering.key}>
                <AppLink href={offering.url} className={classes.offering}>
                  <span
                    className={classes.offeringIcon}
                    style={{
                      color: `var(--mantine-color-${offering.color}-8)`,
                      background: `var(--mantine-color-${offering.color}-0)`,
                    }}
                  >
                    <Icon size={24} />
                  </span>
                  <span className={classes.offeringTitle}>{i18n._(offering.title)}</span>
                  <span className={classes.offeringText}>{i18n._(offering.description)}</span>
                </AppLink>
              </li>
            );
          })}
        </ul>
      </PageContainer>
    </section>
  );
}

function PlatformCard({ platform }: { platform: Platform }) {
  return (
    <AppLink href={`/platform/${platform.id}`} className={classes.card}>
      <img
        src={platform.logo}
        alt=""
        width={120}
        height={48}
        loading="lazy"
        decoding="async"
        className={classes.platformLogo}
      />
      <div>
        <div className={classes.cardTitle}>{platform.name}</div>
        <span className={classes.muted}>
          {platform.region} · {platform.sites.slice(0, 3).join(' / ')}
        </span>
      </div>
      <p className={classes.cardText} title={platform.summary}>
        {platform.summary}
      </p>
      <span className={classes.tags}>
        {platform.tags.slice(0, 3).map((tag) => (
          <span key={tag} className={classes.tag}>
            {tag}
          </span>
        ))}
      </span>
    </AppLink>
  );
}

function Platforms() {
  const { t } = useLingui();
  const query = useQuery(homeQueries.platforms());
  return (
    <section className={classes.section} data-tone="white" aria-labelledby="home-platforms">
      <PageContainer>
        <SectionHeader
          id="home-platforms"
          title={t`Featured platforms`}
          subtitle={t`Open a store on the marketplaces where your buyers are.`}
          moreHref="/platform"
          moreLabel={t`More platforms`}
        />
        <SectionBody
          query={query}
          skeleton={
            <div className={classes.cards4}>
              {Array.from({ length: 8 }, (_, i) => (
                <SkeletonBlock key={i} height={180} radius="var(--mantine-radius-md)" />
              ))}
            </div>
          }
        >
          {(platforms) => (
            <ul className={classes.cards4}>
              {platforms.slice(0, 8).map((platform) => (
                <li key={platform.id}>
                  <PlatformCard platform={platform} />
                </li>
              ))}
            </ul>
          )}
        </SectionBody>
      </PageContainer>
    </section>
  );
}

function ShipServiceCard({ service }: { service: ShipService }) {
  const { t, i18n } = useLingui();
  const destinations = service.destinations.map((country) => country.name).join(' / ');
  const min = service.timelinessMinDays;
  const max = service.timelinessMaxDays;
  const price = formatMoney(service.priceFrom);
  return (
    <AppLink href={`/logistics/service/${service.id}`} className={classes.card}>
      <span className={classes.row}>
        <span className={classes.tag} data-tone="teal">
          <IconPlane size={12} />
          {i18n._(TRANSPORT_LABELS[service.transportType])}
        </span>
        {service.fba && (
          <span className={classes.tag} data-tone="orange">
            FBA
          </span>
        )}
      </span>
      <div className={classes.cardTitle}>{service.name}</div>
      <span className={classes.muted}>{service.carrier}</span>
      <div className={classes.route}>
        <span>{service.departure}</span>
        <IconArrowRight size={14} />
        <span>{destinations}</span>
      </div>
      <span className={classes.row} data-push>
        <span className={classes.meta}>
          <IconClock size={14} />
          {min === max ? plural(min, { one: '# day', other: '# days' }) : t`${min}–${max} days`}
        </span>
        <span className={classes.price}>{t`from ${price}/kg`}</span>
      </span>
      {service.taxIncluded && <span className={classes.note}>{t`Duties and taxes included`}</span>}
    </AppLink>
  );
}

function ShipServices() {
  const { t } = useLingui();
  const query = useQuery(homeQueries.shipServices());
  return (
    <section className={classes.section} aria-labelledby="home-logistics">
      <PageContainer>
        <SectionHeader
          id="home-logistics"
          title={t`Logistics services`}
          subtitle={t`Air, sea, rail and express lines to marketplaces and FBA warehouses.`}
          moreHref="/logistics/service/list"
          moreLabel={t`More logistics services`}
        />
        <SectionBody
          query={query}
          skeleton={
            <div className={classes.cards4}>
              {Array.from({ length: 4 }, (_, i) => (
                <SkeletonBlock key={i} height={190} radius="var(--mantine-radius-md)" />
              ))}
            </div>
          }
        >
          {(services) => (
            <ul className={classes.cards4}>
              {services.slice(0, 8).map((service) => (
                <li key={service.id}>
                  <ShipServiceCard service={service} />
                </li>
              ))}
            </ul>
          )}
        </SectionBody>
      </PageContainer>
    </section>
  );
}

function NewsList({ news }: { news: NewsSummary[] }) {
  const { i18n } = useLingui();
  const [lead, ...rest] = news;
  if (!lead) return null;
  return (
    <div className={classes.news}>
      <AppLink href={`/news/${lead.id}`} className={classes.newsLead}>
        {lead.cover && (
          <img
            src={lead.cover}
            alt=""
            loading="lazy"
            decoding="async"
            className={classes.newsCover}
          />
        )}
        <div className={classes.newsLeadBody}>
          <span className={classes.tag}>{i18n._(NEWS_TYPE_LABELS[lead.type])}</span>
          <div className={classes.newsLeadTitle}>{lead.title}</div>
          <p className={classes.cardText} title={lead.summary}>
            {lead.summary}
          </p>
          <span className={classes.muted}>
            {lead.source} · {formatDate(lead.publishTime)}
          </span>
        </div>
      </AppLink>
      <ul className={classes.newsList}>
        {rest.map((item) => (
          <li key={item.id}>
            <AppLink href={`/news/${item.id}`} className={classes.newsItem}>
              <span className={classes.newsType}>{i18n._(NEWS_TYPE_LABELS[item.type])}</span>
              <span className={classes.newsTitle}>{item.title}</span>
              <time dateTime={item.publishTime.slice(0, 10)} className={classes.newsDate}>
                {formatDate(item.publishTime)}
              </time>
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function LatestNews() {
  const { t } = useLingui();
  const query = useQuery(homeQueries.news());
  return (
    <section className={classes.section} data-tone="white" aria-labelledby="home-news">
      <PageContainer>
        <SectionHeader
          id="home-news"
          title={t`Latest news`}
          subtitle={t`Industry news, platform dynamics and policy, updated daily.`}
          moreHref="/news"
          moreLabel={t`More news`}
        />
        <SectionBody
          query={query}
          skeleton={<SkeletonBlock height={320} radius="var(--mantine-radius-md)" />}
        >
          {(news) => <NewsList news={news} />}
        </SectionBody>
      </PageContainer>
    </section>
  );
}

function JoinBand() {
  const { t } = useLingui();
  return (
    <section className={classes.join} aria-labelledby="home-join">
      <PageContainer className={classes.joinInner}>
        <div>
          <h2 id="home-join" className={classes.joinTitle}>
            {t`Start selling overseas today`}
          </h2>
          <p className={classes.joinText}>
            {t`Register for free, open your store with guidance from our advisers, and manage every order in one personal centre.`}
          </p>
        </div>
        <div className={classes.joinActions}>
          <LinkButton href="/register" size="md" variant="white">
            {t`Register for free`}
          </LinkButton>
          <LinkButton href="/service/settle" size="md" variant="outline-white">
            {t`Settle in as a provider`}
          </LinkButton>
        </div>
      </PageContainer>
    </section>
  );
}

/** The home page (`/{lang}`): hero, offerings, platforms, logistics, news. */
export function HomePage() {
  const { data: site } = useQuery(homeQueries.siteInfo());
  return (
    <>
      <HomeHero banners={site?.banners ?? []} />
      <Offerings />
      <Platforms />
      <ShipServices />
      <LatestNews />
      <JoinBand />
    </>
  );
}
