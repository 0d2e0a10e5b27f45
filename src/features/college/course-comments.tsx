import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Avatar, Button, Text } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod/mini';
import { deleteCourseComment, saveCourseComment } from '@/api/gen/courses/courses';
import type { CourseComment, CourseCommentSubReply } from '@/api/gen/model';
import { saveCourseCommentBodyContentMax } from '@/api/zod/courses/courses.zod';
import { LinkButton } from '@/components/site/link-button';
import { openConfirm } from '@/components/feedback/confirm';
import { LoadError } from '@/components/feedback/load-error';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { notifySuccess } from '@/components/feedback/toast';
import { useAppForm } from '@/components/form';
import { formatDateTime } from '@/i18n/format';
import { COMMENT_PAGE_SIZE, courseCommentsQueryOptions, courseQueryOptions } from './queries';
import { loginHrefFor, useSessionUser } from './use-require-login';
import { useRouterState } from '@tanstack/react-router';
import classes from './course-pages.module.css';
import { Pager } from '@/components/pager/pager';

function commentSchema() {
  const max = saveCourseCommentBodyContentMax;
  return z.object({
    content: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, translate`Please enter your comment`),
        z.maxLength(max, translate`A comment can have at most ${max} characters`),
      ),
  });
}

/** Asks before deleting; resolves true when the user confirmed. */
export function confirmDelete(texts: {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  close: string;
}) {
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

function CommentForm({ courseId, onSaved }: { courseId: number; onSaved: () => Promise<void> }) {
  const { t } = useLingui();
  const [rules] = useState(commentSchema);
  const form = useAppForm({
    defaultValues: { content: '' },
    rules,
    onSubmit: async ({ value }) => {
      await saveCourseComment({ courseId, content: value.content.trim() }, { silent: true });
      form.reset();
      notifySuccess(t`Comment published`);
      await onSaved();
    },
  });
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="content">
          {(field) => (
            <field.TextareaField
              label={t`Your comment`}
              autosize
              minRows={3}
              maxLength={saveCourseCommentBodyContentMax}
            />
          )}
        </form.AppField>
        <form.SubmitButton>{t`Publish comment`}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}

function ReplyTo({ nickname }: { nickname: string }) {
  const { t } = useLingui();
  return (
    <Text size="sm" c="dimmed" component="span">
      {' '}
      {t`replied to ${nickname}`}
    </Text>
  );
}

function Reply({ reply }: { reply: CourseCommentSubReply }) {
  return (
    <li className={classes.comment}>
      <div className={classes.commentBody}>
        <Text size="sm" fw={600} component="span">
          {reply.nickname}
        </Text>
        {reply.replyToNickname && <ReplyTo nickname={reply.replyToNickname} />}
        <Text size="sm">{reply.content}</Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(reply.createTime)}
        </Text>
      </div>
    </li>
  );
}

function CommentItem({
  comment,
  onDelete,
}: {
  comment: CourseComment;
  onDelete: (comment: CourseComment) => void;
}) {
  const { t } = useLingui();
  return (
    <li className={classes.comment} data-testid="course-comment">
      <Avatar src={comment.avatar} alt="" size={36} radius="xl" />
      <div className={classes.commentBody}>
        <Text size="sm" fw={600}>
          {comment.nickname}
        </Text>
        <Text size="sm">{comment.content}</Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(comment.createTime)}
          {comment.mine && (
            <Button variant="default" size="compact-xs" ml="sm" onClick={() => onDelete(comment)}>
              {t`Delete`}
            </Button>
          )}
        </Text>
        {comment.children.length > 0 && (
          <ul className={classes.replies} aria-label={t`Replies`}>
            {comment.children.map((reply) => (
              <Reply key={reply.id} reply={reply} />
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** A course's comments: write one, delete one's own after confirming, page through them. */
export default function CourseComments({ courseId }: { courseId: number }) {
  const { t } = useLingui();
  const user = useSessionUser();
  const here = useRouterState({
    select: (state) => `${state.location.pathname}${state.location.searchStr}`,
  });
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...courseCommentsQueryOptions(courseId, page),
    placeholderData: keepPreviousData,
  });
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['/eduCourseComment/list'] }),
      queryClient.invalidateQueries({ queryKey: courseQueryOptions(courseId).queryKey }),
    ]);
  };
  const remove = async (comment: CourseComment) => {
    const confirmed = await confirmDelete({
      title: t`Delete this comment?`,
      body: t`The comment and its replies will be removed.`,
      confirm: t`Delete`,
      cancel: t`Cancel`,
      close: t`Close`,
    });
    if (!confirmed) return;
    await deleteCourseComment({ id: comment.id });
    notifySuccess(t`Comment deleted`);
    await refresh();
  };

  const data = query.data;
  const pages = data ? (data.pages ?? Math.ceil(data.total / COMMENT_PAGE_SIZE)) : 0;
  return (
    <>
      {user.isLogin ? (
        <CommentForm courseId={courseId} onSaved={refresh} />
      ) : (
        <LinkButton href={loginHrefFor(here)} variant="subtle">
          {t`Log in to comment`}
        </LinkButton>
      )}
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : !data ? (
        <SkeletonBlock height={160} />
      ) : data.records.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t`No comments yet`}
        </Text>
      ) : (
        <>
          <ul className={classes.comments}>
            {data.records.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                onDelete={(target) => void remove(target).catch(() => undefined)}
              />
            ))}
          </ul>
          {pages > 1 && (
            <Pager className={classes.pagination} total={pages} value={page} onChange={setPage} />
          )}
        </>
      )}
    </>
  );
}
