import { useLingui } from '@lingui/react/macro';
import { Badge, Text } from '@mantine/core';
import { lazy, useCallback, useRef, useState, type RefObject } from 'react';
import type { CourseDetail, CourseVideo } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { LoadError } from '@/components/feedback/load-error';
import { AfterPaint, SkeletonBlock } from '@/components/feedback/page-skeleton';
import { WhenNearScreen } from '@/components/feedback/when-near-screen';
import { IconPlayerPlay } from '@/components/icons/icons';
import { PageContainer } from '@/components/layout/page-container';
import { LinkButton } from '@/components/site/link-button';
import { courseDetailHref, coursePlayHref, courseSubmitHref } from './college-links';
import { startVideoId } from './course-state';
import {
  formatPlaybackTime,
  savedTimedPosition,
  savePosition,
  type PlayerHandle,
} from './playback';
import { apiTimeMs, resumePosition } from './progress-sync';
import { useProgressSync } from './use-progress-sync';
import { VideoPlayer } from './video-player';
import { useSessionUser } from '@/components/auth/session-user';
import { CourseMissing, useCourseLookup } from './course-lookup';
import pageClasses from './course-pages.module.css';
import classes from './course-play.module.css';

// The comments load when the reader comes near them (the player's controls when the viewer reaches
// for the video: video-player.tsx).
const VideoComments = lazy(() => import('./video-comments'));

/** Whether the caller may watch the video: the server sends its address only then. */
export function isPlayable(video: Pick<CourseVideo, 'videoUrl'>): video is { videoUrl: string } {
  return video.videoUrl !== null;
}

