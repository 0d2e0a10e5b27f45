import { TextInput } from '@mantine/core';

export interface PhoneInputProps {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
}

/** A required mobile phone number input: the phone keypad and the browser's national number. */
export function PhoneInput({
  label,
  description,
  value,
  onChange,
  onBlur,
  error,
}: PhoneInputProps) {
  return (
    <TextInput
      label={label}
      description={description}
      type="tel"
      autoComplete="tel-national"
      inputMode="tel"
      withAsterisk
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
    />
  );
}
