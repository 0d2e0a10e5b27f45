import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import dayjs from 'dayjs';
import { saveCompanyAttestation, updateCompanyAttestation } from '@/api/gen/company/company';
import type { CompanyAttestation } from '@/api/gen/model';
import { uploadFile } from '@/api/upload';
import { notifySuccess } from '@/components/feedback/toast';
import { useAppForm } from '@/components/form';
import { normalizeCreditCode } from './credit-code';
import { attestationQueryOptions, profileQueryOptions } from './queries';
import { certificationSchema, type CertificationValues } from './schemas';

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

  const defaultValues: CertificationValues = {
    creditCode: current?.creditCode ?? '',
    companyName: current?.companyName ?? '',
    legalPerson: current?.legalPerson ?? '',
    longTerm: current?.longTerm ?? false,
    businessTermEnd: current?.businessTermEnd ?? null,
    licenseImage: current?.licenseImage ?? null,
  };

  const form = useAppForm({
    defaultValues,
    rules: certificationSchema,
    keep: {
      key: 'account.certification',
      fields: [
        'creditCode',
        'companyName',
        'legalPerson',
        'longTerm',
        'businessTermEnd',
        'licenseImage',
      ],
    },
    onSubmit: async ({ value }) => {
      const input = {
        creditCode: normalizeCreditCode(value.creditCode),
        companyName: value.companyName.trim(),
        legalPerson: value.legalPerson.trim(),
        longTerm: value.longTerm,
        businessTermEnd: value.longTerm ? null : value.businessTermEnd,
        licenseImage: value.licenseImage ?? '',
      };
      const saved = current
        ? await updateCompanyAttestation({ ...input, id: current.id }, { silent: true })
        : await saveCompanyAttestation(input, { silent: true });
      queryClient.setQueryData(attestationQueryOptions().queryKey, saved);
      // The profile shows the certification status, which is back to 'not certified' for review.
      void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
      notifySuccess(t`Submitted for review`);
      onSubmitted();
    },
  });

  return (
    <form.AppForm>
      <form.Form maw={640}>
        <form.AppField name="creditCode">
          {(field) => (
            <field.TextField
              label={t`Unified social credit code`}
              description={t`18 characters, as on the business licence`}
              withAsterisk
              maxLength={22}
              autoComplete="off"
              normalize={(typed) => typed.toUpperCase()}
            />
          )}
        </form.AppField>
        <form.AppField name="companyName">
          {(field) => (
            <field.TextField
              label={t`Enterprise name`}
              description={t`Exactly as on the business licence`}
              withAsterisk
            />
          )}
        </form.AppField>
        <form.AppField name="legalPerson">
          {(field) => <field.TextField label={t`Legal person`} withAsterisk />}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values.longTerm}>
          {(longTerm) => (
            <Group align="flex-end" gap="lg">
              <form.AppField name="businessTermEnd">
                {(field) => (
                  <field.DateField
                    label={t`Business term ends`}
                    withAsterisk={!longTerm}
                    disabled={longTerm}
                    clearable
                    minDate={dayjs().format('YYYY-MM-DD')}
                    w={220}
                  />
                )}
              </form.AppField>
              <form.AppField name="longTerm">
                {(field) => <field.CheckboxField mb={8} label={t`Long-term`} />}
              </form.AppField>
            </Group>
          )}
        </form.Subscribe>
        <form.AppField name="licenseImage">
          {(field) => (
            <field.FileField
              biz="LICENSE"
              upload={uploadFile}
              label={t`Business licence`}
              required
            />
          )}
        </form.AppField>
        <Group>
          <form.SubmitButton>{current ? t`Resubmit` : t`Submit`}</form.SubmitButton>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t`Cancel`}
            </Button>
          )}
        </Group>
      </form.Form>
    </form.AppForm>
  );
}
