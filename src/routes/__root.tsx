import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
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
  return (
    <>
      <RouteProgress />
      <DocumentHead />
      <Outlet />
    </>
  );
}
