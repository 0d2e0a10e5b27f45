import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { z } from 'zod/mini';
import { deleteCourseComment, saveCourseComment } from '@/api/gen/courses/courses';
import type { CourseComment, CourseCommentSubReply } from '@/api/gen/model';
import { saveCourseCommentBodyContentMax } from '@/api/zod/courses/courses.zod';
import { notifySuccess } from '@/components/feedback/toast';
import { useAppForm } from '@/components/form';
import {
  CommentItem,
  CommentMeta,
  CommentPages,
  commentContent,
  LoginToComment,
  ReplyItem,
  useDeleteComment,
  replyTargetOf,
  type ReplyTarget,
} from './comment-thread';
import { COMMENT_PAGE_SIZE, courseCommentsQueryOptions, courseQueryOptions } from './queries';
import { useSessionUser } from '@/components/auth/session-user';
import classes from './course-pages.module.css';

function commentSchema() {
  return z.object({ content: commentContent(saveCourseCommentBodyContentMax) });
}

function CommentForm({
  courseId,
  reply,
  onSaved,
  onCancel,
}: {
  courseId: number;
  /** Answering a comment or a reply (as video comments do); a top-level comment without. */
  reply?: ReplyTarget;
  onSaved: () => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const nickname = reply?.nickname ?? '';
  const form = useAppForm({
    defaultValues: { content: '' },
    rules: commentSchema,
    // A comment being written survives a reload and the re-login (a reply is a line, not kept).
    ...(reply
      ? {}
      : { keep: { key: `college.courseComment:${courseId}`, fields: ['content'] as const } }),
    onSubmit: async ({ value }) => {
      await saveCourseComment(
        {
          courseId,
          content: value.content.trim(),
          ...(reply
            ? {
                parentId: reply.parentId,
                ...(reply.replyToUserId === null ? {} : { replyToUserId: reply.replyToUserId }),
              }
            : {}),
        },
        { silent: true },
      );
      form.reset();
      notifySuccess(reply ? t`Reply published` : t`Comment published`);
      await onSaved();
    },
  });
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="content">
          {(field) => (
            <field.TextareaField
              label={reply ? t`Reply to ${nickname}` : t`Your comment`}
              minRows={reply ? 2 : 3}
              maxLength={saveCourseCommentBodyContentMax}
            />
          )}
        </form.AppField>
        <div className={classes.actions} style={{ marginTop: 8 }}>
          <form.SubmitButton>{reply ? t`Publish reply` : t`Publish comment`}</form.SubmitButton>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t`Cancel`}
            </Button>
          )}
        </div>
      </form.Form>
    </form.AppForm>
  );
}

interface ThreadActions {
  canReply: boolean;
  onReply: (target: ReplyTarget) => void;
  onDelete: (id: number) => void;
}

/** Date, 'Reply' (answering `replyTarget`) and 'Delete' of a comment or a reply. */
function CourseCommentMeta({
  comment,
  actions,
  replyTarget,
}: {
  comment: CourseComment | CourseCommentSubReply;
  actions: ThreadActions;
  replyTarget: ReplyTarget;
}) {
  return (
    <CommentMeta
      createTime={comment.createTime}
      {...(actions.canReply ? { onReply: () => actions.onReply(replyTarget) } : {})}
      {...(comment.mine ? { onDelete: () => actions.onDelete(comment.id) } : {})}
    />
  );
}

function CourseReplyItem({
  reply,
  actions,
  topId,
  children,
}: {
  reply: CourseCommentSubReply;
  actions: ThreadActions;
  topId: number;
  children?: ReactNode;
}) {
  return (
    <ReplyItem
      author={reply.nickname}
      replyToNickname={reply.replyToNickname}
      content={reply.content}
    >
      <CourseCommentMeta
        comment={reply}
        actions={actions}
        replyTarget={replyTargetOf(reply, topId)}
      />
      {children}
    </ReplyItem>
  );
}

function CourseCommentItem({
  comment,
  actions,
  replyForm,
}: {
  comment: CourseComment;
  actions: ThreadActions;
  replyForm: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <CommentItem
      avatar={comment.avatar}
      nickname={comment.nickname}
      content={comment.content}
      testId="course-comment"
    >
      <CourseCommentMeta
        comment={comment}
        actions={actions}
        replyTarget={{ parentId: comment.id, replyToUserId: null, nickname: comment.nickname }}
      />
      {comment.children.length > 0 && (
        <ul className={classes.replies} aria-label={t`Replies`}>
          {comment.children.map((reply) => (
            <CourseReplyItem key={reply.id} reply={reply} actions={actions} topId={comment.id}>
              {reply.children.length > 0 && (
                <ul className={classes.replies}>
                  {reply.children.map((sub) => (
                    <CourseReplyItem
                      key={sub.id}
                      reply={sub}
                      actions={actions}
                      topId={comment.id}
                    />
                  ))}
                </ul>
              )}
            </CourseReplyItem>
          ))}
        </ul>
      )}
      {replyForm}
    </CommentItem>
  );
}

/** Whether the comment `parentId` belongs to this thread (the reply form shows under it). */
function threadOf(comment: CourseComment, parentId: number): boolean {
  return comment.id === parentId || comment.children.some((child) => child.id === parentId);
}

/** A course's comments: write one, delete one's own after confirming, page through them. */
export default function CourseComments({ courseId }: { courseId: number }) {
  const user = useSessionUser();
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
  const deleteComment = useDeleteComment((id) => deleteCourseComment({ id }), refresh);
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const actions: ThreadActions = {
    canReply: user.isLogin,
    onReply: setReplyTo,
    onDelete: deleteComment,
  };

  return (
    <>
      {user.isLogin ? <CommentForm courseId={courseId} onSaved={refresh} /> : <LoginToComment />}
      <CommentPages query={query} pageSize={COMMENT_PAGE_SIZE} page={page} onPageChange={setPage}>
        {(comment) => (
          <CourseCommentItem
            key={comment.id}
            comment={comment}
            actions={actions}
            replyForm={
              replyTo && threadOf(comment, replyTo.parentId) ? (
                <CommentForm
                  key={`${replyTo.parentId}-${replyTo.replyToUserId ?? 0}`}
                  courseId={courseId}
                  reply={replyTo}
                  onSaved={async () => {
                    setReplyTo(null);
                    await refresh();
                  }}
                  onCancel={() => setReplyTo(null)}
                />
              ) : null
            }
          />
        )}
      </CommentPages>
    </>
  );
}
