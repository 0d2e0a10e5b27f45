import { createContext, useContext, type ReactNode } from 'react';
import { AfterPaint, PartPlaceholder } from '@/components/feedback/page-skeleton';

/**
 * Inside a data table (its `filters`, its pager): true once its first rows (or its failure, or
 * 'No data') have been drawn, and from then on (data-table-view.tsx); false while its code or
 * its first page is on the way. Outside any table (a screen's filters above a chart): null.
 */
export const RowsShownContext = createContext<boolean | null>(null);

export interface AfterRowsProps {
  /** Its placeholder, of its size: shown until the rows have been drawn, and while its code loads. */
  fallback: ReactNode;
  /** A control of the table (a filter, the pager), typically a `lazy` component. */
  children: ReactNode;
}

/**
 * A table's control that comes after its rows: it mounts, and its code (Mantine's inputs, select
 * and pagination) is asked for, once the browser has shown the first rows (`AfterPaint`), so
 * that it never competes with them for the network: a list page's largest paint is its rows.
 * Once mounted it stays, whatever the table loads next (what the user typed is kept). Outside a
 * table it comes once the page's content is on screen.
 */
export function AfterRows({ fallback, children }: AfterRowsProps) {
  const rowsShown = useContext(RowsShownContext);
  return rowsShown === false ? (
    <PartPlaceholder>{fallback}</PartPlaceholder>
  ) : (
    <AfterPaint fallback={fallback}>{children}</AfterPaint>
  );
}
