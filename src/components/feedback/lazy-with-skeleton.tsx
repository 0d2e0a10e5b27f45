import { lazy, Suspense, type ComponentType } from 'react';
import { SkeletonBlock } from './page-skeleton';

/** The height of an input with its label: the placeholder of a field that loads later. */
export const FIELD_HEIGHT = 60;

/**
 * A component whose code (a combobox, a date picker, a drop zone) loads when it is first shown,
 * after the page has painted, not with the page. Until it has loaded, a placeholder of its size
 * (the width of its line unless given) keeps its place. The form kit's heavier fields and the
 * date filter of list screens use it.
 */
export function lazyWithSkeleton<P extends object>(
  load: () => Promise<ComponentType<P>>,
  height: number,
  width?: number,
) {
  const Component = lazy(() => load().then((component) => ({ default: component })));
  function LazyWithSkeleton(props: P) {
    return (
      <Suspense fallback={<SkeletonBlock height={height} width={width} />}>
        <Component {...props} />
      </Suspense>
    );
  }
  return LazyWithSkeleton;
}
