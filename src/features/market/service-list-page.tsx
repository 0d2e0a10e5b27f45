import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ServiceCategory } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { LoadError } from '@/components/feedback/load-error';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { PageContainer } from '@/components/layout/page-container';
import { usePageWithin } from '@/components/pager/page-within';
import { formatNumber } from '@/i18n/format';
import { serviceListHref } from './links';
import { KeywordSearch, Pager, PlainSelect, PriceRange } from './list-controls';
import { categoriesQueryOptions, serviceListQueryOptions } from './queries';
import { ServiceCard, ServiceCardSkeleton } from './service-card';
import {
  SERVICE_KEY_MAX,
  SERVICE_PAGE_SIZES,
  type ServiceListSearch,
  type ServiceSort,
} from './service-list-search';
import classes from './market.module.css';

export interface ServiceListPageProps {
  search: ServiceListSearch;
  onSearchChange: (next: ServiceListSearch) => void;
}

/** The sort choices as one value each: `sort` and `order` of the URL. */
const SORT_CHOICES = [
  ['default', 'desc'],
  ['sales', 'desc'],
  ['rating', 'desc'],
  ['price', 'asc'],
  ['price', 'desc'],
] as const satisfies readonly (readonly [ServiceSort, 'asc' | 'desc'])[];

function sortValue(search: ServiceListSearch): string {
  const order = search.sort === 'price' ? search.order : 'desc';
  return `${search.sort}:${order}`;
}

/** The category and its market as the URL names them (a market by `mid`, else by `index`). */
function chosen(categories: readonly ServiceCategory[] | undefined, search: ServiceListSearch) {
  const category = categories?.find((candidate) => candidate.id === search.cid);
  const market =
    category?.markets.find((candidate) => candidate.id === search.mid) ??
    (search.mid === undefined && search.index !== undefined
      ? category?.markets[search.index]
      : undefined);
  return { category, market };
}

/**
 * A row of chips that scrolls sideways (a phone's) shows its chosen chip: chosen from a link or
 * the row above, it may be past the row's right edge.
 */
function scrollToChosen(list: HTMLUListElement | null) {
  const chosen = list?.querySelector('[aria-current],[data-active]');
  if (!list || !chosen || list.scrollWidth <= list.clientWidth) return;
  list.scrollLeft += chosen.getBoundingClientRect().left - list.getBoundingClientRect().left;
}

