import { del, failure, get, interaction, ok, postForm, withoutSession } from './support/consumer';
import { describe, it } from 'vitest';
import {
  createCourseOrder,
  deleteCourseComment,
  deleteVideoComment,
  enrolFreeCourse,
  getCollegeHome,
  getCourse,
  listCourseCategories,
  listCourseComments,
  listCourseSubjects,
  listCourses,
  listFavouriteCourses,
  listFollowedTeachers,
  listPurchasedCourses,
  listVideoComments,
  saveCourseComment,
  saveVideoComment,
  saveVideoProgress,
  toggleFavouriteCourse,
  toggleFollowTeacher,
} from '@/api/gen/courses/courses';
import {
  collegeHome,
  courseCategory,
  courseComment,
  courseDetail,
  courseEnrolment,
  courseSubject,
  courseSummary,
  count,
  courseVideo,
  id,
  listOf,
  manualPayment,
  pageOf,
  purchasedCourse,
  teacher,
  text,
  uri,
  videoComment,
  videoProgress,
} from './support/shapes';

const LOGGED_IN = 'user demo is logged in';
const CATALOGUE = 'the college has courses, series, categories and teachers';
const COURSE_1 = 'course 1 exists';
const NO_COURSE = 'there is no course 999999';
const PURCHASED_1 = 'user demo has purchased course 1';
const firstPage = { pageNo: '1', pageSize: '10' };
const COURSE_MISSING = 'Course does not exist';

