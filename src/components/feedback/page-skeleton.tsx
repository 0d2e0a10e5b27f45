import {
  createContext,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { afterContent, holdContentPlace } from '@/lib/after-content';
import { afterNextPaint } from '@/lib/after-next-paint';
import { useHydrated } from '@/lib/use-hydrated';
import classes from './skeleton.module.css';

export interface SkeletonBlockProps {
  /** Its height, unless its `className` gives it. */
  height?: CSSProperties['height'];
  width?: CSSProperties['width'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/**
 * True inside the place of a part that comes after the page's content (`AfterPaint`,
 * `AfterContent`, `AfterRows`, `WhenNearScreen`): its skeletons are not the content's, which the
 * site's chrome waits for (`afterContent`).
 */
const PartPlace = createContext(false);

/** The place of a part that comes after the page's content. */
export function PartPlaceholder({ children }: { children: ReactNode }) {
  return <PartPlace value={true}>{children}</PartPlace>;
}

/**
 * A placeholder of the size of what is loading. Plain CSS, so that it costs the first screen
 * nothing (Mantine's Skeleton brings Box's style-props code); still when reduced motion is asked.
 * While it is on the page the content is not (`afterContent`), unless it holds a later part's place.
 */
export function SkeletonBlock({ height, width = '100%', radius, className }: SkeletonBlockProps) {
  const partPlace = useContext(PartPlace);
  useEffect(() => (partPlace ? undefined : holdContentPlace()), [partPlace]);
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

export interface AfterPaintProps {
  /** Its placeholder, of its size: shown until then, and while its code loads. */
  fallback: ReactNode;
  /** A heavy part of the page: typically a `lazy` component. */
  children: ReactNode;
}

/**
 * A heavy part of a page that comes with the page's content (its form, its video player), in
 * place of a `Suspense`: it mounts once the browser has shown the content beside `fallback`,
 * not in the same frame. What it loads (its code) is then asked for after the page's content is
 * on screen, and never competes with it for the network or the main thread; Lighthouse, which
 * counts every request that starts before the largest paint in that paint's time, does not count
 * it. (A `lazy` whose import waited for a frame would not do: a render in a transition spans
 * frames before it is committed.) A server render (src/prerender/) and the hydration of its HTML
 * draw `children` at once: the markup a page came with stays as it is.
 */
export function AfterPaint({ fallback, children }: AfterPaintProps) {
  const place = <PartPlaceholder>{fallback}</PartPlaceholder>;
  return useShownAfter(afterNextPaint) ? <Suspense fallback={place}>{children}</Suspense> : place;
}

/**
 * The site's chrome on a page the app draws (its header, the personal centre's menu, the quick
 * bar), in place of a `Suspense`: it mounts, and its code is asked for, once the page has shown
 * its content (`afterContent`: its first screen's data drawn), not beside it. Until then
 * `fallback` holds its place. A page as HTML has it in its markup, drawn at once, as `AfterPaint`.
 */
export function AfterContent({ fallback, children }: AfterPaintProps) {
  const client = useQueryClient();
  const place = <PartPlaceholder>{fallback}</PartPlaceholder>;
  return useShownAfter((show) => afterContent(client, show)) ? (
    <Suspense fallback={place}>{children}</Suspense>
  ) : (
    place
  );
}

/**
 * False until `wait` calls back (a wait started when the part mounts), then true; true from the
 * first in a server render and the hydration of its HTML, so that the markup a page came with
 * stays as it is.
 */
function useShownAfter(wait: (show: () => void) => () => void): boolean {
  const hydrated = useHydrated();
  // Read once, when mounted: a part the server drew is never taken back to its placeholder.
  const [shown, setShown] = useState(!hydrated);
  // The wait is the part's for good: the one it mounted with.
  const [mountedWait] = useState(() => wait);
  useEffect(() => {
    if (shown) return;
    // A transition: React builds the part (a long form) in slices of a few milliseconds, and no
    // render of it blocks the main thread for long (Lighthouse's TBT).
    return mountedWait(() => startTransition(() => setShown(true)));
  }, [shown, mountedWait]);
  return shown;
}