function MarketNav({
  categories,
  search,
}: {
  categories: readonly ServiceCategory[] | undefined;
  search: ServiceListSearch;
}) {
  const { t } = useLingui();
  const { category, market } = chosen(categories, search);
  const categoryList = useRef<HTMLUListElement>(null);
  const marketList = useRef<HTMLUListElement>(null);
  useEffect(() => {
    scrollToChosen(categoryList.current);
    scrollToChosen(marketList.current);
  }, [category?.id, market?.id]);
  return (
    <nav className={classes.nav} aria-label={t`Service categories`}>
      <div className={classes.navRow}>
        <span className={classes.navLabel} id="market-categories">{t`Category`}</span>
        {categories ? (
          <ul ref={categoryList} className={classes.chips} aria-labelledby="market-categories">
            <li>
              <AppLink
                href={serviceListHref()}
                className={classes.chip}
                aria-current={search.cid === undefined ? 'page' : undefined}
              >
                {t`All services`}
              </AppLink>
            </li>
            {categories.map((item) => (
              <li key={item.id}>
                <AppLink
                  href={serviceListHref({ cid: item.id })}
                  className={classes.chip}
                  aria-current={item.id === category?.id && !market ? 'page' : undefined}
                  data-active={item.id === category?.id || undefined}
                >
                  {item.name}
                </AppLink>
              </li>
            ))}
          </ul>
        ) : (
          <SkeletonBlock height={30} />
        )}
      </div>
      {/* A chosen category's markets: their row's place is kept while the categories come. */}
      {!categories && search.cid !== undefined && (
        <div className={classes.navRow} aria-hidden="true">
          <span className={classes.navLabel}>{t`Market`}</span>
          <SkeletonBlock height={30} />
        </div>
      )}
      {category && category.markets.length > 0 && (
        <div className={classes.navRow}>
          <span className={classes.navLabel} id="market-markets">{t`Market`}</span>
          <ul ref={marketList} className={classes.chips} aria-labelledby="market-markets">
            {category.markets.map((item, index) => (
              <li key={item.id}>
                <AppLink
                  href={serviceListHref({ cid: category.id, mid: item.id, index })}
                  className={classes.chip}
                  aria-current={item.id === market?.id ? 'page' : undefined}
                >
                  {item.name}
                  <span className={classes.count}>({formatNumber(item.serviceCount)})</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </nav>
  );
}

/**
 * The service market list (`/service?cid&mid&index`): categories and markets as navigation,
 * services as cards, sort, price range, keyword and pages, all in the URL.
 */
export function ServiceListPage({ search, onSearchChange }: ServiceListPageProps) {
  const { t } = useLingui();
  const categories = useQuery(categoriesQueryOptions());
  const list = useQuery(serviceListQueryOptions(search));
  const { category, market } = chosen(categories.data?.list, search);
  const change = (next: Partial<ServiceListSearch>) =>
    onSearchChange({ ...search, page: 1, ...next });
  const filtered = search.key !== undefined || search.min !== undefined || search.max !== undefined;
  const clearFilters = () =>
    onSearchChange({
      cid: search.cid,
      mid: search.mid,
      index: search.index,
      sort: 'default',
      order: 'desc',
      page: 1,
      size: search.size,
    });

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / search.size)) : 1;
  // A page past the last (`?page=999`) moves to the last one; its placeholders show meanwhile.
  const page = usePageWithin(search.page, data && !list.isPlaceholderData ? pages : undefined);

  let results;
  if (list.isError && !data) {
    results = <LoadError onRetry={() => void list.refetch()} />;
  } else if (!data || page !== search.page) {
    results = (
      <ul
        className={classes.grid}
        aria-busy="true"
        aria-label={t`Services`}
        data-testid="service-list"
      >
        {Array.from({ length: search.size > 12 ? 12 : search.size }, (_, index) => (
          <li key={`placeholder-${index}`}>
            <ServiceCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (data.records.length === 0) {
    results = (
      <div className={classes.empty} role="status">
        <span>{t`No data`}</span>
        {filtered ? (
          <button type="button" className={classes.textButton} onClick={clearFilters}>
            {t`Clear filters`}
          </button>
        ) : (
          search.cid !== undefined && (
            <AppLink href={serviceListHref()}>{t`See all services`}</AppLink>
          )
        )}
      </div>
    );
  } else {
    results = (
      <ul
        className={classes.grid}
        aria-busy={list.isPlaceholderData ? 'true' : 'false'}
        aria-label={t`Services`}
        data-testid="service-list"
      >
        {data.records.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    );
  }

  const title = market?.name ?? category?.name ?? t`Service market`;
  return (
    <PageContainer className={classes.page}>
      <h1 className={classes.title}>{title}</h1>
      <p className={classes.subtitle}>
        {market?.description ??
          t`Services for selling overseas, from certified providers: compare packages and order online.`}
      </p>
      <MarketNav categories={categories.data?.list} search={search} />
      <div className={classes.toolbar}>
        <KeywordSearch
          initial={search.key}
          maxLength={SERVICE_KEY_MAX}
          onSearch={(key) => change({ key })}
        />
        <PriceRange min={search.min} max={search.max} onApply={(range) => change(range)} />
        <span className={classes.toolbarEnd}>
          <PlainSelect
            label={t`Sort by`}
            value={sortValue(search)}
            onChange={(value) => {
              const [sort, order] = value.split(':') as [ServiceSort, 'asc' | 'desc'];
              change({ sort, order });
            }}
            options={SORT_CHOICES.map(([sort, order]) => ({
              value: `${sort}:${order}`,
              label:
                sort === 'default'
                  ? t`Default`
                  : sort === 'sales'
                    ? t`Sales: high to low`
                    : sort === 'rating'
                      ? t`Rating: high to low`
                      : order === 'asc'
                        ? t`Price: low to high`
                        : t`Price: high to low`,
            }))}
          />
        </span>
      </div>
      <p className={classes.summary} aria-live="polite">
        {data ? plural(data.total, { one: '# service', other: '# services' }) : null}
      </p>
      {results}
      <div className={classes.pagination}>
        {data && data.total > 0 && (
          <>
            <Pager
              page={page}
              total={pages}
              onChange={(page) => onSearchChange({ ...search, page })}
            />
            <PlainSelect
              label={t`Services per page`}
              hideLabel
              value={String(search.size)}
              onChange={(value) => change({ size: Number(value) })}
              options={SERVICE_PAGE_SIZES.map((size) => ({
                value: String(size),
                label: t`${size} per page`,
              }))}
            />
          </>
        )}
      </div>
    </PageContainer>
  );
}
