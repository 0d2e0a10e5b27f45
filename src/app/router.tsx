import { createRouter, type StaticDataRouteOption } from '@tanstack/react-router';
import { NotFound, RouteErrorBoundary } from '@/components/feedback/error-boundaries';
import { PageSkeleton } from '@/components/feedback/page-skeleton';
import { routeTree } from '@/routeTree.gen';
import { queryClient } from './query-client';

/** How long a route may load before its layout shows the pending skeleton (the router's default). */
const PENDING_MS = 1000;

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // Inside a layout: a page's error or 'not found' shows under the site header.
  defaultErrorComponent: RouteErrorBoundary,
  defaultNotFoundComponent: () => <NotFound />,
  // Pages paint before their data: a page whose data suspends shows this inside its layout.
  defaultPendingComponent: PageSkeleton,
  defaultPendingMs: PENDING_MS,
});

/**
 * Resolves once the router has loaded the location the page opened at (its route code, and
 * what a loader awaits to decide the route: not found, redirect), or after the pending time,
 * whichever comes first: src/main.tsx renders the first screen then. A failed load resolves too
 * (the route's error screen shows it).
 */
export function loadFirstScreen(
  target: { load: () => Promise<void> } = router,
  pendingMs = PENDING_MS,
): Promise<void> {
  return Promise.race([
    target.load().catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, pendingMs)),
  ]);
}

/**
 * Makes every route's `head` (the page's title and description, in the locale's words) wait for
 * `ready`, the locale's activation: src/main.tsx then starts loading the first screen (its route
 * code, and the loaders' API calls) beside the catalogs instead of after them, and only the
 * titles wait for them.
 */
export function headsAfter(ready: Promise<unknown>, target: { routesById: object } = router): void {
  for (const route of Object.values(target.routesById) as { options: { head?: HeadFn } }[]) {
    const head = route.options.head;
    if (!head) continue;
    route.options.head = async (context) => {
      await ready;
      return head(context);
    };
  }
}

type HeadFn = (context: never) => unknown;

/**
 * Fetches the code of the routes `pathname` matches, not their data: src/main.tsx starts it
 * before the first render so that the page's chunks load while the app starts. A failed chunk is
 * fetched again (and reported) when the router loads the route.
 */
export function preloadRouteChunks(pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}

/** The static data of the routes `pathname` matches (catalogs the page shows). */
export function matchedStaticData(pathname: string): StaticDataRouteOption[] {
  const [routes] = router.getMatchedRoutes(pathname);
  return routes.map((route) => route.options.staticData ?? {});
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
