/**
 * What mock users did in the college: favourite courses, followed teachers and learning progress.
 * Purchases are the PAID/COMPLETED COURSE orders (mocks/db/orders.seed.ts: demo bought 1, 2, 4).
 */
import { defineCollection } from '../store';
import { DEMO_USER_ID, SECOND_USER_ID } from '../users';
import { TEACHER_IDS } from './teachers';

export interface CourseFavouriteRow {
  id: number;
  userId: number;
  courseId: number;
  createTime: string;
}

export interface TeacherFollowRow {
  id: number;
  userId: number;
  teacherId: number;
  createTime: string;
}

export interface VideoPositionRow {
  videoId: number;
  /** Seconds from the start, to a tenth. */
  position: number;
  /** When it was saved (`YYYY-MM-DD HH:mm:ss`, China time). */
  time: string;
}

export interface CourseProgressRow {
  id: number;
  userId: number;
  courseId: number;
  learnedVideoIds: number[];
  lastVideoId: number | null;
  lastLearnTime: string | null;
  /** Where the user stopped in each video (saveVideoProgress, addition); absent in older rows. */
  positions?: VideoPositionRow[];
}

/** A user's enrolment in a free course (enrolFreeCourse, addition). */
export interface CourseEnrolmentRow {
  id: number;
  userId: number;
  courseId: number;
  enrolTime: string;
}

export const courseFavourites = defineCollection<CourseFavouriteRow>('courseFavourites', (seed) =>
  (
    [
      [DEMO_USER_ID, 5, 30.2],
      [DEMO_USER_ID, 9, 21.6],
      [DEMO_USER_ID, 38, 14.1],
      [DEMO_USER_ID, 42, 6.4],
      [DEMO_USER_ID, 45, 2.3],
      [SECOND_USER_ID, 1, 10.5],
    ] as const
  ).map(([userId, courseId, daysAgo], index) => ({
    id: index + 1,
    userId,
    courseId,
    createTime: seed.daysAgo(daysAgo),
  })),
);

export const teacherFollows = defineCollection<TeacherFollowRow>('teacherFollows', (seed) =>
  (
    [
      [DEMO_USER_ID, TEACHER_IDS.WANG_LEI, 40.3],
      [DEMO_USER_ID, TEACHER_IDS.LIU_CHANG, 12.8],
      [DEMO_USER_ID, TEACHER_IDS.KELVIN_NG, 3.1],
      [SECOND_USER_ID, TEACHER_IDS.LIN_XIAOWEN, 20.4],
    ] as const
  ).map(([userId, teacherId, daysAgo], index) => ({
    id: index + 1,
    userId,
    teacherId,
    createTime: seed.daysAgo(daysAgo),
  })),
);

/** Videos are numbered `courseId * 100 + n` (mocks/db/seed/courses.ts). */
const videos = (courseId: number, ...numbers: number[]) => numbers.map((n) => courseId * 100 + n);

export const courseProgress = defineCollection<CourseProgressRow>('courseProgress', (seed) => [
  {
    id: 1,
    userId: DEMO_USER_ID,
    courseId: 1,
    learnedVideoIds: videos(1, 1, 2, 3, 4, 5),
    lastVideoId: 106,
    lastLearnTime: seed.daysAgo(0.8),
  },
  {
    id: 2,
    userId: DEMO_USER_ID,
    courseId: 2,
    learnedVideoIds: videos(2, 1, 2, 3, 4, 5, 6, 7, 8, 9),
    lastVideoId: 209,
    lastLearnTime: seed.daysAgo(25.4),
  },
  {
    id: 3,
    userId: DEMO_USER_ID,
    courseId: 4,
    learnedVideoIds: [],
    lastVideoId: null,
    lastLearnTime: null,
  },
  {
    id: 4,
    userId: DEMO_USER_ID,
    courseId: 9,
    learnedVideoIds: videos(9, 1, 2),
    lastVideoId: 903,
    lastLearnTime: seed.daysAgo(4.2),
  },
  {
    id: 5,
    userId: SECOND_USER_ID,
    courseId: 1,
    learnedVideoIds: videos(1, 1),
    lastVideoId: 102,
    lastLearnTime: seed.daysAgo(9.7),
  },
]);

/** Nobody is enrolled in a free course at first: "Start learning" enrols (issue 28). */
export const courseEnrolments = defineCollection<CourseEnrolmentRow>('courseEnrolments', () => []);
