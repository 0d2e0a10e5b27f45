import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

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
export function TableTextSearch(props: TableTextSearchProps) {
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
