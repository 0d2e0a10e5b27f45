import type { ReactNode } from 'react';
import classes from './visually-hidden.module.css';

/** Text for screen readers and search engines only (a link's full name beside a short label). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={classes.hidden}>{children}</span>;
}
