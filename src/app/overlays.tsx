import { lazy, Suspense } from 'react';

// Mantine's notification container and modals host render nothing until a toast or a confirm
// dialog is asked for, and their code (transitions, focus trap, scroll lock) is not needed for
// the first screen: they load right after it. Both listen to their static APIs
// (`notifications.show`, `modals.openConfirmModal`), so they work as siblings of the router.
const Notifications = lazy(() =>
  import('./notifications-host').then((module) => ({ default: module.Notifications })),
);
const ModalsHost = lazy(() =>
  import('./modals-host').then((module) => ({ default: module.ModalsHost })),
);

export function Overlays() {
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" />
      <ModalsHost />
    </Suspense>
  );
}
