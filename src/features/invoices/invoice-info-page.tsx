import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Button,
  Fieldset,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { getGetInvoiceInfoQueryKey, updateInvoiceInfo } from '@/api/gen/invoice/invoice';
import {
  updateInvoiceInfoBodyMailingAddressMax,
  updateInvoiceInfoBodyOrdinaryTwoTitleMax,
  updateInvoiceInfoBodyReceiverMax,
  updateInvoiceInfoBodyVatSpecialTwoCompanyNameMax,
  updateInvoiceInfoBodyVatSpecialTwoRegisteredAddressMax,
} from '@/api/zod/invoice/invoice.zod';
import { notifySuccess } from '@/components/feedback/toast';
import { FormShell } from '@/components/form';
import { errorMessage, firstError } from '@/lib/form-errors';
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
  const [schema] = useState(invoiceInfoSchema);
  const [serverError, setServerError] = useState<string | null>(null);

  const form = useForm({
    defaultValues: toFormValues(info),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      setServerError(null);
      try {
        const saved = await updateInvoiceInfo(toInvoiceInfoInput(value), { silent: true });
        queryClient.setQueryData(getGetInvoiceInfoQueryKey(), saved);
        notifySuccess();
      } catch (error) {
        setServerError(errorMessage(error));
      }
    },
  });

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
    <form.Field name={name}>
      {(field) => (
        <TextInput
          label={label}
          withAsterisk={options.required}
          maxLength={options.maxLength}
          autoComplete={options.autoComplete ?? 'off'}
          inputMode={options.inputMode}
          value={field.state.value}
          onChange={(event) => field.handleChange(event.currentTarget.value)}
          onBlur={field.handleBlur}
          error={firstError(field.state.meta.errors)}
        />
      )}
    </form.Field>
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
      <FormShell form={form} error={serverError} gap="lg">
        <form.Field name="defaultType">
          {(field) => (
            <Radio.Group
              label={t`Default invoice type`}
              value={field.state.value}
              onChange={(value) =>
                field.handleChange(INVOICE_TYPES.find((type) => type === value) ?? 'ORDINARY')
              }
              error={firstError(field.state.meta.errors)}
            >
              <Group gap="lg" mt={6}>
                {INVOICE_TYPES.map((type) => (
                  <Radio key={type} value={type} label={i18n._(INVOICE_TYPE_LABELS[type])} />
                ))}
              </Group>
            </Radio.Group>
          )}
        </form.Field>

        <Fieldset legend={t`Ordinary electronic invoice`} radius="md">
          <Stack gap="sm">
            <form.Field name="ordinaryEnabled">
              {(field) => (
                <Switch
                  label={t`Keep ordinary invoice details`}
                  checked={field.state.value}
                  onChange={(event) => field.handleChange(event.currentTarget.checked)}
                />
              )}
            </form.Field>
            <form.Subscribe selector={(state) => state.values.ordinaryEnabled}>
              {(enabled) =>
                enabled && (
                  <Stack gap="sm">
                    <form.Field name="ordinary.titleType">
                      {(field) => (
                        <Radio.Group
                          label={t`Title type`}
                          value={field.state.value}
                          onChange={(value) =>
                            field.handleChange(
                              TITLE_TYPES.find((type) => type === value) ?? 'COMPANY',
                            )
                          }
                        >
                          <Group gap="lg" mt={6}>
                            {TITLE_TYPES.map((type) => (
                              <Radio
                                key={type}
                                value={type}
                                label={i18n._(TITLE_TYPE_LABELS[type])}
                              />
                            ))}
                          </Group>
                        </Radio.Group>
                      )}
                    </form.Field>
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
            <form.Field name="vatEnabled">
              {(field) => (
                <Switch
                  label={t`Keep VAT special invoice details`}
                  description={t`Paper invoices, mailed to the receiver below.`}
                  checked={field.state.value}
                  onChange={(event) => field.handleChange(event.currentTarget.checked)}
                />
              )}
            </form.Field>
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
                <form.Field name="mailingAddress">
                  {(field) => (
                    <Textarea
                      label={t`Mailing address`}
                      withAsterisk={vatEnabled}
                      autosize
                      minRows={2}
                      maxLength={updateInvoiceInfoBodyMailingAddressMax}
                      autoComplete="street-address"
                      value={field.state.value}
                      onChange={(event) => field.handleChange(event.currentTarget.value)}
                      onBlur={field.handleBlur}
                      error={firstError(field.state.meta.errors)}
                    />
                  )}
                </form.Field>
              </Stack>
            </Fieldset>
          )}
        </form.Subscribe>

        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <Group>
              <Button type="submit" loading={isSubmitting}>
                <Trans>Save</Trans>
              </Button>
            </Group>
          )}
        </form.Subscribe>
      </FormShell>
    </Stack>
  );
}
