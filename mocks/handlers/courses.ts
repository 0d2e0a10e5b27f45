/**
 * courses: the college (home, catalogue, series, categories, course detail), favourites, followed
 * teachers, purchased courses with progress, three-level course and video comments, and buying a
 * course (a COURSE order in the shared orders, mocks/db/orders.ts).
 */
import type {
  Banner,
  CollegeHome,
  CourseCategory,
  CourseChapter,
  CourseComment,
  CourseCommentReply,
  CourseCommentSubReply,
  CourseDetail,
  CourseLevel,
  CourseSubject,
  CourseSummary,
  CreateCourseOrder200,
  DeleteCourseComment200,
  DeleteVideoComment200,
  EnrolFreeCourse200,
  GetCollegeHome200,
  GetCourse200,
  LanguageType,
  ListCourseCategories200,
  ListCourseComments200,
  ListCourseSubjects200,
  ListCourses200,
  ListFavouriteCourses200,
  ListFollowedTeachers200,
  ListPurchasedCourses200,
  ListVideoComments200,
  PayType,
  PurchasedCourse,
  SaveCourseComment200,
  SaveVideoComment200,
  SaveVideoProgress200,
  Teacher,
  ToggleFavouriteCourse200,
  ToggleFollowTeacher200,
  VideoComment,
  VideoProgress,
} from '../../src/api/gen/model';
import { clock, formatDateTime } from '../lib/clock';
import {
  check,
  checkMaxLength,
  currentUser,
  fail,
  op,
  page,
  publicOrigin,
  rawOp,
  requireFields,
  requireUser,
  sortRows,
  type Ctx,
} from '../lib/http';
import { LABEL } from '../lib/labels';
import { l10n, pick, type L10n } from '../lib/l10n';
import { invalidMessage } from '../lib/messages';
import { clipBytes, mediaResponse } from '../media/clips';
import { createOrder, hasPurchasedCourse, isPaid, openOrderFor, orders } from '../db/orders';
import { onUserDeleted, users } from '../db/users';
import {
  courseEnrolments,
  courseFavourites,
  courseProgress,
  teacherFollows,
  type CourseProgressRow,
} from '../db/seed/college-user';
import { courseCategories } from '../db/seed/course-categories';
import {
  COMMENTERS,
  courseComments,
  videoComments,
  type CommentRow,
} from '../db/seed/course-comments';
import { courseSubjects, type CourseSubjectRow } from '../db/seed/course-subjects';
import {
  courseMinutes,
  courses,
  courseVideos,
  findVideo,
  type CourseRow,
  type CourseVideoRow,
} from '../db/seed/courses';
import { avatarImage, bannerImage } from '../db/seed/images';
import { teachers, type TeacherRow } from '../db/seed/teachers';
import { same } from '../db/seed/text';

const COURSE_MSG = {
  courseMissing: l10n('课程不存在', '課程不存在', 'Course does not exist', 'O curso não existe'),
  videoMissing: l10n('视频不存在', '影片不存在', 'The video does not exist', 'O vídeo não existe'),
  teacherMissing: l10n(
    '讲师不存在',
    '講師不存在',
    'The teacher does not exist',
    'O formador não existe',
  ),
  commentMissing: l10n(
    '评论不存在或已被删除',
    '評論不存在或已被刪除',
    'The comment does not exist or was deleted',
    'O comentário não existe ou foi eliminado',
  ),
  notYourComment: l10n(
    '只能删除自己的评论',
    '只能刪除自己的評論',
    'You can only delete your own comments',
    'Só pode eliminar os seus próprios comentários',
  ),
  parentElsewhere: l10n(
    '回复的评论不属于该课程',
    '回覆的評論不屬於該課程',
    'The comment you reply to belongs to another course',
    'O comentário a que responde pertence a outro curso',
  ),
  parentOtherVideo: l10n(
    '回复的评论不属于该视频',
    '回覆的評論不屬於該影片',
    'The comment you reply to belongs to another video',
    'O comentário a que responde pertence a outro vídeo',
  ),
  purchaseFirst: l10n(
    '请先购买课程再观看',
    '請先購買課程再觀看',
    'Please purchase the course before watching',
    'Compre o curso antes de o ver',
  ),
  freeNoOrder: l10n(
    '免费课程无需购买，可直接学习',
    '免費課程無需購買，可直接學習',
    'This course is free: no order is needed, start learning right away',
    'Este curso é gratuito: não precisa de encomenda, comece já a aprender',
  ),
  alreadyBought: l10n(
    '您已购买该课程',
    '您已購買該課程',
    'You have already bought this course',
    'Já comprou este curso',
  ),
  unpaidOrder: l10n(
    '该课程已有待支付订单，请先在订单列表中支付或取消',
    '該課程已有待付款訂單，請先在訂單列表中付款或取消',
    'There is already an unpaid order for this course; pay or cancel it in your orders first',
    'Já existe uma encomenda por pagar para este curso; pague-a ou cancele-a primeiro nas suas encomendas',
  ),
  notFree: l10n(
    '该课程不是免费课程，请购买后学习',
    '該課程不是免費課程，請購買後學習',
    'This course is not free: buy it to learn',
    'Este curso não é gratuito: compre-o para aprender',
  ),
  unknownUser: l10n(
    '回复的用户不存在',
    '回覆的用戶不存在',
    'The user you reply to does not exist',
    'O utilizador a quem responde não existe',
  ),
};

