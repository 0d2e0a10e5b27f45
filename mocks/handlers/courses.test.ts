import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  createCourseOrder,
  deleteCourseComment,
  enrolFreeCourse,
  getCollegeHome,
  getCourse,
  listCourseCategories,
  listCourseComments,
  listCourses,
  listCourseSubjects,
  listFavouriteCourses,
  listFollowedTeachers,
  listPurchasedCourses,
  listVideoComments,
  saveCourseComment,
  saveVideoComment,
  saveVideoProgress,
  toggleFavouriteCourse,
  toggleFollowTeacher,
} from '../../src/api/gen/courses/courses';
import { logout } from '../../src/api/gen/auth/auth';
import { listOrders } from '../../src/api/gen/orders/orders';
import {
  CreateCourseOrderResponse,
  GetCollegeHomeResponse,
  GetCourseResponse,
  ListCourseCommentsResponse,
  ListCoursesResponse,
  ListPurchasedCoursesResponse,
  ListVideoCommentsResponse,
  SaveVideoProgressResponse,
} from '../../src/api/zod/courses/courses.zod';
import { payOrder } from '../db/orders';
import { clock, SECOND } from '../lib/clock';
import { clipSeconds } from '../media/clips';
import { handlers } from '.';
import { LANGUAGES } from '../lib/l10n';
import { failure, SILENT, signIn, signInAsDemo, speak, useMockServer } from '../test/server';

/** A response as the wire carries it, for the generated zod schemas. */
const wire = (result: unknown) => ({ code: 200, msg: '', success: true, result });

/** Walks every record in four languages: allowed more time on a busy machine. */
const HEAVY = 30_000;

