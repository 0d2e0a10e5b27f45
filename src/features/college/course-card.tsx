import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Highlight } from '@mantine/core';
import type { CourseLevel, CourseSummary } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { IconClock, IconUsers } from '@/components/icons/icons';
import { formatMoney, formatNumber } from '@/i18n/format';
import { courseDetailHref } from './college-links';
import classes from './college.module.css';

/**
 * A course level's own name (spec section 3). Its own messages, with a context: the college
 * navigation's "Advanced" entry is named 跨境进阶 in Chinese, the level is not.
 */
export const LEVEL_LABELS: Record<CourseLevel, MessageDescriptor> = {
  BEGINNER: msg({ message: 'Beginner', context: 'course level' }),
  INTERMEDIATE: msg({ message: 'Intermediate', context: 'course level' }),
  ADVANCED: msg({ message: 'Advanced', context: 'course level' }),
};

/** Minutes as hours and minutes (spec section 3: course duration). */
export function useDuration(): (minutes: number) => string {
  const { t } = useLingui();
  return (minutes) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return t`${rest} min`;
    if (rest === 0) return t`${hours} h`;
    return t`${hours} h ${rest} min`;
  };
}

/** How many cards of a page's first list stand on a phone's first screen. */
export const FIRST_SCREEN_CARDS = 2;

export interface CourseCardProps {
  course: CourseSummary;
  /** Marks the search keyword in the title and teacher. */
  highlight?: string;
  /**
   * A card on the first screen: its cover, often the page's largest picture, loads at once and
   * first, instead of lazily once the layout shows it is on screen.
   */
  firstScreen?: boolean;
}

/** A course card. */
export function CourseCard({ course, highlight, firstScreen = false }: CourseCardProps) {
  const { t, i18n } = useLingui();
  const duration = useDuration();
  const learners = formatNumber(course.learnerCount);
  return (
    <AppLink href={courseDetailHref(course.id)} className={classes.course}>
      <span className={classes.coverBox}>
        <img
          src={course.cover}
          alt=""
          loading={firstScreen ? 'eager' : 'lazy'}
          fetchPriority={firstScreen ? 'high' : undefined}
          decoding="async"
          className={classes.cover}
        />
        <Badge className={classes.level} size="sm" variant="white" color="dark">
          {i18n._(LEVEL_LABELS[course.level])}
        </Badge>
      </span>
      <span className={classes.courseBody}>
        {highlight ? (
          <>
            <Highlight
              component="span"
              highlight={highlight}
              className={classes.courseTitle}
              title={course.title}
            >
              {course.title}
            </Highlight>
            <Highlight component="span" highlight={highlight} className={classes.courseTeacher}>
              {course.teacherName}
            </Highlight>
          </>
        ) : (
          <>
            <span className={classes.courseTitle} title={course.title}>
              {course.title}
            </span>
            <span className={classes.courseTeacher}>{course.teacherName}</span>
          </>
        )}
        <span className={classes.courseMeta}>
          <span>
            <IconUsers size={14} />
            {plural(course.learnerCount, {
              one: `${learners} learner`,
              other: `${learners} learners`,
            })}
          </span>
          <span>
            <IconClock size={14} />
            {duration(course.durationMinutes)}
          </span>
        </span>
        <span className={classes.coursePrice} data-free={course.free || undefined}>
          {course.free ? t`Free` : formatMoney(course.price)}
        </span>
      </span>
    </AppLink>
  );
}

/** A course card's placeholder, of its size: the cover, then title, teacher, figures and price. */
export function CourseCardSkeleton() {
  return (
    <span className={classes.course} aria-hidden="true">
      <span className={classes.coverBox} />
      <span className={classes.courseBody}>
        <SkeletonBlock height={24} />
        <SkeletonBlock height={18} width="50%" />
        <SkeletonBlock height={18} width="70%" />
        <SkeletonBlock height={24} width="30%" />
      </span>
    </span>
  );
}
