import type { ReactNode } from 'react';
import {
  Checkbox,
  Group,
  Radio,
  Switch,
  type CheckboxProps,
  type SwitchProps,
} from '@mantine/core';
import { useBoundField, type BoundProps } from './use-bound-field';

/** One choice of a dictionary (e.g. `DictItem`) or of a fixed list. */
export interface FieldOption<Value extends string = string> {
  value: Value;
  label: string;
}

export interface RadioFieldProps<Value extends string> {
  label: string;
  options: readonly FieldOption<Value>[];
}

/** One of a few fixed choices, side by side. */
export function RadioField<Value extends string>({ label, options }: RadioFieldProps<Value>) {
  const { value, onChange, error } = useBoundField<Value>();
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={(chosen) => {
        const option = options.find((candidate) => candidate.value === chosen);
        if (option) onChange(option.value);
      }}
      error={error}
    >
      <Group gap="lg" mt={6}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}

export interface CheckboxFieldProps extends Omit<CheckboxProps, BoundProps | 'checked' | 'label'> {
  /** What ticking means: an option, or an agreement with its links. */
  label: ReactNode;
}

/** A tick: an option, or an agreement the form's rules require. */
export function CheckboxField(props: CheckboxFieldProps) {
  const { value, onChange, onBlur, error } = useBoundField<boolean>();
  return (
    <Checkbox
      {...props}
      checked={value}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      error={error}
    />
  );
}

export type SwitchFieldProps = Omit<SwitchProps, BoundProps | 'checked'>;

/** On or off, for a block of the form that can be left out. */
export function SwitchField(props: SwitchFieldProps) {
  const { value, onChange, onBlur, error } = useBoundField<boolean>();
  return (
    <Switch
      {...props}
      checked={value}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      error={error}
    />
  );
}
