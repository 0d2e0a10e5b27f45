import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { bindNewPhone, sendBindNewPhoneSmsCode, sendUnbindPhoneSmsCode } from '@/api/gen/user/user';
import { notifySuccess } from '@/components/feedback/toast';
import { setFieldServerError, setServerError, useAppForm } from '@/components/form';
import { SmsNotReceived } from '@/components/sms-code';
import { firstError } from '@/lib/form-errors';
import { maskPhone } from '@/lib/mask-phone';
import { mainlandMobile } from '@/lib/phone';
import { newPhoneSchema, phoneField } from './schemas';
import { sendCode } from './send-code';
import { ChangeWizard, useVerifyIdentityForm, VerifyIdentityStep } from './verify-identity';

export interface ChangePhoneWizardProps {
  opened: boolean;
  phone: string;
  onClose: () => void;
  /** The phone changed and the server ended every session: the user logs in again. */
  onDone: () => void;
}

/**
 * The change phone wizard of spec section 2.9: a code to the current phone, the new phone with a
 * code sent to it, done, then log in again.
 */
export function ChangePhoneWizard({ opened, phone, onClose, onDone }: ChangePhoneWizardProps) {
  const { t } = useLingui();
  const [step, setStep] = useState(0);
  const verifyForm = useVerifyIdentityForm(() => setStep(1));
  const oldSmsCode = () => verifyForm.getFieldValue('smsCode').trim();

  const newPhoneForm = useAppForm({
    defaultValues: { phone: '', smsCode: '' },
    rules: newPhoneSchema,
    keep: { key: 'account.phone', fields: ['phone'] },
    onSubmit: async ({ value }) => {
      await bindNewPhone(
        {
          oldSmsCode: oldSmsCode(),
          phone: mainlandMobile(value.phone) ?? value.phone,
          smsCode: value.smsCode.trim(),
        },
        { silent: true },
      );
      notifySuccess(t`Phone number changed`);
      setStep(2);
    },
  });

  const sendToNewPhone = async (): Promise<number | null> => {
    setServerError(newPhoneForm, null);
    const check = phoneField().safeParse(newPhoneForm.getFieldValue('phone'));
    if (!check.success) {
      setFieldServerError(newPhoneForm, 'phone', firstError(check.error.issues) ?? null);
      return null;
    }
    const newPhone = mainlandMobile(check.data) ?? check.data;
    return sendCode(
      () =>
        sendBindNewPhoneSmsCode({ phone: newPhone, oldSmsCode: oldSmsCode() }, { silent: true }),
      (message) => setServerError(newPhoneForm, message),
    );
  };

  const masked = maskPhone(phone);

  return (
    <ChangeWizard
      opened={opened}
      title={t`Change phone number`}
      step={step}
      newValueLabel={t`New phone number`}
      doneMessage={t`Phone number changed. Please log in again.`}
      onClose={onClose}
      onDone={onDone}
      verify={
        <VerifyIdentityStep
          form={verifyForm}
          notice={t`We will send a code to your current phone ${masked}.`}
          send={() => sendUnbindPhoneSmsCode(undefined, { silent: true })}
        />
      }
      newValue={
        <newPhoneForm.AppForm>
          <newPhoneForm.Form mt="md">
            <newPhoneForm.AppField name="phone">
              {(field) => (
                <field.PhoneField
                  label={t`New phone number`}
                  description={t`A mainland China mobile number`}
                />
              )}
            </newPhoneForm.AppField>
            <newPhoneForm.AppField name="smsCode">
              {(field) => (
                <field.SmsCodeField
                  label={t`SMS code sent to the new phone`}
                  onSend={sendToNewPhone}
                />
              )}
            </newPhoneForm.AppField>
            <SmsNotReceived />
            <newPhoneForm.BackAndSubmit submitLabel={t`Submit`} onBack={() => setStep(0)} />
          </newPhoneForm.Form>
        </newPhoneForm.AppForm>
      }
    />
  );
}
