import { isApiError } from '@/api/errors';
import type { CourseDetail } from '@/api/gen/model';

/** The video "start learning" opens: where the user stopped, else the first one. */
export function startVideoId(
  course: Pick<CourseDetail, 'catalogue' | 'lastVideoId'>,
): number | undefined {
  const videos = course.catalogue.flatMap((chapter) => chapter.videos);
  if (course.lastVideoId !== null && videos.some((video) => video.id === course.lastVideoId)) {
    return course.lastVideoId;
  }
  return videos[0]?.id;
}

/** A missing or withdrawn course: the server's business failure, or its 404. */
export function isCourseMissing(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.kind === 'business' || (error.kind === 'http' && error.details.status === 404))
  );
}
