import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import classes from './fields.module.css';

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

const parse = (text: string) => {
  const value = Number.parseFloat(text.replace(',', '.'));
  return Number.isFinite(value) ? value : 0;
};

export function NumberField({
  value,
  onChange,
  min = 0,
  max,
  step = 'any',
  testId,
  ...frame
}: FieldFrame & {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number | 'any';
  testId?: string;
}) {
  const id = useId();
  const [text, setText] = useState(() => String(value));
  const [seen, setSeen] = useState(value);
  // A value set from outside (a unit switch) replaces the text; typing ("1." on the way to "1.5") does not.
  if (value !== seen) {
    setSeen(value);
    if (parse(text) !== value) setText(String(value));
  }
  return (
    <Frame id={id} {...frame}>
      <input
        id={id}
        className={classes.input}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={text}
        data-testid={testId}
        aria-invalid={frame.error ? true : undefined}
        aria-describedby={describedBy(id, frame)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setText(event.currentTarget.value);
          const next = parse(event.currentTarget.value);
          setSeen(next);
          onChange(next);
        }}
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
