import type { CourseLevel, ListCoursesParams } from '@/api/gen/model';
import { listCoursesQueryKeyMax } from '@/api/zod/courses/courses.zod';
import {
  searchEnum,
  searchPositiveInteger,
  searchSchema,
  searchText,
  type InferSearch,
  type SearchParser,
} from '@/lib/search-params';

export const COURSE_LEVELS = [
  'BEGINNER',
  'INTERMEDIATE',
  'ADVANCED',
] as const satisfies readonly CourseLevel[];

/** Cards per page of the course list and the search results. */
export const COURSE_PAGE_SIZE = 12;

/** `?free=true` / `?free=false` (the router parses them as booleans; text works too). */
function searchBoolean(): SearchParser<boolean | undefined> {
  return (value) =>
    value === true || value === 'true'
      ? true
      : value === false || value === 'false'
        ? false
        : undefined;
}

/** `recommended=true` only; false is the same as absent. */
function searchTrue(): SearchParser<true | undefined> {
  return (value) => (value === true || value === 'true' ? true : undefined);
}

/**
 * `/college/course/list?categoryId=12&level=BEGINNER&free=false&recommended=true&sortField=createTime&page=2`
 * (the keys are the API's, so the college home's "more" links land on the same filters).
 */
export const courseListSearchSchema = searchSchema({
  categoryId: searchPositiveInteger(),
  level: searchEnum(COURSE_LEVELS),
  free: searchBoolean(),
  recommended: searchTrue(),
  sortField: searchEnum(['createTime'] as const),
  subjectId: searchPositiveInteger(),
  teacherId: searchPositiveInteger(),
  page: searchPositiveInteger(1),
});

export type CourseListSearch = InferSearch<typeof courseListSearchSchema>;

/** `/college/course/query?key=amazon&page=2`: the search results, with the list's filters. */
export const courseQuerySearchSchema = searchSchema({
  key: searchText(listCoursesQueryKeyMax),
  page: searchPositiveInteger(1),
});

export type CourseQuerySearch = InferSearch<typeof courseQuerySearchSchema>;

export const courseListSearchDefaults = { page: 1 } satisfies Partial<CourseListSearch>;

/** The API call for what the URL shows. */
export function courseListParams(search: CourseListSearch & { key?: string }): ListCoursesParams {
  return {
    pageNo: search.page,
    pageSize: COURSE_PAGE_SIZE,
    categoryId: search.categoryId,
    level: search.level,
    free: search.free,
    recommended: search.recommended,
    subjectId: search.subjectId,
    teacherId: search.teacherId,
    key: search.key,
    sortField: search.sortField,
    sortOrder: search.sortField ? 'desc' : undefined,
  };
}
