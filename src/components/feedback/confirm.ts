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