const FIELD = {
  courseId: l10n('课程', '課程', 'Course', 'Curso'),
  videoId: l10n('视频', '影片', 'Video', 'Vídeo'),
  content: l10n('评论内容', '評論內容', 'Comment', 'Comentário'),
  level: l10n('难度', '難度', 'Level', 'Nível'),
  keyword: l10n('关键词', '關鍵字', 'Keyword', 'Palavra-chave'),
  videoTime: l10n('视频时间点', '影片時間點', 'Video time', 'Momento do vídeo'),
  position: l10n('播放位置', '播放位置', 'Position', 'Posição'),
};

/** A video counts as learned once a position of 90% of its length or more was reached. */
export const LEARNED_SHARE = 0.9;

export function reachesLearned(position: number, durationSeconds: number): boolean {
  return durationSeconds > 0 && position >= durationSeconds * LEARNED_SHARE;
}

const LEVELS: readonly CourseLevel[] = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'];
const PAY_TYPES: readonly PayType[] = ['ALIPAY', 'WECHAT', 'MANUAL'];
const COMMENT_MAX = 500;

onUserDeleted((userId) => {
  courseFavourites.removeWhere((row) => row.userId === userId);
  teacherFollows.removeWhere((row) => row.userId === userId);
  courseProgress.removeWhere((row) => row.userId === userId);
  courseEnrolments.removeWhere((row) => row.userId === userId);
  removeCommentsOf(courseComments, userId);
  removeCommentsOf(videoComments, userId);
});

/* ---------- reading ---------- */

function findCourse(id: number | undefined): Readonly<CourseRow> {
  const course = id === undefined ? undefined : courses.get(id);
  if (!course) fail(COURSE_MSG.courseMissing, 404);
  return course;
}

function paidCourseOrders(courseId: number) {
  return orders.count(
    (order) => order.orderType === 'COURSE' && order.refId === courseId && isPaid(order.status),
  );
}

function learnerCount(course: Readonly<CourseRow>): number {
  return course.baseLearners + paidCourseOrders(course.id);
}

function categoryName(id: number, lang: LanguageType): string | null {
  const category = courseCategories.get(id);
  return category ? pick(category.name, lang) : null;
}

function teacherName(id: number, lang: LanguageType): string {
  const teacher = teachers.get(id);
  return teacher ? pick(teacher.name, lang) : '';
}

export function toCourseSummary(course: Readonly<CourseRow>, lang: LanguageType): CourseSummary {
  return {
    id: course.id,
    title: pick(course.title, lang),
    subtitle: pick(course.subtitle, lang),
    cover: course.cover,
    price: course.price,
    free: course.free,
    type: 'RECORDED',
    level: course.level,
    learnerCount: learnerCount(course),
    durationMinutes: courseMinutes(course),
    videoCount: courseVideos(course).length,
    teacherId: course.teacherId,
    teacherName: teacherName(course.teacherId, lang),
    categoryId: course.categoryId,
    categoryName: categoryName(course.categoryId, lang),
    subjectId: course.subjectId,
    recommended: course.recommended,
    createTime: course.createTime,
  };
}

function isFollowing(userId: number | null, teacherId: number): boolean {
  return (
    userId !== null &&
    teacherFollows.count((row) => row.userId === userId && row.teacherId === teacherId) > 0
  );
}

function toTeacher(
  teacher: Readonly<TeacherRow>,
  lang: LanguageType,
  userId: number | null,
): Teacher {
  return {
    id: teacher.id,
    name: pick(teacher.name, lang),
    avatar: teacher.avatar,
    title: pick(teacher.title, lang),
    intro: pick(teacher.intro, lang),
    courseCount: courses.count((course) => course.teacherId === teacher.id),
    followerCount:
      teacher.baseFollowers + teacherFollows.count((row) => row.teacherId === teacher.id),
    followed: isFollowing(userId, teacher.id),
  };
}

function progressOf(
  userId: number | null,
  courseId: number,
): Readonly<CourseProgressRow> | undefined {
  return userId === null
    ? undefined
    : courseProgress.find((row) => row.userId === userId && row.courseId === courseId);
}

