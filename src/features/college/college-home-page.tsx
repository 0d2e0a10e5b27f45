import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Avatar, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CourseSubject, CourseSummary, Teacher } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { LoadError } from '@/components/feedback/load-error';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { LinkButton } from '@/components/site/link-button';
import { PageContainer } from '@/components/layout/page-container';
import { SectionHeader } from '@/components/layout/section-header';
import { formatNumber } from '@/i18n/format';
import {
  CourseCard,
  CourseCardSkeleton,
  FIRST_SCREEN_CARDS,
  LEVEL_LABELS,
  useDuration,
} from './course-card';
import { collegeHomeQueryOptions } from './queries';
import classes from './college.module.css';

/** The heights of the series and teacher lists on a desktop, for their placeholders. */
const SERIES_HEIGHT = 300;
const TEACHERS_HEIGHT = 262;

/** Course cards; placeholders of their size (two rows) while the courses are on the way. */
function CourseGrid({
  courses,
  firstScreen = false,
}: {
  courses: CourseSummary[] | undefined;
  /** The grid's first cards are on the first screen (see CourseCard). */
  firstScreen?: boolean;
}) {
  const { t } = useLingui();
  if (!courses) {
    return (
      <ul className={classes.grid} aria-busy="true">
        {Array.from({ length: 8 }, (_, index) => (
          <li key={`placeholder-${index}`}>
            <CourseCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (courses.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t`No course found`}
      </Text>
    );
  }
  return (
    <ul className={classes.grid}>
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard course={course} firstScreen={firstScreen && index < FIRST_SCREEN_CARDS} />
        </li>
      ))}
    </ul>
  );
}

function SeriesCard({ subject }: { subject: CourseSubject }) {
  const { i18n } = useLingui();
  const duration = useDuration();
  const count = subject.courseCount;
  const learners = formatNumber(subject.learnerCount);
  return (
    <AppLink href={`/college/course/list?subjectId=${subject.id}`} className={classes.series}>
      <img
        src={subject.cover}
        alt=""
        loading="lazy"
        decoding="async"
        className={classes.seriesCover}
      />
      <span className={classes.seriesBody}>
        <span className={classes.courseTitle} title={subject.title}>
          {subject.title}
        </span>
        <span className={classes.seriesIntro} title={subject.intro}>
          {subject.intro}
        </span>
        <span className={classes.courseMeta}>
          <span>{plural(count, { one: '# course', other: '# courses' })}</span>
          <span>{duration(subject.durationMinutes)}</span>
          <span>
            {plural(subject.learnerCount, {
              one: `${learners} learner`,
              other: `${learners} learners`,
            })}
          </span>
          {subject.level && <span>{i18n._(LEVEL_LABELS[subject.level])}</span>}
        </span>
      </span>
    </AppLink>
  );
}

function TeacherCard({ teacher }: { teacher: Teacher }) {
  const courses = teacher.courseCount;
  const followers = formatNumber(teacher.followerCount);
  return (
    <AppLink href={`/college/course/list?teacherId=${teacher.id}`} className={classes.teacher}>
      <Avatar src={teacher.avatar} alt="" size={72} radius="xl" imageProps={{ loading: 'lazy' }} />
      <span className={classes.teacherName}>{teacher.name}</span>
      <span className={classes.teacherTitle}>{teacher.title}</span>
      <span className={classes.teacherIntro} title={teacher.intro}>
        {teacher.intro}
      </span>
      <span className={classes.courseMeta}>
        <span>{plural(courses, { one: '# course', other: '# courses' })}</span>
        <span>
          {plural(teacher.followerCount, {
            one: `${followers} follower`,
            other: `${followers} followers`,
          })}
        </span>
      </span>
    </AppLink>
  );
}

/** The college home page: banners, recommended and newest courses, series and teachers. */
export function CollegeHomePage() {
  const { t } = useLingui();
  const query = useQuery(collegeHomeQueryOptions());

  if (query.isError) {
    return (
      <PageContainer className={classes.errorBox}>
        <LoadError onRetry={() => void query.refetch()} />
      </PageContainer>
    );
  }
  // The page paints at once: the banner's frame and the sections, with placeholders where the
  // data goes until it arrives.
  const home = query.data;
  const banner = home?.banners[0];
  return (
    <>
      <section className={classes.banner} aria-labelledby="college-banner-title">
        <PageContainer className={classes.bannerInner}>
          <div>
            <h1 id="college-banner-title" className={classes.bannerTitle}>
              {banner?.title ?? t`Cross-border college`}
            </h1>
            <p className={classes.bannerSubtitle}>
              {banner?.subtitle ?? t`Learn cross-border e-commerce from practitioners.`}
            </p>
            <LinkButton href={banner?.link || '/college/course/list'} variant="white" size="md">
              {t`Explore courses`}
            </LinkButton>
          </div>
          {!home && (
            <div className={classes.bannerFrame}>
              <SkeletonBlock height="100%" radius={0} />
            </div>
          )}
          {banner && (
            <AppLink href={banner.link || '/college/course/list'} className={classes.bannerFrame}>
              <img
                src={banner.image}
                alt={banner.title}
                className={classes.bannerImage}
                fetchPriority="high"
              />
            </AppLink>
          )}
        </PageContainer>
      </section>
      <section className={classes.section} aria-labelledby="college-recommended">
        <PageContainer>
          <SectionHeader
            id="college-recommended"
            title={t`Recommended courses`}
            moreHref="/college/course/list?recommended=true"
            moreLabel={t`More recommended courses`}
          />
          <CourseGrid courses={home?.recommended} firstScreen />
        </PageContainer>
      </section>
      <section className={classes.section} data-tone="white" aria-labelledby="college-newest">
        <PageContainer>
          <SectionHeader
            id="college-newest"
            title={t`Newest courses`}
            moreHref="/college/course/list?sortField=createTime"
            moreLabel={t`More new courses`}
          />
          <CourseGrid courses={home?.newest} />
        </PageContainer>
      </section>
      <section className={classes.section} id="series" aria-labelledby="college-series">
        <PageContainer>
          <SectionHeader
            id="college-series"
            title={t`Series courses`}
            subtitle={t`Courses to take in order, from first steps to scale.`}
          />
          {!home ? (
            <SkeletonBlock height={SERIES_HEIGHT} radius="var(--mantine-radius-lg)" />
          ) : home.subjects.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t`No information yet`}
            </Text>
          ) : (
            <ul className={classes.seriesGrid}>
              {home.subjects.map((subject) => (
                <li key={subject.id}>
                  <SeriesCard subject={subject} />
                </li>
              ))}
            </ul>
          )}
        </PageContainer>
      </section>
      <section className={classes.section} data-tone="white" aria-labelledby="college-teachers">
        <PageContainer>
          <SectionHeader
            id="college-teachers"
            title={t`Featured teachers`}
            subtitle={t`Sellers, operators and advisers who teach what they practise.`}
          />
          {!home ? (
            <SkeletonBlock height={TEACHERS_HEIGHT} radius="var(--mantine-radius-lg)" />
          ) : home.teachers.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t`No information yet`}
            </Text>
          ) : (
            <ul className={classes.teachers}>
              {home.teachers.map((teacher) => (
                <li key={teacher.id}>
                  <TeacherCard teacher={teacher} />
                </li>
              ))}
            </ul>
          )}
        </PageContainer>
      </section>
    </>
  );
}
