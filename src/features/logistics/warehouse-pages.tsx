import { useLingui } from '@lingui/react/macro';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Warehouse, WarehouseDetail } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { FetchingRegion } from '@/components/feedback/fetching-region';
import { LoadError } from '@/components/feedback/load-error';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { PageContainer } from '@/components/layout/page-container';
import { usePageWithin } from '@/components/pager/page-within';
import { Pager } from '@/components/pager/pager';
import { LinkButton } from '@/components/site/link-button';
import { formatNumber } from '@/i18n/format';
import { WAREHOUSE_SERVICE_LABELS } from './labels';
import { LineCardSkeleton } from './line-card';
import { SafeHtml } from '@/components/safe-html/safe-html';
import { logisticsQueries } from './queries';
import { useRegionNames } from '@/i18n/region-names';
import {
  WAREHOUSE_PAGE_SIZE,
  WAREHOUSE_SERVICE_TYPES,
  warehouseListParams,
  type WarehouseListSearch,
} from './warehouse-list-search';
import classes from './logistics.module.css';

function ServiceTags({ warehouse }: { warehouse: Warehouse }) {
  const { i18n } = useLingui();
  return (
    <ul className={classes.tags}>
      {warehouse.serviceTypes.map((type) => (
        <li key={type} className={classes.tag}>
          {i18n._(WAREHOUSE_SERVICE_LABELS[type])}
        </li>
      ))}
    </ul>
  );
}

function WarehouseFacts({
  warehouse,
  withLocation = true,
}: {
  warehouse: Warehouse;
  /** The country and region line; the detail page says them under its title already. */
  withLocation?: boolean;
}) {
  const { t } = useLingui();
  const area = formatNumber(warehouse.areaSize);
  const orders = formatNumber(warehouse.ordersProcessed);
  return (
    <>
      {withLocation && (
        <span className={classes.cardMeta}>
          {warehouse.country.name} · {warehouse.region}
        </span>
      )}
      <span className={classes.cardMeta}>
        {t`Area: ${area} m²`} · {t`Orders processed: ${orders} a day`}
      </span>
    </>
  );
}

function WarehouseCard({ warehouse }: { warehouse: Warehouse }) {
  return (
    <AppLink
      href={`/logistics/abroad/${warehouse.id}`}
      className={classes.card}
      data-testid="warehouse-card"
    >
      <img
        src={warehouse.image}
        alt=""
        className={classes.cover}
        loading="lazy"
        decoding="async"
        width={320}
        height={180}
      />
      <h2 className={classes.cardTitle}>{warehouse.name}</h2>
      <WarehouseFacts warehouse={warehouse} />
      <ServiceTags warehouse={warehouse} />
    </AppLink>
  );
}

