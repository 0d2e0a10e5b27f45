import { useState } from 'react';
import { Button, Checkbox, Group, TextInput } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useQueryClient } from '@tanstack/react-query';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import dayjs from 'dayjs';
import { saveCompanyAttestation, updateCompanyAttestation } from '@/api/gen/company/company';
import type { CompanyAttestation } from '@/api/gen/model';
import { notifySuccess } from '@/components/feedback/toast';
import { FormShell } from '@/components/form';
import { currentLocale } from '@/i18n/activate';
import { errorMessage, firstError } from '@/lib/form-errors';
import { normalizeCreditCode } from './credit-code';
import { ImageUpload } from './image-upload';
import { attestationQueryOptions, profileQueryOptions } from './queries';
import { certificationSchema } from './schemas';

export interface CertificationFormProps {
  /** The submission to replace (resubmit), or none for the first submission. */
  current: CompanyAttestation | null;
  onSubmitted: () => void;
  onCancel?: () => void;
}

/**
 * The enterprise certification of spec section 3: first submission (`save`) or resubmission
 * (`update`, which sends the whole submission back to review).
 */
export function CertificationForm({ current, onSubmitted, onCancel }: CertificationFormProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [schema] = useState(certificationSchema);
  const [serverError, setServerError] = useState<string | null>(null);

  const form = useForm({
    defaultValues: {
      creditCode: current?.creditCode ?? '',
      companyName: current?.companyName ?? '',
      legalPerson: current?.legalPerson ?? '',
      longTerm: current?.longTerm ?? false,
      businessTermEnd: current?.businessTermEnd ?? null,
      licenseImage: current?.licenseImage ?? null,
    } as {
      creditCode: string;
      companyName: string;
      legalPerson: string;
      longTerm: boolean;
      businessTermEnd: string | null;
      licenseImage: string | null;
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      setServerError(null);
      const input = {
        creditCode: normalizeCreditCode(value.creditCode),
        companyName: value.companyName.trim(),
        legalPerson: value.legalPerson.trim(),
        longTerm: value.longTerm,
        businessTermEnd: value.longTerm ? null : value.businessTermEnd,
        licenseImage: value.licenseImage ?? '',
      };
      try {
        const saved = current
          ? await updateCompanyAttestation({ ...input, id: current.id }, { silent: true })
          : await saveCompanyAttestation(input, { silent: true });
        queryClient.setQueryData(attestationQueryOptions().queryKey, saved);
        // The profile shows the certification status, which is back to 'not certified' for review.
        void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
        notifySuccess(t`Submitted for review`);
        onSubmitted();
      } catch (error) {
        setServerError(errorMessage(error));
      }
    },
  });

  return (
    <FormShell form={form} error={serverError} maw={640}>
      <form.Field name="creditCode">
        {(field) => (
          <TextInput
            label={t`Unified social credit code`}
            description={t`18 characters, as on the business licence`}
            withAsterisk
            maxLength={22}
            autoComplete="off"
            value={field.state.value}
            onChange={(event) => field.handleChange(event.currentTarget.value.toUpperCase())}
            onBlur={field.handleBlur}
            error={firstError(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="companyName">
        {(field) => (
          <TextInput
            label={t`Enterprise name`}
            description={t`Exactly as on the business licence`}
            withAsterisk
            value={field.state.value}
            onChange={(event) => field.handleChange(event.currentTarget.value)}
            onBlur={field.handleBlur}
            error={firstError(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="legalPerson">
        {(field) => (
          <TextInput
            label={t`Legal person`}
            withAsterisk
            value={field.state.value}
            onChange={(event) => field.handleChange(event.currentTarget.value)}
            onBlur={field.handleBlur}
            error={firstError(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.longTerm}>
        {(longTerm) => (
          <Group align="flex-end" gap="lg">
            <form.Field name="businessTermEnd">
              {(field) => (
                <DatesProvider settings={{ locale: currentLocale().dayjs }}>
                  <DateInput
                    label={t`Business term ends`}
                    withAsterisk={!longTerm}
                    disabled={longTerm}
                    clearable
                    valueFormat="YYYY-MM-DD"
                    minDate={dayjs().format('YYYY-MM-DD')}
                    value={longTerm ? null : field.state.value}
                    onChange={(value) => field.handleChange(value)}
                    onBlur={field.handleBlur}
                    error={firstError(field.state.meta.errors)}
                    w={220}
                  />
                </DatesProvider>
              )}
            </form.Field>
            <form.Field name="longTerm">
              {(field) => (
                <Checkbox
                  mb={8}
                  label={t`Long-term`}
                  checked={field.state.value}
                  onChange={(event) => field.handleChange(event.currentTarget.checked)}
                />
              )}
            </form.Field>
          </Group>
        )}
      </form.Subscribe>
      <form.Field name="licenseImage">
        {(field) => (
          <ImageUpload
            biz="LICENSE"
            label={t`Business licence`}
            required
            value={field.state.value}
            onChange={(url) => field.handleChange(url)}
            error={firstError(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <Group>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <Button type="submit" loading={isSubmitting}>
              {current ? t`Resubmit` : t`Submit`}
            </Button>
          )}
        </form.Subscribe>
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        )}
      </Group>
    </FormShell>
  );
}
