import { Button, Group, Modal, Stack, Text, Typography } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Message } from '@/api/gen/model';
import { formatDateTime } from '@/i18n/format';
import { sanitizeHtml } from '@/lib/sanitize-html';
import classes from './message-center.module.css';
import readable from './readable.module.css';
import { TypeBadge } from './type-badge';

/** A message read in full: its type, time and sanitised HTML, with delete and close. */
export default function MessageDialog({
  message,
  onClose,
  onDelete,
}: {
  message: Message;
  onClose: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      opened
      onClose={onClose}
      title={message.title}
      size="lg"
      classNames={{ content: readable.readable }}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Group gap="sm">
          <TypeBadge message={message} />
          <Text size="xs" c="dimmed">
            {formatDateTime(message.createTime)}
          </Text>
        </Group>
        <Typography>
          <div
            className={classes.content}
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(message.content) }}
          />
        </Typography>
        <Group justify="flex-end">
          <Button variant="outline" color="red" onClick={onDelete}>
            {t`Delete`}
          </Button>
          <Button onClick={onClose}>{t`Close`}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
