import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Avatar, Badge, Button, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { lazy } from 'react';
import {
  enrolFreeCourse,
  toggleFavouriteCourse,
  toggleFollowTeacher,
} from '@/api/gen/courses/courses';
import type { CourseDetail, CourseVideo } from '@/api/gen/model';
import { AppLink, localizedHref } from '@/components/app-link';
import { useLoginIntent } from '@/components/auth/login-intent';
import { LoadError } from '@/components/feedback/load-error';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { WhenNearScreen } from '@/components/feedback/when-near-screen';
import { SafeHtml } from '@/components/safe-html/safe-html';
import { notifySuccess } from '@/components/feedback/toast';
import { IconClock, IconPlayerPlay, IconUsers } from '@/components/icons/icons';
import { PageContainer } from '@/components/layout/page-container';
import { LinkButton } from '@/components/site/link-button';
import { formatMoney, formatNumber } from '@/i18n/format';
import { coursePlayHref, courseSubmitHref } from './college-links';
import { LEVEL_LABELS, useDuration } from './course-card';
import { CourseMissing, useCourseLookup } from './course-lookup';
import { courseQueryOptions } from './queries';
import { isCourseMissing, startVideoId } from './course-state';
import { useRequireLogin } from './use-require-login';
import classes from './course-pages.module.css';

// The comments, far below the first screen, load when the reader comes near them.
const CourseComments = lazy(() => import('./course-comments'));

export { isCourseMissing, startVideoId };

function formatSeconds(total: number): string {
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

function VideoRow({ course, video }: { course: CourseDetail; video: CourseVideo }) {
  const { t } = useLingui();
  const canWatch = course.free || course.purchased || video.free;
  return (
    <li className={classes.video}>
      <IconPlayerPlay size={16} aria-hidden="true" />
      {canWatch ? (
        <AppLink href={coursePlayHref(course.id, video.id)} className={classes.videoTitle}>
          {video.title}
        </AppLink>
      ) : (
        <span className={classes.videoTitle}>{video.title}</span>
      )}
      {video.free && !course.free && !course.purchased && (
        <Badge className={classes.badge} size="sm" color="teal.9" variant="filled">
          {t`Free trial`}
        </Badge>
      )}
      {video.learned && (
        <Badge className={classes.badge} size="sm" color="gray.8" variant="filled">
          {t`Learned`}
        </Badge>
      )}
      <Text size="sm" c="dimmed">
        {formatSeconds(video.durationSeconds)}
      </Text>
    </li>
  );
}

/** The course detail's placeholder, of its size. */
function CourseDetailSkeleton() {
  return (
    <div aria-busy="true">
      <div className={classes.hero}>
        <SkeletonBlock height={270} />
        <div className={classes.heroBody}>
          <SkeletonBlock height={32} width="80%" />
          <SkeletonBlock height={20} width="60%" />
          <SkeletonBlock height={48} width="40%" />
          <SkeletonBlock height={40} width="50%" />
        </div>
      </div>
      <div className={classes.columns}>
        <SkeletonBlock height={420} />
        <SkeletonBlock height={260} />
      </div>
    </div>
  );
}

function useToggles(course: CourseDetail) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const key = courseQueryOptions(course.id).queryKey;
  const collect = useMutation({
    mutationFn: () => toggleFavouriteCourse(course.id),
    onSuccess: ({ active }) => {
      queryClient.setQueryData(key, (old) => (old ? { ...old, collected: active } : old));
      notifySuccess(active ? t`Added to favourites` : t`Removed from favourites`);
      void queryClient.invalidateQueries({ queryKey: ['/eduUserCollectCourse/list'] });
    },
  });
  const follow = useMutation({
    mutationFn: () => toggleFollowTeacher(course.teacher.id),
    onSuccess: ({ active }) => {
      queryClient.setQueryData(key, (old) =>
        old
          ? {
              ...old,
              teacher: {
                ...old.teacher,
                followed: active,
                followerCount: Math.max(0, old.teacher.followerCount + (active ? 1 : -1)),
              },
            }
          : old,
      );
      notifySuccess(active ? t`Following the teacher` : t`Unfollowed the teacher`);
      void queryClient.invalidateQueries({ queryKey: ['/eduUserCollectTeacher/list'] });
    },
  });
  return { collect, follow };
}

