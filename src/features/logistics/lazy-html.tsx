import { lazy, Suspense } from 'react';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';

const SafeHtml = lazy(() => import('./safe-html'));

/** API HTML, sanitised by a lazily loaded DOMPurify; a placeholder until it is ready. */
export function LazyHtml({
  html,
  placeholderHeight = 120,
}: {
  html: string;
  placeholderHeight?: number;
}) {
  return (
    <Suspense fallback={<SkeletonBlock height={placeholderHeight} />}>
      <SafeHtml html={html} />
    </Suspense>
  );
}
