import { lazy, Suspense } from 'react';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';

const SafeHtmlView = lazy(() => import('./safe-html-view'));

/**
 * HTML from the API (descriptions, rules), sanitised by src/lib/sanitize-html.ts. DOMPurify
 * (~10 KB gzip) loads after the page paints; a placeholder of `placeholderHeight` holds the place.
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
  return (
    <Suspense fallback={<SkeletonBlock height={placeholderHeight} />}>
      <SafeHtmlView html={html} className={className} />
    </Suspense>
  );
}
