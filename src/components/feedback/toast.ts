import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
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
 * The success toast of spec section 8: title 'friendly reminder', message 'operation succeeded'
 * unless the caller names what succeeded ('Registration succeeded', ...), shown 2000 ms.
 */
export function notifySuccess(message?: string, title?: string): void {
  void requireHost('notifications');
  notifications.show({
    color: 'green',
    title: title ?? i18n._(texts.reminder),
    message: message ?? i18n._(texts.succeeded),
    autoClose: TOAST_DURATION_MS,
    closeButtonProps: closeButtonProps(),
  });
}

/** An error toast; the API client's failures come through here (src/app/configure.ts). */
export function notifyError(message: string, title?: string): void {
  void requireHost('notifications');
  notifications.show({
    color: 'red',
    title: title ?? i18n._(texts.error),
    message,
    autoClose: TOAST_DURATION_MS * 2,
    closeButtonProps: closeButtonProps(),
  });
}
