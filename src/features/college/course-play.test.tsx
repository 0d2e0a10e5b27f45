import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashKey } from '@tanstack/react-query';
import type { CourseDetail, VideoComment } from '@/api/gen/model';
import { holdPrerenderedAnswers } from '@/lib/prerendered-answers';
import { formFields, ok, startApiServer } from '@/test/msw';
import { createTestQueryClient, renderWithRouter } from '@/test/render';
import { CoursePlayPage } from './course-play-page';
import { courseQueryOptions } from './queries';
import { formatPlaybackTime, savedPosition, savePosition } from './playback';
import { courseDetail } from '@/test/college-fixtures';

vi.mock('@/components/feedback/toast', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const server = startApiServer();
configure({ asyncUtilTimeout: 8000 });

const course = courseDetail;

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

afterEach(() => {
  window.localStorage.clear();
  holdPrerenderedAnswers([], 0);
});

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

  it("on a page as HTML, draws the video from the visit's own answer, never the visitor's", async () => {
    // The page came with the course as the server drew it, for no session: 702 locked.
    const queryClient = createTestQueryClient();
    const key = courseQueryOptions(7).queryKey;
    queryClient.setQueryData(key, course);
    holdPrerenderedAnswers([hashKey(key)], queryClient.getQueryState(key)!.dataUpdatedAt);
    // This visit is the learner's, who bought the course: asked afresh, 702 plays.
    const bought: CourseDetail = {
      ...course,
      purchased: true,
      catalogue: course.catalogue.map((chapter) => ({
        ...chapter,
        videos: chapter.videos.map((video) => ({
          ...video,
          videoUrl: `http://localhost/api/__mock/media/course/7/${video.id}.mp4`,
        })),
      })),
    };
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((done) => (answer = done));
    useCourse();
    server.use(
      http.get('*/api/eduCourse/info/:id', async () => {
        await answered;
        return ok(bought);
      }),
    );
    const locked: string[] = [];
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="video-locked"]')) locked.push('seen');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderWithRouter(<CoursePlayPage courseId={7} videoId={702} />, {
      path: '/en_US/college/course/play?id=7&video=702',
      queryClient,
    });
    // The heading and the catalogue are the page's at once; the stage waits for the answer.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Paid lesson');
    expect(screen.getByTestId('video-stage-waiting')).toBeInTheDocument();
    await new Promise((done) => setTimeout(done, 100));
    expect(screen.getByTestId('video-stage-waiting')).toBeInTheDocument();
    answer!();
    expect((await findVideo()).getAttribute('src')).toBe(
      'http://localhost/api/__mock/media/course/7/702.mp4',
    );
    observer.disconnect();
    expect(locked).toEqual([]);
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

  it('loads the controls when the viewer reaches for the video; its play button plays it', async () => {
    useCourse();
    const played = vi.spyOn(HTMLVideoElement.prototype, 'play');
    const { user } = renderWithRouter(<CoursePlayPage courseId={7} videoId={701} />, {
      path: '/en_US/college/course/play?id=7&video=701',
    });
    await findVideo();
    const player = screen.getByTestId('video-player');
    // The video is there, its controls (media-chrome) not yet: a play button over it.
    const facade = screen.getByRole('button', { name: 'Play the video' });
    await new Promise((done) => setTimeout(done, 100));
    expect(player.querySelector('media-control-bar')).toBeNull();
    expect(customElements.get('media-controller')).toBeUndefined();
    // Pressed from the keyboard: the controls come, the video plays, the focus is on their
    // play button.
    facade.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(player.querySelector('media-play-button')).not.toBeNull());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Play the video' })).toBeNull(),
    );
    expect(played).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(player.querySelector('media-play-button'));
    // The controller around the video is media-chrome's now.
    expect(customElements.get('media-controller')).toBeDefined();
    expect(player.shadowRoot).not.toBeNull();
    // The loading indicator turns our icon (a CSS transform), not media-chrome's SVG animation,
    // which ticks on the main thread every frame for as long as the page is open.
    const indicator = player.querySelector('media-loading-indicator');
    expect(indicator?.querySelector(':scope > svg[slot="icon"]')).not.toBeNull();
    expect(indicator?.querySelector('animate, animateTransform')).toBeNull();
    played.mockRestore();
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

  it('offers no replying on a locked video, and deletes its own reply after confirming', async () => {
    const mine = {
      ...timedComment.children[0]!,
      id: 6003,
      userId: 1,
      nickname: 'Demo',
      content: 'Thanks!',
      mine: true,
      replyToUserId: 90002,
      replyToNickname: 'Ajie',
    };
    useCourse([{ ...timedComment, children: [...timedComment.children, mine] }]);
    let saved: Record<string, string> | null = null;
    let deleted: string | null = null;
    server.use(
      http.post('*/api/eduVideoComment/save', async ({ request }) => {
        saved = await formFields(request);
        return ok({ id: 6101 });
      }),
      http.delete('*/api/eduVideoComment/delete', ({ request }) => {
        deleted = new URL(request.url).searchParams.get('id');
        return ok(null);
      }),
    );
    const { user } = renderWithRouter(<CoursePlayPage courseId={7} videoId={702} />, {
      path: '/en_US/college/course/play?id=7&video=702',
    });
    // The paid lesson is not playable here: no replying, but one's own reply can go.
    expect(await screen.findByText('replied to Ajie')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe('6003'));
    expect(saved).toBeNull();
  }, 20_000);

  it("answers a reply in its thread: the reply's author, under the thread's comment", async () => {
    useCourse([timedComment]);
    let saved: Record<string, string> | null = null;
    server.use(
      http.post('*/api/eduVideoComment/save', async ({ request }) => {
        saved = await formFields(request);
        return ok({ id: 6101 });
      }),
    );
    const { user } = renderWithRouter(<CoursePlayPage courseId={7} videoId={701} />, {
      path: '/en_US/college/course/play?id=7&video=701',
    });
    expect(await screen.findByText('Under Inventory.')).toBeInTheDocument();
    const replies = await screen.findAllByRole('button', { name: 'Reply' });
    expect(replies).toHaveLength(2);
    await user.click(replies[1]!);
    await user.type(screen.getByRole('textbox', { name: 'Reply to Ajie' }), 'Found it');
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    await waitFor(() => expect(saved).not.toBeNull());
    expect(saved).toMatchObject({
      videoId: '701',
      content: 'Found it',
      parentId: '6002',
      replyToUserId: '90002',
    });
    expect(saved).not.toHaveProperty('videoTime');
  }, 20_000);
});
