import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  Radio,
  Select,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/api/errors';
import {
  applyInvoice,
  getGetInvoiceInfoQueryOptions,
  getListInvoicesQueryKey,
} from '@/api/gen/invoice/invoice';
import type { InvoiceInfo, InvoiceType } from '@/api/gen/model';
import { getListOrdersQueryOptions } from '@/api/gen/orders/orders';
import { notifySuccess } from '@/components/feedback/toast';
import { formatMoney } from '@/i18n/format';
import { maskPhone } from '@/lib/phone';
import { INVOICE_TYPE_LABELS, INVOICE_TYPES } from './labels';
import { READABLE_ALERT } from './alert-styles';

export interface ApplyInvoiceModalProps {
  opened: boolean;
  /** Preselects this order (from the order list's 'apply for invoice'). */
  orderId?: number;
  onClose: () => void;
}

/** Paid orders, newest first; one page is plenty for the orders still waiting for an invoice. */
const PAID_ORDERS = {
  payState: 'PAID',
  pageSize: 100,
  sortField: 'createTime',
  sortOrder: 'desc',
} as const;

/** Applying for the invoice of a paid order (api-spec: one invoice per order, details copied). */
export function ApplyInvoiceModal({ opened, orderId, onClose }: ApplyInvoiceModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Apply for invoice`}
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {opened && <ApplyInvoiceForm orderId={orderId} onDone={onClose} />}
    </Modal>
  );
}

/** Whether the invoice info holds what `type` needs (api-spec: applyInvoice fails otherwise). */
export function hasDetailsFor(info: InvoiceInfo, type: InvoiceType): boolean {
  if (type === 'ORDINARY') return info.ordinary !== null;
  return (
    info.vatSpecial !== null &&
    Boolean(info.receiver) &&
    Boolean(info.receiverPhone) &&
    Boolean(info.mailingAddress)
  );
}

function ApplyInvoiceForm({ orderId, onDone }: { orderId?: number; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const { lang } = useParams({ from: '/$lang' });
  const queryClient = useQueryClient();
  const orders = useQuery(getListOrdersQueryOptions(PAID_ORDERS));
  const info = useQuery(getGetInvoiceInfoQueryOptions());
  const [selected, setSelected] = useState<string | null>(orderId ? String(orderId) : null);
  const [chosenType, setChosenType] = useState<InvoiceType | null>(null);
  const invoiceType = chosenType ?? info.data?.defaultType ?? 'ORDINARY';

  const apply = useMutation({
    mutationFn: (id: number) => applyInvoice(id, { invoiceType }, { silent: true }),
    onSuccess: async () => {
      notifySuccess(t`Application succeeded`);
      await queryClient.invalidateQueries({
        predicate: ({ queryKey: [key] }) =>
          key === getListInvoicesQueryKey()[0] ||
          (typeof key === 'string' && key.startsWith('/order/')),
      });
      onDone();
    },
  });

  if (orders.isPending || info.isPending) {
    return <Skeleton height={220} radius="md" />;
  }
  if (orders.isError || info.isError) {
    return (
      <Alert color="red" styles={READABLE_ALERT} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            <Trans>Content failed to load, please refresh and try again later</Trans>
          </Text>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              void orders.refetch();
              void info.refetch();
            }}
          >
            <Trans>Retry</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }

  const eligible = orders.data.records.filter((order) => order.invoiceStatus === null);
  const unknownPreselection =
    orderId !== undefined && !eligible.some((order) => order.id === orderId);
  const ready = hasDetailsFor(info.data, invoiceType);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected === null || !ready || apply.isPending) return;
    apply.mutate(Number(selected));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {unknownPreselection && (
          <Alert color="yellow" styles={READABLE_ALERT}>
            <Trans>
              That order cannot get an invoice: it is not paid yet or already has one. Choose
              another order.
            </Trans>
          </Alert>
        )}
        {eligible.length === 0 ? (
          <Text c="gray.7" size="sm">
            <Trans>Every paid order already has an invoice.</Trans>
          </Text>
        ) : (
          <Select
            label={t`Order`}
            placeholder={t`Choose a paid order`}
            required
            searchable
            data={eligible.map((order) => ({
              value: String(order.id),
              label: `${order.orderNo} · ${order.name} · ${formatMoney(order.totalAmount)}`,
            }))}
            value={unknownPreselection ? null : selected}
            onChange={setSelected}
            comboboxProps={{ withinPortal: false }}
          />
        )}
        <Radio.Group
          label={t`Invoice type`}
          value={invoiceType}
          onChange={(value) => setChosenType(INVOICE_TYPES.find((type) => type === value) ?? null)}
        >
          <Group gap="lg" mt={6}>
            {INVOICE_TYPES.map((type) => (
              <Radio key={type} value={type} label={i18n._(INVOICE_TYPE_LABELS[type])} />
            ))}
          </Group>
        </Radio.Group>
        {ready ? (
          <InvoiceDetails info={info.data} type={invoiceType} />
        ) : (
          <Alert color="yellow" styles={READABLE_ALERT} title={t`Invoice details are missing`}>
            <Stack gap={6} align="flex-start">
              <Text size="sm">
                {invoiceType === 'ORDINARY' ? (
                  <Trans>Fill in the ordinary invoice details in your invoice info first.</Trans>
                ) : (
                  <Trans>
                    Fill in the VAT special invoice details and the mailing receiver in your invoice
                    info first.
                  </Trans>
                )}
              </Text>
              <Anchor
                size="sm"
                renderRoot={(props) => (
                  <Link {...props} to="/$lang/personal/order/invoice/info" params={{ lang }} />
                )}
              >
                <Trans>Go to invoice info</Trans>
              </Anchor>
            </Stack>
          </Alert>
        )}
        {apply.isError && (
          <Alert color="red" styles={READABLE_ALERT} role="alert">
            {isApiError(apply.error) && apply.error.message
              ? apply.error.message
              : t`Request failed`}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            loading={apply.isPending}
            disabled={selected === null || unknownPreselection || !ready || eligible.length === 0}
          >
            <Trans>Apply</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function InvoiceDetails({ info, type }: { info: InvoiceInfo; type: InvoiceType }) {
  const { t } = useLingui();
  const rows: Array<[string, string]> = [];
  if (type === 'ORDINARY' && info.ordinary) {
    rows.push([t`Invoice title`, info.ordinary.title]);
    if (info.ordinary.taxNumber) rows.push([t`Tax number`, info.ordinary.taxNumber]);
    rows.push([t`E-mail`, info.ordinary.email]);
  }
  if (type === 'VAT_SPECIAL' && info.vatSpecial) {
    rows.push([t`Company name`, info.vatSpecial.companyName]);
    rows.push([t`Tax number`, info.vatSpecial.taxNumber]);
    rows.push([t`Receiver`, info.receiver ?? '']);
    rows.push([t`Receiver phone`, info.receiverPhone ? maskPhone(info.receiverPhone) : '']);
    rows.push([t`Mailing address`, info.mailingAddress ?? '']);
  }
  return (
    <Stack gap={4}>
      <Text size="sm" c="gray.7">
        <Trans>These details from your invoice info will be used:</Trans>
      </Text>
      <dl>
        {rows.map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="baseline">
            <Text component="dt" size="sm" c="gray.7" w={140}>
              {label}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {value}
            </Text>
          </Group>
        ))}
      </dl>
    </Stack>
  );
}
