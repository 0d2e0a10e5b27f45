import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import type { ShipSearchOptions } from '@/api/gen/model';
import { TRANSPORT_LABELS } from './labels';
import { TRANSPORT_TYPES, type LineListSearch } from './line-list-search';
import classes from './logistics.module.css';

/** The country of an FBA warehouse code, from the search options. */
export function warehouseCountry(options: ShipSearchOptions | undefined, code: string | undefined) {
  if (!options || !code) return undefined;
  for (const group of options.fbaWarehouses) {
    if (group.warehouses.some((warehouse) => warehouse.code === code)) return group.country.code;
  }
  return undefined;
}

/** The line filters of the line list and of the logistics home. */
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
