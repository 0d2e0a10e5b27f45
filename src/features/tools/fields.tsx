import { useLingui } from '@lingui/react/macro';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { formatNumber } from '@/i18n/format';
import classes from './fields.module.css';
import type { NumberInput } from './number-rule';

/**
 * Light native inputs for the calculators: they recalculate as the user types and submit nothing,
 * so the form kit (made for submitted forms) is not needed, and Mantine's inputs (about 60 KB gzip
 * with their combobox and popover code) would put the tool pages over the first-paint budget.
 */

interface FieldFrame {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
}

function Frame({
  id,
  label,
  description,
  error,
  children,
}: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {children}
      {description && !error && (
        <span id={`${id}-description`} className={classes.description}>
          {description}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={classes.error}>
          {error}
        </span>
      )}
    </div>
  );
}

function describedBy(id: string, { description, error }: FieldFrame): string | undefined {
  if (error) return `${id}-error`;
  return description ? `${id}-description` : undefined;
}

/**
 * A number of a calculator: the text as typed, checked against the field's rule on every change;
 * a refused value is marked and explained beside the field (see `useNumberInput`).
 */
export function NumberField({
  input,
  testId,
  ...frame
}: FieldFrame & { input: NumberInput; testId?: string }) {
  const { t } = useLingui();
  const id = useId();
  const min = formatNumber(input.rule.min);
  const max = formatNumber(input.rule.max);
  // Why the text is refused, in the words of the form kit.
  const refusal =
    input.problem === 'empty' || input.problem === 'nan'
      ? t`Enter a number`
      : input.problem === 'min'
        ? input.rule.above
          ? t`Enter a number greater than ${min}`
          : t`Enter ${min} or more`
        : input.problem === 'max'
          ? t`Enter ${max} or less`
          : input.problem === 'integer'
            ? t`Enter a whole number`
            : undefined;
  const error = refusal ?? frame.error;
  const framed = { ...frame, error };
  return (
    <Frame id={id} {...framed}>
      <input
        id={id}
        className={classes.input}
        type="number"
        inputMode="decimal"
        min={input.rule.min}
        max={input.rule.max}
        step={input.rule.integer ? 1 : 'any'}
        value={input.text}
        data-testid={testId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, framed)}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          input.setText(event.currentTarget.value)
        }
      />
    </Frame>
  );
}

export function TextField({
  value,
  onChange,
  type = 'text',
  testId,
  ...frame
}: FieldFrame & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'date';
  testId?: string;
}) {
  const id = useId();
  return (
    <Frame id={id} {...frame}>
      <input
        id={id}
        className={classes.input}
        type={type}
        value={value}
        data-testid={testId}
        aria-invalid={frame.error ? true : undefined}
        aria-describedby={describedBy(id, frame)}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Frame>
  );
}

export function TextAreaField({
  value,
  onChange,
  rows = 6,
  testId,
  ...frame
}: FieldFrame & {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  testId?: string;
}) {
  const id = useId();
  return (
    <Frame id={id} {...frame}>
      <textarea
        id={id}
        className={classes.textarea}
        rows={rows}
        value={value}
        data-testid={testId}
        aria-describedby={describedBy(id, frame)}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Frame>
  );
}

export interface Option<T extends string> {
  value: T;
  label: string;
}

export function SelectField<T extends string>({
  value,
  onChange,
  options,
  testId,
  ...frame
}: FieldFrame & { value: T; onChange: (value: T) => void; options: Option<T>[]; testId?: string }) {
  const id = useId();
  return (
    <Frame id={id} {...frame}>
      <select
        id={id}
        className={classes.input}
        value={value}
        data-testid={testId}
        aria-describedby={describedBy(id, frame)}
        onChange={(event) => onChange(event.currentTarget.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** A choice among a few options, as a group of radio buttons that looks like a segmented control. */
export function Segmented<T extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: Option<T>[];
}) {
  const name = useId();
  return (
    <fieldset className={classes.segmented}>
      <legend className={classes.legend}>{label}</legend>
      <div className={classes.segments}>
        {options.map((option) => (
          <label
            key={option.value}
            className={classes.segment}
            data-checked={option.value === value || undefined}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className={classes.radio}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ActionButton({
  children,
  onClick,
  variant = 'filled',
}: {
  children: ReactNode;
  onClick: () => void;
  variant?: 'filled' | 'subtle';
}) {
  return (
    <button type="button" className={classes.button} data-variant={variant} onClick={onClick}>
      {children}
    </button>
  );
}
