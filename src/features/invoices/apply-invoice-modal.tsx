import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import {
  applyInvoice,
  getGetInvoiceInfoQueryOptions,
  getListInvoicesQueryKey,
} from '@/api/gen/invoice/invoice';
import type { InvoiceInfo, InvoiceType, OrderSummary } from '@/api/gen/model';
import { getListOrdersQueryOptions } from '@/api/gen/orders/orders';
import { notifySuccess } from '@/components/feedback/toast';
import { useAppForm } from '@/components/form';
import { formatMoney } from '@/i18n/format';
import { maskPhone } from '@/lib/mask-phone';
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
  const orders = useQuery(getListOrdersQueryOptions(PAID_ORDERS));
  const info = useQuery(getGetInvoiceInfoQueryOptions());

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

  return (
    <ApplyInvoiceFields
      eligible={orders.data.records.filter((order) => order.invoiceStatus === null)}
      info={info.data}
      orderId={orderId}
      onDone={onDone}
    />
  );
}

interface ApplyInvoiceFieldsProps {
  /** Paid orders without an invoice. */
  eligible: readonly OrderSummary[];
  info: InvoiceInfo;
  orderId?: number;
  onDone: () => void;
}

function ApplyInvoiceFields({ eligible, info, orderId, onDone }: ApplyInvoiceFieldsProps) {
  const { t, i18n } = useLingui();
  const { lang } = useParams({ from: '/$lang' });
  const queryClient = useQueryClient();
  const unknownPreselection =
    orderId !== undefined && !eligible.some((order) => order.id === orderId);

  const defaultValues: { orderId: string | null; invoiceType: InvoiceType } = {
    orderId: orderId !== undefined && !unknownPreselection ? String(orderId) : null,
    invoiceType: info.defaultType,
  };

  const form = useAppForm({
    defaultValues,
    onSubmit: async ({ value }) => {
      if (value.orderId === null || !hasDetailsFor(info, value.invoiceType)) return;
      await applyInvoice(
        Number(value.orderId),
        { invoiceType: value.invoiceType },
        { silent: true },
      );
      notifySuccess(t`Application succeeded`);
      await queryClient.invalidateQueries({
        predicate: ({ queryKey: [key] }) =>
          key === getListInvoicesQueryKey()[0] ||
          (typeof key === 'string' && key.startsWith('/order/')),
      });
      onDone();
    },
  });

  const orderOptions = eligible.map((order) => ({
    value: String(order.id),
    label: `${order.orderNo} · ${order.name} · ${formatMoney(order.totalAmount)}`,
  }));
  const invoiceTypes = INVOICE_TYPES.map((type) => ({
    value: type,
    label: i18n._(INVOICE_TYPE_LABELS[type]),
  }));

  return (
    <form.AppForm>
      <form.Form>
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
          <form.AppField name="orderId">
            {(field) => (
              <field.SelectField
                label={t`Order`}
                placeholder={t`Choose a paid order`}
                required
                clearable={false}
                options={orderOptions}
                comboboxProps={{ withinPortal: false }}
              />
            )}
          </form.AppField>
        )}
        <form.AppField name="invoiceType">
          {(field) => <field.RadioField label={t`Invoice type`} options={invoiceTypes} />}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values}>
          {({ orderId: selected, invoiceType }) => {
            const ready = hasDetailsFor(info, invoiceType);
            return (
              <>
                {ready ? (
                  <InvoiceDetails info={info} type={invoiceType} />
                ) : (
                  <Alert
                    color="yellow"
                    styles={READABLE_ALERT}
                    title={t`Invoice details are missing`}
                  >
                    <Stack gap={6} align="flex-start">
                      <Text size="sm">
                        {invoiceType === 'ORDINARY' ? (
                          <Trans>
                            Fill in the ordinary invoice details in your invoice info first.
                          </Trans>
                        ) : (
                          <Trans>
                            Fill in the VAT special invoice details and the mailing receiver in your
                            invoice info first.
                          </Trans>
                        )}
                      </Text>
                      <Anchor
                        size="sm"
                        renderRoot={(props) => (
                          <Link
                            {...props}
                            to="/$lang/personal/order/invoice/info"
                            params={{ lang }}
                          />
                        )}
                      >
                        <Trans>Go to invoice info</Trans>
                      </Anchor>
                    </Stack>
                  </Alert>
                )}
                <Group justify="flex-end">
                  <Button variant="default" onClick={onDone}>
                    <Trans>Cancel</Trans>
                  </Button>
                  <form.SubmitButton
                    disabled={selected === null || !ready || eligible.length === 0}
                  >
                    <Trans>Apply</Trans>
                  </form.SubmitButton>
                </Group>
              </>
            );
          }}
        </form.Subscribe>
      </form.Form>
    </form.AppForm>
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
