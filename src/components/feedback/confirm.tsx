import { Text } from '@mantine/core';
import type { OpenConfirmModal } from '@mantine/modals';
import { requireHost } from './overlay-hosts';

/**
 * Opens Mantine's confirm dialog (spec section 8: delete, cancel and other confirmations): the
 * one way screens ask before they act. The modals host loads on the first call.
 */
export async function openConfirm(props: OpenConfirmModal): Promise<void> {
  const [{ modals }] = await Promise.all([import('@mantine/modals'), requireHost('modals')]);
  modals.openConfirmModal(props);
}

/**
 * Asks before an action that cannot be undone (deleting, cancelling an account): a red confirm
 * button. Resolves true when the user confirmed, false when they cancelled or closed the dialog.
 */
export function confirmIrreversible(texts: {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  close: string;
}): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    void openConfirm({
      title: texts.title,
      children: <Text size="sm">{texts.body}</Text>,
      labels: { confirm: texts.confirm, cancel: texts.cancel },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': texts.close },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
