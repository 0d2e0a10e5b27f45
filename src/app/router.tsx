import { createRouter } from '@tanstack/react-router';
import { NotFound, RouteErrorBoundary } from '@/components/feedback/error-boundaries';
import { routeTree } from '@/routeTree.gen';
import { queryClient } from './query-client';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // Inside a layout: a page's error or 'not found' shows under the site header.
  defaultErrorComponent: RouteErrorBoundary,
  defaultNotFoundComponent: () => <NotFound />,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
