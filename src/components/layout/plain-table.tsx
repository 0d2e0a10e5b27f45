import type { ReactNode } from 'react';
import classes from './plain-table.module.css';

/** Classes for a cell of a plain table: `end` aligns numbers and amounts to the end. */
export const plainTableClasses = { end: classes.end };

/**
 * A table drawn like Mantine's Table, as plain HTML (./plain-table.module.css says why), that
 * scrolls sideways on a narrow screen. The scroller is a region named like the table, which a
 * keyboard can focus to scroll it (axe: scrollable-region-focusable). A static table is this
 * alone; the data table (the user pages, sorts or filters it) draws its rows in one too.
 */
export function PlainTable({
  label,
  bordered = false,
  className,
  scrollClassName,
  minWidth,
  busy,
  testId,
  children,
}: {
  /** The table's accessible name, and its scroller's. */
  label: string;
  /** Borders around and between the cells, row headers on a grey ground (a sheet of facts). */
  bordered?: boolean;
  className?: string;
  /** The scroller's own look (the data table's frame and height). */
  scrollClassName?: string;
  /** Below this width, in px, the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** Rows are being fetched over those shown (`aria-busy`). */
  busy?: boolean;
  testId?: string;
  /** The table's caption, head, body and foot. */
  children: ReactNode;
}) {
  const tableClass = [classes.table, bordered && classes.bordered, className]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={scrollClassName ? `${classes.scroll} ${scrollClassName}` : classes.scroll}
      tabIndex={0}
      role="region"
      aria-label={label}
      data-testid={testId}
    >
      <table
        className={tableClass}
        aria-label={label}
        aria-busy={busy}
        style={minWidth ? { minWidth } : undefined}
      >
        {children}
      </table>
    </div>
  );
}