function isEnrolled(userId: number | null, course: Readonly<CourseRow>): boolean {
  return (
    userId !== null &&
    course.free &&
    courseEnrolments.count((row) => row.userId === userId && row.courseId === course.id) > 0
  );
}

/** Videos learned (of those the course still has), and the share of the course they make. */
function progressCounts(
  progress: Readonly<CourseProgressRow> | undefined,
  course: Readonly<CourseRow>,
): { learnedVideoCount: number; videoCount: number; progressPercent: number } {
  const videoIds = new Set(courseVideos(course).map((video) => video.id));
  const learnedVideoCount = (progress?.learnedVideoIds ?? []).filter((id) =>
    videoIds.has(id),
  ).length;
  return {
    learnedVideoCount,
    videoCount: videoIds.size,
    progressPercent:
      videoIds.size === 0 ? 0 : Math.round((learnedVideoCount / videoIds.size) * 100),
  };
}

function isPurchased(userId: number | null, course: Readonly<CourseRow>): boolean {
  return userId !== null && !course.free && hasPurchasedCourse(userId, course.id);
}

function canWatch(
  userId: number | null,
  course: Readonly<CourseRow>,
  video: Readonly<CourseVideoRow>,
): boolean {
  return course.free || video.free || isPurchased(userId, course);
}

/** Where the mock media live: under /api, so nginx passes them to the mock server too. */
export const MEDIA_PATH = '/__mock/media/course/{courseId}/{videoId}.mp4';

/** A playable address: one of the offline clips (mocks/media), served by the handler below. */
function videoUrl(
  request: Request,
  course: Readonly<CourseRow>,
  video: Readonly<CourseVideoRow>,
): string {
  const path = MEDIA_PATH.replace('{courseId}', String(course.id)).replace(
    '{videoId}',
    String(video.id),
  );
  return `${publicOrigin(request)}/api${path}`;
}

function toDetail(
  request: Request,
  course: Readonly<CourseRow>,
  lang: LanguageType,
  userId: number | null,
): CourseDetail {
  const teacher = teachers.get(course.teacherId);
  if (!teacher) fail(COURSE_MSG.teacherMissing, 404);
  const progress = progressOf(userId, course.id);
  const learned = new Set(progress?.learnedVideoIds ?? []);
  const positions = new Map((progress?.positions ?? []).map((row) => [row.videoId, row]));
  const catalogue = course.catalogue.map((chapter): CourseChapter => ({
    id: chapter.id,
    title: pick(chapter.title, lang),
    videos: chapter.videos.map((video) => ({
      id: video.id,
      title: pick(video.title, lang),
      durationSeconds: video.durationSeconds,
      free: video.free,
      videoUrl: canWatch(userId, course, video) ? videoUrl(request, course, video) : null,
      learned: learned.has(video.id),
      position: positions.get(video.id)?.position ?? 0,
      positionTime: positions.get(video.id)?.time ?? null,
    })),
  }));
  const { learnedVideoCount, progressPercent } = progressCounts(progress, course);
  return {
    ...toCourseSummary(course, lang),
    description: pick(course.description, lang),
    catalogue,
    teacher: toTeacher(teacher, lang, userId),
    purchased: isPurchased(userId, course),
    collected:
      userId !== null &&
      courseFavourites.count((row) => row.userId === userId && row.courseId === course.id) > 0,
    commentCount: courseComments.count((row) => row.courseId === course.id),
    lastVideoId: progress?.lastVideoId ?? null,
    enrolled: isEnrolled(userId, course),
    learnedVideoCount,
    progressPercent,
  };
}

/** Keeps where the user is in a video (saveVideoProgress, addition): see the contract. */
function saveProgress(
  userId: number,
  course: Readonly<CourseRow>,
  video: Readonly<CourseVideoRow>,
  seconds: number,
): VideoProgress {
  const position = Math.round(Math.min(seconds, video.durationSeconds) * 10) / 10;
  const time = formatDateTime(clock.nowMs());
  const row =
    progressOf(userId, course.id) ??
    courseProgress.insert({
      userId,
      courseId: course.id,
      learnedVideoIds: [],
      lastVideoId: null,
      lastLearnTime: null,
    });
  const learned =
    row.learnedVideoIds.includes(video.id) || reachesLearned(position, video.durationSeconds);
  const updated =
    courseProgress.update(row.id, {
      learnedVideoIds:
        learned && !row.learnedVideoIds.includes(video.id)
          ? [...row.learnedVideoIds, video.id]
          : [...row.learnedVideoIds],
      lastVideoId: video.id,
      lastLearnTime: time,
      positions: [
        ...(row.positions ?? []).filter((entry) => entry.videoId !== video.id),
        { videoId: video.id, position, time },
      ],
    }) ?? row;
  return {
    courseId: course.id,
    videoId: video.id,
    position,
    positionTime: time,
    learned,
    ...progressCounts(updated, course),
  };
}

