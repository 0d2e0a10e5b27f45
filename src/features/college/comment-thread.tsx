import { useLingui } from '@lingui/react/macro';
import { Avatar, Button, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { confirmIrreversible } from '@/components/feedback/confirm';
import { LoadError } from '@/components/feedback/load-error';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { notifySuccess } from '@/components/feedback/toast';
import { Pager } from '@/components/pager/pager';
import { LinkButton } from '@/components/site/link-button';
import { formatDateTime } from '@/i18n/format';
import { loginHrefFor } from './use-require-login';
import classes from './course-pages.module.css';

// What the course comments and the video comments share (their forms are comment-forms.tsx):
// deleting one's own after confirming, the list with its loading, failure, empty and paging states, and
// the look of one comment.

/** Whom a reply answers: the thread it goes under and the user it is addressed to. */
export interface ReplyTarget {
  parentId: number;
  replyToUserId: number | null;
  nickname: string;
}

/**
 * Answering a reply of the thread under comment `topId`: a reply to the top comment opens its own
 * thread (its id), a deeper one stays in the thread it is in.
 */
export function replyTargetOf(
  reply: { id: number; parentId: number; userId: number; nickname: string },
  topId: number,
): ReplyTarget {
  return {
    parentId: reply.parentId === topId ? reply.id : reply.parentId,
    replyToUserId: reply.userId,
    nickname: reply.nickname,
  };
}

/**
 * Deleting one's own comment: asks first, then deletes it with `remove`, says so and refreshes
 * with `refresh`. A refused deletion is shown by the API client and changes nothing.
 */
export function useDeleteComment(
  remove: (id: number) => Promise<unknown>,
  refresh: () => Promise<unknown>,
) {
  const { t } = useLingui();
  const deleteComment = async (id: number) => {
    const confirmed = await confirmIrreversible({
      title: t`Delete this comment?`,
      body: t`The comment and its replies will be removed.`,
      confirm: t`Delete`,
      cancel: t`Cancel`,
      close: t`Close`,
    });
    if (!confirmed) return;
    await remove(id);
    notifySuccess(t`Comment deleted`);
    await refresh();
  };
  return (id: number) => void deleteComment(id).catch(() => undefined);
}

/** 'Log in to comment', back to this page after signing in. */
export function LoginToComment() {
  const { t } = useLingui();
  const here = useRouterState({
    select: (state) => `${state.location.pathname}${state.location.searchStr}`,
  });
  return (
    <LinkButton href={loginHrefFor(here)} variant="subtle">
      {t`Log in to comment`}
    </LinkButton>
  );
}

interface CommentPage<T> {
  records: T[];
  total: number;
  pages?: number;
}

/**
 * A page of comments and its states: a skeleton while it loads, the failure with a retry, 'No
 * comments yet', else the comments (`children` renders each) and the pager.
 */
export function CommentPages<T>({
  query,
  pageSize,
  page,
  onPageChange,
  children,
}: {
  query: UseQueryResult<CommentPage<T>>;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
  children: (comment: T) => ReactNode;
}) {
  const { t } = useLingui();
  const data = query.data;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (!data) return <SkeletonBlock height={160} />;
  if (data.records.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {t`No comments yet`}
      </Text>
    );
  }
  const pages = data.pages ?? Math.ceil(data.total / pageSize);
  return (
    <>
      <ul className={classes.comments}>{data.records.map(children)}</ul>
      {pages > 1 && (
        <Pager className={classes.pagination} total={pages} value={page} onChange={onPageChange} />
      )}
    </>
  );
}

/** One comment: avatar, name, text, then what the thread adds (time, actions, replies). */
export function CommentItem({
  avatar,
  nickname,
  content,
  testId,
  children,
}: {
  avatar: string | null | undefined;
  nickname: string;
  content: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li className={classes.comment} data-testid={testId}>
      <Avatar src={avatar} alt="" size={36} radius="xl" />
      <div className={classes.commentBody}>
        <Text size="sm" fw={600}>
          {nickname}
        </Text>
        <Text size="sm">{content}</Text>
        {children}
      </div>
    </li>
  );
}

/** A reply: its author, 'replied to …' when it answers someone, its text, then the rest. */
export function ReplyItem({
  author,
  replyToNickname,
  content,
  children,
}: {
  author: string;
  replyToNickname: string | null | undefined;
  content: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const nickname = replyToNickname ?? '';
  return (
    <li className={classes.comment}>
      <div className={classes.commentBody}>
        <Text size="sm" fw={600} component="span">
          {author}
        </Text>
        {replyToNickname && (
          <Text size="sm" c="dimmed" component="span">
            {' '}
            {t`replied to ${nickname}`}
          </Text>
        )}
        <Text size="sm">{content}</Text>
        {children}
      </div>
    </li>
  );
}

/** Under a comment: when it was written, 'Reply' where replying is open, 'Delete' on one's own. */
export function CommentMeta({
  createTime,
  onReply,
  onDelete,
}: {
  createTime: string;
  onReply?: () => void;
  onDelete?: () => void;
}) {
  const { t } = useLingui();
  return (
    <Text size="xs" c="dimmed" component="div">
      {formatDateTime(createTime)}
      {onReply && (
        <Button variant="subtle" size="compact-xs" ml="sm" onClick={onReply}>
          {t`Reply`}
        </Button>
      )}
      {onDelete && (
        <Button variant="default" size="compact-xs" ml="sm" onClick={onDelete}>
          {t`Delete`}
        </Button>
      )}
    </Text>
  );
}
