import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

// The filters of a table screen, as they are once the table's rows are on screen (their code
// loads then: `TableSelectFilter`, `TableTextSearch` and `TableSegmentFilter` in ./table-filters.tsx).

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
export function SelectFilterField<T extends string>({
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

export interface TableTextSearchProps {
  label: string;
  placeholder: string;
  maxLength: number;
  /** The search in force (from the URL): what the input shows until the user types. */
  initial: string | undefined;
  /** Called on submit with the trimmed text, or undefined when nothing is left of it. */
  onSearch: (value: string | undefined) => void;
  width: number;
}

/** A text filter of a table screen: applied on 'Search' (or Enter), not on every keystroke. */
export function TextSearchField(props: TableTextSearchProps) {
  // A new search in force (a link, Back, a reset) replaces what was typed.
  return <SearchForm key={props.initial ?? ''} {...props} />;
}

function SearchForm({
  label,
  placeholder,
  maxLength,
  initial,
  onSearch,
  width,
}: TableTextSearchProps) {
  const [value, setValue] = useState(initial ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim() || undefined);
  };
  return (
    <form onSubmit={submit} role="search">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={label}
          placeholder={placeholder}
          value={value}
          maxLength={maxLength}
          onChange={(event) => setValue(event.currentTarget.value)}
          w={width}
        />
        <Button type="submit" variant="default">
          <Trans>Search</Trans>
        </Button>
      </Group>
    </form>
  );
}

export interface TableSegmentFilterProps<T extends string> {
  /** Names the choice for assistive technology ('Payment state'). */
  label: string;
  /** Every choice, in order, with its text in the current locale. */
  options: readonly { value: T; label: string }[];
  /** The choice in force (from the URL). */
  value: T;
  onChange: (value: T) => void;
}

/** The list's few states as one segmented choice above its filters (all, unpaid, paid). */
export function SegmentFilterField<T extends string>({
  label,
  options,
  value,
  onChange,
}: TableSegmentFilterProps<T>) {
  return (
    <SegmentedControl
      aria-label={label}
      w="fit-content"
      value={value}
      onChange={(next) => {
        const option = options.find((candidate) => candidate.value === next);
        if (option) onChange(option.value);
      }}
      data={options.map((option) => ({ value: option.value, label: option.label }))}
    />
  );
}
