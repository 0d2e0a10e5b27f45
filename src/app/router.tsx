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

/**
 * Fetches the code of the routes `pathname` matches, not their data: src/main.tsx starts it
 * before the first render so that the page's chunks load while the app starts. A failed chunk is
 * fetched again (and reported) when the router loads the route.
 */
export function preloadRouteChunks(pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
