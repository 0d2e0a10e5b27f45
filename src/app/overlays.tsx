import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToHosts, wantedHosts } from '@/components/feedback/overlay-hosts';

// Mantine's notification container and modals host load when a toast or a confirm dialog first
// asks for them (src/components/feedback/overlay-hosts.ts), not with any page.
const Notifications = lazy(() => import('./notifications-host'));
const ModalsHost = lazy(() => import('./modals-host'));

/** A prerendered page (src/prerender/) and its hydration show no overlay host. */
const NO_HOSTS: ReturnType<typeof wantedHosts> = [];
const noHosts = () => NO_HOSTS;

export function Overlays() {
  const hosts = useSyncExternalStore(subscribeToHosts, wantedHosts, noHosts);
  if (hosts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {hosts.includes('notifications') && <Notifications />}
      {hosts.includes('modals') && <ModalsHost />}
    </Suspense>
  );
}
