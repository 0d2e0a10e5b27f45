import type { CSSProperties } from 'react';
import classes from './skeleton.module.css';

export interface SkeletonBlockProps {
  height: CSSProperties['height'];
  width?: CSSProperties['width'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/**
 * A placeholder of the size of what is loading. Plain CSS, so that it costs the first screen
 * nothing (Mantine's Skeleton brings Box's style-props code); still when reduced motion is asked.
 */
export function SkeletonBlock({ height, width = '100%', radius, className }: SkeletonBlockProps) {
  return (
    <span
      className={className ? `${classes.block} ${className}` : classes.block}
      style={{ height, width, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}

/**
 * What a page shows inside its layout while its data is on the way (the route's pending
 * component: src/app/router.tsx). As tall as a screen, so that the footer does not jump up and
 * back down when the content arrives; pages with a known shape show their own skeletons instead.
 */
export function PageSkeleton() {
  return (
    <div className={classes.page} aria-busy="true" data-testid="page-skeleton">
      <SkeletonBlock height={28} width="40%" />
      <SkeletonBlock height={16} />
      <SkeletonBlock height={16} />
      <SkeletonBlock height={16} width="70%" />
      <SkeletonBlock height={180} radius="var(--mantine-radius-md)" />
    </div>
  );
}
