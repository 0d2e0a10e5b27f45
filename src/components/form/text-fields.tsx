import {
  PasswordInput,
  Stack,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import {
  GrowingTextarea,
  type GrowingTextareaProps,
} from '@/components/growing-textarea/growing-textarea';
import { PasswordAdvice } from './password-advice';
import { PhoneInput } from './phone-input';
import { useSecretField } from './secret-fields';
import { useBoundField, type BoundProps } from './use-bound-field';

export interface TextFieldProps extends Omit<TextInputProps, BoundProps> {
  /** Rewrites what is typed before it is stored (e.g. to upper case). */
  normalize?: (value: string) => string;
}

export function TextField({ normalize, ...props }: TextFieldProps) {
  const { value, onChange, onBlur, error } = useBoundField<string>();
  return (
    <TextInput
      {...props}
      value={value}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        onChange(normalize ? normalize(typed) : typed);
      }}
      onBlur={onBlur}
      error={error}
    />
  );
}

export interface TextareaFieldProps extends Omit<GrowingTextareaProps, BoundProps | 'minRows'> {
  /** The lines it shows when empty (2). */
  minRows?: number;
}

/** Text over several lines, in a box that grows with it. */
export function TextareaField({ minRows = 2, ...props }: TextareaFieldProps) {
  const { value, onChange, onBlur, error } = useBoundField<string>();
  return (
    <GrowingTextarea
      {...props}
      minRows={minRows}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
    />
  );
}

export interface PasswordFieldProps extends Omit<PasswordInputProps, BoundProps> {
  /** Shows the strength advice of spec section 5 below the input (for a new password). */
  withAdvice?: boolean;
}

export function PasswordField({ withAdvice = false, ...props }: PasswordFieldProps) {
  const { field, value, onChange, onBlur, error } = useBoundField<string>();
  useSecretField(field.form, field.name);
  const input = (
    <PasswordInput
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
    />
  );
  if (!withAdvice) return input;
  return (
    <Stack gap={6}>
      {input}
      <PasswordAdvice password={value} />
    </Stack>
  );
}

export interface PhoneFieldProps {
  label: string;
  description?: string;
}

/** A required mainland mobile phone number (`PhoneInput`). */
export function PhoneField({ label, description }: PhoneFieldProps) {
  const { value, onChange, onBlur, error } = useBoundField<string>();
  return (
    <PhoneInput
      label={label}
      description={description}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}