/**
 * "Start learning" on a free course: enrols the user (enrolFreeCourse, addition), so that the
 * course is among their purchased courses, then opens the lesson.
 */
function useEnrol(course: CourseDetail, start: number | undefined) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const open = () => {
    if (start !== undefined)
      void router.navigate({ href: localizedHref(coursePlayHref(course.id, start)) });
  };
  const enrol = useMutation({
    mutationFn: () => enrolFreeCourse({ courseId: course.id }),
    onSuccess: () => {
      queryClient.setQueryData(courseQueryOptions(course.id).queryKey, (old) =>
        old ? { ...old, enrolled: true } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['/eduUserCourse/list'] });
      open();
    },
  });
  return { enrol, open };
}

function CourseView({
  course,
  forThisVisit,
}: {
  course: CourseDetail;
  /**
   * The course is this visit's answer (`useVisitAnswer`): what the visitor owns, collected and
   * follows is known. A page as HTML was drawn for no session: until then its actions are
   * placeholders, and what a visitor asked for before signing in waits (a toggle from the
   * snapshot's state would undo what the user had done).
   */
  forThisVisit: boolean;
}) {
  const { t, i18n } = useLingui();
  const duration = useDuration();
  const { isLogin, guard } = useRequireLogin();
  const { collect, follow } = useToggles(course);
  // What a visitor clicked is done once back from login (only if not already done).
  const collectIntent = `college.collect:${course.id}`;
  const followIntent = `college.follow:${course.teacher.id}`;
  useLoginIntent(
    isLogin,
    collectIntent,
    () => {
      if (!course.collected) collect.mutate();
    },
    forThisVisit,
  );
  useLoginIntent(
    isLogin,
    followIntent,
    () => {
      if (!course.teacher.followed) follow.mutate();
    },
    forThisVisit,
  );
  const learners = formatNumber(course.learnerCount);
  const followers = formatNumber(course.teacher.followerCount);
  const start = startVideoId(course);
  const owned = course.free || course.purchased;
  // A free course not yet enrolled in: Start learning enrols first (a visitor signs in first).
  const enrolFirst = course.free && !course.enrolled;
  const { enrol } = useEnrol(course, start);
  const enrolIntent = `college.enrol:${course.id}`;
  useLoginIntent(
    isLogin,
    enrolIntent,
    () => {
      if (!course.enrolled) enrol.mutate();
    },
    forThisVisit,
  );
  return (
    <>
      <section className={classes.hero} aria-labelledby="course-title">
        <img src={course.cover} alt="" className={classes.heroCover} fetchPriority="high" />
        <div className={classes.heroBody}>
          <h1 id="course-title" className={classes.pageTitle}>
            {course.title}
          </h1>
          {course.subtitle && <Text c="dimmed">{course.subtitle}</Text>}
          <span
            className={classes.price}
            data-free={course.free || undefined}
            data-testid="course-price"
          >
            {course.free ? t`Free` : formatMoney(course.price)}
          </span>
          <dl className={classes.facts}>
            <div>
              <dt>{t`Level`}</dt>
              <dd>{i18n._(LEVEL_LABELS[course.level])}</dd>
            </div>
            <div>
              <dt>
                <IconUsers size={14} aria-hidden="true" /> {t`Learners`}
              </dt>
              <dd>
                {plural(course.learnerCount, {
                  one: `${learners} learner`,
                  other: `${learners} learners`,
                })}
              </dd>
            </div>
            <div>
              <dt>
                <IconClock size={14} aria-hidden="true" /> {t`Duration`}
              </dt>
              <dd>{duration(course.durationMinutes)}</dd>
            </div>
            <div>
              <dt>{t`Lessons`}</dt>
              <dd>{plural(course.videoCount, { one: '# video', other: '# videos' })}</dd>
            </div>
          </dl>
          {!forThisVisit ? (
            <div className={classes.actions} aria-busy="true" data-testid="course-actions-waiting">
              <SkeletonBlock height={42} width={128} radius="var(--mantine-radius-default)" />
              <SkeletonBlock height={42} width={96} radius="var(--mantine-radius-default)" />
            </div>
          ) : (
            <div className={classes.actions}>
              {enrolFirst && start !== undefined ? (
                <Button
                  size="md"
                  loading={enrol.isPending}
                  onClick={() => guard(() => enrol.mutate(), enrolIntent)}
                >
                  {t`Start learning`}
                </Button>
              ) : owned && start !== undefined ? (
                <LinkButton href={coursePlayHref(course.id, start)} size="md">
                  {course.lastVideoId !== null ? t`Continue learning` : t`Start learning`}
                </LinkButton>
              ) : !owned ? (
                <LinkButton href={courseSubmitHref(course.id)} size="md">
                  {t`Buy now`}
                </LinkButton>
              ) : null}
              <Button
                size="md"
                variant={course.collected ? 'light' : 'default'}
                aria-pressed={course.collected}
                loading={collect.isPending}
                onClick={() => guard(() => collect.mutate(), collectIntent)}
              >
                {course.collected ? t`Collected` : t`Collect`}
              </Button>
            </div>
          )}
        </div>
      </section>
      <div className={classes.columns}>
        <div>
          <section className={classes.panel} aria-labelledby="course-catalogue">
            <h2 id="course-catalogue" className={classes.panelTitle}>
              {t`Catalogue`}
            </h2>
            {course.catalogue.length === 0 ? (
              <Text c="dimmed">{t`No information yet`}</Text>
            ) : (
              course.catalogue.map((chapter) => (
                <div key={chapter.id} className={classes.chapter}>
                  <h3 className={classes.chapterTitle}>{chapter.title}</h3>
                  <ul className={classes.videos}>
                    {chapter.videos.map((video) => (
                      <VideoRow key={video.id} course={course} video={video} />
                    ))}
                  </ul>
                </div>
              ))
            )}
          </section>
          <section className={classes.panel} aria-labelledby="course-intro">
            <h2 id="course-intro" className={classes.panelTitle}>
              {t`Course introduction`}
            </h2>
            <SafeHtml html={course.description} className={classes.description} />
          </section>
          <section className={classes.panel} aria-labelledby="course-comments">
            <h2 id="course-comments" className={classes.panelTitle}>
              {t`Comments`} ({formatNumber(course.commentCount)})
            </h2>
            <WhenNearScreen height={160}>
              <CourseComments courseId={course.id} />
            </WhenNearScreen>
          </section>
        </div>
        <aside className={classes.panel} aria-labelledby="course-teacher">
          <h2 id="course-teacher" className={classes.panelTitle}>
            {t`Teacher`}
          </h2>
          <div className={classes.teacher}>
            <Avatar src={course.teacher.avatar} alt="" size={80} radius="xl" />
            <Text fw={700}>{course.teacher.name}</Text>
            <Text size="sm" c="dimmed">
              {course.teacher.title}
            </Text>
            <Text size="sm" c="dimmed">
              {plural(course.teacher.followerCount, {
                one: `${followers} follower`,
                other: `${followers} followers`,
              })}
            </Text>
            <Text size="sm">{course.teacher.intro}</Text>
            {forThisVisit ? (
              <Button
                variant={course.teacher.followed ? 'default' : 'filled'}
                aria-pressed={course.teacher.followed}
                loading={follow.isPending}
                onClick={() => guard(() => follow.mutate(), followIntent)}
              >
                {course.teacher.followed ? t`Unfollow` : t`Follow`}
              </Button>
            ) : (
              <SkeletonBlock height={36} width={96} radius="var(--mantine-radius-default)" />
            )}
            <AppLink href={`/college/course/list?teacherId=${course.teacher.id}`}>
              {t`More courses by this teacher`}
            </AppLink>
          </div>
        </aside>
      </div>
    </>
  );
}

/** The course detail (`/college/course/detail?id=`). */
export function CourseDetailPage({ courseId }: { courseId: number | undefined }) {
  const { query, missing, forThisVisit } = useCourseLookup(courseId);
  return (
    <PageContainer className={classes.page}>
      {missing ? (
        <CourseMissing />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <CourseView course={query.data} forThisVisit={forThisVisit} />
      ) : (
        <CourseDetailSkeleton />
      )}
    </PageContainer>
  );
}
