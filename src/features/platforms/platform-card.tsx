import { useLingui } from '@lingui/react/macro';
import type { Platform } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { StatusPill } from '@/components/status-pill/status-pill';
import { platformHref } from './links';
import classes from './platforms.module.css';

/** Whether a platform takes store applications now, as a badge. */
export function ApplyOpenBadge({ open }: { open: boolean }) {
  const { t } = useLingui();
  return (
    <StatusPill tone={open ? 'ok' : 'none'}>
      {open ? t`Accepting applications` : t`Not accepting applications`}
    </StatusPill>
  );
}

export interface PlatformCardProps {
  platform: Platform;
  /** Whether the platform is picked for the comparison; undefined hides the choice. */
  compared?: boolean;
  /** The comparison is full: the choice of a platform not yet picked is disabled. */
  compareFull?: boolean;
  onCompareChange?: (picked: boolean) => void;
}

/** A platform of the directory: logo, name, regions and sites, tags, whether it takes applications. */
export function PlatformCard({
  platform,
  compared,
  compareFull,
  onCompareChange,
}: PlatformCardProps) {
  const { t } = useLingui();
  const titleId = `platform-${platform.id}-name`;
  const name = platform.name;
  return (
    <article className={classes.card} aria-labelledby={titleId}>
      <div className={classes.cardHead}>
        <img
          className={classes.logo}
          src={platform.logo}
          alt=""
          width={56}
          height={56}
          loading="lazy"
        />
        <div>
          <h3 className={classes.cardTitle} id={titleId}>
            <AppLink href={platformHref(platform.id)}>{platform.name}</AppLink>
          </h3>
          <p className={classes.cardMeta}>{platform.region}</p>
        </div>
      </div>
      <p className={classes.cardMeta}>
        {t`Sites`}: {platform.sites.join(' · ')}
      </p>
      <p className={classes.summary} title={platform.summary}>
        {platform.summary}
      </p>
      {platform.tags.length > 0 && (
        <ul className={classes.tags} aria-label={t`Tags`}>
          {platform.tags.map((tag) => (
            <li key={tag} className={classes.tag}>
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className={classes.cardFoot}>
        <ApplyOpenBadge open={platform.applyOpen} />
        {compared !== undefined && (
          <label className={classes.compareCheck}>
            <input
              type="checkbox"
              checked={compared}
              disabled={!compared && compareFull}
              aria-label={t`Compare ${name}`}
              onChange={(event) => onCompareChange?.(event.currentTarget.checked)}
            />
            {t`Compare`}
          </label>
        )}
      </div>
    </article>
  );
}

/** A card's placeholder, of its size. */
export function PlatformCardSkeleton() {
  return (
    <div className={classes.card}>
      <div className={classes.cardHead}>
        <SkeletonBlock height={56} width={56} />
        <SkeletonBlock height={20} width="50%" />
      </div>
      <SkeletonBlock height={14} width="70%" />
      <SkeletonBlock height={60} />
      <SkeletonBlock height={20} width="40%" />
    </div>
  );
}
