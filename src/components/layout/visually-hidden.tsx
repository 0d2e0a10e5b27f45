import type { ReactNode } from 'react';
import classes from './visually-hidden.module.css';

/** The class of text for screen readers and search engines only (for an element of its own). */
export const visuallyHiddenClass = classes.hidden;

/** Text for screen readers and search engines only (a link's full name beside a short label). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHiddenClass}>{children}</span>;
}
