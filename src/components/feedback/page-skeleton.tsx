import {
  startTransition,
  Suspense,
  useEffect,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useHydrated } from '@/lib/use-hydrated';
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

/**
 * Runs `callback` once the browser has shown the frame being made now: a frame's callbacks run
 * just before it is painted, and the next frame's once the compositor has taken it (a slow phone
 * shows a frame well after painting it); a task queued from there runs after both.
 */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(callback, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
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
  const hydrated = useHydrated();
  // Read once, when mounted: a part the server drew is never taken back to its placeholder.
  const [shown, setShown] = useState(!hydrated);
  useEffect(() => {
    if (shown) return;
    // A transition: React builds the part (a long form) in slices of a few milliseconds, and no
    // render of it blocks the main thread for long (Lighthouse's TBT).
    return afterNextPaint(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

/** The parts waiting for their turn, in the order they were mounted (`InTurn`). */
const turns: (() => void)[] = [];
/** Cancels the wait for the next turn; null when none is awaited. */
let awaitedTurn: (() => void) | null = null;

function nextTurn(): void {
  if (awaitedTurn || turns.length === 0) return;
  awaitedTurn = afterNextPaint(() => {
    awaitedTurn = null;
    turns.shift()?.();
    nextTurn();
  });
}

/**
 * A section of a long form that mounts in its turn: once the part before it has been shown, each
 * `InTurn` of a page in a task and a frame of its own, in the order they were mounted. Mounting a
 * long form at once is one task of its render, its commit and the style and layout of its DOM
 * (the parcel order's, some 200 ms on a phone); in turns, each section's share. Wrap the sections
 * after the first screen's, not the form's submit button: every section is there a few frames
 * after the form, before anyone could fill it in. A server render and the hydration of its HTML
 * draw `children` at once.
 */
export function InTurn({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(!hydrated);
  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    turns.push(show);
    nextTurn();
    return () => {
      const index = turns.indexOf(show);
      if (index >= 0) turns.splice(index, 1);
    };
  }, [shown]);
  return shown ? children : null;
}