describe('courses', () => {
  it('getCollegeHome', () =>
    interaction({
      given: [CATALOGUE],
      uponReceiving: 'getCollegeHome: the college home page',
      request: get('/eduCourse/index'),
      response: ok(collegeHome),
      call: () => getCollegeHome(),
    }));

  it('listCourses: the most popular first', () =>
    interaction({
      given: [CATALOGUE],
      uponReceiving: 'listCourses: the first page of courses, most popular first',
      request: get('/eduCourse/list', {
        pageNo: '1',
        pageSize: '12',
        sortField: 'learnerCount',
        sortOrder: 'desc',
      }),
      response: ok(pageOf(courseSummary, { size: 12 })),
      call: () =>
        listCourses({ pageNo: 1, pageSize: 12, sortField: 'learnerCount', sortOrder: 'desc' }),
    }));

  it('getCourse: as a visitor', () =>
    interaction({
      given: ['no user is logged in', COURSE_1],
      uponReceiving: 'getCourse: a course seen by a visitor',
      request: get('/eduCourse/info/1'),
      response: ok(courseDetail({ purchased: false, collected: false })),
      call: () => getCourse(1),
    }));

  it('getCourse: bought by the user, every video playable', () =>
    interaction({
      given: [LOGGED_IN, PURCHASED_1],
      uponReceiving: 'getCourse: a course the user bought',
      request: get('/eduCourse/info/1'),
      response: ok({
        ...courseDetail({ purchased: true, collected: false }),
        catalogue: listOf({
          id: id(10011),
          title: text('Chapter 1 Getting ready'),
          videos: listOf({
            ...courseVideo,
            videoUrl: uri('https://portal.example.com/api/__mock/media/course/1/101.mp4'),
          }),
        }),
      }),
      call: () => getCourse(1),
    }));

  it('getCourse: an unknown course is refused with a message', () =>
    interaction({
      given: [NO_COURSE],
      uponReceiving: 'getCourse: an unknown course',
      request: get('/eduCourse/info/999999'),
      response: failure(COURSE_MISSING),
      call: () => getCourse(999999),
    }));

  it('listCourseSubjects', () =>
    interaction({
      given: [CATALOGUE],
      uponReceiving: 'listCourseSubjects: the first page of series',
      request: get('/eduCourse/subject/list', firstPage),
      response: ok(pageOf(courseSubject)),
      call: () => listCourseSubjects({ pageNo: 1, pageSize: 10 }),
    }));

  it('listPurchasedCourses', () =>
    interaction({
      given: [LOGGED_IN, PURCHASED_1],
      uponReceiving: 'listPurchasedCourses: the first page of bought courses',
      request: get('/eduUserCourse/list', firstPage),
      response: ok(pageOf(purchasedCourse)),
      call: () => listPurchasedCourses({ pageNo: 1, pageSize: 10 }),
    }));

  it('listPurchasedCourses: 512', () =>
    withoutSession('listPurchasedCourses', get('/eduUserCourse/list', firstPage), () =>
      listPurchasedCourses({ pageNo: 1, pageSize: 10 }),
    ));

  it('saveVideoProgress (addition): a position in a video of a bought course', () =>
    interaction({
      given: [LOGGED_IN, 'video 101 is playable for user demo'],
      uponReceiving: 'saveVideoProgress: where the user is in a video',
      request: postForm('/eduUserCourse/progress', { videoId: '101', position: '2.5' }),
      response: ok(videoProgress),
      call: () => saveVideoProgress({ videoId: 101, position: 2.5 }),
    }));

  it('saveVideoProgress: a video the user may not watch is refused with a message', () =>
    interaction({
      given: [LOGGED_IN, 'video 502 is not playable for user demo'],
      uponReceiving: 'saveVideoProgress: a video of a course not bought',
      request: postForm('/eduUserCourse/progress', { videoId: '502', position: '1' }),
      response: failure('Please purchase the course before watching'),
      call: () => saveVideoProgress({ videoId: 502, position: 1 }),
    }));

  it('saveVideoProgress: 512', () =>
    withoutSession(
      'saveVideoProgress',
      postForm('/eduUserCourse/progress', { videoId: '101', position: '2.5' }),
      () => saveVideoProgress({ videoId: 101, position: 2.5 }),
    ));

  it('enrolFreeCourse (addition): a free course', () =>
    interaction({
      given: [LOGGED_IN, 'course 8 is free'],
      uponReceiving: 'enrolFreeCourse: enrolling in a free course',
      request: postForm('/eduUserCourse/enrol', { courseId: '8' }),
      response: ok(courseEnrolment),
      call: () => enrolFreeCourse({ courseId: 8 }),
    }));

  it('enrolFreeCourse: a paid course is refused with a message', () =>
    interaction({
      given: [LOGGED_IN, 'course 5 is a paid course user demo has not ordered'],
      uponReceiving: 'enrolFreeCourse: a paid course',
      request: postForm('/eduUserCourse/enrol', { courseId: '5' }),
      response: failure('This course is not free: buy it to learn'),
      call: () => enrolFreeCourse({ courseId: 5 }),
    }));

  it('enrolFreeCourse: 512', () =>
    withoutSession('enrolFreeCourse', postForm('/eduUserCourse/enrol', { courseId: '8' }), () =>
      enrolFreeCourse({ courseId: 8 }),
    ));

  it('listCourseCategories', () =>
    interaction({
      given: [CATALOGUE],
      uponReceiving: 'listCourseCategories: the category tree',
      request: get('/eduCourseCategory/all'),
      response: ok(listOf(courseCategory)),
      call: () => listCourseCategories(),
    }));

  it('listFavouriteCourses', () =>
    interaction({
      given: [LOGGED_IN, 'user demo has favourite courses'],
      uponReceiving: 'listFavouriteCourses: the first page of favourite courses',
      request: get('/eduUserCollectCourse/list', firstPage),
      response: ok(pageOf(courseSummary)),
      call: () => listFavouriteCourses({ pageNo: 1, pageSize: 10 }),
    }));

  it('listFavouriteCourses: 512', () =>
    withoutSession('listFavouriteCourses', get('/eduUserCollectCourse/list', firstPage), () =>
      listFavouriteCourses({ pageNo: 1, pageSize: 10 }),
    ));

  it('toggleFavouriteCourse: collects a course', () =>
    interaction({
      given: [LOGGED_IN, COURSE_1, 'course 1 is not a favourite of user demo'],
      uponReceiving: 'toggleFavouriteCourse: a course not yet collected',
      request: get('/eduUserCollectCourse/collect/1'),
      response: ok({ active: true }),
      call: () => toggleFavouriteCourse(1),
    }));

  it('toggleFavouriteCourse: an unknown course is refused with a message', () =>
    interaction({
      given: [LOGGED_IN, NO_COURSE],
      uponReceiving: 'toggleFavouriteCourse: an unknown course',
      request: get('/eduUserCollectCourse/collect/999999'),
      response: failure(COURSE_MISSING),
      call: () => toggleFavouriteCourse(999999),
    }));

  it('toggleFavouriteCourse: 512', () =>
    withoutSession('toggleFavouriteCourse', get('/eduUserCollectCourse/collect/1'), () =>
      toggleFavouriteCourse(1),
    ));

  it('listFollowedTeachers', () =>
    interaction({
      given: [LOGGED_IN, 'user demo follows teachers'],
      uponReceiving: 'listFollowedTeachers: the first page of followed teachers',
      request: get('/eduUserCollectTeacher/list', firstPage),
      response: ok(pageOf({ ...teacher, followed: true })),
      call: () => listFollowedTeachers({ pageNo: 1, pageSize: 10 }),
    }));

  it('listFollowedTeachers: 512', () =>
    withoutSession('listFollowedTeachers', get('/eduUserCollectTeacher/list', firstPage), () =>
      listFollowedTeachers({ pageNo: 1, pageSize: 10 }),
    ));

  it('toggleFollowTeacher: follows a teacher', () =>
    interaction({
      given: [LOGGED_IN, 'teacher 302 exists and user demo does not follow them'],
      uponReceiving: 'toggleFollowTeacher: a teacher not yet followed',
      request: get('/eduUserCollectTeacher/collect/302'),
      response: ok({ active: true }),
      call: () => toggleFollowTeacher(302),
    }));

  it('toggleFollowTeacher: an unknown teacher is refused with a message', () =>
    interaction({
      given: [LOGGED_IN, 'there is no teacher 999999'],
      uponReceiving: 'toggleFollowTeacher: an unknown teacher',
      request: get('/eduUserCollectTeacher/collect/999999'),
      response: failure('The teacher does not exist'),
      call: () => toggleFollowTeacher(999999),
    }));

  it('toggleFollowTeacher: 512', () =>
    withoutSession('toggleFollowTeacher', get('/eduUserCollectTeacher/collect/302'), () =>
      toggleFollowTeacher(302),
    ));

  it('listVideoComments', () =>
    interaction({
      given: ['video 101 has comments'],
      uponReceiving: 'listVideoComments: the first page of comments on a video',
      request: get('/eduVideoComment/list', { ...firstPage, videoId: '101' }),
      response: ok(pageOf(videoComment)),
      call: () => listVideoComments({ pageNo: 1, pageSize: 10, videoId: 101 }),
    }));

  it('listVideoComments: timed comments', () =>
    interaction({
      given: [
        'video 101 has comments',
        'every top-level comment on video 101 carries a playback time',
      ],
      uponReceiving:
        'listVideoComments: comments that carry the playback time they were written at',
      request: get('/eduVideoComment/list', { ...firstPage, videoId: '101' }),
      response: ok(pageOf({ ...videoComment, videoTime: count(95) })),
      call: () => listVideoComments({ pageNo: 1, pageSize: 10, videoId: 101 }),
    }));

  it('listVideoComments: an unknown video is refused with a message', () =>
    interaction({
      given: ['there is no video 999999'],
      uponReceiving: 'listVideoComments: comments on an unknown video',
      request: get('/eduVideoComment/list', { ...firstPage, videoId: '999999' }),
      response: failure('The video does not exist'),
      call: () => listVideoComments({ pageNo: 1, pageSize: 10, videoId: 999999 }),
    }));

  it('saveVideoComment: a comment', () =>
    interaction({
      given: [LOGGED_IN, 'video 101 is playable for user demo'],
      uponReceiving: 'saveVideoComment: a top-level comment on a playable video',
      request: postForm('/eduVideoComment/save', {
        videoId: '101',
        content: 'Very practical, thank you!',
      }),
      response: ok({ id: id(6026) }),
      call: () => saveVideoComment({ videoId: 101, content: 'Very practical, thank you!' }),
    }));

  it('saveVideoComment: a timed comment', () =>
    interaction({
      given: [LOGGED_IN, 'video 101 is playable for user demo'],
      uponReceiving:
        'saveVideoComment: a top-level comment with the playback time it was written at',
      request: postForm('/eduVideoComment/save', {
        videoId: '101',
        content: 'Where is this setting?',
        videoTime: '95',
      }),
      response: ok({ id: id(6026) }),
      call: () =>
        saveVideoComment({ videoId: 101, content: 'Where is this setting?', videoTime: 95 }),
    }));

  it('saveVideoComment: a reply', () =>
    interaction({
      given: [LOGGED_IN, 'video 101 is playable for user demo', 'video 101 has comments'],
      uponReceiving: 'saveVideoComment: a reply to a comment',
      request: postForm('/eduVideoComment/save', {
        videoId: '101',
        content: 'Agreed!',
        parentId: '6001',
      }),
      response: ok({ id: id(6027) }),
      call: () => saveVideoComment({ videoId: 101, content: 'Agreed!', parentId: 6001 }),
    }));

  it('saveVideoComment: a video the user may not watch is refused with a message', () =>
    interaction({
      given: [LOGGED_IN, 'video 502 is not playable for user demo'],
      uponReceiving: 'saveVideoComment: a comment on a video of a course not bought',
      request: postForm('/eduVideoComment/save', {
        videoId: '502',
        content: 'Very practical, thank you!',
      }),
      response: failure('Please purchase the course before watching'),
      call: () => saveVideoComment({ videoId: 502, content: 'Very practical, thank you!' }),
    }));

  it('saveVideoComment: 512', () =>
    withoutSession(
      'saveVideoComment',
      postForm('/eduVideoComment/save', { videoId: '101', content: 'Very practical, thank you!' }),
      () => saveVideoComment({ videoId: 101, content: 'Very practical, thank you!' }),
    ));

  it('deleteVideoComment: an own comment', () =>
    interaction({
      given: [LOGGED_IN, 'user demo wrote video comment 6025'],
      uponReceiving: "deleteVideoComment: the user's own comment",
      request: del('/eduVideoComment/delete', { id: '6025' }),
      response: ok(null),
      call: () => deleteVideoComment({ id: 6025 }),
    }));

  it("deleteVideoComment: another user's comment is refused with a message", () =>
    interaction({
      given: [LOGGED_IN, 'video comment 6001 was written by another user'],
      uponReceiving: "deleteVideoComment: another user's comment",
      request: del('/eduVideoComment/delete', { id: '6001' }),
      response: failure('You can only delete your own comments'),
      call: () => deleteVideoComment({ id: 6001 }),
    }));

  it('deleteVideoComment: 512', () =>
    withoutSession('deleteVideoComment', del('/eduVideoComment/delete', { id: '6025' }), () =>
      deleteVideoComment({ id: 6025 }),
    ));

  it('listCourseComments', () =>
    interaction({
      given: ['course 1 has comments'],
      uponReceiving: 'listCourseComments: the first page of comments on a course',
      request: get('/eduCourseComment/list', { ...firstPage, courseId: '1' }),
      response: ok(pageOf(courseComment)),
      call: () => listCourseComments({ pageNo: 1, pageSize: 10, courseId: 1 }),
    }));

  it('listCourseComments: an unknown course is refused with a message', () =>
    interaction({
      given: [NO_COURSE],
      uponReceiving: 'listCourseComments: comments on an unknown course',
      request: get('/eduCourseComment/list', { ...firstPage, courseId: '999999' }),
      response: failure(COURSE_MISSING),
      call: () => listCourseComments({ pageNo: 1, pageSize: 10, courseId: 999999 }),
    }));

  it('saveCourseComment', () =>
    interaction({
      given: [LOGGED_IN, COURSE_1],
      uponReceiving: 'saveCourseComment: a top-level comment on a course',
      request: postForm('/eduCourseComment/save', {
        courseId: '1',
        content: 'Clear and well paced.',
      }),
      response: ok({ id: id(5101) }),
      call: () => saveCourseComment({ courseId: 1, content: 'Clear and well paced.' }),
    }));

  it('saveCourseComment: an unknown course is refused with a message', () =>
    interaction({
      given: [LOGGED_IN, NO_COURSE],
      uponReceiving: 'saveCourseComment: a comment on an unknown course',
      request: postForm('/eduCourseComment/save', {
        courseId: '999999',
        content: 'Clear and well paced.',
      }),
      response: failure(COURSE_MISSING),
      call: () => saveCourseComment({ courseId: 999999, content: 'Clear and well paced.' }),
    }));

  it('saveCourseComment: 512', () =>
    withoutSession(
      'saveCourseComment',
      postForm('/eduCourseComment/save', { courseId: '1', content: 'Clear and well paced.' }),
      () => saveCourseComment({ courseId: 1, content: 'Clear and well paced.' }),
    ));

  it('deleteCourseComment: an own comment', () =>
    interaction({
      given: [LOGGED_IN, 'user demo wrote course comment 5029'],
      uponReceiving: "deleteCourseComment: the user's own comment",
      request: del('/eduCourseComment/delete', { id: '5029' }),
      response: ok(null),
      call: () => deleteCourseComment({ id: 5029 }),
    }));

  it("deleteCourseComment: another user's comment is refused with a message", () =>
    interaction({
      given: [LOGGED_IN, 'course comment 5026 was written by another user'],
      uponReceiving: "deleteCourseComment: another user's comment",
      request: del('/eduCourseComment/delete', { id: '5026' }),
      response: failure('You can only delete your own comments'),
      call: () => deleteCourseComment({ id: 5026 }),
    }));

  it('deleteCourseComment: 512', () =>
    withoutSession('deleteCourseComment', del('/eduCourseComment/delete', { id: '5029' }), () =>
      deleteCourseComment({ id: 5029 }),
    ));

  it('createCourseOrder: by bank transfer', () =>
    interaction({
      given: [LOGGED_IN, 'course 5 is a paid course user demo has not ordered'],
      uponReceiving: 'createCourseOrder: a paid course by bank transfer',
      request: postForm('/order/course/create', { courseId: '5', payType: 'MANUAL' }),
      response: ok(manualPayment),
      call: () => createCourseOrder({ courseId: 5, payType: 'MANUAL' }),
    }));

  it('createCourseOrder: a free course is refused with a message', () =>
    interaction({
      given: [LOGGED_IN, 'course 8 is free'],
      uponReceiving: 'createCourseOrder: a free course',
      request: postForm('/order/course/create', { courseId: '8', payType: 'ALIPAY' }),
      response: failure('Free courses need no order'),
      call: () => createCourseOrder({ courseId: 8, payType: 'ALIPAY' }),
    }));

  it('createCourseOrder: 512', () =>
    withoutSession(
      'createCourseOrder',
      postForm('/order/course/create', { courseId: '5', payType: 'MANUAL' }),
      () => createCourseOrder({ courseId: 5, payType: 'MANUAL' }),
    ));
});
