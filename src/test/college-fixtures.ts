// Courses for the tests of the college pages (src/features/college).
import type { CourseDetail, CourseSummary } from '@/api/gen/model';

/** A paid recorded course as the course list has it (the college pages' tests). */
export const courseSummary: CourseSummary = {
  id: 7,
  title: 'Amazon VAT basics',
  subtitle: null,
  cover: '/cover.jpg',
  price: 199,
  free: false,
  type: 'RECORDED',
  level: 'BEGINNER',
  learnerCount: 10,
  durationMinutes: 95,
  videoCount: 2,
  teacherId: 3,
  teacherName: 'Lee',
  categoryId: 1,
  categoryName: null,
  subjectId: null,
  recommended: false,
  createTime: '2026-01-01 10:00:00',
};

/** The same course in detail, not bought: a free trial lesson (701) and a paid one (702). */
export const courseDetail: CourseDetail = {
  ...courseSummary,
  description: '<p>Intro</p>',
  catalogue: [
    {
      id: 1,
      title: 'Chapter 1',
      videos: [
        {
          id: 701,
          title: 'Trial lesson',
          durationSeconds: 60,
          free: true,
          videoUrl: 'http://localhost/api/__mock/media/course/7/701.mp4',
          learned: false,
          position: 0,
          positionTime: null,
        },
        {
          id: 702,
          title: 'Paid lesson',
          durationSeconds: 90,
          free: false,
          videoUrl: null,
          learned: false,
          position: 0,
          positionTime: null,
        },
      ],
    },
  ],
  teacher: {
    id: 3,
    name: 'Lee',
    avatar: '/a.png',
    title: 'Seller',
    intro: 'Intro',
    courseCount: 1,
    followerCount: 5,
    followed: false,
  },
  purchased: false,
  collected: false,
  commentCount: 0,
  lastVideoId: null,
  enrolled: false,
  learnedVideoCount: 0,
  progressPercent: 0,
};
