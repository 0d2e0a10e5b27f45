import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode, type RefObject } from 'react';
import { deleteVideoComment, getListVideoCommentsQueryOptions } from '@/api/gen/courses/courses';
import type { VideoComment, VideoCommentSubReply } from '@/api/gen/model';
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
import { formatPlaybackTime, type PlayerHandle } from './playback';
import { useSessionUser } from '@/components/auth/session-user';
import pageClasses from './course-pages.module.css';
import classes from './course-play.module.css';

export const VIDEO_COMMENT_PAGE_SIZE = 10;

/** The comment form's height (text, playback time's checkbox, button) at 390 px and wider. */
const VIDEO_COMMENT_FORM_HEIGHT = 209;

/**
 * The form of a comment or a reply, whose code (the form kit) loads when a visitor who may comment
 * is shown it, not with the comments every visitor reads; its placeholder is the comment form's
 * height.
 */
const VideoCommentForm = lazyWithSkeleton(
  () => import('./comment-forms').then((forms) => forms.VideoCommentForm),
  VIDEO_COMMENT_FORM_HEIGHT,
);

export function videoCommentsQueryOptions(videoId: number, pageNo: number) {
  return getListVideoCommentsQueryOptions(
    { videoId, pageNo, pageSize: VIDEO_COMMENT_PAGE_SIZE },
    { request: { silent: true } },
  );
}

/** The time a comment was written at: a link that seeks the player, or plain text without one. */
function TimeLink({
  seconds,
  playerRef,
  playable,
}: {
  seconds: number;
  playerRef: RefObject<PlayerHandle | null>;
  playable: boolean;
}) {
  const { t } = useLingui();
  const label = formatPlaybackTime(seconds);
  if (!playable) {
    return (
      <Text size="sm" c="dimmed" component="span" mr={6}>
        {label}
      </Text>
    );
  }
  return (
    <button
      type="button"
      className={classes.timeLink}
      aria-label={t`Play from ${label}`}
      data-testid="comment-time"
      onClick={() => {
        playerRef.current?.seek(seconds);
      }}
    >
      ▶ {label}
    </button>
  );
}

interface ThreadActions {
  canReply: boolean;
  onReply: (target: ReplyTarget) => void;
  onDelete: (id: number) => void;
}

/** Date, 'Reply' (answering `replyTarget`) and 'Delete' of a comment or a reply. */
function VideoCommentMeta({
  comment,
  actions,
  replyTarget,
}: {
  comment: VideoComment | VideoCommentSubReply;
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

function VideoReplyItem({
  reply,
  actions,
  topId,
  children,
}: {
  reply: VideoCommentSubReply;
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
      <VideoCommentMeta
        comment={reply}
        actions={actions}
        replyTarget={replyTargetOf(reply, topId)}
      />
      {children}
    </ReplyItem>
  );
}

function VideoCommentItem({
  comment,
  actions,
  playerRef,
  playable,
  replyForm,
}: {
  comment: VideoComment;
  actions: ThreadActions;
  playerRef: RefObject<PlayerHandle | null>;
  playable: boolean;
  replyForm: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <CommentItem
      avatar={comment.avatar}
      nickname={comment.nickname}
      testId="video-comment"
      content={
        <>
          {comment.videoTime !== null && comment.videoTime !== undefined && (
            <TimeLink seconds={comment.videoTime} playerRef={playerRef} playable={playable} />
          )}
          {comment.content}
        </>
      }
    >
      <VideoCommentMeta
        comment={comment}
        actions={actions}
        replyTarget={{ parentId: comment.id, replyToUserId: null, nickname: comment.nickname }}
      />
      {comment.children.length > 0 && (
        <ul className={pageClasses.replies} aria-label={t`Replies`}>
          {comment.children.map((reply) => (
            <VideoReplyItem key={reply.id} reply={reply} actions={actions} topId={comment.id}>
              {reply.children.length > 0 && (
                <ul className={pageClasses.replies}>
                  {reply.children.map((sub) => (
                    <VideoReplyItem key={sub.id} reply={sub} actions={actions} topId={comment.id} />
                  ))}
                </ul>
              )}
            </VideoReplyItem>
          ))}
        </ul>
      )}
      {replyForm}
    </CommentItem>
  );
}

/** The comments of a video: timed links that seek the player, replies, one's own deleted. */
export default function VideoComments({
  videoId,
  canComment,
  playerRef,
}: {
  videoId: number;
  /** The video is playable for the caller (the server refuses comments otherwise). */
  canComment: boolean;
  playerRef: RefObject<PlayerHandle | null>;
}) {
  const { t } = useLingui();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const query = useQuery({
    ...videoCommentsQueryOptions(videoId, page),
    placeholderData: keepPreviousData,
  });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['/eduVideoComment/list'] });
  };
  const deleteComment = useDeleteComment((id) => deleteVideoComment({ id }), refresh);
  const actions: ThreadActions = {
    canReply: user.isLogin && canComment,
    onReply: setReplyTo,
    onDelete: deleteComment,
  };

  return (
    <>
      {!user.isLogin ? (
        <LoginToComment />
      ) : canComment ? (
        <VideoCommentForm videoId={videoId} playerRef={playerRef} onSaved={refresh} />
      ) : (
        <Text size="sm" c="dimmed">
          {t`Buy the course to comment on this video.`}
        </Text>
      )}
      <CommentPages
        query={query}
        pageSize={VIDEO_COMMENT_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
      >
        {(comment) => (
          <VideoCommentItem
            key={comment.id}
            comment={comment}
            actions={actions}
            playerRef={playerRef}
            playable={canComment}
            replyForm={
              replyTo && threadOf(comment, replyTo.parentId) ? (
                <VideoCommentForm
                  key={`${replyTo.parentId}-${replyTo.replyToUserId ?? 0}`}
                  videoId={videoId}
                  reply={replyTo}
                  playerRef={playerRef}
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

/** Whether the comment `parentId` belongs to this thread (the reply form shows under it). */
function threadOf(comment: VideoComment, parentId: number): boolean {
  return comment.id === parentId || comment.children.some((child) => child.id === parentId);
}
