import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Avatar, Button, Text } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode, type RefObject } from 'react';
import { z } from 'zod/mini';
import {
  deleteVideoComment,
  getListVideoCommentsQueryOptions,
  saveVideoComment,
} from '@/api/gen/courses/courses';
import type { VideoComment, VideoCommentSubReply } from '@/api/gen/model';
import {
  saveVideoCommentBodyContentMax,
  saveVideoCommentBodyVideoTimeMax,
} from '@/api/zod/courses/courses.zod';
import { LoadError } from '@/components/feedback/load-error';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { notifySuccess } from '@/components/feedback/toast';
import { useAppForm } from '@/components/form';
import { LinkButton } from '@/components/site/link-button';
import { formatDateTime } from '@/i18n/format';
import { confirmDelete } from './course-comments';
import { formatPlaybackTime, type PlayerHandle } from './playback';
import { loginHrefFor, useSessionUser } from './use-require-login';
import pageClasses from './course-pages.module.css';
import classes from './course-play.module.css';
import { Pager } from '@/components/pager/pager';

export const VIDEO_COMMENT_PAGE_SIZE = 10;

export function videoCommentsQueryOptions(videoId: number, pageNo: number) {
  return getListVideoCommentsQueryOptions(
    { videoId, pageNo, pageSize: VIDEO_COMMENT_PAGE_SIZE },
    { request: { silent: true } },
  );
}

function commentSchema() {
  const max = saveVideoCommentBodyContentMax;
  return z.object({
    content: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, translate`Please enter your comment`),
        z.maxLength(max, translate`A comment can have at most ${max} characters`),
      ),
    withTime: z.boolean(),
  });
}

/** The player's position in whole seconds, within what the contract accepts. */
export function commentTime(player: PlayerHandle | null): number | undefined {
  if (!player) return undefined;
  const seconds = Math.floor(player.currentTime());
  return Number.isFinite(seconds)
    ? Math.min(Math.max(0, seconds), saveVideoCommentBodyVideoTimeMax)
    : undefined;
}

interface ReplyTarget {
  parentId: number;
  replyToUserId: number | null;
  nickname: string;
}