function subjectCourses(subjectId: number): Readonly<CourseRow>[] {
  return courses
    .filter((course) => course.subjectId === subjectId)
    .sort((a, b) => a.subjectOrder - b.subjectOrder);
}

function toSubject(subject: Readonly<CourseSubjectRow>, lang: LanguageType): CourseSubject {
  const members = subjectCourses(subject.id);
  const levels = new Set(members.map((course) => course.level));
  return {
    id: subject.id,
    title: pick(subject.title, lang),
    cover: subject.cover,
    intro: pick(subject.intro, lang),
    courseCount: members.length,
    learnerCount: members.reduce((sum, course) => sum + learnerCount(course), 0),
    durationMinutes: members.reduce((sum, course) => sum + courseMinutes(course), 0),
    level: levels.size === 1 ? ([...levels][0] ?? null) : null,
  };
}

const newestFirst = <T extends { createTime: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => b.createTime.localeCompare(a.createTime));

const COLLEGE_BANNERS: {
  id: number;
  title: L10n;
  subtitle: L10n;
  headline: string;
  caption: string;
  hue: number;
  link: string;
}[] = [
  {
    id: 1,
    title: l10n(
      '跨境学院 · 新手开店训练营',
      '跨境學院 · 新手開店訓練營',
      'Cross-border College: store launch bootcamp',
      'Academia Transfronteiriça: campo de treino para abrir loja',
    ),
    subtitle: l10n(
      '亚马逊、Shopee、Lazada 入门课程免费学',
      '亞馬遜、Shopee、Lazada 入門課程免費學',
      'Free starter courses for Amazon, Shopee and Lazada',
      'Cursos iniciais gratuitos para Amazon, Shopee e Lazada',
    ),
    headline: 'Bootcamp',
    caption: 'START SELLING ABROAD',
    hue: 24,
    link: '/college/course/list?free=true',
  },
  {
    id: 2,
    title: l10n(
      '广告投放进阶系列课上新',
      '廣告投放進階系列課上新',
      'New: advanced advertising series',
      'Novidade: série avançada de publicidade',
    ),
    subtitle: l10n(
      '五大平台广告体系逐一拆解',
      '五大平台廣告體系逐一拆解',
      'Five marketplace ad systems taken apart',
      'Cinco sistemas de anúncios analisados um a um',
    ),
    headline: 'Ads Pro',
    caption: 'ADVANCED SERIES',
    hue: 268,
    link: '/college/course/list?level=ADVANCED',
  },
  {
    id: 3,
    title: l10n(
      '欧洲 VAT 合规必修',
      '歐洲 VAT 合規必修',
      'European VAT essentials',
      'Essencial do IVA europeu',
    ),
    subtitle: l10n(
      '英国、德国、法国实操一次讲清',
      '英國、德國、法國實操一次講清',
      'UK, Germany and France in practice',
      'Reino Unido, Alemanha e França na prática',
    ),
    headline: 'EU VAT',
    caption: 'COMPLIANCE',
    hue: 160,
    link: '/college/course/list',
  },
];

function collegeBanners(lang: LanguageType): Banner[] {
  return COLLEGE_BANNERS.map((banner) => ({
    id: banner.id,
    title: pick(banner.title, lang),
    subtitle: pick(banner.subtitle, lang),
    image: bannerImage(banner.headline, banner.caption, banner.hue),
    link: banner.link,
  }));
}

/* ---------- course list ---------- */

function listCourseRows(ctx: Ctx): Readonly<CourseRow>[] {
  const categoryId = ctx.int('categoryId');
  const level = ctx.str('level');
  const recommended = ctx.bool('recommended');
  const free = ctx.bool('free');
  const platformId = ctx.int('platformId');
  const subjectId = ctx.int('subjectId');
  const teacherId = ctx.int('teacherId');
  const key = (ctx.str('key') ?? '').trim().toLowerCase();
  checkMaxLength(key, 50, FIELD.keyword);
  if (level)
    check(
      LEVELS.some((known) => known === level),
      invalidMessage(FIELD.level),
      400,
    );
  const categoryIds =
    categoryId === undefined
      ? null
      : new Set([
          categoryId,
          ...courseCategories.filter((row) => row.parentId === categoryId).map((row) => row.id),
        ]);
  const rows = courses.filter(
    (course) =>
      (categoryIds === null || categoryIds.has(course.categoryId)) &&
      (!level || course.level === level) &&
      (recommended !== true || course.recommended) &&
      (free === undefined || course.free === free) &&
      (platformId === undefined || course.platformId === platformId) &&
      (subjectId === undefined || course.subjectId === subjectId) &&
      (teacherId === undefined || course.teacherId === teacherId) &&
      (!key ||
        [
          pick(course.title, ctx.lang),
          pick(course.subtitle, ctx.lang),
          teacherName(course.teacherId, ctx.lang),
        ].some((text) => text.toLowerCase().includes(key))),
  );
  if (ctx.str('sortField')) {
    return sortRows(
      rows,
      ctx,
      {
        createTime: (course) => course.createTime,
        learnerCount: learnerCount,
        price: (course) => course.price,
      },
      'createTime',
    );
  }
  if (subjectId !== undefined) return [...rows].sort((a, b) => a.subjectOrder - b.subjectOrder);
  return newestFirst(rows).sort((a, b) => Number(b.recommended) - Number(a.recommended));
}

