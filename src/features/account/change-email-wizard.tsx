import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { bindEmail, sendBindEmailSmsCode } from '@/api/gen/user/user';
import { notifySuccess } from '@/components/feedback/toast';
import { useAppForm } from '@/components/form';
import { maskPhone } from '@/lib/mask-phone';
import { newEmailSchema } from './schemas';
import { ChangeWizard, useVerifyIdentityForm, VerifyIdentityStep } from './verify-identity';

export interface ChangeEmailWizardProps {
  opened: boolean;
  phone: string;
  currentEmail: string | null;
  onClose: () => void;
  /** The e-mail changed and the server ended the session: the user logs in again. */
  onDone: () => void;
}

/**
 * The change e-mail wizard of spec section 2.9: a code to the current phone, the new e-mail,
 * done, then log in again.
 */
export function ChangeEmailWizard({
  opened,
  phone,
  currentEmail,
  onClose,
  onDone,
}: ChangeEmailWizardProps) {
  const { t } = useLingui();
  const [step, setStep] = useState(0);
  const verifyForm = useVerifyIdentityForm(() => setStep(1));

  const emailForm = useAppForm({
    defaultValues: { email: '' },
    rules: newEmailSchema,
    keep: { key: 'account.email', fields: ['email'] },
    onSubmit: async ({ value }) => {
      await bindEmail(
        { email: value.email.trim(), smsCode: verifyForm.getFieldValue('smsCode').trim() },
        { silent: true },
      );
      notifySuccess(t`E-mail updated`);
      setStep(2);
    },
  });

  const masked = maskPhone(phone);

  return (
    <ChangeWizard
      opened={opened}
      title={currentEmail ? t`Change e-mail` : t`Bind e-mail`}
      step={step}
      newValueLabel={t`New e-mail`}
      doneMessage={t`E-mail updated. Please log in again.`}
      onClose={onClose}
      onDone={onDone}
      verify={
        <VerifyIdentityStep
          form={verifyForm}
          notice={t`We will send a code to your phone ${masked}.`}
          send={() => sendBindEmailSmsCode(undefined, { silent: true })}
        />
      }
      newValue={
        <emailForm.AppForm>
          <emailForm.Form mt="md">
            <emailForm.AppField name="email">
              {(field) => (
                <field.TextField
                  label={t`New e-mail`}
                  type="email"
                  autoComplete="email"
                  withAsterisk
                />
              )}
            </emailForm.AppField>
            <emailForm.BackAndSubmit submitLabel={t`Submit`} onBack={() => setStep(0)} />
          </emailForm.Form>
        </emailForm.AppForm>
      }
    />
  );
}
