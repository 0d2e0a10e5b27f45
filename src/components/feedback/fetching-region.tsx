import { useIsFetching, type QueryKey } from '@tanstack/react-query';
import type { ComponentPropsWithoutRef, ElementType } from 'react';

type FetchingRegionProps<T extends 'section' | 'ul'> = ComponentPropsWithoutRef<T> & {
  /** The element the region is. */
  component: T;
  /** The query whose fetching makes the region busy (exactly this key). */
  queryKey: QueryKey;
};

/**
 * A part of a page that is `aria-busy` while its query fetches (a list being refreshed or sorted):
 * this element alone renders again as a fetch starts and as it ends. Read on the page that owns
 * the query (`query.isFetching`), it rendered the whole page again twice for every fetch, the
 * refresh of a page that came as HTML among them, right after its hydration (the line list's
 * filters and cards, twice 85 ms on a phone); the answer, the same as the snapshot, changes
 * nothing else.
 */
export function FetchingRegion<T extends 'section' | 'ul'>({
  component,
  queryKey,
  ...props
}: FetchingRegionProps<T>) {
  const fetching = useIsFetching({ queryKey, exact: true }) > 0;
  const Component: ElementType = component;
  return <Component {...props} aria-busy={fetching} />;
}
