import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { lazy, useEffect } from 'react';
import type { CourseDetail } from '@/api/gen/model';
import { AppLink, localizedHref } from '@/components/app-link';
import { LoadError } from '@/components/feedback/load-error';
import { AfterPaint, SkeletonBlock } from '@/components/feedback/page-skeleton';
import { PageContainer } from '@/components/layout/page-container';
import { LinkButton } from '@/components/site/link-button';
import { formatMoney } from '@/i18n/format';
import { courseDetailHref, coursePlayHref } from './college-links';
import { LEVEL_LABELS, useDuration } from './course-card';
import { startVideoId } from './course-state';
import { CourseMissing, useCourseLookup } from './course-lookup';
import pageClasses from './course-pages.module.css';
import classes from './course-play.module.css';

// The form kit loads beside the data, after the first paint.
const CourseOrderForm = lazy(() => import('./course-order-form'));

/** Where a course is learnt from the start: the video to resume, else the first one. */
function learnHref(course: CourseDetail): string {
  const start = startVideoId(course);
  return start === undefined ? courseDetailHref(course.id) : coursePlayHref(course.id, start);
}

function CourseSummaryBox({ course }: { course: CourseDetail }) {
  const { t, i18n } = useLingui();
  const duration = useDuration();
  const teacher = course.teacher.name;
  return (
    <section className={`${pageClasses.panel} ${classes.summary}`} aria-labelledby="order-course">
      <img src={course.cover} alt="" className={classes.summaryCover} />
      <div>
        <h2 id="order-course" className={pageClasses.panelTitle}>
          <AppLink href={courseDetailHref(course.id)}>{course.title}</AppLink>
        </h2>
        <Text size="sm" c="dimmed">
          {t`Teacher: ${teacher}`} · {i18n._(LEVEL_LABELS[course.level])} ·{' '}
          {duration(course.durationMinutes)}
        </Text>
        <span
          className={pageClasses.price}
          data-free={course.free || undefined}
          data-testid="order-price"
        >
          {course.free ? t`Free` : formatMoney(course.price)}
        </span>
      </div>
    </section>
  );
}

/** A free course needs no order: the learner goes straight to its first lesson. */
function FreeCourse({ course }: { course: CourseDetail }) {
  const { t } = useLingui();
  const router = useRouter();
  const href = learnHref(course);
  useEffect(() => {
    void router.navigate({ href: localizedHref(href), replace: true });
  }, [router, href]);
  return (
    <Text role="status" py="lg">
      {t`This course is free: no order is needed.`}{' '}
      <AppLink href={href}>{t`Start learning`}</AppLink>
    </Text>
  );
}

function SubmitView({ course }: { course: CourseDetail }) {
  const { t } = useLingui();
  if (course.free) return <FreeCourse course={course} />;
  return (
    <>
      <CourseSummaryBox course={course} />
      <section className={pageClasses.panel} aria-labelledby="order-payment">
        <h2 id="order-payment" className={pageClasses.panelTitle}>
          {t`Payment`}
        </h2>
        {course.purchased ? (
          <div role="status">
            <Text mb="md">{t`You have already bought this course.`}</Text>
            <LinkButton href={learnHref(course)} size="md">
              {t`Start learning`}
            </LinkButton>
          </div>
        ) : (
          <AfterPaint fallback={<SkeletonBlock height={150} />}>
            <CourseOrderForm course={course} />
          </AfterPaint>
        )}
      </section>
    </>
  );
}

/** Buying a course (`/college/course/submit?id=`): the order with its payment method. */
export function CourseSubmitPage({ courseId }: { courseId: number | undefined }) {
  const { t } = useLingui();
  const { query, missing } = useCourseLookup(courseId);
  return (
    <PageContainer className={pageClasses.page}>
      <h1 className={pageClasses.pageTitle}>{t`Buy a course`}</h1>
      {missing ? (
        <CourseMissing />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <SubmitView course={query.data} />
      ) : (
        <div aria-busy="true">
          <SkeletonBlock height={150} />
          <SkeletonBlock height={220} className={pageClasses.panel} />
        </div>
      )}
    </PageContainer>
  );
}
