import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationData } from '@mantine/notifications';
import { requireHost } from './overlay-hosts';

/** Spec section 9: every toast stays 2000 ms. */
export const TOAST_DURATION_MS = 2000;

const texts = {
  reminder: msg`Friendly reminder`,
  succeeded: msg`Operation succeeded`,
  error: msg`Error`,
  close: msg`Close`,
};

const closeButtonProps = () => ({ 'aria-label': i18n._(texts.close) });

/**
 * Shows a toast. Mantine's notifications store comes with the first toast, beside its host
 * (overlay-hosts.ts), not with the page that may show one: a page that toasts after a save or a
 * cancellation does not load it before it paints.
 */
function show(notification: NotificationData): void {
  void requireHost('notifications');
  void import('./notifications-store').then(({ notifications }) =>
    notifications.show(notification),
  );
}

/**
 * The success toast of spec section 8: title 'friendly reminder', message 'operation succeeded'
 * unless the caller names what succeeded ('Registration succeeded', ...), shown 2000 ms.
 */
export function notifySuccess(message?: string, title?: string): void {
  show({
    color: 'green',
    title: title ?? i18n._(texts.reminder),
    message: message ?? i18n._(texts.succeeded),
    autoClose: TOAST_DURATION_MS,
    closeButtonProps: closeButtonProps(),
  });
}

/** An error toast; the API client's failures come through here (src/app/configure.ts). */
export function notifyError(message: string, title?: string): void {
  show({
    color: 'red',
    title: title ?? i18n._(texts.error),
    message,
    autoClose: TOAST_DURATION_MS * 2,
    closeButtonProps: closeButtonProps(),
  });
}
