import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/app-link';
import { IconArrowRight } from '@/components/icons/icons';
import classes from './section-header.module.css';

export interface SectionHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Site path of the full list ('More'). */
  moreHref?: string;
  /** Accessible name of the 'More' link, e.g. 'More platforms'. */
  moreLabel?: string;
  id?: string;
}

/** A content section's heading (h2) with an optional subtitle and 'More' link. */
export function SectionHeader({ title, subtitle, moreHref, moreLabel, id }: SectionHeaderProps) {
  return (
    <div className={classes.header}>
      <div>
        <h2 className={classes.title} id={id}>
          {title}
        </h2>
        {subtitle && <p className={classes.subtitle}>{subtitle}</p>}
      </div>
      {moreHref && (
        <AppLink href={moreHref} className={classes.more} aria-label={moreLabel}>
          <Trans>More</Trans>
          <IconArrowRight size={16} />
        </AppLink>
      )}
    </div>
  );
}
