import type { ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { chunkReloadAllowed, isChunkLoadError, markChunkReload } from './chunk-reload';

// The screens load only when needed. The chunk-load check stays here, in the entry: after a
// deploy the screens' own chunk may be gone too.
const RouteErrorScreen = lazy(() =>
  import('./route-error').then((module) => ({ default: module.RouteErrorScreen })),
);
const NotFoundScreen = lazy(() =>
  import('./error-screen').then((module) => ({ default: module.NotFoundScreen })),
);

/** Whether this error is a failed chunk load that may reload the page now (spec section 4). */
function useChunkReload(error: unknown): boolean {
  const [reloading] = useState(
    () => isChunkLoadError(error) && chunkReloadAllowed(window.sessionStorage),
  );
  useEffect(() => {
    if (!reloading) return;
    markChunkReload(window.sessionStorage);
    window.location.reload();
  }, [reloading]);
  return reloading;
}

/** The router's error boundary inside a layout (under the site header). */
export function RouteErrorBoundary(props: ErrorComponentProps) {
  const reloading = useChunkReload(props.error);
  if (reloading) return null;
  return (
    <Suspense fallback={null}>
      <RouteErrorScreen {...props} />
    </Suspense>
  );
}

/** The error boundary of routes outside any layout (the root and the language route). */
export function FullPageRouteErrorBoundary(props: ErrorComponentProps) {
  const reloading = useChunkReload(props.error);
  if (reloading) return null;
  return (
    <Suspense fallback={null}>
      <RouteErrorScreen {...props} fullPage />
    </Suspense>
  );
}

/** 'Page does not exist' inside a layout, or as a page of its own (`fullPage`). */
export function NotFound({ fullPage }: { fullPage?: boolean }) {
  return (
    <Suspense fallback={null}>
      <NotFoundScreen fullPage={fullPage} />
    </Suspense>
  );
}
