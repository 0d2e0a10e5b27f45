import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text, type MantineSize } from '@mantine/core';
import type { OrderSummary } from '@/api/gen/model';
import { openConfirm } from '@/components/feedback/confirm';
import { ButtonLink } from './links';
import { orderActions } from './order-status';
import { useOrderMutations } from './use-order-mutations';

export interface OrderActionsProps {
  order: OrderSummary;
  lang: string;
  /** The moment the payment window is judged at. */
  now: number;
  size?: MantineSize;
  /** After a successful delete (the detail page leaves the deleted order). */
  onDeleted?: () => void;
}

/** The buttons the order's state allows: pay or re-pay, cancel (confirmed), invoice, delete. */
export function OrderActions({ order, lang, now, size = 'xs', onDeleted }: OrderActionsProps) {
  const { t } = useLingui();
  const { cancel, remove } = useOrderMutations();
  const actions = orderActions(order, now);
  const busy =
    (cancel.isPending && cancel.variables === order.id) ||
    (remove.isPending && remove.variables === order.id);

  if (actions.length === 0) return null;
  const { orderNo } = order;

  const confirm = (message: string, onConfirm: () => void) =>
    void openConfirm({
      title: t`Friendly reminder`,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: t`Confirm`, cancel: t`Cancel` },
      closeButtonProps: { 'aria-label': t`Close` },
      onConfirm,
    });

  return (
    // The buttons wrap rather than widen a phone's page (issue 26).
    <Group gap="xs">
      {actions.includes('pay') && (
        <ButtonLink
          size={size}
          to="/$lang/personal/order/$id/pay"
          params={{ lang, id: order.id }}
          aria-label={t`Pay order ${orderNo}`}
        >
          <Trans>Pay</Trans>
        </ButtonLink>
      )}
      {actions.includes('repay') && (
        <ButtonLink
          size={size}
          to="/$lang/personal/order/$id/pay"
          params={{ lang, id: order.id }}
          aria-label={t`Re-pay order ${orderNo}`}
        >
          <Trans>Re-pay</Trans>
        </ButtonLink>
      )}
      {actions.includes('invoice') && (
        <ButtonLink
          size={size}
          variant="light"
          to="/$lang/personal/order/invoice"
          params={{ lang }}
          search={{ apply: order.id }}
          aria-label={t`Apply for invoice for order ${orderNo}`}
        >
          <Trans>Apply for invoice</Trans>
        </ButtonLink>
      )}
      {actions.includes('cancel') && (
        <Button
          size={size}
          variant="default"
          disabled={busy}
          loading={cancel.isPending && cancel.variables === order.id}
          aria-label={t`Cancel order ${orderNo}`}
          onClick={() => confirm(t`Confirm cancel order?`, () => cancel.mutate(order.id))}
        >
          <Trans>Cancel order</Trans>
        </Button>
      )}
      {actions.includes('delete') && (
        <Button
          size={size}
          variant="subtle"
          color="red.9"
          c="red.9"
          disabled={busy}
          loading={remove.isPending && remove.variables === order.id}
          aria-label={t`Delete order ${orderNo}`}
          onClick={() =>
            confirm(t`Delete this order? It cannot be restored.`, () =>
              remove.mutate(order.id, { onSuccess: () => onDeleted?.() }),
            )
          }
        >
          <Trans>Delete</Trans>
        </Button>
      )}
    </Group>
  );
}
