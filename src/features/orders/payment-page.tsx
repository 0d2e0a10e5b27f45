import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  useMatches,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/api/errors';
import type { BankAccount, OrderDetail, PaymentInfo, PayType } from '@/api/gen/model';
import {
  getGetOrderQueryKey,
  getGetOrderStatusQueryOptions,
  getRepayOrderQueryOptions,
} from '@/api/gen/orders/orders';
import { notifySuccess } from '@/components/feedback/toast';
import { PlainTable } from '@/components/layout/plain-table';
import { orderSums } from './order-sums';
import { formatDateTime, formatMoney } from '@/i18n/format';
import { chinaTimeToMs } from './china-time';
import { orderQueryOptions } from './queries';
import { AnchorLink, ButtonLink } from './links';
import { CANCEL_REASON_LABELS, PAY_TYPE_LABELS } from './order-status';
import { formatRemaining, useDeadline } from './use-deadline';
import { isOrderQuery } from './use-order-mutations';
import { READABLE_ALERT } from './alert-styles';

/** How often the page asks whether the payment has arrived. */
export const PAYMENT_POLL_MS = 3000;

const PAY_TYPES = ['ALIPAY', 'WECHAT', 'MANUAL'] as const satisfies readonly PayType[];

export interface PaymentPageProps {
  orderId: number;
}

/**
 * The payment page (spec 2.9, 4): the method, the 30-minute window as a live countdown, a QR code
 * and link (Alipay, WeChat) or bank-transfer details (manual), and polling until the order is paid.
 */
export function PaymentPage({ orderId }: PaymentPageProps) {
  const { t, i18n } = useLingui();
  const { lang } = useParams({ from: '/$lang' });
  const { data: order } = useSuspenseQuery(orderQueryOptions(orderId));
  // With a coupon the amount due is not the goods' sum: say how it is made.
  const sums = orderSums(order);
  const goods = formatMoney(sums.goods);
  const couponCode = sums.coupon?.code ?? '';
  const discount = formatMoney(-(sums.coupon?.discount ?? 0));

  let content;
  if (order.status === 'PAID' || order.status === 'COMPLETED') {
    content = (
      <Alert color="green" styles={READABLE_ALERT} title={<Trans>This order has been paid</Trans>}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            <Trans>There is nothing left to pay.</Trans>
          </Text>
          <ButtonLink to="/$lang/personal/order/$id" params={{ lang, id: order.id }} size="xs">
            <Trans>View the order</Trans>
          </ButtonLink>
        </Stack>
      </Alert>
    );
  } else if (order.status === 'CANCELLED') {
    content = (
      <Alert
        color="gray"
        styles={READABLE_ALERT}
        title={<Trans>This order can no longer be paid</Trans>}
      >
        <Stack gap="sm" align="flex-start">
          {order.cancelReason && (
            <Text size="sm">{i18n._(CANCEL_REASON_LABELS[order.cancelReason])}</Text>
          )}
          <ButtonLink to="/$lang/personal/order" params={{ lang }} size="xs" variant="default">
            <Trans>Back to order list</Trans>
          </ButtonLink>
        </Stack>
      </Alert>
    );
  } else if (order.status !== 'PENDING_PAYMENT' || order.payDeadline === null) {
    content = (
      <Alert
        color="blue"
        styles={READABLE_ALERT}
        title={<Trans>This order cannot be paid yet</Trans>}
      >
        <Text size="sm">
          <Trans>
            It is being reviewed and confirmed. You will be notified by SMS when it is ready to be
            paid.
          </Trans>
        </Text>
      </Alert>
    );
  } else {
    content = <PaymentPanel order={order} payDeadline={order.payDeadline} />;
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <AnchorLink to="/$lang/personal/order/$id" params={{ lang, id: order.id }} size="sm">
          <Trans>Back to the order</Trans>
        </AnchorLink>
        <Title order={1} size="h3">
          <Trans>Payment</Trans>
        </Title>
      </Stack>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text fw={600}>{order.name}</Text>
            <Text size="sm" c="gray.7">
              <Trans>Order number</Trans>: <span>{order.orderNo}</span>
            </Text>
            <Text size="sm" c="gray.7">
              <Trans>Order time</Trans>: {formatDateTime(order.createTime)}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text size="sm" c="gray.7">
              <Trans>Amount due</Trans>
            </Text>
            <Text fz={28} fw={700} c="red.9" data-testid="amount-due">
              {formatMoney(order.totalAmount)}
            </Text>
            {sums.coupon && (
              <Text size="sm" c="gray.7" data-testid="amount-breakdown">
                {t`Goods ${goods}, coupon ${couponCode} ${discount}`}
              </Text>
            )}
          </Stack>
        </Group>
      </Paper>
      {content}
    </Stack>
  );
}

