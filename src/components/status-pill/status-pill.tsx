import type { ReactNode } from 'react';
import classes from './status-pill.module.css';

/** How a status reads: under way (`info`), done well (`ok`), failed or refused (`bad`), no news (`none`). */
export type StatusTone = 'info' | 'ok' | 'bad' | 'none';

/** A status as a small coloured pill (each tone at least 7:1); the text says the status. */
export function StatusPill({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span className={classes.pill} data-tone={tone}>
      {children}
    </span>
  );
}
