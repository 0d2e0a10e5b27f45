import {
  getGetCollegeHomeQueryOptions,
  getGetCourseQueryOptions,
  getListCourseCategoriesQueryOptions,
  getListCourseCommentsQueryOptions,
  getListCoursesQueryOptions,
  getListFavouriteCoursesQueryOptions,
  getListFollowedTeachersQueryOptions,
  getListPurchasedCoursesQueryOptions,
} from '@/api/gen/courses/courses';
import type { ListCoursesParams } from '@/api/gen/model';

/** The college home's content; the page shows its own error state, so the call is silent. */
export function collegeHomeQueryOptions() {
  return getGetCollegeHomeQueryOptions(undefined, {
    query: { staleTime: 5 * 60_000 },
    request: { silent: true },
  });
}

/** The two-level course category tree (`/eduCourseCategory/all`). */
export function courseCategoriesQueryOptions() {
  return getListCourseCategoriesQueryOptions(undefined, {
    query: { staleTime: 30 * 60_000 },
    request: { silent: true },
  });
}

/** A page of courses; the page keeps the previous cards while the next page loads. */
export function courseListQueryOptions(params: ListCoursesParams) {
  return getListCoursesQueryOptions(params, {
    query: { staleTime: 60_000 },
    request: { silent: true },
  });
}

/** One course; a missing id is the page's 'Course does not exist', so the call is silent. */
export function courseQueryOptions(id: number) {
  return getGetCourseQueryOptions(id, undefined, { request: { silent: true } });
}

export const COMMENT_PAGE_SIZE = 10;

export function courseCommentsQueryOptions(courseId: number, pageNo: number) {
  return getListCourseCommentsQueryOptions(
    { courseId, pageNo, pageSize: COMMENT_PAGE_SIZE },
    { request: { silent: true } },
  );
}

export const PERSONAL_PAGE_SIZE = 8;

export function purchasedCoursesQueryOptions(pageNo: number) {
  return getListPurchasedCoursesQueryOptions(
    { pageNo, pageSize: PERSONAL_PAGE_SIZE },
    { request: { silent: true } },
  );
}

export function favouriteCoursesQueryOptions(pageNo: number) {
  return getListFavouriteCoursesQueryOptions(
    { pageNo, pageSize: PERSONAL_PAGE_SIZE },
    { request: { silent: true } },
  );
}

export function followedTeachersQueryOptions(pageNo: number) {
  return getListFollowedTeachersQueryOptions(
    { pageNo, pageSize: PERSONAL_PAGE_SIZE },
    { request: { silent: true } },
  );
}
