import { configure, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { hashKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberLoginIntent } from '@/components/auth/login-intent';
import { holdPrerenderedAnswers } from '@/lib/prerendered-answers';
import { ok, refuse, startApiServer } from '@/test/msw';
import { createTestQueryClient, renderWithProviders, renderWithRouter } from '@/test/render';
import { CourseDetailPage, startVideoId } from './course-detail-page';
import { CourseListPage, topCategoryOf } from './course-list-page';
import { courseQueryOptions } from './queries';
import { courseDetail, courseSummary } from '@/test/college-fixtures';

vi.mock('@/components/feedback/toast', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const server = startApiServer();
configure({ asyncUtilTimeout: 5000 });
afterEach(() => holdPrerenderedAnswers([], 0));

const summary = courseSummary;
const detail = courseDetail;

const visitor = () =>
  http.get('*/api/sys/userInfo', () =>
    ok({ isLogin: false, id: null, username: null, nickname: null, avatar: null }),
  );

describe('course pages', () => {
  it('starts where the user stopped, else at the first video', () => {
    expect(startVideoId(detail)).toBe(701);
    expect(startVideoId({ ...detail, lastVideoId: 702 })).toBe(702);
    expect(startVideoId({ ...detail, lastVideoId: 9999 })).toBe(701);
  });

  it('finds the top category of a sub-category', () => {
    const tree = [
      { id: 1, name: 'A', children: [{ id: 11, name: 'A1', parentId: 1 }] },
      { id: 2, name: 'B', children: [] },
    ];
    expect(topCategoryOf(tree, 11)?.id).toBe(1);
    expect(topCategoryOf(tree, 2)?.id).toBe(2);
    expect(topCategoryOf(tree, undefined)).toBeUndefined();
  });

  it("says 'No course found' when nothing matches", async () => {
    server.use(
      http.get('*/api/eduCourseCategory/all', () => ok([])),
      http.get('*/api/eduCourse/list', () => ok({ records: [], total: 0, size: 12, current: 1 })),
    );
    renderWithProviders(<CourseListPage search={{ page: 1 }} onSearchChange={() => undefined} />);
    expect(await screen.findByText('No course found')).toBeInTheDocument();
  });

  it('a filter goes back to the first page and keeps the others', async () => {
    server.use(
      http.get('*/api/eduCourseCategory/all', () => ok([])),
      http.get('*/api/eduCourse/list', () =>
        ok({ records: [summary], total: 40, size: 12, current: 3 }),
      ),
    );
    const onSearchChange = vi.fn();
    const { user } = renderWithProviders(
      <CourseListPage search={{ page: 3, free: true }} onSearchChange={onSearchChange} />,
    );
    expect(await screen.findByText('Amazon VAT basics')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    expect(onSearchChange).toHaveBeenCalledWith({ page: 1, free: true, level: 'ADVANCED' });
  });

  it('loads the covers of the first screen at once and first, the others lazily', async () => {
    const records = [1, 2, 3].map((id) => ({ ...summary, id, title: `Course ${id}` }));
    server.use(
      http.get('*/api/eduCourseCategory/all', () => ok([])),
      http.get('*/api/eduCourse/list', () => ok({ records, total: 3, size: 12, current: 1 })),
    );
    renderWithProviders(<CourseListPage search={{ page: 1 }} onSearchChange={() => undefined} />);
    expect(await screen.findByText('Course 3')).toBeInTheDocument();
    const covers = [1, 2, 3].map((id) =>
      screen.getByText(`Course ${id}`).closest('a')?.querySelector('img'),
    );
    expect(covers.map((cover) => cover?.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
    ]);
    expect(covers.map((cover) => cover?.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      null,
    ]);
  });

  it("shows 'Course does not exist' for a missing course", async () => {
    server.use(
      visitor(),
      http.get('*/api/eduCourse/info/:id', () => refuse('Course does not exist', 500)),
    );
    renderWithRouter(<CourseDetailPage courseId={999} />, {
      path: '/en_US/college/course/detail?id=999',
    });
    expect(await screen.findByTestId('course-missing')).toHaveTextContent('Course does not exist');
  });

  it('marks trial videos, and sends a visitor who collects to login and back', async () => {
    server.use(
      visitor(),
      http.get('*/api/eduCourse/info/:id', () => ok(detail)),
      http.get('*/api/eduCourseComment/list', () =>
        ok({ records: [], total: 0, size: 10, current: 1 }),
      ),
    );
    const { user, router } = renderWithRouter(<CourseDetailPage courseId={7} />, {
      path: '/zh_CN/college/course/detail?id=7',
    });
    expect(await screen.findByText('Free trial')).toBeInTheDocument();
    // Only the trial video links to the player; the paid one is plain text.
    expect(screen.getByRole('link', { name: 'Trial lesson' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Paid lesson' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy now' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collect' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zh_CN/login'));
    expect(router.state.location.search).toEqual({
      redirect: '/zh_CN/college/course/detail?id=7',
    });
  }, 20_000);

  it("on a page as HTML, offers its actions, and does what was asked before login, from the visit's own answer", async () => {
    // The page came with the course as the server drew it, for no session: not bought, not
    // collected. The user, back from login, had asked to collect it; they had already.
    const queryClient = createTestQueryClient();
    const key = courseQueryOptions(7).queryKey;
    queryClient.setQueryData(key, detail);
    holdPrerenderedAnswers([hashKey(key)], queryClient.getQueryState(key)!.dataUpdatedAt);
    rememberLoginIntent('college.collect:7', '/zh_CN/college/course/detail?id=7');
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((done) => (answer = done));
    const toggled: string[] = [];
    server.use(
      http.get('*/api/sys/userInfo', () =>
        ok({ isLogin: true, id: 1, username: 'demo', nickname: 'Demo', avatar: null }),
      ),
      http.get('*/api/eduCourse/info/:id', async () => {
        await answered;
        return ok({ ...detail, purchased: true, collected: true });
      }),
      http.get('*/api/eduCourseComment/list', () =>
        ok({ records: [], total: 0, size: 10, current: 1 }),
      ),
      http.all('*/api/eduUserCollectCourse/collect/:id', ({ request }) => {
        toggled.push(request.url);
        return ok({ active: false });
      }),
    );
    renderWithRouter(<CourseDetailPage courseId={7} />, {
      path: '/zh_CN/college/course/detail?id=7',
      queryClient,
    });
    // The course at once; its actions wait for the visit's answer.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(detail.title);
    expect(screen.getByTestId('course-actions-waiting')).toBeInTheDocument();
    await new Promise((done) => setTimeout(done, 100));
    expect(screen.queryByRole('link', { name: 'Buy now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    answer!();
    expect(await screen.findByRole('link', { name: 'Start learning' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collected' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    // Collected already: the intent was done without undoing it.
    await new Promise((done) => setTimeout(done, 100));
    expect(toggled).toEqual([]);
  }, 20_000);
});
