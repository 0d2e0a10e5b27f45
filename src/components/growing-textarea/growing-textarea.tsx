import { Textarea, type TextareaProps } from '@mantine/core';
import { useSyncExternalStore, type CSSProperties } from 'react';
import classes from './growing-textarea.module.css';

export interface GrowingTextareaProps extends Omit<TextareaProps, 'autosize' | 'rows'> {
  minRows: number;
  /** Past this many lines the text scrolls; without it, the box grows with its text. */
  maxRows?: number;
}

const subscribeNever = () => () => undefined;
const browserSizesFields = () =>
  typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');
// Prerendered markup is the CSS one: a browser without `field-sizing` switches after hydrating.
const serverSizesFields = () => true;

/**
 * A textarea that grows with its text. The browser sizes it (`field-sizing: content`, between
 * `minRows` and `maxRows` lines): Mantine's `autosize` measures a hidden copy of the text with
 * `getComputedStyle` as it mounts and on every change, a forced style and layout of the page
 * (a quarter of a second of a phone's main thread on the parcel order). A browser without
 * `field-sizing` gets Mantine's `autosize`.
 */
export function GrowingTextarea({ minRows, maxRows, ...props }: GrowingTextareaProps) {
  const sizedByBrowser = useSyncExternalStore(
    subscribeNever,
    browserSizesFields,
    serverSizesFields,
  );
  if (!sizedByBrowser) return <Textarea {...props} autosize minRows={minRows} maxRows={maxRows} />;
  // Without `maxRows` the maximum is not a length, so the box has none.
  const rows = {
    '--growing-min-rows': minRows,
    '--growing-max-rows': maxRows ?? 'none',
  } as CSSProperties;
  return (
    <Textarea
      {...props}
      rows={minRows}
      classNames={{ input: classes.input }}
      styles={{ input: rows }}
    />
  );
}