interface PaymentPanelProps {
  order: OrderDetail;
  payDeadline: string;
}

function PaymentPanel({ order, payDeadline }: PaymentPanelProps) {
  const payMethodsOrientation = useMatches<'vertical' | 'horizontal'>({
    base: 'vertical',
    xs: 'horizontal',
  });
  const { t, i18n } = useLingui();
  const { lang } = useParams({ from: '/$lang' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remaining = useDeadline(chinaTimeToMs(payDeadline));
  const expired = remaining <= 0;
  const [payType, setPayType] = useState<PayType>(order.payType ?? 'ALIPAY');

  const payment = useQuery(
    getRepayOrderQueryOptions(
      order.id,
      { payType },
      {
        request: { silent: true },
        // Each answer is a fresh payment request: ask once per method, never in the background.
        query: {
          enabled: !expired,
          staleTime: Infinity,
          gcTime: 0,
          retry: false,
          refetchOnWindowFocus: false,
          refetchOnReconnect: false,
        },
      },
    ),
  );
  const status = useQuery(
    getGetOrderStatusQueryOptions(order.id, undefined, {
      request: { silent: true },
      query: {
        enabled: !expired,
        staleTime: 0,
        refetchInterval: PAYMENT_POLL_MS,
        refetchIntervalInBackground: true,
      },
    }),
  );
  const paid = status.data?.payState === 'PAID';
  const closed = status.data?.status === 'CANCELLED';

  const reminded = useRef(false);
  useEffect(() => {
    if (reminded.current) return;
    reminded.current = true;
    notifySuccess(
      t`Please pay soon: an unpaid order closes when its 30-minute payment window ends.`,
    );
  }, [t]);

  useEffect(() => {
    if (!paid) return;
    notifySuccess(t`Payment succeeded`);
    void queryClient.invalidateQueries({ predicate: isOrderQuery });
    void navigate({
      to: '/$lang/personal/order/$id',
      params: { lang, id: order.id },
      replace: true,
    });
  }, [paid, t, queryClient, navigate, lang, order.id]);

  // The server closes the order when the window runs out; reload it to show why it cannot be paid.
  useEffect(() => {
    if (expired || closed) {
      void queryClient.invalidateQueries({ queryKey: getGetOrderQueryKey(order.id) });
    }
  }, [expired, closed, queryClient, order.id]);

  if (expired) {
    return (
      <Alert
        color="red"
        styles={READABLE_ALERT}
        title={t`The payment window has passed`}
        role="alert"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            <Trans>
              Payment must be completed within 30 minutes. This order was not paid in time and can
              no longer be paid.
            </Trans>
          </Text>
          <ButtonLink to="/$lang/personal/order" params={{ lang }} size="xs" variant="default">
            <Trans>Back to order list</Trans>
          </ButtonLink>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <Alert color="orange" styles={READABLE_ALERT} title={t`Please pay soon`}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm">
            <Trans>Payment must be completed within 30 minutes. Time left:</Trans>
          </Text>
          <Text fw={700} ff="monospace" size="lg" role="timer" data-testid="pay-countdown">
            {formatRemaining(remaining)}
          </Text>
        </Group>
      </Alert>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Stack gap={6}>
            <Text fw={600} id="pay-method-label">
              <Trans>Payment method</Trans>
            </Text>
            <SegmentedControl
              aria-labelledby="pay-method-label"
              value={payType}
              onChange={(value) => setPayType(PAY_TYPES.find((type) => type === value) ?? 'ALIPAY')}
              data={PAY_TYPES.map((type) => ({
                value: type,
                label: i18n._(PAY_TYPE_LABELS[type]),
              }))}
              w="fit-content"
              // Stacked on a phone: three methods side by side are wider than its screen.
              orientation={payMethodsOrientation}
            />
          </Stack>
          {payment.isPending ? (
            <Skeleton height={200} radius="md" />
          ) : payment.isError ? (
            <Alert color="red" styles={READABLE_ALERT} role="alert">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">
                  {isApiError(payment.error) && payment.error.kind === 'business'
                    ? payment.error.message
                    : t`Content failed to load, please refresh and try again later`}
                </Text>
                <Button size="xs" variant="default" onClick={() => void payment.refetch()}>
                  <Trans>Retry</Trans>
                </Button>
              </Stack>
            </Alert>
          ) : payment.data.payType === 'MANUAL' ? (
            <ManualPayment info={payment.data} />
          ) : (
            <OnlinePayment info={payment.data} />
          )}
          <Group gap="xs" c="gray.7" aria-live="polite">
            <Loader size="xs" />
            <Text size="sm">
              <Trans>Waiting for the payment to arrive. This page updates by itself.</Trans>
            </Text>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

function OnlinePayment({ info }: { info: PaymentInfo }) {
  const { t } = useLingui();
  const amount = formatMoney(info.amount);
  const scanHint =
    info.payType === 'WECHAT'
      ? t`Scan the code with WeChat to pay`
      : t`Scan the code with Alipay to pay`;
  return (
    <Group gap="xl" align="center" wrap="wrap">
      {info.qrCode && (
        <QRCodeSVG
          value={info.qrCode}
          size={180}
          title={scanHint}
          role="img"
          aria-label={scanHint}
        />
      )}
      <Stack gap="sm" align="flex-start">
        <Text>{scanHint}</Text>
        <Text size="sm" c="gray.7">
          <Trans>Amount: {amount}</Trans>
        </Text>
        {info.payUrl && (
          <Anchor href={info.payUrl} target="_blank" rel="noopener noreferrer">
            <Trans>Open the payment page</Trans>
          </Anchor>
        )}
      </Stack>
    </Group>
  );
}

function ManualPayment({ info }: { info: PaymentInfo }) {
  const { t } = useLingui();
  const account: BankAccount | null | undefined = info.bankAccount;
  if (!account) {
    return (
      <Text c="red.9">
        <Trans>Content failed to load, please refresh and try again later</Trans>
      </Text>
    );
  }
  const rows: Array<[string, string]> = [
    [t`Account name`, account.accountName],
    [t`Account number`, account.accountNo],
    [t`Bank`, account.bankName],
    [t`Amount`, formatMoney(info.amount)],
    [t`Transfer remark`, account.remark ?? info.orderNo],
  ];
  return (
    <Stack gap="sm">
      <Text>
        <Trans>Pay by bank transfer to the account below.</Trans>
      </Text>
      <PlainTable label={t`Bank-transfer details`} bordered>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" ff="monospace">
                    {value}
                  </Text>
                  <CopyButton value={value}>
                    {({ copied, copy }) => (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={copy}
                        aria-label={t`Copy ${label}`}
                      >
                        {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </td>
            </tr>
          ))}
        </tbody>
      </PlainTable>
      <Text size="sm" c="gray.7">
        <Trans>
          Write the transfer remark exactly as shown. The order becomes paid as soon as the finance
          team receives the transfer, which must happen within the 30-minute window.
        </Trans>
      </Text>
    </Stack>
  );
}
