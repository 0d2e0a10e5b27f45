import { configure, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CourseDetail, VideoComment } from '@/api/gen/model';
import { formFields, ok, startApiServer } from '@/test/msw';
import { renderWithRouter } from '@/test/render';
import { CoursePlayPage } from './course-play-page';
import { formatPlaybackTime, savedPosition, savePosition } from './playback';

vi.mock('@/components/feedback/toast', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const server = startApiServer();
configure({ asyncUtilTimeout: 8000 });

const course: CourseDetail = {
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
        },
        {
          id: 702,
          title: 'Paid lesson',
          durationSeconds: 90,
          free: false,
          videoUrl: null,
          learned: false,
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
};

const timedComment: VideoComment = {
  id: 6001,
  videoId: 701,
  userId: 90001,
  nickname: 'Lao Li',
  avatar: null,
  content: 'Where is this menu?',
  createTime: '2026-11-20 10:00:00',
  mine: false,
  replyCount: 1,
  videoTime: 95,
  children: [
    {
      id: 6002,
      parentId: 6001,
      userId: 90002,
      nickname: 'Ajie',
      avatar: null,
      content: 'Under Inventory.',
      createTime: '2026-11-20 11:00:00',
      mine: false,
      replyToUserId: null,
      replyToNickname: null,
      children: [],
    },
  ],
};

const signedIn = () =>
  http.get('*/api/sys/userInfo', () =>
    ok({ isLogin: true, id: 1, username: 'demo', nickname: 'Demo', avatar: null }),
  );

function useCourse(comments: VideoComment[] = []) {
  server.use(
    signedIn(),
    http.get('*/api/eduCourse/info/:id', () => ok(course)),
    http.get('*/api/eduVideoComment/list', () =>
      ok({ records: comments, total: comments.length, size: 10, current: 1 }),
    ),
  );
}

/** The <video> of the player, once the lazy player has mounted. */
async function findVideo(): Promise<HTMLVideoElement> {
  const video = await screen.findByTestId('course-video');
  if (!(video instanceof HTMLVideoElement)) throw new Error('not a video element');
  return video;
}

/** What the browser does once the clip's header has arrived. */
function loadMetadata(video: HTMLVideoElement, duration = 4) {
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  video.dispatchEvent(new Event('loadedmetadata'));
}

/**
 * jsdom has media elements without media: a position that can be set, text tracks to listen to
 * (media-chrome's captions button does) and play/pause/load that do nothing.
 */
beforeAll(() => {
  const positions = new WeakMap<HTMLMediaElement, number>();
  const proto = HTMLVideoElement.prototype;
  Object.defineProperty(proto, 'currentTime', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return positions.get(this) ?? 0;
    },
    set(this: HTMLMediaElement, value: number) {
      positions.set(this, value);
    },
  });
  for (const name of ['textTracks', 'audioTracks', 'videoTracks']) {
    const lists = new WeakMap<HTMLMediaElement, EventTarget>();
    Object.defineProperty(proto, name, {
      configurable: true,
      get(this: HTMLMediaElement) {
        let list = lists.get(this);
        if (!list) {
          list = Object.assign(new EventTarget(), {
            length: 0,
            getTrackById: () => null,
            *[Symbol.iterator]() {},
          });
          lists.set(this, list);
        }
        return list;
      },
    });
  }
  proto.load = () => undefined;
  proto.pause = () => undefined;
  proto.play = () => Promise.resolve();
});

afterEach(() => window.localStorage.clear());

describe('learning page', () => {
  it('keeps a position per video and drops it at the end', () => {
    savePosition(701, 2.46, 4);
    expect(savedPosition(701)).toBe(2.5);
    expect(savedPosition(702)).toBe(0);
    savePosition(701, 3.5, 4);
    expect(savedPosition(701)).toBe(0);
    expect(formatPlaybackTime(95)).toBe('1:35');
    expect(formatPlaybackTime(3725)).toBe('1:02:05');
  });

  it('shows the purchase message for a locked video and loads no source', async () => {
    useCourse();
    renderWithRouter(<CoursePlayPage courseId={7} videoId={702} />, {
      path: '/en_US/college/course/play?id=7&video=702',
    });
    expect(await screen.findByTestId('video-locked')).toHaveTextContent(
      'Please purchase the course before watching',
    );
    expect(screen.getByRole('link', { name: 'Buy the course' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/college\/course\/submit\?id=7$/),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Paid lesson');
    // No player and no media address anywhere in the page.
    expect(document.querySelector('video, audio, source, media-controller')).toBeNull();
    expect(document.body.innerHTML).not.toContain('.mp4');
    expect(await screen.findByText('Buy the course to comment on this video.')).toBeInTheDocument();
  }, 20_000);

  it('resumes a playable video where the user stopped', async () => {
    useCourse();
    savePosition(701, 2.5, 4);
    renderWithRouter(<CoursePlayPage courseId={7} videoId={701} />, {
      path: '/en_US/college/course/play?id=7&video=701',
    });
    const video = await findVideo();
    expect(video.getAttribute('src')).toBe(course.catalogue[0]?.videos[0]?.videoUrl);
    expect(screen.getByTestId('resume-note')).toHaveTextContent(
      'Continuing where you stopped: 0:02',
    );
    // The player's listeners are in place once the page has settled.
    await waitFor(() => {
      loadMetadata(video);
      expect(video.currentTime).toBe(2.5);
    });
    // Pausing further on keeps the new position.
    video.currentTime = 3.1;
    video.dispatchEvent(new Event('pause'));
    expect(savedPosition(701)).toBe(3.1);
  }, 20_000);

  it("seeks the player to a comment's time, and writes the time with a new comment", async () => {
    useCourse([timedComment]);
    let sent: Record<string, string> | null = null;
    server.use(
      http.post('*/api/eduVideoComment/save', async ({ request }) => {
        sent = await formFields(request);
        return ok({ id: 6100 });
      }),
    );
    const { user } = renderWithRouter(<CoursePlayPage courseId={7} videoId={701} />, {
      path: '/en_US/college/course/play?id=7&video=701',
    });
    const video = await findVideo();
    await waitFor(() => {
      loadMetadata(video, 120);
      expect(video.duration).toBe(120);
    });
    expect(await screen.findByText('Under Inventory.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Play from 1:35' }));
    expect(video.currentTime).toBe(95);

    video.currentTime = 42.7;
    await user.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Nice trick');
    await user.click(screen.getByRole('button', { name: 'Publish comment' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toMatchObject({ videoId: '701', content: 'Nice trick', videoTime: '42' });
  }, 20_000);
});
