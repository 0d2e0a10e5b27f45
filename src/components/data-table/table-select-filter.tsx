import { NativeSelect } from '@mantine/core';

export interface TableSelectFilterProps<T extends string> {
  label: string;
  /** The first option, which clears the filter ('All statuses'). */
  allLabel: string;
  options: readonly T[];
  /** An option's text in the current locale. */
  optionLabel: (option: T) => string;
  /** The filter in force (from the URL). */
  value: T | undefined;
  /** Called with the chosen option, or undefined for 'all'. */
  onChange: (value: T | undefined) => void;
  width: number;
}

/**
 * A choice filter of a table screen, applied as soon as it changes. The browser's own select: on
 * a phone it opens the system picker, and the page does not pay for a dropdown of its own.
 */
export function TableSelectFilter<T extends string>({
  label,
  allLabel,
  options,
  optionLabel,
  value,
  onChange,
  width,
}: TableSelectFilterProps<T>) {
  return (
    <NativeSelect
      label={label}
      w={width}
      data={[
        { value: '', label: allLabel },
        ...options.map((option) => ({ value: option, label: optionLabel(option) })),
      ]}
      value={value ?? ''}
      onChange={(event) => onChange(options.find((option) => option === event.currentTarget.value))}
    />
  );
}
