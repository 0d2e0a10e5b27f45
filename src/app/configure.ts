import { configureApiClient } from '@/api/client';
import { reloadForChunkError } from '@/components/feedback/chunk-reload';
import { notifyError } from '@/components/feedback/toast';
import { isMobileAgent } from '@/components/layout/use-is-mobile';
import { currentLocale } from '@/i18n/activate';
import { returnPathFor } from './require-session';
import { router } from './router';
import { clearSession } from '@/api/session';
import { queryClient } from './query-client';

/** Wires the API client's side effects (spec section 8) to the app's toasts and router. */
export function configureApp(): void {
  configureApiClient({
    getLanguageType: () => currentLocale().slug,
    // Mantine's notifications (their store and container) load with the first toast (toast.ts).
    notifyError: (message) => notifyError(message),
    onSessionExpired: () => {
      clearSession(queryClient);
      // The address being opened, even while its loaders are still running: the history's, which
      // follows every change of the address bar. The router's latest location can lag behind one
      // made before it subscribed (the offline backend takes `?mock=` out as it starts), and the
      // return path would then carry it back in.
      const { pathname, search } = router.history.location;
      // Parallel calls of one page all answer 512: the first one already left for login, and
      // the others must not replace its return path with the login page's own.
      if (pathname.split('/')[2] === 'login') return;
      const redirect = encodeURIComponent(
        returnPathFor(currentLocale().slug, { pathname, searchStr: search }),
      );
      void router.navigate({ href: `/${currentLocale().slug}/login?redirect=${redirect}` });
    },
    onGatewayTimeout: () => void router.navigate({ href: '/504' }),
  });
  // Vite reports a lazy chunk that failed to preload (typically after a deploy): reload once.
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError(event.payload)) event.preventDefault();
  });
  // A mobile device gets the mobile layout whatever its width (spec section 9); CSS reads this.
  document.documentElement.toggleAttribute('data-mobile-agent', isMobileAgent(navigator.userAgent));
}