/* ---------- comments ---------- */

function authorOf(userId: number, lang: LanguageType): { nickname: string; avatar: string | null } {
  const user = users.get(userId);
  if (user) {
    const nickname = user.nickname || user.username;
    return { nickname, avatar: user.avatar ?? avatarImage([...nickname][0] ?? '?') };
  }
  const commenter = COMMENTERS[userId];
  if (commenter) return { nickname: pick(commenter.nickname, lang), avatar: commenter.avatar };
  return {
    nickname: pick(l10n('已注销用户', '已註銷用戶', 'Deleted user', 'Utilizador eliminado'), lang),
    avatar: null,
  };
}

function isKnownUser(userId: number): boolean {
  return users.get(userId) !== undefined || COMMENTERS[userId] !== undefined;
}

function toSubReply(
  row: Readonly<CommentRow>,
  lang: LanguageType,
  me: number | null,
): CourseCommentSubReply {
  const author = authorOf(row.userId, lang);
  return {
    id: row.id,
    parentId: row.parentId ?? 0,
    userId: row.userId,
    nickname: author.nickname,
    avatar: author.avatar,
    content: pick(row.content, lang),
    createTime: row.createTime,
    mine: row.userId === me,
    replyToUserId: row.replyToUserId,
    replyToNickname: row.replyToUserId === null ? null : authorOf(row.replyToUserId, lang).nickname,
  };
}

const oldestFirst = <T extends { createTime: string; id: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.createTime.localeCompare(b.createTime) || a.id - b.id);

/** A top-level comment with its two reply levels, from the rows of its course or video. */
function thread<T extends CommentRow>(
  top: Readonly<T>,
  rows: readonly Readonly<T>[],
  lang: LanguageType,
  me: number | null,
): { base: CourseCommentSubReply; replyCount: number; children: CourseCommentReply[] } {
  const level2 = oldestFirst(rows.filter((row) => row.parentId === top.id));
  const children = level2.map((reply): CourseCommentReply => ({
    ...toSubReply(reply, lang, me),
    children: oldestFirst(rows.filter((row) => row.parentId === reply.id)).map((sub) =>
      toSubReply(sub, lang, me),
    ),
  }));
  const replyCount = children.reduce((sum, child) => sum + 1 + child.children.length, 0);
  return { base: toSubReply(top, lang, me), replyCount, children };
}

function commentContent(ctx: Ctx): L10n {
  requireFields(ctx, { content: FIELD.content });
  const content = (ctx.str('content') ?? '').trim();
  check(content !== '', invalidMessage(FIELD.content), 400);
  checkMaxLength(content, COMMENT_MAX, FIELD.content);
  return same(content);
}

/**
 * Where a reply is stored: under a top-level comment (level 2) or under a level-2 comment
 * (level 3); a reply to a level-3 comment goes under its level-2 parent and answers its author.
 */
function placeReply<T extends CommentRow>(
  ctx: Ctx,
  parent: Readonly<T> | undefined,
  all: { get(id: number): Readonly<T> | undefined },
): { parentId: number | null; replyToUserId: number | null } {
  const replyTo = ctx.int('replyToUserId');
  if (replyTo !== undefined) check(isKnownUser(replyTo), COURSE_MSG.unknownUser, 400);
  if (!parent) return { parentId: null, replyToUserId: null };
  if (parent.parentId === null) return { parentId: parent.id, replyToUserId: replyTo ?? null };
  const grandParent = all.get(parent.parentId);
  if (grandParent && grandParent.parentId !== null) {
    return { parentId: grandParent.id, replyToUserId: replyTo ?? parent.userId };
  }
  return { parentId: parent.id, replyToUserId: replyTo ?? null };
}

/** The comment and everything below it. */
function subtreeIds(rows: readonly Readonly<CommentRow>[], rootId: number): Set<number> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parentId !== null && ids.has(row.parentId) && !ids.has(row.id)) {
        ids.add(row.id);
        grew = true;
      }
    }
  }
  return ids;
}

interface CommentCollection<T extends CommentRow> {
  all(): readonly Readonly<T>[];
  get(id: number): Readonly<T> | undefined;
  removeWhere(predicate: (row: Readonly<T>) => boolean): number;
}

