import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, NativeSelect, Pagination, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ShipSearchOptions } from '@/api/gen/model';
import { LoadError } from '@/components/feedback/load-error';
import { PageContainer } from '@/components/layout/page-container';
import { TRANSPORT_LABELS, TRANSPORT_TYPES } from './labels';
import { LineGrid } from './line-card';
import { lineListParams, type LineListSearch } from './line-list-search';
import { logisticsQueries } from './queries';
import classes from './logistics.module.css';

/** The country of an FBA warehouse code, from the search options. */
export function warehouseCountry(options: ShipSearchOptions | undefined, code: string | undefined) {
  if (!options || !code) return undefined;
  for (const group of options.fbaWarehouses) {
    if (group.warehouses.some((warehouse) => warehouse.code === code)) return group.country.code;
  }
  return undefined;
}

type SortValue = `${LineListSearch['sort']}:${LineListSearch['order']}`;

export function LineFilters({
  search,
  options,
  onChange,
}: {
  search: Partial<LineListSearch>;
  options: ShipSearchOptions | undefined;
  onChange: (next: Partial<LineListSearch>) => void;
}) {
  const { t, i18n } = useLingui();
  const loading = !options;
  const transport =
    options?.transportTypes ??
    TRANSPORT_TYPES.map((value) => ({ value, label: i18n._(TRANSPORT_LABELS[value]) }));
  return (
    <div className={classes.filters}>
      <NativeSelect
        label={t`Destination country`}
        value={search.country ?? ''}
        disabled={loading}
        data={[
          { value: '', label: t`All countries` },
          ...(options?.countries ?? []).map((country) => ({
            value: country.code,
            label: country.name,
          })),
        ]}
        onChange={(event) =>
          onChange({ country: event.currentTarget.value || undefined, wh: undefined })
        }
      />
      <NativeSelect
        label={t`Transport type`}
        value={search.type ?? ''}
        data={[
          { value: '', label: t`All transport types` },
          ...transport.map((option) => ({ value: option.value, label: option.label })),
        ]}
        onChange={(event) =>
          onChange({ type: (event.currentTarget.value || undefined) as LineListSearch['type'] })
        }
      />
      <NativeSelect
        label={t`FBA warehouse`}
        value={search.wh ?? ''}
        disabled={loading}
        data={[
          { value: '', label: t`Any warehouse` },
          ...(options?.fbaWarehouses ?? []).map((group) => ({
            group: group.country.name,
            items: group.warehouses.map((warehouse) => ({
              value: warehouse.code,
              label: `${warehouse.code} · ${warehouse.city}`,
            })),
          })),
        ]}
        onChange={(event) => {
          const code = event.currentTarget.value || undefined;
          onChange({ wh: code, country: warehouseCountry(options, code) ?? search.country });
        }}
      />
    </div>
  );
}

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
  const lines = useQuery({
    ...logisticsQueries.lines(params),
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
        <section aria-label={t`Lines`} aria-busy={lines.isFetching}>
          <p className={classes.note} aria-live="polite">
            {data ? t`${total} lines found` : '\u00a0'}
          </p>
          <LineGrid
            lines={data?.records}
            placeholders={Math.min(search.size, 12)}
            headingLevel={2}
          />
        </section>
      )}
      {pages > 1 && data && (
        <Pagination
          className={classes.pager}
          total={pages}
          value={data.current}
          onChange={(page) => onSearchChange({ ...search, page })}
          getControlProps={(control) => ({
            'aria-label':
              control === 'next'
                ? t`Next page`
                : control === 'previous'
                  ? t`Previous page`
                  : undefined,
          })}
          getItemProps={(page) => ({ 'aria-label': t`Page ${page}` })}
        />
      )}
    </PageContainer>
  );
}
