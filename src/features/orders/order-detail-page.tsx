import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDateTime, formatMoney, formatNumber } from '@/i18n/format';
import { maskPhone } from '@/lib/mask-phone';
import { PlainTable, plainTableClasses as tableClasses } from '@/components/layout/plain-table';
import { chinaTimeToMs } from './china-time';
import { orderSums } from './order-sums';
import { orderQueryOptions } from './queries';
import { AnchorLink, ButtonLink } from './links';
import classes from './order-detail.module.css';
import { OrderActions } from './order-actions';
import {
  CANCEL_REASON_LABELS,
  INVOICE_STATUS_LABELS,
  INVOICE_TYPE_LABELS,
  isPayable,
  ORDER_TYPE_LABELS,
  PAY_TYPE_LABELS,
  STATUS_COLORS,
  STATUS_LABELS,
} from './order-status';
import { formatRemaining, useDeadline, useNow } from './use-deadline';
import { READABLE_ALERT } from './alert-styles';

export interface OrderDetailPageProps {
  orderId: number;
}

/** Service order detail (spec 2.9): goods, total, customer, invoice type, remark and status. */
export function OrderDetailPage({ orderId }: OrderDetailPageProps) {
  const { t, i18n } = useLingui();
  const { lang } = useParams({ from: '/$lang' });
  const navigate = useNavigate();
  const { data: order } = useSuspenseQuery(orderQueryOptions(orderId));
  const now = useNow(5_000);
  const deadline = order.payDeadline === null ? null : chinaTimeToMs(order.payDeadline);
  const remaining = useDeadline(isPayable(order, now) ? deadline : null);
  const sums = orderSums(order);
  const couponCode = sums.coupon?.code ?? '';
  const none = (
    <Text c="gray.7" span>
      —
    </Text>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <AnchorLink to="/$lang/personal/order" params={{ lang }} size="sm">
            <Trans>Back to order list</Trans>
          </AnchorLink>
          <Title order={1} size="h3">
            <Trans>Order details</Trans>
          </Title>
          <Group gap="sm">
            <Text ff="monospace">{order.orderNo}</Text>
            <Badge color={STATUS_COLORS[order.status]} variant="dot" size="lg">
              {i18n._(STATUS_LABELS[order.status])}
            </Badge>
          </Group>
        </Stack>
        <OrderActions
          order={order}
          lang={lang}
          now={now}
          size="sm"
          onDeleted={() => void navigate({ to: '/$lang/personal/order', params: { lang } })}
        />
      </Group>

      {/* A paid course order leads to its course (issue 28). */}
      {order.courseId !== null && (order.status === 'PAID' || order.status === 'COMPLETED') && (
        <Alert color="teal" styles={READABLE_ALERT} title={t`The course is yours`}>
          <Group gap="sm" wrap="wrap" justify="space-between">
            <Text size="sm">
              <Trans>Every lesson of the course is open to you now.</Trans>
            </Text>
            <ButtonLink
              to="/$lang/college/course/play"
              params={{ lang }}
              search={{ id: order.courseId }}
              size="sm"
              data-testid="start-learning"
            >
              <Trans>Start learning</Trans>
            </ButtonLink>
          </Group>
        </Alert>
      )}

      {remaining > 0 && (
        <Alert color="orange" styles={READABLE_ALERT} title={t`Please pay soon`}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm">
              <Trans>Payment must be completed within 30 minutes. Time left:</Trans>
            </Text>
            <Text span fw={700} ff="monospace" role="timer">
              {formatRemaining(remaining)}
            </Text>
          </Group>
        </Alert>
      )}

      <Section title={t`Goods`}>
        {/* On a phone the table scrolls sideways, by keyboard too. */}
        <PlainTable label={t`Goods`} className={classes.goods} testId="goods-scroll">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Name</Trans>
              </th>
              <th scope="col" className={tableClasses.end}>
                <Trans>Quantity</Trans>
              </th>
              <th scope="col" className={tableClasses.end}>
                <Trans>Unit price</Trans>
              </th>
              <th scope="col" className={tableClasses.end}>
                <Trans>Amount</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {order.goods.map((line, index) => (
              <tr key={index}>
                <td>
                  <Text size="sm">{line.name}</Text>
                  {line.spec && (
                    <Text size="xs" c="gray.7">
                      {line.spec}
                    </Text>
                  )}
                </td>
                <td className={tableClasses.end}>{formatNumber(line.quantity)}</td>
                <td className={tableClasses.end}>{formatMoney(line.unitPrice)}</td>
                <td className={tableClasses.end}>{formatMoney(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </PlainTable>
        {/* The sums below the table, not in its footer: a phone shows them without scrolling. */}
        <dl className={classes.sums} data-testid="order-sums">
          {sums.coupon && (
            <>
              <div>
                <dt>
                  <Trans>Goods total</Trans>
                </dt>
                <dd data-testid="order-goods-total">{formatMoney(sums.goods)}</dd>
              </div>
              <div>
                <dt>{t`Coupon ${couponCode}`}</dt>
                <dd data-testid="order-coupon">{formatMoney(-sums.coupon.discount)}</dd>
              </div>
            </>
          )}
          <div>
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd className={classes.total} data-testid="order-total">
              {formatMoney(order.totalAmount)}
            </dd>
          </div>
        </dl>
      </Section>

      <Section title={t`Customer information`}>
        {order.customer ? (
          <Facts>
            <Fact label={t`Contact`}>{order.customer.contact}</Fact>
            <Fact label={t`E-mail`}>{order.customer.email ?? none}</Fact>
            <Fact label={t`Phone`}>{maskPhone(order.customer.phone)}</Fact>
            <Fact label={t`Address`}>{order.customer.address ?? none}</Fact>
          </Facts>
        ) : (
          <Text c="gray.7" size="sm">
            <Trans>Course orders take no customer information.</Trans>
          </Text>
        )}
      </Section>

      <Section title={t`Order information`}>
        <Facts>
          <Fact label={t`Order type`}>{i18n._(ORDER_TYPE_LABELS[order.orderType])}</Fact>
          <Fact label={t`Status`}>{i18n._(STATUS_LABELS[order.status])}</Fact>
          <Fact label={t`Order time`}>{formatDateTime(order.createTime)}</Fact>
          <Fact label={t`Payment method`}>
            {order.payType ? i18n._(PAY_TYPE_LABELS[order.payType]) : none}
          </Fact>
          {order.payTime && <Fact label={t`Payment time`}>{formatDateTime(order.payTime)}</Fact>}
          {order.cancelTime && (
            <Fact label={t`Cancellation time`}>{formatDateTime(order.cancelTime)}</Fact>
          )}
          {order.cancelReason && (
            <Fact label={t`Cancellation reason`}>
              {i18n._(CANCEL_REASON_LABELS[order.cancelReason])}
            </Fact>
          )}
          <Fact label={t`Invoice type`}>
            {order.invoiceType ? i18n._(INVOICE_TYPE_LABELS[order.invoiceType]) : t`No invoice`}
          </Fact>
          <Fact label={t`Invoice status`}>
            {order.invoiceStatus ? i18n._(INVOICE_STATUS_LABELS[order.invoiceStatus]) : none}
          </Fact>
          <Fact label={t`Remark`} wide>
            {order.remark ? <span className={classes.remark}>{order.remark}</span> : none}
          </Fact>
        </Facts>
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
      {children}
    </SimpleGrid>
  );
}

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? classes.wide : undefined}>
      <Text component="dt" size="xs" c="gray.7">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}
