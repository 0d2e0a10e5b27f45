import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { loadDeferred } from '@/app/deferred';
import { FullPageRouteErrorBoundary, NotFound } from '@/components/feedback/error-boundaries';
import { RouteProgress } from '@/components/feedback/route-progress';
import { DocumentHead } from '@/features/shell/document-head';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // Unmatched paths (spec section 8: error 404 'page not found') and failures above any layout.
  notFoundComponent: () => <NotFound fullPage />,
  errorComponent: FullPageRouteErrorBoundary,
});

function Root() {
  // Once the first screen is up, fetch the rest so that the next page does not wait for it.
  useEffect(() => {
    const prefetch = () => void loadDeferred().catch(() => undefined);
    // Safari before 18 has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(prefetch, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(prefetch, 2000);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <>
      <RouteProgress />
      <DocumentHead />
      <Outlet />
    </>
  );
}
