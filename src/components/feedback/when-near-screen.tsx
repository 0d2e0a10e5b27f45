import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import { useHydrated } from '@/lib/use-hydrated';
import { PartPlaceholder, SkeletonBlock } from './page-skeleton';

/** How far below (or above) the screen a deferred section starts loading. */
const NEAR_MARGIN = '400px 0px';

export interface WhenNearScreenProps {
  /** The height of the placeholder that keeps the section's place until it has loaded. */
  height: number;
  /** The section: typically a `lazy` component, whose code and data then load when it mounts. */
  children: ReactNode;
}

/**
 * A section far below the first screen (a page's comments) that mounts when the reader comes near
 * it, not with the page: its code and its data load then, and the page's first visit pays for
 * what it shows. It is looked for only once the page has shown its content (`afterNextPaint`):
 * on a phone, a section a screen below the content is near it from the first layout on, and
 * asked for then, its code joins the requests that the page's largest paint waits for in
 * Lighthouse's count (the player's comments, some 50 KB with the form kit). Until then, and while
 * its code loads, a placeholder of its size keeps its place. Where the browser cannot tell (no
 * IntersectionObserver), it mounts at once; a server render (src/prerender/) draws the
 * placeholder, and so does the hydration of its HTML.
 */
export function WhenNearScreen({ height, children }: WhenNearScreenProps) {
  const [seen, setSeen] = useState(false);
  const hydrated = useHydrated();
  const near = seen || (hydrated && typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    let observer: IntersectionObserver | undefined;
    const cancel = afterNextPaint(() => {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.observe(element);
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [near]);

  // A section below the first screen: not the content the site's chrome waits for.
  const fallback = (
    <PartPlaceholder>
      <SkeletonBlock height={height} />
    </PartPlaceholder>
  );
  if (!near) {
    return (
      <div ref={placeholder} data-testid="near-screen-placeholder">
        {fallback}
      </div>
    );
  }
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
