import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { lazy } from 'react';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { AfterRows } from './after-rows';
import type {
  SegmentFilterField as SegmentFilterFieldComponent,
  SelectFilterField as SelectFilterFieldComponent,
  TableSegmentFilterProps,
  TableSelectFilterProps,
  TableTextSearchProps,
  TextSearchField as TextSearchFieldComponent,
} from './table-filter-fields';
import classes from './data-table.module.css';

export type { TableSegmentFilterProps, TableSelectFilterProps, TableTextSearchProps };

const fieldsCode = () => import('./table-filter-fields');
// React.lazy keeps the props of the component it loads but not its type parameter: restore it.
const SelectFilterField = lazy(() =>
  fieldsCode().then((module) => ({ default: module.SelectFilterField })),
) as unknown as typeof SelectFilterFieldComponent;
const TextSearchField = lazy(() =>
  fieldsCode().then((module) => ({ default: module.TextSearchField })),
) as unknown as typeof TextSearchFieldComponent;
const SegmentFilterField = lazy(() =>
  fieldsCode().then((module) => ({ default: module.SegmentFilterField })),
) as unknown as typeof SegmentFilterFieldComponent;

/**
 * A filter's place until it is drawn: its label and its box, of the field's size (Mantine's
 * input wrapper: the label's line, then a 36 px input), so that nothing moves when it comes.
 */
function FieldPlaceholder({ label, width }: { label: string; width: number }) {
  return (
    <div
      className={classes.fieldPlaceholder}
      style={{ width }}
      aria-hidden
      data-testid="table-control-placeholder"
    >
      <span className={classes.fieldPlaceholderLabel}>{label}</span>
      <SkeletonBlock height={36} radius="var(--mantine-radius-default)" />
    </div>
  );
}

/**
 * A choice filter of a table screen (`filters` of `DataTable`), applied as soon as it changes.
 * It comes after the table's rows (`AfterRows`); its label and box hold its place until then.
 */
export function TableSelectFilter<T extends string>(props: TableSelectFilterProps<T>) {
  return (
    <AfterRows fallback={<FieldPlaceholder label={props.label} width={props.width} />}>
      <SelectFilterField {...props} />
    </AfterRows>
  );
}

/**
 * A text filter of a table screen, applied on 'Search' (or Enter). It comes after the table's
 * rows (`AfterRows`); its label, its box and its (disabled) button hold its place until then.
 */
export function TableTextSearch(props: TableTextSearchProps) {
  return (
    <AfterRows
      fallback={
        <Group gap="xs" align="flex-end" wrap="nowrap" aria-hidden>
          <FieldPlaceholder label={props.label} width={props.width} />
          <Button variant="default" disabled tabIndex={-1}>
            <Trans>Search</Trans>
          </Button>
        </Group>
      }
    >
      <TextSearchField {...props} />
    </AfterRows>
  );
}

/**
 * The list's states as a segmented choice (`segments` of `DataTable`: all, unpaid, paid), applied
 * as soon as it changes. It comes after the table's rows (`AfterRows`) with the filters: until
 * then its choices are drawn as Mantine's control draws them, the one in force marked, without
 * its code (Mantine's SegmentedControl, which measures its choices to move its indicator).
 */
export function TableSegmentFilter<T extends string>(props: TableSegmentFilterProps<T>) {
  return (
    <AfterRows
      fallback={
        <div
          className={classes.segmentsPlaceholder}
          aria-hidden
          data-testid="table-control-placeholder"
        >
          {props.options.map((option) => (
            <span key={option.value} data-active={option.value === props.value || undefined}>
              {option.label}
            </span>
          ))}
        </div>
      }
    >
      <SegmentFilterField {...props} />
    </AfterRows>
  );
}
