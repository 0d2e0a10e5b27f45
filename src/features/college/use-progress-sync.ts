import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { saveVideoProgress } from '@/api/gen/courses/courses';
import type { CourseDetail, VideoProgress } from '@/api/gen/model';
import { createProgressReporter, flushWhenHidden } from './progress-sync';
import { courseQueryOptions } from './queries';

/** The course as the page holds it, after the server saved a video's progress. */
export function withProgress(course: CourseDetail, saved: VideoProgress): CourseDetail {
  return {
    ...course,
    lastVideoId: saved.videoId,
    learnedVideoCount: saved.learnedVideoCount,
    progressPercent: saved.progressPercent,
    catalogue: course.catalogue.map((chapter) => ({
      ...chapter,
      videos: chapter.videos.map((video) =>
        video.id === saved.videoId
          ? {
              ...video,
              learned: saved.learned,
              position: saved.position,
              positionTime: saved.positionTime,
            }
          : video,
      ),
    })),
  };
}

function applySaved(queryClient: QueryClient, saved: VideoProgress): void {
  queryClient.setQueryData(courseQueryOptions(saved.courseId).queryKey, (old) =>
    old ? withProgress(old, saved) : old,
  );
  // The personal centre's "Learned n of m" and progress bar follow.
  void queryClient.invalidateQueries({ queryKey: ['/eduUserCourse/list'] });
}

/**
 * Sends a signed-in learner's position in `videoId` to the server (progress-sync.ts: throttled,
 * at the learned share, on pause, end, leaving and the page hidden) and puts what the server
 * answers in the page's course (the catalogue's ticks, "Continue").
 */
export function useProgressSync(
  videoId: number,
  enabled: boolean,
): { onProgress: (seconds: number, duration: number) => void; onFlush: () => void } {
  const queryClient = useQueryClient();
  const reporter = useMemo(
    () =>
      enabled
        ? createProgressReporter(({ position, keepalive }) => {
            saveVideoProgress({ videoId, position }, { silent: true, keepalive }).then(
              (saved) => applySaved(queryClient, saved),
              () => undefined, // a lost position is not worth a message; the next one follows
            );
          })
        : null,
    [enabled, videoId, queryClient],
  );
  useEffect(() => {
    if (!reporter) return undefined;
    return flushWhenHidden(() => reporter.flush());
  }, [reporter]);
  return useMemo(
    () => ({
      onProgress: (seconds: number, duration: number) => reporter?.update(seconds, duration),
      onFlush: () => reporter?.flush(),
    }),
    [reporter],
  );
}
