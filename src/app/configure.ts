import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { configureApiClient } from '@/api/client';
import { currentLocale } from '@/i18n/activate';
import { router } from './router';
import { clearSession } from '@/api/session';
import { queryClient } from './query-client';

const errorTitle = msg`Error`;

/** Wires the API client's side effects (spec section 8) to the app's toasts and router. */
export function configureApp(): void {
  configureApiClient({
    getLanguageType: () => currentLocale().slug,
    notifyError: (message) =>
      notifications.show({ color: 'red', title: i18n._(errorTitle), message, autoClose: 4000 }),
    onSessionExpired: () => {
      clearSession(queryClient);
      const { pathname, searchStr } = router.state.location;
      const redirect = encodeURIComponent(`${pathname}${searchStr}`);
      void router.navigate({ href: `/${currentLocale().slug}/login?redirect=${redirect}` });
    },
    onGatewayTimeout: () => void router.navigate({ href: '/504' }),
  });
}
