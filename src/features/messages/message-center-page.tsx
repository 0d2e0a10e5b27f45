import { lazy, Suspense, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Group,
  Indicator,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { confirmIrreversible } from '@/components/feedback/confirm';
import { usePageWithin } from '@/components/pager/page-within';
import { Pager } from '@/components/pager/pager';
import { useLingui } from '@lingui/react/macro';
import type { Message } from '@/api/gen/model';
import { IconX } from '@/components/icons/icons';
import { formatDateTime } from '@/i18n/format';
import classes from './message-center.module.css';
import { MESSAGE_TABS, type MessageSearch, type MessageTab } from './message-search';
import { messageListQueryOptions } from './queries';
import readable from './readable.module.css';
import { TypeBadge } from './type-badge';
import { useMessageActions } from './use-message-actions';

// The reading dialog (the modal, the HTML sanitiser) loads when a message is first opened.
const MessageDialog = lazy(() => import('./message-dialog'));

export interface MessageCenterPageProps {
  search: MessageSearch;
  onSearchChange: (search: MessageSearch) => void;
}

function MessageRow({
  message,
  onOpen,
  onDelete,
}: {
  message: Message;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const { title } = message;
  return (
    <li className={classes.item}>
      <UnstyledButton className={classes.open} onClick={onOpen}>
        <Group gap="sm">
          {!message.read && <VisuallyHidden>{t`Unread:`}</VisuallyHidden>}
          <Indicator
            disabled={message.read}
            color="red"
            size={8}
            position="middle-start"
            offset={-10}
          >
            <TypeBadge message={message} />
          </Indicator>
          <Text
            fw={message.read ? 400 : 600}
            lineClamp={2}
            title={title}
            className={classes.title}
            data-testid="message-title"
          >
            {title}
          </Text>
          <Text size="xs" c="dimmed" className={classes.time}>
            {formatDateTime(message.createTime)}
          </Text>
        </Group>
      </UnstyledButton>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t`Delete message: ${title}`}
        onClick={onDelete}
      >
        <IconX size={16} />
      </ActionIcon>
    </li>
  );
}

/** `/{lang}/personal/message`: all, unread and read messages (spec sections 2.9 and 4). */
export function MessageCenterPage({ search, onSearchChange }: MessageCenterPageProps) {
  const { t } = useLingui();
  const { tab, page } = search;
  const list = useQuery({
    ...messageListQueryOptions(tab, page),
    placeholderData: keepPreviousData,
  });
  const { markRead, remove } = useMessageActions();
  const [opened, setOpened] = useState<Message | null>(null);

  const data = list.data;
  const pages = data
    ? Math.max(1, data.pages ?? Math.ceil(data.total / Math.max(1, data.size)))
    : 1;

  // After deleting the last message of the last page, or from a link past the last page, show
  // the last page (the address is replaced: Back does not return to the page that is gone).
  usePageWithin(page, data && !list.isPlaceholderData ? pages : undefined);

  const open = (message: Message) => {
    setOpened(message);
    if (!message.read) markRead.mutate(message.id);
  };

  const confirmDelete = async (message: Message) => {
    const confirmed = await confirmIrreversible({
      title: t`Delete this message?`,
      body: message.title,
      confirm: t`Delete`,
      cancel: t`Cancel`,
      close: t`Close`,
    });
    if (!confirmed) return;
    remove.mutate(message.id, {
      onSuccess: () => setOpened((current) => (current?.id === message.id ? null : current)),
    });
  };

  const confirmDeleteAll = async () => {
    const confirmed = await confirmIrreversible({
      title: t`Delete all messages?`,
      body: t`Every message, read or not, is deleted for good.`,
      confirm: t`Delete all`,
      cancel: t`Cancel`,
      close: t`Close`,
    });
    if (confirmed) remove.mutate(undefined, { onSuccess: () => onSearchChange({ tab, page: 1 }) });
  };

  const unreadCount = data?.unreadCount ?? 0;
  const tabLabels: Record<MessageTab, string> = {
    all: t`All`,
    unread: unreadCount > 0 ? t`Unread (${unreadCount})` : t`Unread`,
    read: t`Read`,
  };

  return (
    <Paper p="lg" withBorder className={readable.readable}>
      <Group justify="space-between" mb="md">
        <Title order={1} size="h3">
          {t`Message centre`}
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            disabled={unreadCount === 0}
            loading={markRead.isPending && markRead.variables === undefined}
            onClick={() => markRead.mutate(undefined)}
          >
            {t`Mark all as read`}
          </Button>
          <Button
            variant="outline"
            color="red"
            size="xs"
            disabled={!data || data.total === 0}
            loading={remove.isPending && remove.variables === undefined}
            onClick={() => void confirmDeleteAll()}
          >
            {t`Delete all`}
          </Button>
        </Group>
      </Group>

      <Tabs
        value={tab}
        onChange={(value) => {
          const next = MESSAGE_TABS.find((candidate) => candidate === value);
          if (next) onSearchChange({ tab: next, page: 1 });
        }}
      >
        <Tabs.List mb="md">
          {MESSAGE_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {tabLabels[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      {list.isError ? (
        <Alert color="red" variant="light" role="alert" title={t`The messages could not be loaded`}>
          <Button size="xs" variant="default" mt="xs" onClick={() => void list.refetch()}>
            {t`Try again`}
          </Button>
        </Alert>
      ) : !data ? (
        <Stack gap="sm" aria-busy>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={52} radius="sm" />
          ))}
        </Stack>
      ) : data.records.length === 0 ? (
        <Center py="xl">
          <Text c="dimmed">{t`No messages`}</Text>
        </Center>
      ) : (
        <Stack gap={0} component="ul" className={classes.list} aria-label={tabLabels[tab]}>
          {data.records.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              onOpen={() => open(message)}
              onDelete={() => void confirmDelete(message)}
            />
          ))}
        </Stack>
      )}

      {data && pages > 1 && (
        <Group justify="center" mt="lg">
          <Pager
            total={pages}
            value={Math.min(page, pages)}
            onChange={(next) => onSearchChange({ tab, page: next })}
          />
        </Group>
      )}

      <Suspense fallback={null}>
        {opened && (
          <MessageDialog
            message={opened}
            onClose={() => setOpened(null)}
            onDelete={() => void confirmDelete(opened)}
          />
        )}
      </Suspense>
    </Paper>
  );
}
