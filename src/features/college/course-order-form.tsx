import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { createCourseOrder } from '@/api/gen/courses/courses';
import type { CourseDetail, PayType } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { notifySuccess } from '@/components/feedback/toast';
import { useAppForm } from '@/components/form';
import { currentLocale } from '@/i18n/activate';
import { formatMoney } from '@/i18n/format';
import { courseQueryOptions } from './queries';

/** The payment methods of spec section 3, Alipay first (the default). */
export const COURSE_PAY_TYPES = [
  'ALIPAY',
  'WECHAT',
  'MANUAL',
] as const satisfies readonly PayType[];

const PAY_TYPE_LABELS: Record<PayType, MessageDescriptor> = {
  ALIPAY: msg`Alipay payment`,
  WECHAT: msg`WeChat pay`,
  MANUAL: msg`Manual pay`,
};

function orderSchema() {
  return z.object({ payType: z.enum(COURSE_PAY_TYPES) });
}

/**
 * The course order (`POST /order/course/create`): the payment method, then the payment page of
 * the new order, where the 30 minutes to pay run.
 */
export default function CourseOrderForm({ course }: { course: CourseDetail }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useAppForm({
    defaultValues: { payType: 'ALIPAY' as PayType },
    rules: orderSchema,
    keep: { key: 'college.courseOrder', fields: ['payType'] },
    onSubmit: async ({ value }) => {
      const payment = await createCourseOrder(
        { courseId: course.id, payType: value.payType },
        { silent: true },
      );
      void queryClient.invalidateQueries({ queryKey: ['/order/list'] });
      void queryClient.invalidateQueries({ queryKey: courseQueryOptions(course.id).queryKey });
      notifySuccess(t`Order submitted, please pay soon`);
      await navigate({
        to: '/$lang/personal/order/$id/pay',
        params: { lang: currentLocale().slug, id: payment.orderId },
      });
    },
  });
  const price = formatMoney(course.price);
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="payType">
          {(field) => (
            <field.RadioField
              label={t`Payment method`}
              options={COURSE_PAY_TYPES.map((type) => ({
                value: type,
                label: i18n._(PAY_TYPE_LABELS[type]),
              }))}
            />
          )}
        </form.AppField>
        <Text mt="md" fw={600} data-testid="order-total">
          {t`Total: ${price}`}
        </Text>
        <Text size="xs" c="dimmed" mb="md">
          {t`After submitting you have 30 minutes to pay.`}{' '}
          <AppLink href="/personal/order?tab=unpaid">{t`Unpaid orders`}</AppLink>
        </Text>
        <form.SubmitButton size="md">{t`Submit order`}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
