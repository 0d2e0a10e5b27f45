import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';
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

/** A comment form's buttons: its own submit button (`children`), and Cancel for a reply. */
function CommentActions({ children, onCancel }: { children: ReactNode; onCancel?: () => void }) {
  const { t } = useLingui();
  return (
    <div className={classes.actions} style={{ marginTop: 8 }}>
      {children}
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {t`Cancel`}
        </Button>
      )}
    </div>
  );
}

function courseCommentSchema() {
  return z.object({ content: commentContent(saveCourseCommentBodyContentMax) });
}

export function CourseCommentForm({
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
    rules: courseCommentSchema,
    // A comment being written survives a reload and the re-login (a reply is a line, not kept).
    ...(reply
      ? {}
      : { keep: { key: `college.courseComment:${courseId}`, fields: ['content'] as const } }),
    onSubmit: async ({ value }) => {
      await saveCourseComment(
        {
          courseId,
          content: value.content.trim(),
          ...replyFields(reply),
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
        <CommentActions onCancel={onCancel}>
          <form.SubmitButton>{reply ? t`Publish reply` : t`Publish comment`}</form.SubmitButton>
        </CommentActions>
      </form.Form>
    </form.AppForm>
  );
}

function videoCommentSchema() {
  return z.object({
    content: commentContent(saveVideoCommentBodyContentMax),
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

export function VideoCommentForm({
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
  const nickname = reply?.nickname ?? '';
  const form = useAppForm({
    defaultValues: { content: '', withTime: true },
    rules: videoCommentSchema,
    ...(reply ? {} : { keep: { key: 'college.videoComment', fields: ['content'] as const } }),
    onSubmit: async ({ value }) => {
      const videoTime = !reply && value.withTime ? commentTime(playerRef.current) : undefined;
      await saveVideoComment(
        {
          videoId,
          content: value.content.trim(),
          ...replyFields(reply),
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
        <CommentActions onCancel={onCancel}>
          <form.SubmitButton>{reply ? t`Publish reply` : t`Publish comment`}</form.SubmitButton>
        </CommentActions>
      </form.Form>
    </form.AppForm>
  );
}