describe('courses handlers', () => {
  useMockServer();

  it(
    'answers the catalogue in every language, within the contract',
    async () => {
      for (const lang of LANGUAGES) {
        speak(lang);
        const home = await getCollegeHome();
        GetCollegeHomeResponse.parse(wire(home));
        expect(home.recommended).toHaveLength(8);
        expect(home.newest).toHaveLength(8);
        expect(home.subjects).toHaveLength(4);
        expect(home.teachers).toHaveLength(6);
        const all = await listCourses({ pageSize: 100 });
        ListCoursesResponse.parse(wire(all));
        expect(all.total).toBeGreaterThanOrEqual(40);
        for (const summary of all.records)
          GetCourseResponse.parse(wire(await getCourse(summary.id)));
      }
      speak('en_US');
      const course = await getCourse(1);
      expect(course.title).toBe('Amazon operations from beginner to expert');
      speak('pt_PT');
      expect((await getCourse(1)).teacher.title).toBe('Formador sénior de operações Amazon');
    },
    HEAVY,
  );

  it('covers free and paid courses, every level, two-level categories and series', async () => {
    const all = (await listCourses({ pageSize: 100 })).records;
    expect(new Set(all.map((course) => course.level))).toEqual(
      new Set(['BEGINNER', 'INTERMEDIATE', 'ADVANCED']),
    );
    expect(all.some((course) => course.free && course.price === 0)).toBe(true);
    expect(all.some((course) => !course.free && course.price > 0)).toBe(true);
    expect(new Set(all.map((course) => course.teacherId)).size).toBeGreaterThanOrEqual(6);
    const tree = await listCourseCategories();
    expect(tree.length).toBeGreaterThanOrEqual(3);
    expect(tree.every((top) => top.children.length > 0)).toBe(true);
    const subjects = await listCourseSubjects({ pageSize: 2 });
    expect(subjects.records).toHaveLength(2);
    expect(subjects.total).toBeGreaterThan(2);
    const course = await getCourse(1);
    const videos = course.catalogue.flatMap((chapter) => chapter.videos);
    expect(videos.some((video) => video.free && video.videoUrl !== null)).toBe(true);
    expect(videos.some((video) => !video.free && video.videoUrl === null)).toBe(true);
  });

  it('pages and filters with consistent totals', async () => {
    const everything = await listCourses({ pageSize: 1000 });
    const pages = await Promise.all(
      [1, 2, 3, 4, 5].map((pageNo) => listCourses({ pageNo, pageSize: 10 })),
    );
    expect(pages.flatMap((p) => p.records.map((course) => course.id))).toEqual(
      everything.records.map((course) => course.id),
    );
    expect(pages[0]?.pages).toBe(Math.ceil(everything.total / 10));

    const free = await listCourses({ free: true, pageSize: 100 });
    const paid = await listCourses({ free: false, pageSize: 100 });
    expect(free.total + paid.total).toBe(everything.total);
    expect(free.records.every((course) => course.free)).toBe(true);

    const [top] = await listCourseCategories();
    const byTop = await listCourses({ categoryId: top?.id, pageSize: 100 });
    const childIds = new Set(top?.children.map((child) => child.id));
    expect(byTop.total).toBeGreaterThan(0);
    expect(byTop.records.every((course) => childIds.has(course.categoryId))).toBe(true);

    const cheapFirst = await listCourses({ sortField: 'price', sortOrder: 'asc', pageSize: 100 });
    const prices = cheapFirst.records.map((course) => course.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const series = await listCourses({ subjectId: 401, pageSize: 100 });
    expect(series.records.map((course) => course.id)).toEqual([1, 5, 7, 8]);

    speak('en_US');
    const search = await listCourses({ key: 'shopee', pageSize: 100 });
    expect(search.total).toBeGreaterThan(0);
    expect(
      search.records.every((course) => /shopee/i.test(`${course.title} ${course.subtitle}`)),
    ).toBe(true);
    expect((await listCourses({ key: 'no such course anywhere' })).total).toBe(0);
  });

  it('fails for an unknown course in the request language', async () => {
    speak('zh_CN');
    expect((await failure(getCourse(999999, undefined, SILENT))).message).toBe('课程不存在');
    speak('en_US');
    expect((await failure(getCourse(999999, undefined, SILENT))).message).toBe(
      'Course does not exist',
    );
    speak('pt_PT');
    expect((await failure(listCourseComments({ courseId: 999999 }, SILENT))).message).toBe(
      'O curso não existe',
    );
  });

  it('shows visitors no personal state and signed-in users theirs', async () => {
    const visitor = await getCourse(1);
    expect(visitor).toMatchObject({ purchased: false, collected: false, lastVideoId: null });
    expect(visitor.teacher.followed).toBe(false);
    await signInAsDemo();
    const demo = await getCourse(1);
    expect(demo).toMatchObject({ purchased: true, lastVideoId: 106 });
    expect(demo.teacher.followed).toBe(true);
    expect(
      demo.catalogue.flatMap((chapter) => chapter.videos).every((video) => video.videoUrl !== null),
    ).toBe(true);
  });

  it('toggles favourites and follows, and the lists follow', async () => {
    await signInAsDemo();
    const before = await listFavouriteCourses({ pageSize: 100 });
    expect(await toggleFavouriteCourse(20)).toEqual({ active: true });
    const after = await listFavouriteCourses({ pageSize: 100 });
    expect(after.total).toBe(before.total + 1);
    expect(after.records[0]?.id).toBe(20);
    expect((await getCourse(20)).collected).toBe(true);
    expect(await toggleFavouriteCourse(20)).toEqual({ active: false });
    expect((await listFavouriteCourses({ pageSize: 100 })).total).toBe(before.total);

    const teacher = (await getCourse(9)).teacher;
    expect(teacher.followed).toBe(false);
    expect(await toggleFollowTeacher(teacher.id)).toEqual({ active: true });
    const followed = await listFollowedTeachers({ pageSize: 100 });
    expect(followed.records[0]).toMatchObject({
      id: teacher.id,
      followed: true,
      followerCount: teacher.followerCount + 1,
    });
    expect(await toggleFollowTeacher(teacher.id)).toEqual({ active: false });
    expect((await getCourse(9)).teacher.followerCount).toBe(teacher.followerCount);
    expect((await failure(toggleFollowTeacher(999999, undefined, SILENT))).message).toBe(
      '讲师不存在',
    );
  });

  it('saves comments at three levels and deletes a comment with its replies', async () => {
    await signInAsDemo();
    const top = await saveCourseComment({ courseId: 20, content: '请问这门课适合零基础吗？' });
    const reply = await saveCourseComment({
      courseId: 20,
      content: '适合，第一章从注册讲起。',
      parentId: top.id,
    });
    const sub = await saveCourseComment({ courseId: 20, content: '谢谢！', parentId: reply.id });
    // A reply to a third-level comment stays on the third level, answering its author.
    const deep = await saveCourseComment({ courseId: 20, content: '不客气。', parentId: sub.id });
    const list = await listCourseComments({ courseId: 20, pageSize: 100 });
    ListCourseCommentsResponse.parse(wire(list));
    const thread = list.records[0];
    expect(thread).toMatchObject({ id: top.id, mine: true, replyCount: 3 });
    expect(thread?.children[0]?.id).toBe(reply.id);
    expect(thread?.children[0]?.children.map((child) => child.id)).toEqual([sub.id, deep.id]);
    expect(thread?.children[0]?.children[1]).toMatchObject({
      parentId: reply.id,
      replyToUserId: 1,
    });

    await deleteCourseComment({ id: top.id });
    const afterDelete = await listCourseComments({ courseId: 20, pageSize: 100 });
    expect(afterDelete.records.some((comment) => comment.id === top.id)).toBe(false);
    expect((await getCourse(20)).commentCount).toBe(afterDelete.total);
    expect((await failure(deleteCourseComment({ id: reply.id }, SILENT))).message).toBe(
      '评论不存在或已被删除',
    );
  });

  it('validates comments and protects other users’ comments', async () => {
    await signInAsDemo();
    speak('en_US');
    expect(
      (await failure(saveCourseComment({ courseId: 20, content: '   ' }, SILENT))).message,
    ).toBe('Comment is required');
    expect(
      (await failure(saveCourseComment({ courseId: 20, content: 'x'.repeat(501) }, SILENT)))
        .message,
    ).toBe('Comment must be at most 500 characters');
    expect(
      (await failure(saveCourseComment({ courseId: 999999, content: 'Hi' }, SILENT))).message,
    ).toBe('Course does not exist');
    const othersComment = (await listCourseComments({ courseId: 9 })).records.find(
      (comment) => !comment.mine,
    );
    expect(
      (
        await failure(
          saveCourseComment({ courseId: 20, content: 'Hi', parentId: othersComment?.id }, SILENT),
        )
      ).message,
    ).toBe('The comment you reply to belongs to another course');
    expect(
      (await failure(deleteCourseComment({ id: othersComment?.id ?? 0 }, SILENT))).message,
    ).toBe('You can only delete your own comments');
  });

  it('lets only viewers of a playable video comment on it', async () => {
    await signIn('lihua', 'lihua123');
    speak('en_US');
    // Course 2 is paid and lihua has not bought it: only its trial video is open.
    expect(
      (await failure(saveVideoComment({ videoId: 205, content: 'Hello' }, SILENT))).message,
    ).toBe('Please purchase the course before watching');
    const saved = await saveVideoComment({ videoId: 201, content: 'Hello' });
    const list = await listVideoComments({ videoId: 201, pageSize: 100 });
    ListVideoCommentsResponse.parse(wire(list));
    expect(list.records[0]).toMatchObject({ id: saved.id, mine: true, videoId: 201 });
    expect((await failure(listVideoComments({ videoId: 999999 }, SILENT))).message).toBe(
      'The video does not exist',
    );
  });

  it('keeps the time a top-level video comment was written at (timed comments)', async () => {
    await signIn('lihua', 'lihua123');
    speak('en_US');
    const timed = await saveVideoComment({ videoId: 201, content: 'At 2 s', videoTime: 2 });
    const reply = await saveVideoComment({
      videoId: 201,
      content: 'A reply',
      parentId: timed.id,
      videoTime: 3,
    });
    const plain = await saveVideoComment({ videoId: 201, content: 'No time' });
    const late = await saveVideoComment({ videoId: 201, content: 'Late', videoTime: 86_400 });
    const list = await listVideoComments({ videoId: 201, pageSize: 100 });
    ListVideoCommentsResponse.parse(wire(list));
    const byId = new Map(list.records.map((comment) => [comment.id, comment]));
    expect(byId.get(timed.id)?.videoTime).toBe(2);
    expect(byId.get(timed.id)?.children.map((child) => child.id)).toEqual([reply.id]);
    expect(byId.get(plain.id)?.videoTime).toBeNull();
    const course = await getCourse(2);
    const video = course.catalogue.flatMap((chapter) => chapter.videos).find((v) => v.id === 201);
    expect(byId.get(late.id)?.videoTime).toBe(video?.durationSeconds);
    expect(
      (await failure(saveVideoComment({ videoId: 201, content: 'Bad', videoTime: -1 }, SILENT)))
        .message,
    ).toBe('Video time is invalid');
  });

  it('serves a playable clip behind every videoUrl, with ranges for seeking', async () => {
    const course = await getCourse(2);
    const url = course.catalogue.flatMap((chapter) => chapter.videos)[0]?.videoUrl;
    expect(url).toMatch(/\/api\/__mock\/media\/course\/2\/201\.mp4$/);
    const get = (address: string, headers: Record<string, string> = {}) =>
      getResponse(handlers, new Request(address, { headers })).then((answer) => {
        if (!answer) throw new Error(`no handler for ${address}`);
        return answer;
      });
    const whole = await get(url ?? '');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(bytes.byteLength).toBeGreaterThan(10_000);
    expect(bytes.byteLength).toBeLessThan(100_000);
    expect(String.fromCharCode(...bytes.subarray(4, 8))).toBe('ftyp');
    const part = await get(url ?? '', { Range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.byteLength}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    const open = await get(url ?? '', { Range: 'bytes=0-' });
    expect(open.status).toBe(206);
    expect((await open.arrayBuffer()).byteLength).toBe(bytes.byteLength);
    const beyond = await get(url ?? '', { Range: `bytes=${bytes.byteLength}-` });
    expect(beyond.status).toBe(416);
    expect((await get((url ?? '').replace('/2/201.', '/3/201.'))).status).toBe(404);
  });

  it("guards a locked lesson's file: 403 unless the user bought the course", async () => {
    const get = async (address: string) => {
      const answer = await getResponse(handlers, new Request(address));
      if (!answer) throw new Error(`no handler for ${address}`);
      return answer;
    };
    const videos = (await getCourse(1)).catalogue.flatMap((chapter) => chapter.videos);
    const trial = videos.find((video) => video.free);
    const locked = videos.find((video) => !video.free);
    expect(trial?.videoUrl).toBeTruthy();
    expect(locked?.videoUrl).toBeNull();
    const lockedUrl = (trial?.videoUrl ?? '').replace(`/${trial?.id}.mp4`, `/${locked?.id}.mp4`);
    expect((await get(trial?.videoUrl ?? '')).status).toBe(200);
    expect((await get(lockedUrl)).status).toBe(403);
    await signInAsDemo(); // demo bought course 1
    expect((await get(lockedUrl)).status).toBe(200);
    // Course 5 is paid and not ordered by demo: its locked lessons stay closed to demo too.
    const other = (await getCourse(5)).catalogue.flatMap((chapter) => chapter.videos);
    const otherTrial = other.find((video) => video.free);
    const otherLocked = other.find((video) => !video.free);
    const otherUrl = (otherTrial?.videoUrl ?? '').replace(
      `/${otherTrial?.id}.mp4`,
      `/${otherLocked?.id}.mp4`,
    );
    expect((await get(otherUrl)).status).toBe(403);
  });

  it('gives every video the length of the clip that plays for it', async () => {
    const videos = (await getCourse(1)).catalogue.flatMap((chapter) => chapter.videos);
    expect(videos.length).toBeGreaterThan(3);
    for (const video of videos) expect(video.durationSeconds).toBe(clipSeconds(video.id));
    expect(clipSeconds(101)).toBe(4);
  });

  it('keeps learning progress per user: positions, learned at 90%, the course progress', async () => {
    const videosOf = async (courseId: number) =>
      (await getCourse(courseId)).catalogue.flatMap((chapter) => chapter.videos);
    await signInAsDemo(); // bought course 1: videos 101-105 learned in the seed, last 106
    const before = await getCourse(1);
    const count = before.catalogue.flatMap((chapter) => chapter.videos).length;
    expect(before.learnedVideoCount).toBe(5);
    expect(before.progressPercent).toBe(Math.round((5 / count) * 100));

    clock.set('2026-11-20 10:00:00');
    const mid = await saveVideoProgress({ videoId: 107, position: 2.5 });
    SaveVideoProgressResponse.parse(wire(mid));
    expect(mid).toMatchObject({
      courseId: 1,
      videoId: 107,
      position: 2.5,
      positionTime: '2026-11-20 10:00:00',
      learned: false,
      learnedVideoCount: 5,
      videoCount: count,
    });
    // 3.6 s of a 4-second clip is 90%: learned, counted, and the course's last video.
    clock.advance(5 * SECOND);
    const end = await saveVideoProgress({ videoId: 107, position: 3.6 });
    expect(end).toMatchObject({ learned: true, learnedVideoCount: 6 });
    expect(end.progressPercent).toBe(Math.round((6 / count) * 100));
    // Going back to the start keeps it learned; a position past the end is clamped.
    expect(await saveVideoProgress({ videoId: 107, position: 1 })).toMatchObject({
      learned: true,
      position: 1,
    });
    expect(await saveVideoProgress({ videoId: 108, position: 90 })).toMatchObject({
      position: 4,
      learned: true,
      learnedVideoCount: 7,
    });
    await saveVideoProgress({ videoId: 106, position: 3.5 }); // 87.5%: not learned
    const after = await getCourse(1);
    const video = (id: number) =>
      after.catalogue.flatMap((chapter) => chapter.videos).find((row) => row.id === id);
    expect(video(107)).toMatchObject({
      learned: true,
      position: 1,
      positionTime: '2026-11-20 10:00:05',
    });
    expect(video(106)).toMatchObject({ learned: false, position: 3.5 });
    expect(after).toMatchObject({ lastVideoId: 106, learnedVideoCount: 7 });
    const mine = (await listPurchasedCourses({ pageSize: 100 })).records.find(
      (course) => course.id === 1,
    );
    expect(mine).toMatchObject({ learnedVideoCount: 7, lastVideoId: 106 });
    expect((await failure(saveVideoProgress({ videoId: 502, position: 1 }, SILENT))).message).toBe(
      '请先购买课程再观看',
    );
    expect(
      (await failure(saveVideoProgress({ videoId: 107, position: -1 }, SILENT))).message,
    ).toMatch(/播放位置/);

    // Another user's progress in the same course is their own.
    await signIn('lihua', 'lihua123');
    const theirs = await videosOf(1);
    expect(theirs.find((row) => row.id === 107)).toMatchObject({
      learned: false,
      position: 0,
      positionTime: null,
    });
    // A visitor has none.
    await logout();
    expect((await failure(saveVideoProgress({ videoId: 101, position: 1 }, SILENT))).kind).toBe(
      'session',
    );
    clock.reset();
  });

  it('enrols in a free course: among purchased courses with its progress, once', async () => {
    await signInAsDemo();
    const freeCourse = (await listCourses({ free: true, pageSize: 1 })).records[0];
    expect(freeCourse?.free).toBe(true);
    const courseId = freeCourse?.id ?? 0;
    const listed = async () =>
      (await listPurchasedCourses({ pageSize: 100 })).records.map((course) => course.id);
    expect(await listed()).not.toContain(courseId);
    expect((await getCourse(courseId)).enrolled).toBe(false);
    const first = await enrolFreeCourse({ courseId });
    expect(first.courseId).toBe(courseId);
    expect(await enrolFreeCourse({ courseId })).toEqual(first);
    expect((await getCourse(courseId)).enrolled).toBe(true);
    expect(await listed()).toContain(courseId);
    expect((await listed()).filter((id) => id === courseId)).toHaveLength(1);
    const video = (await getCourse(courseId)).catalogue[0]?.videos[0];
    await saveVideoProgress({ videoId: video?.id ?? 0, position: 4 });
    const record = (await listPurchasedCourses({ pageSize: 100 })).records.find(
      (course) => course.id === courseId,
    );
    expect(record).toMatchObject({ learnedVideoCount: 1, lastVideoId: video?.id });
    expect((await failure(enrolFreeCourse({ courseId: 5 }, SILENT))).message).toBe(
      '该课程不是免费课程，请购买后学习',
    );
  });

  it('buys a course: order in the list, purchased after payment', async () => {
    await signInAsDemo();
    const before = await listPurchasedCourses({ pageSize: 100 });
    expect(before.records.map((course) => course.id).sort()).toEqual([1, 2, 4]);
    ListPurchasedCoursesResponse.parse(wire(before));

    const payment = await createCourseOrder({ courseId: 10, payType: 'WECHAT' });
    CreateCourseOrderResponse.parse(wire(payment));
    expect(payment).toMatchObject({ amount: 199, payType: 'WECHAT' });
    const orderList = await listOrders({ pageSize: 100 });
    expect(orderList.records.find((order) => order.id === payment.orderId)).toMatchObject({
      orderType: 'COURSE',
      status: 'PENDING_PAYMENT',
    });
    expect((await getCourse(10)).purchased).toBe(false);
    expect(
      (await failure(createCourseOrder({ courseId: 10, payType: 'ALIPAY' }, SILENT))).message,
    ).toBe('该课程已有待支付订单，请先在订单列表中支付或取消');

    expect(payOrder(payment.orderId)).toMatchObject({ ok: true });
    expect((await getCourse(10)).purchased).toBe(true);
    const after = await listPurchasedCourses({ pageSize: 100 });
    expect(after.records[0]).toMatchObject({ id: 10, progressPercent: 0, lastVideoId: null });
    expect(
      (await failure(createCourseOrder({ courseId: 10, payType: 'ALIPAY' }, SILENT))).message,
    ).toBe('您已购买该课程');
    expect(
      (await failure(createCourseOrder({ courseId: 9, payType: 'ALIPAY' }, SILENT))).message,
    ).toBe('免费课程无需购买，可直接学习');
  });
});
