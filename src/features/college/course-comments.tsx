import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod/mini';
import { deleteCourseComment, saveCourseComment } from '@/api/gen/courses/courses';
import type { CourseComment } from '@/api/gen/model';
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
} from './comment-thread';
import { COMMENT_PAGE_SIZE, courseCommentsQueryOptions, courseQueryOptions } from './queries';
import { useSessionUser } from './use-require-login';
import classes from './course-pages.module.css';

function commentSchema() {
  return z.object({ content: commentContent(saveCourseCommentBodyContentMax) });
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

function CourseCommentItem({
  comment,
  onDelete,
}: {
  comment: CourseComment;
  onDelete: (id: number) => void;
}) {
  const { t } = useLingui();
  return (
    <CommentItem
      avatar={comment.avatar}
      nickname={comment.nickname}
      content={comment.content}
      testId="course-comment"
    >
      <CommentMeta
        createTime={comment.createTime}
        {...(comment.mine ? { onDelete: () => onDelete(comment.id) } : {})}
      />
      {comment.children.length > 0 && (
        <ul className={classes.replies} aria-label={t`Replies`}>
          {comment.children.map((reply) => (
            <ReplyItem
              key={reply.id}
              author={reply.nickname}
              replyToNickname={reply.replyToNickname}
              content={reply.content}
            >
              <CommentMeta createTime={reply.createTime} />
            </ReplyItem>
          ))}
        </ul>
      )}
    </CommentItem>
  );
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

  return (
    <>
      {user.isLogin ? <CommentForm courseId={courseId} onSaved={refresh} /> : <LoginToComment />}
      <CommentPages query={query} pageSize={COMMENT_PAGE_SIZE} page={page} onPageChange={setPage}>
        {(comment) => (
          <CourseCommentItem key={comment.id} comment={comment} onDelete={deleteComment} />
        )}
      </CommentPages>
    </>
  );
}
