import { configure, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ok, refuse, startApiServer } from '@/test/msw';
import { renderWithProviders, renderWithRouter } from '@/test/render';
import { CourseDetailPage, startVideoId } from './course-detail-page';
import { CourseListPage, topCategoryOf } from './course-list-page';
import { courseDetail, courseSummary } from '@/test/college-fixtures';

vi.mock('@/components/feedback/toast', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const server = startApiServer();
configure({ asyncUtilTimeout: 5000 });

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
});
