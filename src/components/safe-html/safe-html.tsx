import { lazy, Suspense, useState } from 'react';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { useHydrated } from '@/lib/use-hydrated';

const SafeHtmlView = lazy(() => import('./safe-html-view'));

/**
 * HTML from the API (descriptions, rules), sanitised by src/lib/sanitize-html.ts. DOMPurify
 * (~10 KB gzip) loads after the page paints; a placeholder of `placeholderHeight` holds the place.
 *
 * A page as HTML came with this HTML already sanitised (the prerendering runs the same sanitiser):
 * as it is hydrated, and as long as the HTML is the same, the element keeps the markup it came
 * with (React leaves the inner HTML of a hydrated element as it is, and sets it again only when
 * `__html` changes), so that its hydration neither loads nor runs the sanitiser.
 */
export function SafeHtml({
  html,
  className,
  placeholderHeight = 120,
}: {
  html: string;
  className?: string;
  placeholderHeight?: number;
}) {
  const hydrated = useHydrated();
  // `hydrated` is false on the server too, which sanitises what it draws.
  const [pageHtml] = useState(() => (hydrated || import.meta.env.SSR ? undefined : html));
  return (
    <Suspense fallback={<SkeletonBlock height={placeholderHeight} />}>
      {html === pageHtml ? (
        <div
          className={className}
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
        />
      ) : (
        <SafeHtmlView html={html} className={className} />
      )}
    </Suspense>
  );
}
