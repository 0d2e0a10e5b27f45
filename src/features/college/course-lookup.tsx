import { Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '@/components/app-link';
import { isCourseMissing } from './course-state';
import { courseQueryOptions } from './queries';

/**
 * The course of a course page's `?id=` (detail, buy, play): its query, not retried when the course
 * is missing, and whether it is (no id, or the server says so).
 */
export function useCourseLookup(courseId: number | undefined) {
  const query = useQuery({
    ...courseQueryOptions(courseId ?? 0),
    enabled: courseId !== undefined,
    retry: (count, error) => !isCourseMissing(error) && count < 2,
  });
  const missing = courseId === undefined || (query.isError && isCourseMissing(query.error));
  return { query, missing };
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