/** Overseas warehouses (`/{lang}/logistics/abroad/list`): filters and page in the URL. */
export function WarehouseListPage({
  search,
  onSearchChange,
}: {
  search: WarehouseListSearch;
  onSearchChange: (next: WarehouseListSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const options = useQuery(logisticsQueries.searchOptions());
  const listQuery = logisticsQueries.warehouses(warehouseListParams(search));
  const list = useQuery({
    ...listQuery,
    placeholderData: keepPreviousData,
  });
  const [key, setKey] = useState(search.key ?? '');
  const set = (next: Partial<WarehouseListSearch>) =>
    onSearchChange({ ...search, ...next, page: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ key: key.trim() || undefined });
  };
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  // A page past the last (`?page=999`) moves to the last one; the placeholders show meanwhile.
  const page = usePageWithin(search.page, data && !list.isPlaceholderData ? pages : undefined);
  return (
    <PageContainer className={classes.page}>
      <div>
        <h1 className={classes.title}>{t`Overseas warehouses`}</h1>
        <p
          className={classes.lead}
        >{t`Warehouses abroad for FBA transfer, drop shipping, returns and storage.`}</p>
      </div>
      <section className={classes.panel} aria-label={t`Search warehouses`}>
        <form role="search" className={classes.row} onSubmit={submit}>
          <TextInput
            label={t`Keyword`}
            placeholder={t`Warehouse name or region`}
            value={key}
            maxLength={50}
            onChange={(event) => setKey(event.currentTarget.value)}
            style={{ flex: '1 1 240px' }}
          />
          <Button type="submit">{t`Search`}</Button>
        </form>
        <div className={classes.filters}>
          <NativeSelect
            label={t`Country`}
            value={search.country ?? ''}
            data={[
              { value: '', label: t`All countries` },
              ...(options.data?.countries ?? []).map((country) => ({
                value: country.code,
                label: country.name,
              })),
            ]}
            onChange={(event) => set({ country: event.currentTarget.value || undefined })}
          />
          <NativeSelect
            label={t`Service type`}
            value={search.service ?? ''}
            data={[
              { value: '', label: t`All services` },
              ...WAREHOUSE_SERVICE_TYPES.map((type) => ({
                value: type,
                label: i18n._(WAREHOUSE_SERVICE_LABELS[type]),
              })),
            ]}
            onChange={(event) =>
              set({
                service: (event.currentTarget.value || undefined) as WarehouseListSearch['service'],
              })
            }
          />
        </div>
      </section>
      {list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : !data || page !== search.page ? (
        <ul className={classes.grid} aria-busy="true">
          {Array.from({ length: WAREHOUSE_PAGE_SIZE }, (_, index) => (
            <li key={`placeholder-${index}`}>
              <LineCardSkeleton />
            </li>
          ))}
        </ul>
      ) : data.records.length === 0 ? (
        <p className={classes.note}>{t`No data`}</p>
      ) : (
        <FetchingRegion component="ul" queryKey={listQuery.queryKey} className={classes.grid}>
          {data.records.map((warehouse) => (
            <li key={warehouse.id}>
              <WarehouseCard warehouse={warehouse} />
            </li>
          ))}
        </FetchingRegion>
      )}
      {pages > 1 && data && (
        <Pager
          className={classes.pager}
          total={pages}
          value={data.current}
          onChange={(page) => onSearchChange({ ...search, page })}
        />
      )}
    </PageContainer>
  );
}

function WarehouseDetailView({ warehouse }: { warehouse: WarehouseDetail }) {
  const { t } = useLingui();
  const region = useRegionNames();
  const { contact } = warehouse;
  const { name, address } = warehouse;
  const subject = encodeURIComponent(t`Inquiry: ${name}`);
  return (
    <>
      <div>
        <p className={classes.note}>
          <AppLink href="/logistics/abroad/list">{t`Overseas warehouses`}</AppLink>
        </p>
        <h1 className={classes.title}>{warehouse.name}</h1>
        <p className={classes.lead}>
          {region(warehouse.country.code)} · {warehouse.region}
        </p>
      </div>
      {warehouse.images.length > 0 && (
        <div className={classes.gallery}>
          {warehouse.images.map((src, index) => {
            const number = index + 1;
            return (
              <img
                key={src}
                src={src}
                alt={t`${name}, picture ${number}`}
                className={classes.cover}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                width={320}
                height={180}
              />
            );
          })}
        </div>
      )}
      <section className={classes.panel} aria-labelledby="warehouse-facts">
        <h2 className={classes.cardTitle} id="warehouse-facts">
          {t`Services and size`}
        </h2>
        <ServiceTags warehouse={warehouse} />
        <WarehouseFacts warehouse={warehouse} withLocation={false} />
        <p className={classes.note}>{t`Address: ${address}`}</p>
      </section>
      <section className={classes.panel} aria-labelledby="warehouse-description">
        <h2 className={classes.cardTitle} id="warehouse-description">
          {t`Description`}
        </h2>
        <SafeHtml className={classes.html} html={warehouse.description} />
      </section>
      <section className={classes.panel} aria-labelledby="warehouse-contact">
        <h2 className={classes.cardTitle} id="warehouse-contact">
          {t`Inquiry`}
        </h2>
        <dl className={classes.meta}>
          <div>
            <dt>{t`Contact`}</dt>
            <dd>{contact.name}</dd>
          </div>
          <div>
            <dt>{t`Phone`}</dt>
            <dd>
              <a href={`tel:${contact.phone}`}>{contact.phone}</a>
            </dd>
          </div>
          {contact.email && (
            <div>
              <dt>{t`E-mail`}</dt>
              <dd>{contact.email}</dd>
            </div>
          )}
          {contact.wechat && (
            <div>
              <dt>{t`WeChat`}</dt>
              <dd>{contact.wechat}</dd>
            </div>
          )}
        </dl>
        <div className={classes.row}>
          {contact.email && (
            <LinkButton
              href={`mailto:${contact.email}?subject=${subject}`}
            >{t`Send an inquiry`}</LinkButton>
          )}
          <LinkButton href={`tel:${contact.phone}`} variant="default">
            {t`Call`}
          </LinkButton>
        </div>
      </section>
    </>
  );
}

/** An overseas warehouse (`/{lang}/logistics/abroad/{id}`). */
export function WarehouseDetailPage({ id }: { id: number }) {
  const warehouse = useQuery(logisticsQueries.warehouse(id));
  return (
    <PageContainer className={classes.page}>
      {warehouse.data ? (
        <WarehouseDetailView warehouse={warehouse.data} />
      ) : warehouse.isError ? (
        <LoadError onRetry={() => void warehouse.refetch()} />
      ) : (
        <div aria-busy="true">
          <SkeletonBlock height={32} width="60%" />
          <SkeletonBlock height={320} />
        </div>
      )}
    </PageContainer>
  );
}

export function WarehouseNotFound() {
  const { t } = useLingui();
  return (
    <PageContainer className={classes.missing}>
      <h1 className={classes.title}>{t`Overseas warehouse does not exist`}</h1>
      <p
        className={classes.lead}
      >{t`The warehouse may have been withdrawn, or the link is wrong.`}</p>
      <LinkButton href="/logistics/abroad/list">{t`All overseas warehouses`}</LinkButton>
    </PageContainer>
  );
}
