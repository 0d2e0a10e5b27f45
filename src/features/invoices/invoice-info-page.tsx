import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Fieldset, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { getGetInvoiceInfoQueryKey, updateInvoiceInfo } from '@/api/gen/invoice/invoice';
import {
  updateInvoiceInfoBodyMailingAddressMax,
  updateInvoiceInfoBodyOrdinaryTwoTitleMax,
  updateInvoiceInfoBodyReceiverMax,
  updateInvoiceInfoBodyVatSpecialTwoCompanyNameMax,
  updateInvoiceInfoBodyVatSpecialTwoRegisteredAddressMax,
} from '@/api/zod/invoice/invoice.zod';
import { notifySuccess } from '@/components/feedback/toast';
import { useAppForm } from '@/components/form';
import { invoiceInfoSchema, toFormValues, toInvoiceInfoInput } from './invoice-info-schema';
import { INVOICE_TYPE_LABELS, INVOICE_TYPES, TITLE_TYPE_LABELS, TITLE_TYPES } from './labels';
import { invoiceInfoQueryOptions } from './queries';

/**
 * Invoice info (spec 2.8, 2.9): the default details of both invoice types, copied into each
 * invoice the user applies for.
 */
export function InvoiceInfoPage() {
  const { t, i18n } = useLingui();
  const { lang } = useParams({ from: '/$lang' });
  const queryClient = useQueryClient();
  const { data: info } = useSuspenseQuery(invoiceInfoQueryOptions());

  const form = useAppForm({
    defaultValues: toFormValues(info),
    rules: invoiceInfoSchema,
    keep: {
      key: 'invoices.info',
      fields: [
        'defaultType',
        'ordinaryEnabled',
        'ordinary',
        'vatEnabled',
        'vatSpecial',
        'receiver',
        'receiverPhone',
        'mailingAddress',
      ],
    },
    onSubmit: async ({ value }) => {
      const saved = await updateInvoiceInfo(toInvoiceInfoInput(value), { silent: true });
      queryClient.setQueryData(getGetInvoiceInfoQueryKey(), saved);
      notifySuccess();
    },
  });

  const invoiceTypes = INVOICE_TYPES.map((type) => ({
    value: type,
    label: i18n._(INVOICE_TYPE_LABELS[type]),
  }));
  const titleTypes = TITLE_TYPES.map((type) => ({
    value: type,
    label: i18n._(TITLE_TYPE_LABELS[type]),
  }));

  const text = (
    name:
      | 'ordinary.title'
      | 'ordinary.taxNumber'
      | 'ordinary.email'
      | 'vatSpecial.companyName'
      | 'vatSpecial.taxNumber'
      | 'vatSpecial.registeredAddress'
      | 'vatSpecial.registeredPhone'
      | 'vatSpecial.bankName'
      | 'vatSpecial.bankAccount'
      | 'receiver'
      | 'receiverPhone',
    label: string,
    options: {
      required?: boolean;
      maxLength?: number;
      autoComplete?: string;
      inputMode?: 'tel' | 'email' | 'text';
    } = {},
  ) => (
    <form.AppField name={name}>
      {(field) => (
        <field.TextField
          label={label}
          withAsterisk={options.required}
          maxLength={options.maxLength}
          autoComplete={options.autoComplete ?? 'off'}
          inputMode={options.inputMode}
        />
      )}
    </form.AppField>
  );

  return (
    <Stack gap="md" maw={880}>
      <Stack gap={4}>
        <Anchor
          size="sm"
          renderRoot={(props) => (
            <Link {...props} to="/$lang/personal/order/invoice" params={{ lang }} />
          )}
        >
          <Trans>Back to my invoices</Trans>
        </Anchor>
        <Title order={1} size="h3">
          <Trans>Invoice info</Trans>
        </Title>
        <Text size="sm" c="gray.7">
          <Trans>
            These details are copied into every invoice you apply for. Changing them later does not
            change invoices already applied for.
          </Trans>
        </Text>
      </Stack>
      <form.AppForm>
        <form.Form gap="lg">
          <form.AppField name="defaultType">
            {(field) => <field.RadioField label={t`Default invoice type`} options={invoiceTypes} />}
          </form.AppField>

          <Fieldset legend={t`Ordinary electronic invoice`} radius="md">
            <Stack gap="sm">
              <form.AppField name="ordinaryEnabled">
                {(field) => <field.SwitchField label={t`Keep ordinary invoice details`} />}
              </form.AppField>
              <form.Subscribe selector={(state) => state.values.ordinaryEnabled}>
                {(enabled) =>
                  enabled && (
                    <Stack gap="sm">
                      <form.AppField name="ordinary.titleType">
                        {(field) => <field.RadioField label={t`Title type`} options={titleTypes} />}
                      </form.AppField>
                      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                        {text('ordinary.title', t`Invoice title`, {
                          required: true,
                          maxLength: updateInvoiceInfoBodyOrdinaryTwoTitleMax,
                        })}
                        <form.Subscribe selector={(state) => state.values.ordinary.titleType}>
                          {(titleType) =>
                            titleType === 'COMPANY' &&
                            text('ordinary.taxNumber', t`Tax number`, {
                              required: true,
                              maxLength: 24,
                            })
                          }
                        </form.Subscribe>
                        {text('ordinary.email', t`E-mail for the electronic invoice`, {
                          required: true,
                          autoComplete: 'email',
                          inputMode: 'email',
                        })}
                      </SimpleGrid>
                    </Stack>
                  )
                }
              </form.Subscribe>
            </Stack>
          </Fieldset>

          <Fieldset legend={t`VAT special invoice`} radius="md">
            <Stack gap="sm">
              <form.AppField name="vatEnabled">
                {(field) => (
                  <field.SwitchField
                    label={t`Keep VAT special invoice details`}
                    description={t`Paper invoices, mailed to the receiver below.`}
                  />
                )}
              </form.AppField>
              <form.Subscribe selector={(state) => state.values.vatEnabled}>
                {(enabled) =>
                  enabled && (
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                      {text('vatSpecial.companyName', t`Company name`, {
                        required: true,
                        maxLength: updateInvoiceInfoBodyVatSpecialTwoCompanyNameMax,
                      })}
                      {text('vatSpecial.taxNumber', t`Tax number`, {
                        required: true,
                        maxLength: 24,
                      })}
                      {text('vatSpecial.registeredAddress', t`Registered address`, {
                        required: true,
                        maxLength: updateInvoiceInfoBodyVatSpecialTwoRegisteredAddressMax,
                      })}
                      {text('vatSpecial.registeredPhone', t`Registered telephone`, {
                        required: true,
                        maxLength: 20,
                        inputMode: 'tel',
                      })}
                      {text('vatSpecial.bankName', t`Bank`, { required: true })}
                      {text('vatSpecial.bankAccount', t`Bank account`, {
                        required: true,
                        maxLength: 32,
                        inputMode: 'text',
                      })}
                    </SimpleGrid>
                  )
                }
              </form.Subscribe>
            </Stack>
          </Fieldset>

          <form.Subscribe selector={(state) => state.values.vatEnabled}>
            {(vatEnabled) => (
              <Fieldset legend={t`Mailing receiver`} radius="md">
                <Stack gap="sm">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                    {text('receiver', t`Receiver`, {
                      required: vatEnabled,
                      maxLength: updateInvoiceInfoBodyReceiverMax,
                      autoComplete: 'name',
                    })}
                    {text('receiverPhone', t`Receiver phone`, {
                      required: vatEnabled,
                      autoComplete: 'tel',
                      inputMode: 'tel',
                    })}
                  </SimpleGrid>
                  <form.AppField name="mailingAddress">
                    {(field) => (
                      <field.TextareaField
                        label={t`Mailing address`}
                        withAsterisk={vatEnabled}
                        minRows={2}
                        maxLength={updateInvoiceInfoBodyMailingAddressMax}
                        autoComplete="street-address"
                      />
                    )}
                  </form.AppField>
                </Stack>
              </Fieldset>
            )}
          </form.Subscribe>

          <Group>
            <form.SubmitButton>
              <Trans>Save</Trans>
            </form.SubmitButton>
          </Group>
        </form.Form>
      </form.AppForm>
    </Stack>
  );
}
