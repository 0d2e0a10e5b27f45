import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { deleteCourseComment } from '@/api/gen/courses/courses';
import type { CourseComment, CourseCommentSubReply } from '@/api/gen/model';
import { lazyWithSkeleton } from '@/components/feedback/lazy-with-skeleton';
import {
  CommentItem,
  CommentMeta,
  CommentPages,
  LoginToComment,
  ReplyItem,
  useDeleteComment,
  replyTargetOf,
  type ReplyTarget,
} from './comment-thread';
import { COMMENT_PAGE_SIZE, courseCommentsQueryOptions, courseQueryOptions } from './queries';
import { useSessionUser } from '@/components/auth/session-user';
import classes from './course-pages.module.css';

/** The comment form's height (its text, its button) at 390 px and wider. */
const COURSE_COMMENT_FORM_HEIGHT = 163;

/**
 * The form of a comment or a reply, whose code (the form kit) loads when a signed-in visitor is
 * shown it, not with the comments every visitor reads; its placeholder is the comment form's
 * height.
 */
const CourseCommentForm = lazyWithSkeleton(
  () => import('./comment-forms').then((forms) => forms.CourseCommentForm),
  COURSE_COMMENT_FORM_HEIGHT,
);

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
      {user.isLogin ? (
        <CourseCommentForm courseId={courseId} onSaved={refresh} />
      ) : (
        <LoginToComment />
      )}
      <CommentPages query={query} pageSize={COMMENT_PAGE_SIZE} page={page} onPageChange={setPage}>
        {(comment) => (
          <CourseCommentItem
            key={comment.id}
            comment={comment}
            actions={actions}
            replyForm={
              replyTo && threadOf(comment, replyTo.parentId) ? (
                <CourseCommentForm
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
