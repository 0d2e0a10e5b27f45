import { lazy, Suspense, useSyncExternalStore } from 'react';
import { router } from './router';

// Mantine's notification container and modals host render nothing until a toast or a confirm
// dialog is asked for, and their code (transitions, focus trap, scroll lock) is not needed for
// the first screen: they load once it is on screen, so that they do not compete with its chunks
// and data. Both listen to their static APIs (`notifications.show`, `modals.openConfirmModal`),
// so they work as siblings of the router.
const Notifications = lazy(() =>
  import('./notifications-host').then((module) => ({ default: module.Notifications })),
);
const ModalsHost = lazy(() =>
  import('./modals-host').then((module) => ({ default: module.ModalsHost })),
);

const subscribeToRenders = (onChange: () => void) => router.subscribe('onRendered', onChange);
const firstPageResolved = () => router.state.resolvedLocation !== undefined;

export function Overlays() {
  if (!useSyncExternalStore(subscribeToRenders, firstPageResolved)) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" />
      <ModalsHost />
    </Suspense>
  );
}
