import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { createServiceOrder, getVerifyCouponQueryOptions } from '@/api/gen/market/market';
import type { CouponCheck, ServiceDetail, UserProfile } from '@/api/gen/model';
import { isApiError } from '@/api/errors';
import { notifySuccess } from '@/components/feedback/toast';
import { setFieldServerError, useAppForm } from '@/components/form';
import { keepValues } from '@/lib/kept-values';
import { formatMoney, formatNumber } from '@/i18n/format';
import { errorMessage } from '@/lib/form-errors';
import { mainlandMobile } from '@/lib/phone';
import {
  INVOICE_CHOICES,
  INVOICE_LABELS,
  invoiceTypeOf,
  PAY_TYPE_LABELS,
  PAY_TYPES,
} from './labels';
import { orderTotal } from './order-total';
import { COUPON_PATTERN, normalizeCoupon, orderSchema, type OrderValues } from './schemas';
import classes from './market.module.css';

/** The order form's first values: the package from the address, the contact from the profile. */
export function orderDefaults(
  service: ServiceDetail,
  packageId: number | undefined,
  profile: UserProfile | null,
): OrderValues {
  const chosen = service.packages.find((item) => item.id === packageId) ?? service.packages[0];
  return {
    packageId: chosen ? String(chosen.id) : '',
    quantity: '1',
    contact: profile?.nickname ?? profile?.username ?? '',
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
    address: profile?.address ?? '',
    invoice: 'NONE',
    remark: '',
    couponCode: '',
    payType: 'ALIPAY',
  };
}

/** What the form keeps across the code-512 re-login (never a secret among them). */
const KEPT_FIELDS = [
  'packageId',
  'quantity',
  'contact',
  'email',
  'phone',
  'address',
  'invoice',
  'remark',
  'couponCode',
  'payType',
] as const satisfies readonly (keyof OrderValues)[];

const KEEP_KEY = 'market.order';

/**
 * The coupon check (`GET /coupon/verify`) that still holds for what the form shows: the same code
 * and the same total before the coupon; null otherwise (not verified, or verified for another
 * package or quantity).
 */
function currentCheck(
  check: CouponCheck | null,
  code: string,
  total: number | null,
): CouponCheck | null {
  return check !== null && check.code === code && check.amount === total ? check : null;
}

/** The total beside the form: it follows the package, the quantity and the coupon as they change. */
function TotalBox({
  service,
  packageId,
  quantity,
  coupon,
}: {
  service: ServiceDetail;
  packageId: string;
  quantity: string;
  /** The server's check of the code for this total, when there is one. */
  coupon: CouponCheck | null;
}) {
  const { t } = useLingui();
  const summary = orderTotal(service.packages, packageId, quantity);
  const chosen = service.packages.find((item) => String(item.id) === packageId);
  const couponCode = coupon?.code;
  return (
    <Paper withBorder p="md" radius="md" className={classes.totalBox}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t`Order summary`}
        </Title>
        <Text fw={600}>{service.name}</Text>
        <div className={classes.totalRow}>
          <span>{t`Package`}</span>
          <span>{chosen?.name ?? '—'}</span>
        </div>
        <div className={classes.totalRow}>
          <span>{t`Unit price`}</span>
          <span>{summary.unitPrice === null ? '—' : formatMoney(summary.unitPrice)}</span>
        </div>
        <div className={classes.totalRow}>
          <span>{t`Quantity`}</span>
          <span>{summary.quantity === null ? '—' : formatNumber(summary.quantity)}</span>
        </div>
        {coupon && (
          <>
            <div className={classes.totalRow}>
              <span>{t`Total before coupon`}</span>
              <span>{formatMoney(coupon.amount)}</span>
            </div>
            <div className={classes.totalRow} data-testid="order-discount">
              <span>{t`Coupon ${couponCode}`}</span>
              <span>−{formatMoney(coupon.discount)}</span>
            </div>
          </>
        )}
        <div className={classes.totalRow} aria-live="polite" data-testid="order-total">
          <span>{coupon ? t`Total to pay` : t`Total`}</span>
          <span className={classes.grandTotal}>
            {coupon
              ? formatMoney(coupon.payable)
              : summary.total === null
                ? '—'
                : formatMoney(summary.total)}
          </span>
        </div>
        <Text size="xs" c="dimmed">
          {t`After submitting you have 30 minutes to pay.`}
        </Text>
      </Stack>
    </Paper>
  );
}

