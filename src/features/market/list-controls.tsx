import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import classes from './list-controls.module.css';

/*
 * The list's keyword search, price range, sort and pages as plain elements: the list is a public
 * first screen, and Mantine's inputs, buttons and pagination would add about 20 KB gzip to it.
 */

export interface KeywordSearchProps {
  /** The search in force (from the URL). */
  initial: string | undefined;
  maxLength: number;
  onSearch: (key: string | undefined) => void;
}

export function KeywordSearch(props: KeywordSearchProps) {
  // A new search in force (a link, Back, 'Clear filters') replaces what was typed.
  return <KeywordForm key={props.initial ?? ''} {...props} />;
}

function KeywordForm({ initial, maxLength, onSearch }: KeywordSearchProps) {
  const { t } = useLingui();
  const id = useId();
  const [value, setValue] = useState(initial ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim() || undefined);
  };
  return (
    <form role="search" onSubmit={submit} className={classes.group}>
      <span className={classes.field}>
        <label htmlFor={id} className={classes.label}>
          {t`Keyword`}
        </label>
        <input
          id={id}
          type="search"
          className={classes.input}
          value={value}
          maxLength={maxLength}
          placeholder={t`Service or provider name`}
          onChange={(event) => setValue(event.currentTarget.value)}
          style={{ width: 220 }}
        />
      </span>
      <button type="submit" className={classes.button}>
        {t`Search`}
      </button>
    </form>
  );
}

export interface PriceRangeProps {
  min: number | undefined;
  max: number | undefined;
  onApply: (range: { min: number | undefined; max: number | undefined }) => void;
}

function parsePrice(text: string): number | undefined | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) / 100 : null;
}

/** The price filter: applied on 'Apply' (or Enter); reversed bounds are swapped. */
export function PriceRange(props: PriceRangeProps) {
  return <RangeForm key={`${props.min ?? ''}-${props.max ?? ''}`} {...props} />;
}

function RangeForm({ min, max, onApply }: PriceRangeProps) {
  const { t } = useLingui();
  const id = useId();
  const [low, setLow] = useState(min === undefined ? '' : String(min));
  const [high, setHigh] = useState(max === undefined ? '' : String(max));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = parsePrice(low);
    const to = parsePrice(high);
    if (from === null || to === null) {
      setError(t`Enter a price of 0 or more`);
      return;
    }
    setError(null);
    const swap = from !== undefined && to !== undefined && from > to;
    onApply(swap ? { min: to, max: from } : { min: from, max: to });
  };
  return (
    <form onSubmit={submit} aria-label={t`Price range`} className={classes.wrap}>
      <span className={classes.group}>
        <span className={classes.field}>
          <label htmlFor={`${id}-low`} className={classes.label}>
            {t`Lowest price (RMB)`}
          </label>
          <input
            id={`${id}-low`}
            className={classes.input}
            value={low}
            inputMode="decimal"
            maxLength={12}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setLow(event.currentTarget.value)}
            style={{ width: 120 }}
          />
        </span>
        <span className={classes.field}>
          <label htmlFor={`${id}-high`} className={classes.label}>
            {t`Highest price (RMB)`}
          </label>
          <input
            id={`${id}-high`}
            className={classes.input}
            value={high}
            inputMode="decimal"
            maxLength={12}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setHigh(event.currentTarget.value)}
            style={{ width: 120 }}
          />
        </span>
        <button type="submit" className={classes.button}>
          {t`Apply`}
        </button>
      </span>
      {error && (
        <span id={`${id}-error`} className={classes.error} role="alert">
          {error}
        </span>
      )}
    </form>
  );
}

export interface SelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  hideLabel?: boolean;
}

export function PlainSelect({ label, value, options, onChange, hideLabel }: SelectProps) {
  const id = useId();
  return (
    <span className={classes.field}>
      <label htmlFor={id} className={hideLabel ? classes.hidden : classes.label}>
        {label}
      </label>
      <select
        id={id}
        className={classes.input}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}

/** The page numbers to show: the first, the last, and two either side of the current one. */
export function pageItems(current: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total]);
  for (let page = current - 2; page <= current + 2; page += 1) {
    if (page >= 1 && page <= total) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => {
    const previous = sorted[index - 1];
    return previous !== undefined && page - previous > 1 ? (['gap', page] as const) : [page];
  });
}

export interface PagerProps {
  page: number;
  total: number;
  onChange: (page: number) => void;
}

export function Pager({ page, total, onChange }: PagerProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Pages`}>
      <ul className={classes.pager}>
        <li>
          <button
            type="button"
            className={classes.pageButton}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
            aria-label={t`Previous page`}
          >
            ‹
          </button>
        </li>
        {pageItems(page, total).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={classes.gap}>
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={classes.pageButton}
                aria-label={t`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={classes.pageButton}
            disabled={page >= total}
            onClick={() => onChange(page + 1)}
            aria-label={t`Next page`}
          >
            ›
          </button>
        </li>
      </ul>
    </nav>
  );
}
