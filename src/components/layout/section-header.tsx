import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/app-link';
import { IconArrowRight } from '@/components/icons/icons';
import classes from './section-header.module.css';
import { VisuallyHidden } from './visually-hidden';

export type SectionHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  id?: string;
} & (
  | { moreHref?: undefined; moreLabel?: undefined }
  | {
      /** Site path of the full list ('More'). */
      moreHref: string;
      /**
       * The 'More' link's full name, e.g. 'More platforms': read by screen readers and search
       * engines in place of the short label shown (a link named 'More' says not where it leads).
       */
      moreLabel: string;
    }
);

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
        <AppLink href={moreHref} className={classes.more}>
          <VisuallyHidden>{moreLabel}</VisuallyHidden>
          <span aria-hidden="true">
            <Trans>More</Trans>
          </span>
          <IconArrowRight size={16} />
        </AppLink>
      )}
    </div>
  );
}
