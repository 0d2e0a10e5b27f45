import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import classes from './customer-service.module.css';

/** The customer-service chat in a dialog; loaded when it is first opened. */
export default function CustomerServiceDialog({
  url,
  opened,
  onClose,
}: {
  url: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Online customer service`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      size={440}
      padding={0}
      classNames={{ header: classes.modalHeader, body: classes.modalBody }}
    >
      <iframe
        className={classes.chat}
        src={url}
        title={t`Customer service chat`}
        data-testid="customer-service-chat"
      />
    </Modal>
  );
}
