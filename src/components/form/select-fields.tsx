import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { FieldOption } from './choice-fields';
import { useBoundField, type BoundProps } from './use-bound-field';

/** Mantine's data: only what a choice shows (a dictionary item may carry more). */
function toData(options: readonly FieldOption[] | undefined) {
  return (options ?? []).map(({ value, label }) => ({ value, label }));
}

type Bound = BoundProps | 'data';

/**
 * Mantine's combobox keeps its closed dropdown mounted, hidden: every option, its scroll area,
 * floating position and focus trap render and lay out with the form (the store application's
 * selects, 0.5 s of a phone's main thread as it mounts). A kit select mounts its dropdown when
 * it opens.
 */
function unmountedWhenClosed(comboboxProps: SelectProps['comboboxProps']) {
  return { keepMounted: false, ...comboboxProps };
}

export interface SelectFieldProps extends Omit<SelectProps, Bound> {
  options: readonly FieldOption[] | undefined;
  /** The options are still loading: the field waits, disabled. */
  loading?: boolean;
}

/** One value of a dictionary, searchable and clearable; null when none is chosen. */
export function SelectField({ options, loading = false, disabled, ...props }: SelectFieldProps) {
  const { t } = useLingui();
  const { value, onChange, onBlur, error } = useBoundField<string | null>();
  return (
    <Select
      searchable
      clearable
      nothingFoundMessage={t`No matching option`}
      {...props}
      comboboxProps={unmountedWhenClosed(props.comboboxProps)}
      data={toData(options)}
      disabled={disabled || loading}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}

export interface MultiSelectFieldProps extends Omit<MultiSelectProps, Bound> {
  options: readonly FieldOption[] | undefined;
  loading?: boolean;
}

/** Several values of a dictionary. */
export function MultiSelectField({
  options,
  loading = false,
  disabled,
  ...props
}: MultiSelectFieldProps) {
  const { t } = useLingui();
  const { value, onChange, onBlur, error } = useBoundField<string[]>();
  return (
    <MultiSelect
      searchable
      clearable
      nothingFoundMessage={t`No matching option`}
      {...props}
      comboboxProps={unmountedWhenClosed(props.comboboxProps)}
      data={toData(options)}
      disabled={disabled || loading}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}
