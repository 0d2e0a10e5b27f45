import { configure, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CourseDetail } from '@/api/gen/model';
import { formFields, ok, refuse, startApiServer } from '@/test/msw';
import { renderWithRouter } from '@/test/render';
import { CourseSubmitPage } from './course-submit-page';
import { courseDetail } from '@/test/college-fixtures';

vi.mock('@/components/feedback/toast', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const server = startApiServer();
configure({ asyncUtilTimeout: 8000 });

const course: CourseDetail = {
  ...courseDetail,
  id: 10,
  title: 'Shopee research',
  level: 'INTERMEDIATE',
  videoCount: 1,
  catalogue: [
    {
      id: 1,
      title: 'Chapter 1',
      videos: [
        {
          id: 1001,
          title: 'One',
          durationSeconds: 60,
          free: true,
          videoUrl: null,
          learned: false,
          position: 0,
          positionTime: null,
        },
      ],
    },
  ],
};

describe('buying a course', () => {
  it('orders the course with the chosen payment method and goes to the payment page', async () => {
    let sent: Record<string, string> | null = null;
    server.use(
      http.get('*/api/eduCourse/info/:id', () => ok(course)),
      http.post('*/api/order/course/create', async ({ request }) => {
        sent = await formFields(request);
        return ok({
          orderId: 77,
          orderNo: 'CO2026112400001',
          payType: 'WECHAT',
          amount: 199,
          createTime: '2026-11-24 10:00:00',
          expireTime: '2026-11-24 10:30:00',
          payUrl: null,
          qrCode: null,
          bankAccount: null,
        });
      }),
    );
    const { user, router } = renderWithRouter(<CourseSubmitPage courseId={10} />, {
      path: '/en_US/college/course/submit?id=10',
    });
    expect(await screen.findByRole('radio', { name: 'Alipay payment' })).toBeChecked();
    expect(screen.getByTestId('order-total')).toHaveTextContent('199');
    await user.click(screen.getByRole('radio', { name: 'WeChat pay' }));
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(sent).toMatchObject({ courseId: '10', payType: 'WECHAT' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(
        /^\/[a-z]{2}_[A-Z]{2}\/personal\/order\/77\/pay$/,
      ),
    );
  }, 20_000);

  it("shows the server's refusal and stays on the form", async () => {
    server.use(
      http.get('*/api/eduCourse/info/:id', () => ok(course)),
      http.post('*/api/order/course/create', () =>
        refuse('There is already an unpaid order for this course'),
      ),
    );
    const { user, router } = renderWithRouter(<CourseSubmitPage courseId={10} />, {
      path: '/en_US/college/course/submit?id=10',
    });
    await user.click(await screen.findByRole('button', { name: 'Submit order' }));
    expect(
      await screen.findByText('There is already an unpaid order for this course'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en_US/college/course/submit');
  }, 20_000);

  it('enrols a free course at once: straight to its first lesson', async () => {
    server.use(http.get('*/api/eduCourse/info/:id', () => ok({ ...course, free: true, price: 0 })));
    const { router } = renderWithRouter(<CourseSubmitPage courseId={10} />, {
      path: '/en_US/college/course/submit?id=10',
    });
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/college\/course\/play$/));
    expect(router.state.location.searchStr).toBe('?id=10&video=1001');
    expect(screen.queryByRole('button', { name: 'Submit order' })).not.toBeInTheDocument();
  }, 20_000);
});
