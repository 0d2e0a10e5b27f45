import { Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '@/components/app-link';
import { useVisitAnswer } from '@/lib/prerendered-answers';
import { isCourseMissing } from './course-state';
import { courseQueryOptions } from './queries';

/**
 * The course of a course page's `?id=` (detail, buy, play): its query, not retried when the course
 * is missing, whether it is (no id, or the server says so), and whether its data is this visit's
 * answer (`useVisitAnswer`: not a page as HTML's, drawn for no session).
 */
export function useCourseLookup(courseId: number | undefined) {
  const options = courseQueryOptions(courseId ?? 0);
  const query = useQuery({
    ...options,
    enabled: courseId !== undefined,
    retry: (count, error) => !isCourseMissing(error) && count < 2,
  });
  const missing = courseId === undefined || (query.isError && isCourseMissing(query.error));
  const forThisVisit = useVisitAnswer(options.queryKey, query.dataUpdatedAt);
  return { query, missing, forThisVisit };
}

/** 'Course does not exist' (spec section 8), with the way back to the course list. */
export function CourseMissing() {
  const { t } = useLingui();
  return (
    <div role="alert">
      <Text ta="center" py={60} size="lg" data-testid="course-missing">
        {t`Course does not exist`}
      </Text>
      <Text ta="center">
        <AppLink href="/college/course/list">{t`Browse all courses`}</AppLink>
      </Text>
    </div>
  );
}