function LockIcon() {
  return (
    <svg
      width={40}
      height={40}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      aria-hidden="true"
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

/** A video the caller may not watch: the spec's message, the buy action, and no source at all. */
function LockedVideo({ course }: { course: CourseDetail }) {
  const { t } = useLingui();
  return (
    <div className={classes.locked} data-testid="video-locked">
      <LockIcon />
      <p className={classes.lockedMessage} role="status">
        {t`Please purchase the course before watching`}
      </p>
      <LinkButton href={courseSubmitHref(course.id)} size="md">
        {t`Buy the course`}
      </LinkButton>
    </div>
  );
}

function PlayerArea({
  video,
  playerRef,
  onEnded,
}: {
  video: CourseVideo & { videoUrl: string };
  playerRef: RefObject<PlayerHandle | null>;
  onEnded: () => void;
}) {
  const { t } = useLingui();
  // Read once per video (the component is keyed by it): where the user left it, on this browser
  // or, when newer, on another one of the same user (the server's position).
  const [startAt] = useState(() =>
    resumePosition(
      savedTimedPosition(video.id),
      video.positionTime === null
        ? null
        : { seconds: video.position, savedAt: apiTimeMs(video.positionTime) },
      video.durationSeconds,
    ),
  );
  const resumeAt = formatPlaybackTime(startAt);
  const { isLogin } = useSessionUser();
  const sync = useProgressSync(video.id, isLogin);
  const onProgress = useCallback(
    (seconds: number, duration: number) => {
      savePosition(video.id, seconds, duration);
      sync.onProgress(seconds, duration);
    },
    [video.id, sync],
  );
  return (
    <>
      <div className={classes.stage}>
        <VideoPlayer
          src={video.videoUrl}
          title={video.title}
          startAt={startAt}
          onProgress={onProgress}
          onEnded={onEnded}
          onFlush={sync.onFlush}
          handleRef={playerRef}
        />
      </div>
      {startAt > 0 && (
        <p className={classes.resume} data-testid="resume-note">
          {t`Continuing where you stopped: ${resumeAt}`}
        </p>
      )}
    </>
  );
}

function Catalogue({ course, currentId }: { course: CourseDetail; currentId: number }) {
  const { t } = useLingui();
  return (
    <nav className={`${pageClasses.panel} ${classes.catalogue}`} aria-labelledby="play-catalogue">
      <h2 id="play-catalogue" className={pageClasses.panelTitle}>
        {t`Catalogue`}
      </h2>
      {course.catalogue.map((chapter) => (
        <div key={chapter.id}>
          <h3 className={pageClasses.chapterTitle}>{chapter.title}</h3>
          <ul className={classes.lessons}>
            {chapter.videos.map((video) => {
              const current = video.id === currentId;
              return (
                <li key={video.id} className={classes.lesson} data-current={current || undefined}>
                  <IconPlayerPlay size={14} aria-hidden="true" />
                  <AppLink
                    href={coursePlayHref(course.id, video.id)}
                    className={classes.lessonTitle}
                    aria-current={current ? 'page' : undefined}
                  >
                    {video.title}
                  </AppLink>
                  {!isPlayable(video) && (
                    <Badge className={pageClasses.badge} size="xs" color="gray.8" variant="outline">
                      {t`Locked`}
                    </Badge>
                  )}
                  {video.free && !course.free && !course.purchased && (
                    <Badge className={pageClasses.badge} size="xs" color="teal.9" variant="filled">
                      {t`Free trial`}
                    </Badge>
                  )}
                  {video.learned && (
                    <Badge className={pageClasses.badge} size="xs" color="gray.8" variant="filled">
                      {t`Learned`}
                    </Badge>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function PlayView({
  course,
  videoId,
  forThisVisit,
}: {
  course: CourseDetail;
  videoId: number | undefined;
  /** The course is this visit's answer (`useVisitAnswer`): who may watch the video is known. */
  forThisVisit: boolean;
}) {
  const { t } = useLingui();
  const playerRef = useRef<PlayerHandle | null>(null);
  const [endedId, setEndedId] = useState<number | null>(null);
  const videos = course.catalogue.flatMap((chapter) => chapter.videos);
  const currentId = videoId ?? startVideoId(course);
  const index = videos.findIndex((video) => video.id === currentId);
  const video = videos[index];
  if (!video) {
    return (
      <div role="alert">
        <Text ta="center" py={60} size="lg" data-testid="video-missing">
          {t`The video does not exist`}
        </Text>
        <Text ta="center">
          <AppLink href={courseDetailHref(course.id)}>{t`Back to the course`}</AppLink>
        </Text>
      </div>
    );
  }
  const next = videos[index + 1];
  const courseTitle = course.title;
  const nextTitle = next?.title ?? '';
  return (
    <div className={classes.layout}>
      <div>
        {/* The page as HTML was drawn for no session: its stage stays dark until the visit's
            own answer says whether the video plays or is for sale. */}
        {forThisVisit ? (
          <AfterPaint fallback={<div className={classes.stage} />}>
            {isPlayable(video) ? (
              <PlayerArea
                key={video.id}
                video={video}
                playerRef={playerRef}
                onEnded={() => setEndedId(video.id)}
              />
            ) : (
              <div className={classes.stage}>
                <LockedVideo course={course} />
              </div>
            )}
          </AfterPaint>
        ) : (
          <div className={classes.stage} data-testid="video-stage-waiting" />
        )}
        <div className={classes.info}>
          <div>
            <h1 className={classes.videoHeading}>{video.title}</h1>
            <AppLink href={courseDetailHref(course.id)}>{t`Course: ${courseTitle}`}</AppLink>
          </div>
          {next && (
            <LinkButton
              href={coursePlayHref(course.id, next.id)}
              variant={endedId === video.id ? 'filled' : 'default'}
              data-testid="next-video"
            >
              {t`Next video`}
            </LinkButton>
          )}
        </div>
        {endedId === video.id && (
          <Text role="status" size="sm" mb="md">
            {next ? t`Lesson finished. Next: ${nextTitle}` : t`You have finished the last lesson.`}
          </Text>
        )}
        <section className={pageClasses.panel} aria-labelledby="video-comments">
          <h2 id="video-comments" className={pageClasses.panelTitle}>
            {t`Video comments`}
          </h2>
          <WhenNearScreen height={160}>
            <VideoComments
              key={video.id}
              videoId={video.id}
              canComment={forThisVisit && isPlayable(video)}
              playerRef={playerRef}
            />
          </WhenNearScreen>
        </section>
      </div>
      <Catalogue course={course} currentId={video.id} />
    </div>
  );
}

/** The learning page's placeholder, of its size. */
function PlaySkeleton() {
  return (
    <div className={classes.layout} aria-busy="true">
      <div>
        <div className={classes.stage} />
        <div className={classes.info}>
          <SkeletonBlock height={28} width="60%" />
        </div>
        <SkeletonBlock height={200} />
      </div>
      <SkeletonBlock height={480} />
    </div>
  );
}

/** The learning page (`/college/course/play?id=&video=`). */
export function CoursePlayPage({
  courseId,
  videoId,
}: {
  courseId: number | undefined;
  videoId: number | undefined;
}) {
  const { query, missing, forThisVisit } = useCourseLookup(courseId);
  return (
    <PageContainer className={pageClasses.page}>
      {missing ? (
        <CourseMissing />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <PlayView course={query.data} videoId={videoId} forThisVisit={forThisVisit} />
      ) : (
        <PlaySkeleton />
      )}
    </PageContainer>
  );
}
