import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, NativeSelect, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FetchingRegion } from '@/components/feedback/fetching-region';
import { LoadError } from '@/components/feedback/load-error';
import { PageContainer } from '@/components/layout/page-container';
import { usePageWithin } from '@/components/pager/page-within';
import { Pager } from '@/components/pager/pager';
import { LineGrid } from './line-card';
import { LineFilters, warehouseCountry } from './line-filters';
import { lineListParams, type LineListSearch } from './line-list-search';
import { logisticsQueries } from './queries';
import classes from './logistics.module.css';

type SortValue = `${LineListSearch['sort']}:${LineListSearch['order']}`;

/** Logistics lines (`/{lang}/logistics/service/list`): filters, sort and page in the URL. */
export function LineListPage({
  search,
  onSearchChange,
}: {
  search: LineListSearch;
  onSearchChange: (next: LineListSearch) => void;
}) {
  const { t } = useLingui();
  const options = useQuery(logisticsQueries.searchOptions());
  const params = lineListParams(search, warehouseCountry(options.data, search.wh));
  const linesQuery = logisticsQueries.lines(params);
  const lines = useQuery({
    ...linesQuery,
    placeholderData: keepPreviousData,
    enabled: !search.wh || options.isSuccess,
  });
  const [key, setKey] = useState(search.key ?? '');
  const set = (next: Partial<LineListSearch>) => onSearchChange({ ...search, ...next, page: 1 });
  const submitKey = (event: FormEvent) => {
    event.preventDefault();
    set({ key: key.trim() || undefined });
  };
  const data = lines.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  // A page past the last (`?page=999`) moves to the last one; the placeholders show meanwhile.
  const page = usePageWithin(search.page, data && !lines.isPlaceholderData ? pages : undefined);
  const total = data?.total ?? 0;
  return (
    <PageContainer className={classes.page}>
      <div>
        <h1 className={classes.title}>{t`Logistics lines`}</h1>
        <p
          className={classes.lead}
        >{t`Compare shipping lines by destination, transport type and FBA warehouse.`}</p>
      </div>
      <section className={classes.panel} aria-label={t`Search lines`}>
        <form role="search" className={classes.row} onSubmit={submitKey}>
          <TextInput
            label={t`Keyword`}
            placeholder={t`Line or carrier name`}
            value={key}
            maxLength={50}
            onChange={(event) => setKey(event.currentTarget.value)}
            style={{ flex: '1 1 240px' }}
          />
          <Button type="submit">{t`Search`}</Button>
        </form>
        <LineFilters search={search} options={options.data} onChange={set} />
        <div className={classes.row}>
          <Checkbox
            label={t`FBA lines only`}
            checked={Boolean(search.fba || search.wh)}
            disabled={Boolean(search.wh)}
            onChange={(event) => set({ fba: event.currentTarget.checked || undefined })}
          />
          <NativeSelect
            label={t`Sort by`}
            value={`${search.sort}:${search.order}` satisfies SortValue}
            data={[
              { value: 'recommended:asc', label: t`Recommended` },
              { value: 'price:asc', label: t`Price, lowest first` },
              { value: 'price:desc', label: t`Price, highest first` },
              { value: 'timeliness:asc', label: t`Transit time, fastest first` },
              { value: 'timeliness:desc', label: t`Transit time, slowest first` },
            ]}
            onChange={(event) => {
              const [sort, order] = event.currentTarget.value.split(':') as [
                LineListSearch['sort'],
                LineListSearch['order'],
              ];
              set({ sort, order });
            }}
          />
        </div>
      </section>
      {options.isError && <LoadError onRetry={() => void options.refetch()} />}
      {lines.isError ? (
        <LoadError onRetry={() => void lines.refetch()} />
      ) : (
        <FetchingRegion component="section" queryKey={linesQuery.queryKey} aria-label={t`Lines`}>
          <p className={classes.note} aria-live="polite">
            {data ? plural(total, { one: '# line found', other: '# lines found' }) : '\u00a0'}
          </p>
          <LineGrid
            lines={page === search.page ? data?.records : undefined}
            placeholders={Math.min(search.size, 12)}
            headingLevel={2}
          />
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