export default function OrderForm({
  service,
  packageId,
  profile,
}: {
  service: ServiceDetail;
  packageId: number | undefined;
  profile: UserProfile | null;
}) {
  const { t, i18n } = useLingui();
  const { lang } = useParams({ from: '/$lang' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  /** The last answer of the coupon check; it counts only while code and total stay the same. */
  const [checked, setChecked] = useState<CouponCheck | null>(null);
  const [verifying, setVerifying] = useState(false);
  const unit = service.unit;

  const form = useAppForm({
    defaultValues: orderDefaults(service, packageId, profile),
    rules: orderSchema,
    keep: { key: KEEP_KEY, fields: KEPT_FIELDS },
    onSubmit: async ({ value, formApi }) => {
      const code = normalizeCoupon(value.couponCode);
      const { total } = orderTotal(service.packages, value.packageId, value.quantity);
      if (code && !currentCheck(checked, code, total)) {
        setFieldServerError(
          formApi,
          'couponCode',
          checked?.code === code
            ? t`The total changed: verify the code again`
            : t`Verify the code before placing the order`,
        );
        return;
      }
      const payment = await createServiceOrder(
        {
          serviceId: service.id,
          items: [{ packageId: Number(value.packageId), quantity: Number(value.quantity.trim()) }],
          customer: {
            contact: value.contact.trim(),
            phone: mainlandMobile(value.phone) ?? value.phone.trim(),
            email: value.email.trim() || null,
            address: value.address.trim() || null,
          },
          invoiceType: invoiceTypeOf(value.invoice),
          remark: value.remark.trim() || null,
          payType: value.payType,
          couponCode: code || null,
        },
        { silent: true },
      );
      void queryClient.invalidateQueries({ queryKey: ['/order/list'] });
      notifySuccess(t`Order submitted, please pay soon`);
      await navigate({
        to: '/$lang/personal/order/$id/pay',
        params: { lang, id: payment.orderId },
      });
    },
  });

  /**
   * The verify step (spec section 5): the server checks the code for this service and total and
   * answers the discount and what is left to pay, shown before the order is submitted.
   */
  const verify = async () => {
    const code = normalizeCoupon(form.getFieldValue('couponCode'));
    if (!code) {
      setFieldServerError(form, 'couponCode', t`Please enter the code`);
      return;
    }
    if (!COUPON_PATTERN.test(code)) {
      setChecked(null);
      setFieldServerError(form, 'couponCode', t`The coupon code is not valid`);
      return;
    }
    const { total } = orderTotal(
      service.packages,
      form.getFieldValue('packageId'),
      form.getFieldValue('quantity'),
    );
    if (total === null) {
      setFieldServerError(form, 'couponCode', t`Choose a package and a quantity first`);
      return;
    }
    form.setFieldValue('couponCode', code);
    setFieldServerError(form, 'couponCode', null);
    setVerifying(true);
    try {
      const answer = await queryClient.fetchQuery(
        getVerifyCouponQueryOptions(
          { code, serviceId: service.id, amount: total },
          { query: { staleTime: 0, retry: false }, request: { silent: true } },
        ),
      );
      setChecked(answer);
    } catch (error) {
      setChecked(null);
      // Code 512: the client sends the user to log in; what was typed comes back with the form.
      if (isApiError(error) && error.kind === 'session') {
        keepValues(KEEP_KEY, form.state.values, KEPT_FIELDS);
        return;
      }
      setFieldServerError(form, 'couponCode', errorMessage(error));
    } finally {
      setVerifying(false);
    }
  };

  return (
    <form.AppForm>
      <form.Form>
        <div className={classes.formGrid}>
          <Stack gap="md">
            <form.AppField name="packageId">
              {(field) => (
                <field.RadioField
                  label={t`Package`}
                  options={service.packages.map((item) => ({
                    value: String(item.id),
                    label: `${item.name} · ${formatMoney(item.price)}`,
                  }))}
                />
              )}
            </form.AppField>
            <form.AppField name="quantity">
              {(field) => (
                <field.TextField
                  label={t`Quantity (${unit})`}
                  inputMode="numeric"
                  maxLength={3}
                  withAsterisk
                  w={160}
                />
              )}
            </form.AppField>
            <Title order={2} size="h4">
              {t`Customer information`}
            </Title>
            <form.AppField name="contact">
              {(field) => <field.TextField label={t`Contact`} autoComplete="name" withAsterisk />}
            </form.AppField>
            <form.AppField name="phone">
              {(field) => <field.PhoneField label={t`Phone`} />}
            </form.AppField>
            <form.AppField name="email">
              {(field) => <field.TextField label={t`E-mail`} type="email" autoComplete="email" />}
            </form.AppField>
            <form.AppField name="address">
              {(field) => <field.TextField label={t`Address`} autoComplete="street-address" />}
            </form.AppField>
            <form.AppField name="invoice">
              {(field) => (
                <field.RadioField
                  label={t`Invoice`}
                  options={INVOICE_CHOICES.map((choice) => ({
                    value: choice,
                    label: i18n._(INVOICE_LABELS[choice]),
                  }))}
                />
              )}
            </form.AppField>
            <form.AppField name="remark">
              {(field) => (
                <field.TextareaField
                  label={t`Message to the provider`}
                  minRows={2}
                  maxLength={500}
                />
              )}
            </form.AppField>
            <form.Subscribe
              selector={(state) =>
                [
                  normalizeCoupon(state.values.couponCode),
                  orderTotal(service.packages, state.values.packageId, state.values.quantity).total,
                ] as const
              }
            >
              {([code, total]) => {
                const check = currentCheck(checked, code, total);
                const discount = check ? formatMoney(check.discount) : '';
                const payable = check ? formatMoney(check.payable) : '';
                return (
                  <div>
                    <Group gap="xs" align="flex-start" wrap="nowrap">
                      <form.AppField name="couponCode">
                        {(field) => (
                          <field.TextField
                            label={t`Coupon or invitation code`}
                            autoComplete="off"
                            maxLength={32}
                            w={240}
                          />
                        )}
                      </form.AppField>
                      <Button
                        variant="default"
                        mt={25}
                        loading={verifying}
                        onClick={() => void verify()}
                      >
                        {t`Verify`}
                      </Button>
                    </Group>
                    {check ? (
                      <Text size="sm" c="#1b6b2c" mt={4} role="status">
                        {t`Code ${code} verified: ${discount} off, ${payable} to pay.`}
                      </Text>
                    ) : (
                      checked !== null &&
                      checked.code === code && (
                        <Text size="sm" c="dimmed" mt={4} role="status">
                          {t`The total changed: verify the code again`}
                        </Text>
                      )
                    )}
                  </div>
                );
              }}
            </form.Subscribe>
            <form.AppField name="payType">
              {(field) => (
                <field.RadioField
                  label={t`Payment method`}
                  options={PAY_TYPES.map((type) => ({
                    value: type,
                    label: i18n._(PAY_TYPE_LABELS[type]),
                  }))}
                />
              )}
            </form.AppField>
          </Stack>
          <Stack gap="md" className={classes.totalBox}>
            <form.Subscribe
              selector={(state) =>
                [
                  state.values.packageId,
                  state.values.quantity,
                  normalizeCoupon(state.values.couponCode),
                ] as const
              }
            >
              {([chosen, quantity, code]) => (
                <TotalBox
                  service={service}
                  packageId={chosen}
                  quantity={quantity}
                  coupon={currentCheck(
                    checked,
                    code,
                    orderTotal(service.packages, chosen, quantity).total,
                  )}
                />
              )}
            </form.Subscribe>
            <form.SubmitButton size="md" fullWidth>
              {t`Submit order`}
            </form.SubmitButton>
          </Stack>
        </div>
      </form.Form>
    </form.AppForm>
  );
}