function CommentForm({
  videoId,
  reply,
  playerRef,
  onSaved,
  onCancel,
}: {
  videoId: number;
  reply?: ReplyTarget;
  playerRef: RefObject<PlayerHandle | null>;
  onSaved: () => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const [rules] = useState(commentSchema);
  const nickname = reply?.nickname ?? '';
  const form = useAppForm({
    defaultValues: { content: '', withTime: true },
    rules,
    ...(reply ? {} : { keep: { key: 'college.videoComment', fields: ['content'] as const } }),
    onSubmit: async ({ value }) => {
      const videoTime = !reply && value.withTime ? commentTime(playerRef.current) : undefined;
      await saveVideoComment(
        {
          videoId,
          content: value.content.trim(),
          ...(reply
            ? {
                parentId: reply.parentId,
                ...(reply.replyToUserId === null ? {} : { replyToUserId: reply.replyToUserId }),
              }
            : {}),
          ...(videoTime === undefined ? {} : { videoTime }),
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
              autosize
              minRows={reply ? 2 : 3}
              maxLength={saveVideoCommentBodyContentMax}
            />
          )}
        </form.AppField>
        {!reply && (
          <form.AppField name="withTime">
            {(field) => <field.CheckboxField label={t`Attach the current playback time`} mt="xs" />}
          </form.AppField>
        )}
        <div className={pageClasses.actions} style={{ marginTop: 8 }}>
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

function ReplyItem({
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
  const { t } = useLingui();
  const nickname = reply.replyToNickname ?? '';
  return (
    <li className={pageClasses.comment}>
      <div className={pageClasses.commentBody}>
        <Text size="sm" fw={600} component="span">
          {reply.nickname}
        </Text>
        {reply.replyToNickname && (
          <Text size="sm" c="dimmed" component="span">
            {' '}
            {t`replied to ${nickname}`}
          </Text>
        )}
        <Text size="sm">{reply.content}</Text>
        <CommentMeta
          createTime={reply.createTime}
          mine={reply.mine}
          actions={actions}
          onReply={() =>
            actions.onReply({
              parentId: reply.parentId === topId ? reply.id : reply.parentId,
              replyToUserId: reply.userId,
              nickname: reply.nickname,
            })
          }
          onDelete={() => actions.onDelete(reply.id)}
        />
        {children}
      </div>
    </li>
  );
}

function CommentMeta({
  createTime,
  mine,
  actions,
  onReply,
  onDelete,
}: {
  createTime: string;
  mine: boolean;
  actions: ThreadActions;
  onReply: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  return (
    <Text size="xs" c="dimmed" component="div">
      {formatDateTime(createTime)}
      {actions.canReply && (
        <Button variant="subtle" size="compact-xs" ml="sm" onClick={onReply}>
          {t`Reply`}
        </Button>
      )}
      {mine && (
        <Button variant="default" size="compact-xs" ml="sm" onClick={onDelete}>
          {t`Delete`}
        </Button>
      )}
    </Text>
  );
}

function CommentItem({
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
    <li className={pageClasses.comment} data-testid="video-comment">
      <Avatar src={comment.avatar} alt="" size={36} radius="xl" />
      <div className={pageClasses.commentBody}>
        <Text size="sm" fw={600}>
          {comment.nickname}
        </Text>
        <Text size="sm">
          {comment.videoTime !== null && comment.videoTime !== undefined && (
            <TimeLink seconds={comment.videoTime} playerRef={playerRef} playable={playable} />
          )}
          {comment.content}
        </Text>
        <CommentMeta
          createTime={comment.createTime}
          mine={comment.mine}
          actions={actions}
          onReply={() =>
            actions.onReply({
              parentId: comment.id,
              replyToUserId: null,
              nickname: comment.nickname,
            })
          }
          onDelete={() => actions.onDelete(comment.id)}
        />
        {comment.children.length > 0 && (
          <ul className={pageClasses.replies} aria-label={t`Replies`}>
            {comment.children.map((reply) => (
              <ReplyItem key={reply.id} reply={reply} actions={actions} topId={comment.id}>
                {reply.children.length > 0 && (
                  <ul className={pageClasses.replies}>
                    {reply.children.map((sub) => (
                      <ReplyItem key={sub.id} reply={sub} actions={actions} topId={comment.id} />
                    ))}
                  </ul>
                )}
              </ReplyItem>
            ))}
          </ul>
        )}
        {replyForm}
      </div>
    </li>
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
  const here = useRouterState({
    select: (state) => `${state.location.pathname}${state.location.searchStr}`,
  });
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
  const remove = async (id: number) => {
    const confirmed = await confirmDelete({
      title: t`Delete this comment?`,
      body: t`The comment and its replies will be removed.`,
      confirm: t`Delete`,
      cancel: t`Cancel`,
      close: t`Close`,
    });
    if (!confirmed) return;
    await deleteVideoComment({ id });
    notifySuccess(t`Comment deleted`);
    await refresh();
  };
  const canWrite = user.isLogin && canComment;
  const actions: ThreadActions = {
    canReply: canWrite,
    onReply: setReplyTo,
    onDelete: (id) => void remove(id).catch(() => undefined),
  };

  const data = query.data;
  const pages = data ? (data.pages ?? Math.ceil(data.total / VIDEO_COMMENT_PAGE_SIZE)) : 0;
  return (
    <>
      {!user.isLogin ? (
        <LinkButton href={loginHrefFor(here)} variant="subtle">
          {t`Log in to comment`}
        </LinkButton>
      ) : canComment ? (
        <CommentForm videoId={videoId} playerRef={playerRef} onSaved={refresh} />
      ) : (
        <Text size="sm" c="dimmed">
          {t`Buy the course to comment on this video.`}
        </Text>
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
          <ul className={pageClasses.comments}>
            {data.records.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                actions={actions}
                playerRef={playerRef}
                playable={canComment}
                replyForm={
                  replyTo && threadOf(comment, replyTo.parentId) ? (
                    <CommentForm
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
            ))}
          </ul>
          {pages > 1 && (
            <Pager
              className={pageClasses.pagination}
              total={pages}
              value={page}
              onChange={setPage}
            />
          )}
        </>
      )}
    </>
  );
}

/** Whether the comment `parentId` belongs to this thread (the reply form shows under it). */
function threadOf(comment: VideoComment, parentId: number): boolean {
  return comment.id === parentId || comment.children.some((child) => child.id === parentId);
}
