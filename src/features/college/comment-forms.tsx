import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { RefObject } from 'react';
import { z } from 'zod/mini';
import { saveCourseComment, saveVideoComment } from '@/api/gen/courses/courses';
import {
  saveCourseCommentBodyContentMax,
  saveVideoCommentBodyContentMax,
  saveVideoCommentBodyVideoTimeMax,
} from '@/api/zod/courses/courses.zod';
import { notifySuccess } from '@/components/feedback/toast';
import { useAppForm } from '@/components/form';
import type { ReplyTarget } from './comment-thread';
import type { PlayerHandle } from './playback';
import classes from './course-pages.module.css';

// The forms of a course's and a video's comments and replies: their code (the form kit, the
// rules) loads when a signed-in visitor is shown one (`lazyWithSkeleton` in course-comments.tsx
// and video-comments.tsx), not with the comments every visitor reads.

/** A comment's text: required, at most `max` characters once trimmed. */
export function commentContent(max: number) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, translate`Please enter your comment`),
      z.maxLength(max, translate`A comment can have at most ${max} characters`),
    );
}

/** What a reply sends to say where it goes (the thread, the user it answers); none for a comment. */
function replyFields(reply: ReplyTarget | undefined) {
  if (!reply) return {};
  return {
    parentId: reply.parentId,
    ...(reply.replyToUserId === null ? {} : { replyToUserId: reply.replyToUserId }),
  };
}

/** The player's position in whole seconds, within what the contract accepts. */
export function commentTime(player: PlayerHandle | null): number | undefined {
  if (!player) return undefined;
  const seconds = Math.floor(player.currentTime());
  return Number.isFinite(seconds)
    ? Math.min(Math.max(0, seconds), saveVideoCommentBodyVideoTimeMax)
    : undefined;
}

interface CommentFormProps {
  /** Answering a comment or a reply; a top-level comment without. */
  reply?: ReplyTarget;
  onSaved: () => Promise<void>;
  onCancel?: () => void;
}

/**
 * The form of a comment or a reply, a course's or a video's: its text, the playback time's
 * checkbox where `withTime` is offered (a video's comment), and its buttons. `save` sends it
 * (with `replyFields` for a reply); a comment being written survives a reload and the re-login
 * under `keepKey` (a reply is a line, not kept).
 */
function CommentForm({
  reply,
  onSaved,
  onCancel,
  max,
  keepKey,
  offerTime,
  save,
}: CommentFormProps & {
  max: number;
  keepKey: string;
  offerTime: boolean;
  save: (value: { content: string; withTime: boolean }) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const nickname = reply?.nickname ?? '';
  const form = useAppForm({
    defaultValues: { content: '', withTime: offerTime },
    rules: () => z.object({ content: commentContent(max), withTime: z.boolean() }),
    ...(reply ? {} : { keep: { key: keepKey, fields: ['content'] as const } }),
    onSubmit: async ({ value }) => {
      await save({ content: value.content.trim(), withTime: value.withTime });
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
              maxLength={max}
            />
          )}
        </form.AppField>
        {offerTime && (
          <form.AppField name="withTime">
            {(field) => <field.CheckboxField label={t`Attach the current playback time`} mt="xs" />}
          </form.AppField>
        )}
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

export function CourseCommentForm({ courseId, ...props }: CommentFormProps & { courseId: number }) {
  return (
    <CommentForm
      {...props}
      max={saveCourseCommentBodyContentMax}
      keepKey={`college.courseComment:${courseId}`}
      offerTime={false}
      save={({ content }) =>
        saveCourseComment({ courseId, content, ...replyFields(props.reply) }, { silent: true })
      }
    />
  );
}

export function VideoCommentForm({
  videoId,
  playerRef,
  ...props
}: CommentFormProps & { videoId: number; playerRef: RefObject<PlayerHandle | null> }) {
  return (
    <CommentForm
      {...props}
      max={saveVideoCommentBodyContentMax}
      keepKey="college.videoComment"
      offerTime={!props.reply}
      save={({ content, withTime }) => {
        const videoTime = withTime ? commentTime(playerRef.current) : undefined;
        return saveVideoComment(
          {
            videoId,
            content,
            ...replyFields(props.reply),
            ...(videoTime === undefined ? {} : { videoTime }),
          },
          { silent: true },
        );
      }}
    />
  );
}
