import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '@/components/feedback/load-error';
import { PageContainer } from '@/components/layout/page-container';
import { SectionHeader } from '@/components/layout/section-header';
import { LinkButton } from '@/components/site/link-button';
import { LineGrid } from './line-card';
import { LineFilters } from './line-filters';
import type { LineListSearch } from './line-list-search';
import { logisticsQueries } from './queries';
import { TrackingForm } from './tracking-page';
import classes from './logistics.module.css';

/** Logistics home (`/{lang}/logistics`): featured lines, tracking, line search, entries. */
export function LogisticsHomePage({
  onTrack,
  onSearch,
}: {
  onTrack: (nos: string) => void;
  onSearch: (search: Partial<LineListSearch>) => void;
}) {
  const { t } = useLingui();
  const featured = useQuery(logisticsQueries.featured());
  const options = useQuery(logisticsQueries.searchOptions());
  const [filters, setFilters] = useState<Partial<LineListSearch>>({});
  return (
    <PageContainer className={classes.page}>
      <div>
        <h1 className={classes.title}>{t`Cross-border logistics`}</h1>
        <p className={classes.lead}>
          {t`Shipping lines to Amazon FBA and private addresses, overseas warehouses and parcel tracking.`}
        </p>
      </div>
      <div className={classes.entries}>
        <section className={classes.panel} aria-labelledby="home-track">
          <h2 className={classes.cardTitle} id="home-track">
            {t`Track parcels`}
          </h2>
          <TrackingForm initial="" onTrack={onTrack} compact />
        </section>
        <section className={classes.panel} aria-labelledby="home-search">
          <h2 className={classes.cardTitle} id="home-search">
            {t`Find a line`}
          </h2>
          <LineFilters
            search={filters}
            options={options.data}
            onChange={(next) => setFilters((current) => ({ ...current, ...next }))}
          />
          <div>
            <Button onClick={() => onSearch(filters)}>{t`Search lines`}</Button>
          </div>
        </section>
      </div>
      <div className={classes.entries}>
        <div className={classes.panel}>
          <h2 className={classes.cardTitle}>{t`Overseas warehouses`}</h2>
          <p
            className={classes.note}
          >{t`FBA transfer, drop shipping, returns and storage abroad.`}</p>
          <div>
            <LinkButton href="/logistics/abroad/list" variant="default">
              {t`Browse warehouses`}
            </LinkButton>
          </div>
        </div>
        <div className={classes.panel}>
          <h2 className={classes.cardTitle}>{t`Send a parcel`}</h2>
          <p
            className={classes.note}
          >{t`Choose a line, then fill in the cartons and the destination.`}</p>
          <div>
            <LinkButton href="/logistics/service/list" variant="default">
              {t`Choose a line`}
            </LinkButton>
          </div>
        </div>
      </div>
      <section aria-labelledby="home-featured">
        <SectionHeader
          id="home-featured"
          title={t`Featured lines`}
          moreHref="/logistics/service/list"
          moreLabel={t`More logistics services`}
        />
        {featured.isError ? (
          <LoadError onRetry={() => void featured.refetch()} />
        ) : (
          <LineGrid lines={featured.data} placeholders={8} />
        )}
      </section>
    </PageContainer>
  );
}