function deleteComment<T extends CommentRow>(ctx: Ctx, collection: CommentCollection<T>): null {
  const user = requireUser(ctx);
  const id = ctx.id();
  const comment = collection.get(id);
  if (!comment) fail(COURSE_MSG.commentMissing, 404);
  check(comment.userId === user.id, COURSE_MSG.notYourComment, 403);
  const doomed = subtreeIds(collection.all(), id);
  collection.removeWhere((row) => doomed.has(row.id));
  return null;
}

function removeCommentsOf<T extends CommentRow>(
  collection: CommentCollection<T>,
  userId: number,
): void {
  const doomed = new Set<number>();
  for (const row of collection.all()) {
    if (row.userId === userId)
      for (const id of subtreeIds(collection.all(), row.id)) doomed.add(id);
  }
  collection.removeWhere((row) => doomed.has(row.id));
}

/* ---------- handlers ---------- */

export const handlers = [
  op<GetCollegeHome200>('get', '/eduCourse/index', (ctx): CollegeHome => {
    const userId = currentUser()?.id ?? null;
    const summaries = (rows: readonly Readonly<CourseRow>[]) =>
      rows.map((course) => toCourseSummary(course, ctx.lang));
    return {
      banners: collegeBanners(ctx.lang),
      recommended: summaries(
        newestFirst(courses.filter((course) => course.recommended)).slice(0, 8),
      ),
      newest: summaries(newestFirst(courses.all()).slice(0, 8)),
      subjects: newestFirst(courseSubjects.all())
        .slice(0, 4)
        .map((subject) => toSubject(subject, ctx.lang)),
      teachers: teachers
        .filter((teacher) => teacher.featuredOrder !== null)
        .sort((a, b) => (a.featuredOrder ?? 0) - (b.featuredOrder ?? 0))
        .slice(0, 6)
        .map((teacher) => toTeacher(teacher, ctx.lang, userId)),
    };
  }),

  op<ListCourses200>('get', '/eduCourse/list', (ctx) =>
    page(
      listCourseRows(ctx).map((course) => toCourseSummary(course, ctx.lang)),
      ctx,
    ),
  ),

  op<GetCourse200>('get', '/eduCourse/info/{id}', (ctx) => {
    const course = findCourse(ctx.id());
    return toDetail(ctx.request, course, ctx.lang, currentUser()?.id ?? null);
  }),

  op<ListCourseSubjects200>('get', '/eduCourse/subject/list', (ctx) =>
    page(
      newestFirst(courseSubjects.all()).map((subject) => toSubject(subject, ctx.lang)),
      ctx,
    ),
  ),

  op<ListPurchasedCourses200>('get', '/eduUserCourse/list', (ctx) => {
    const user = requireUser(ctx);
    const latest = new Map<number, string>();
    for (const order of orders.filter(
      (row) =>
        row.userId === user.id &&
        row.orderType === 'COURSE' &&
        row.refId !== null &&
        isPaid(row.status),
    )) {
      const time = order.payTime ?? order.createTime;
      const courseId = order.refId ?? 0;
      if ((latest.get(courseId) ?? '') < time) latest.set(courseId, time);
    }
    const owned: [Readonly<CourseRow>, string][] = [];
    for (const [courseId, purchaseTime] of latest) {
      const course = courses.get(courseId);
      if (course && !course.free) owned.push([course, purchaseTime]);
    }
    // Free courses the user enrolled in (addition), with the enrolment time.
    for (const row of courseEnrolments.filter((enrolment) => enrolment.userId === user.id)) {
      const course = courses.get(row.courseId);
      if (course?.free) owned.push([course, row.enrolTime]);
    }
    const records: PurchasedCourse[] = owned.map(([course, purchaseTime]) => {
      const progress = progressOf(user.id, course.id);
      const { learnedVideoCount, progressPercent } = progressCounts(progress, course);
      return {
        ...toCourseSummary(course, ctx.lang),
        purchaseTime,
        progressPercent,
        learnedVideoCount,
        lastVideoId: progress?.lastVideoId ?? null,
        lastLearnTime: progress?.lastLearnTime ?? null,
      };
    });
    records.sort((a, b) => b.purchaseTime.localeCompare(a.purchaseTime));
    return page(records, ctx);
  }),

  op<SaveVideoProgress200>('post', '/eduUserCourse/progress', (ctx) => {
    const user = requireUser(ctx);
    requireFields(ctx, { videoId: FIELD.videoId, position: FIELD.position });
    const videoId = ctx.int('videoId');
    const found = videoId === undefined ? undefined : findVideo(videoId);
    if (!found) fail(COURSE_MSG.videoMissing, 404);
    check(canWatch(user.id, found.course, found.video), COURSE_MSG.purchaseFirst, 403);
    const position = Number(ctx.str('position'));
    check(
      Number.isFinite(position) && position >= 0 && position <= 86_400,
      invalidMessage(FIELD.position),
      400,
    );
    return saveProgress(user.id, found.course, found.video, position);
  }),

  op<EnrolFreeCourse200>('post', '/eduUserCourse/enrol', (ctx) => {
    const user = requireUser(ctx);
    requireFields(ctx, { courseId: FIELD.courseId });
    const course = findCourse(ctx.int('courseId'));
    check(course.free, COURSE_MSG.notFree);
    const existing = courseEnrolments.find(
      (row) => row.userId === user.id && row.courseId === course.id,
    );
    const row =
      existing ??
      courseEnrolments.insert({
        userId: user.id,
        courseId: course.id,
        enrolTime: formatDateTime(clock.nowMs()),
      });
    return { courseId: course.id, enrolTime: row.enrolTime };
  }),

  op<ListCourseCategories200>('get', '/eduCourseCategory/all', (ctx) =>
    courseCategories
      .filter((row) => row.parentId === null)
      .sort((a, b) => a.sort - b.sort)
      .map((top): CourseCategory => ({
        id: top.id,
        name: pick(top.name, ctx.lang),
        children: courseCategories
          .filter((row) => row.parentId === top.id)
          .sort((a, b) => a.sort - b.sort)
          .map((child) => ({ id: child.id, name: pick(child.name, ctx.lang), parentId: top.id })),
      })),
  ),

  op<ListFavouriteCourses200>('get', '/eduUserCollectCourse/list', (ctx) => {
    const user = requireUser(ctx);
    const records = newestFirst(courseFavourites.filter((row) => row.userId === user.id))
      .map((row) => courses.get(row.courseId))
      .filter((course): course is Readonly<CourseRow> => course !== undefined)
      .map((course) => toCourseSummary(course, ctx.lang));
    return page(records, ctx);
  }),

  op<ToggleFavouriteCourse200>('get', '/eduUserCollectCourse/collect/{id}', (ctx) => {
    const user = requireUser(ctx);
    const course = findCourse(ctx.id());
    const removed = courseFavourites.removeWhere(
      (row) => row.userId === user.id && row.courseId === course.id,
    );
    if (removed > 0) return { active: false };
    courseFavourites.insert({
      userId: user.id,
      courseId: course.id,
      createTime: formatDateTime(clock.nowMs()),
    });
    return { active: true };
  }),

  op<ListFollowedTeachers200>('get', '/eduUserCollectTeacher/list', (ctx) => {
    const user = requireUser(ctx);
    const records = newestFirst(teacherFollows.filter((row) => row.userId === user.id))
      .map((row) => teachers.get(row.teacherId))
      .filter((teacher): teacher is Readonly<TeacherRow> => teacher !== undefined)
      .map((teacher) => toTeacher(teacher, ctx.lang, user.id));
    return page(records, ctx);
  }),

  op<ToggleFollowTeacher200>('get', '/eduUserCollectTeacher/collect/{id}', (ctx) => {
    const user = requireUser(ctx);
    const teacher = teachers.get(ctx.id());
    if (!teacher) fail(COURSE_MSG.teacherMissing, 404);
    const removed = teacherFollows.removeWhere(
      (row) => row.userId === user.id && row.teacherId === teacher.id,
    );
    if (removed > 0) return { active: false };
    teacherFollows.insert({
      userId: user.id,
      teacherId: teacher.id,
      createTime: formatDateTime(clock.nowMs()),
    });
    return { active: true };
  }),

  op<ListVideoComments200>('get', '/eduVideoComment/list', (ctx) => {
    requireFields(ctx, { videoId: FIELD.videoId });
    const videoId = ctx.int('videoId');
    if (videoId === undefined || !findVideo(videoId)) fail(COURSE_MSG.videoMissing, 404);
    const me = currentUser()?.id ?? null;
    const rows = videoComments.filter((row) => row.videoId === videoId);
    const records = newestFirst(rows.filter((row) => row.parentId === null)).map(
      (top): VideoComment => {
        const { base, replyCount, children } = thread(top, rows, ctx.lang, me);
        return {
          ...base,
          videoId: top.videoId,
          replyCount,
          videoTime: top.videoTime ?? null,
          children,
        };
      },
    );
    return page(records, ctx);
  }),

  op<SaveVideoComment200>('post', '/eduVideoComment/save', (ctx) => {
    const user = requireUser(ctx);
    requireFields(ctx, { videoId: FIELD.videoId });
    const videoId = ctx.int('videoId');
    const found = videoId === undefined ? undefined : findVideo(videoId);
    if (!found || videoId === undefined) fail(COURSE_MSG.videoMissing, 404);
    check(canWatch(user.id, found.course, found.video), COURSE_MSG.purchaseFirst, 403);
    const content = commentContent(ctx);
    const parentId = ctx.int('parentId');
    const parent = parentId === undefined ? undefined : videoComments.get(parentId);
    if (parentId !== undefined && !parent) fail(COURSE_MSG.commentMissing, 404);
    if (parent) check(parent.videoId === videoId, COURSE_MSG.parentOtherVideo, 400);
    const placement = placeReply(ctx, parent, videoComments);
    const time = ctx.int('videoTime');
    if (ctx.str('videoTime') !== undefined)
      check(
        time !== undefined && time >= 0 && time <= 86_400,
        invalidMessage(FIELD.videoTime),
        400,
      );
    const row = videoComments.insert({
      videoId,
      userId: user.id,
      ...placement,
      // Replies carry no time; a time past the end of the video is clamped to its length.
      videoTime:
        placement.parentId === null && time !== undefined
          ? Math.min(time, found.video.durationSeconds)
          : null,
      content,
      createTime: formatDateTime(clock.nowMs()),
    });
    return { id: row.id };
  }),

  op<DeleteVideoComment200>('delete', '/eduVideoComment/delete', (ctx) =>
    deleteComment(ctx, videoComments),
  ),

  op<ListCourseComments200>('get', '/eduCourseComment/list', (ctx) => {
    requireFields(ctx, { courseId: FIELD.courseId });
    const course = findCourse(ctx.int('courseId'));
    const me = currentUser()?.id ?? null;
    const rows = courseComments.filter((row) => row.courseId === course.id);
    const records = newestFirst(rows.filter((row) => row.parentId === null)).map(
      (top): CourseComment => {
        const { base, replyCount, children } = thread(top, rows, ctx.lang, me);
        return { ...base, courseId: top.courseId, replyCount, children };
      },
    );
    return page(records, ctx);
  }),

  op<SaveCourseComment200>('post', '/eduCourseComment/save', (ctx) => {
    const user = requireUser(ctx);
    requireFields(ctx, { courseId: FIELD.courseId });
    const course = findCourse(ctx.int('courseId'));
    const content = commentContent(ctx);
    const parentId = ctx.int('parentId');
    const parent = parentId === undefined ? undefined : courseComments.get(parentId);
    if (parentId !== undefined && !parent) fail(COURSE_MSG.commentMissing, 404);
    if (parent) check(parent.courseId === course.id, COURSE_MSG.parentElsewhere, 400);
    const placement = placeReply(ctx, parent, courseComments);
    const row = courseComments.insert({
      courseId: course.id,
      userId: user.id,
      ...placement,
      content,
      createTime: formatDateTime(clock.nowMs()),
    });
    return { id: row.id };
  }),

  op<DeleteCourseComment200>('delete', '/eduCourseComment/delete', (ctx) =>
    deleteComment(ctx, courseComments),
  ),

  // Mock-only: the offline clips behind every videoUrl (not a contract operation, so not `op`:
  // no envelope, no scenario). The clip follows the video id; the course must own the video.
  // Guarded like a real media server: a locked lesson (not a trial video, of a paid course the
  // session user did not buy) answers 403 to whoever holds its address.
  rawOp('get', MEDIA_PATH.replace('.mp4', ''), async (request, params) => {
    const videoId = Number((params.videoId ?? '').replace(/\.mp4$/, ''));
    const found = findVideo(videoId);
    if (!found || found.course.id !== Number(params.courseId)) {
      return new Response(null, { status: 404 });
    }
    if (!canWatch(currentUser()?.id ?? null, found.course, found.video)) {
      return new Response(null, { status: 403, headers: { 'Cache-Control': 'no-store' } });
    }
    return mediaResponse(await clipBytes(videoId), request.headers.get('range'));
  }),

  op<CreateCourseOrder200>('post', '/order/course/create', (ctx) => {
    const user = requireUser(ctx);
    requireFields(ctx, { courseId: FIELD.courseId, payType: LABEL.payType });
    const course = findCourse(ctx.int('courseId'));
    const payType = ctx.str('payType');
    const knownPayType = PAY_TYPES.find((type) => type === payType);
    if (!knownPayType) fail(invalidMessage(LABEL.payType), 400);
    check(!course.free, COURSE_MSG.freeNoOrder);
    check(!hasPurchasedCourse(user.id, course.id), COURSE_MSG.alreadyBought);
    check(!openOrderFor(user.id, 'COURSE', course.id), COURSE_MSG.unpaidOrder);
    return createOrder(ctx, {
      userId: user.id,
      type: 'COURSE',
      refId: course.id,
      name: course.title,
      coverImage: course.cover,
      goods: [{ name: course.title, spec: null, quantity: 1, unitPrice: course.price }],
      payType: knownPayType,
    });
  }),
];
