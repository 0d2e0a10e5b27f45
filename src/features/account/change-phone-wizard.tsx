import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Stepper, Text } from '@mantine/core';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { bindNewPhone, sendBindNewPhoneSmsCode, sendUnbindPhoneSmsCode } from '@/api/gen/user/user';
import { notifySuccess } from '@/components/feedback/toast';
import { BackAndSubmit, FormShell, PhoneInput } from '@/components/form';
import { SmsCodeInput, SmsNotReceived } from '@/components/sms-code';
import { errorMessage, firstError } from '@/lib/form-errors';
import { mainlandMobile, maskPhone } from '@/lib/phone';
import { phoneField, smsCodeField } from './schemas';
import readable from './readable.module.css';
import { sendCode } from './send-code';

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
  const [serverError, setServerError] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [verifySchema] = useState(() => z.object({ oldSmsCode: smsCodeField() }));
  const [newPhoneSchema] = useState(() =>
    z.object({ phone: phoneField(), smsCode: smsCodeField() }),
  );

  const verifyForm = useForm({
    defaultValues: { oldSmsCode: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: verifySchema },
    onSubmit: () => {
      setServerError(null);
      setStep(1);
    },
  });

  const oldSmsCode = () => verifyForm.getFieldValue('oldSmsCode').trim();

  const newPhoneForm = useForm({
    defaultValues: { phone: '', smsCode: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: newPhoneSchema },
    onSubmit: async ({ value }) => {
      setServerError(null);
      try {
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
      } catch (error) {
        setServerError(errorMessage(error));
      }
    },
  });

  const sendToNewPhone = async (): Promise<number | null> => {
    setServerError(null);
    const check = phoneField().safeParse(newPhoneForm.getFieldValue('phone'));
    if (!check.success) {
      setPhoneError(firstError(check.error.issues) ?? null);
      return null;
    }
    const newPhone = mainlandMobile(check.data) ?? check.data;
    return sendCode(
      () =>
        sendBindNewPhoneSmsCode({ phone: newPhone, oldSmsCode: oldSmsCode() }, { silent: true }),
      setServerError,
    );
  };

  const done = step === 2;
  const masked = maskPhone(phone);

  return (
    <Modal
      opened={opened}
      onClose={done ? onDone : onClose}
      title={t`Change phone number`}
      size="lg"
      closeOnClickOutside={!done}
      classNames={{ content: readable.readable }}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t`Verify identity`}>
          <FormShell form={verifyForm} error={serverError} mt="md">
            <Text size="sm">{t`We will send a code to your current phone ${masked}.`}</Text>
            <verifyForm.Field name="oldSmsCode">
              {(field) => (
                <SmsCodeInput
                  value={field.state.value}
                  onChange={field.handleChange}
                  onBlur={field.handleBlur}
                  error={firstError(field.state.meta.errors)}
                  onSend={() =>
                    sendCode(
                      () => sendUnbindPhoneSmsCode(undefined, { silent: true }),
                      setServerError,
                    )
                  }
                />
              )}
            </verifyForm.Field>
            <SmsNotReceived />
            <Group justify="flex-end">
              <Button type="submit">{t`Next`}</Button>
            </Group>
          </FormShell>
        </Stepper.Step>
        <Stepper.Step label={t`New phone number`}>
          <FormShell form={newPhoneForm} error={serverError} mt="md">
            <newPhoneForm.Field name="phone">
              {(field) => (
                <PhoneInput
                  label={t`New phone number`}
                  description={t`A mainland China mobile number`}
                  value={field.state.value}
                  onChange={(value) => {
                    setPhoneError(null);
                    field.handleChange(value);
                  }}
                  onBlur={field.handleBlur}
                  error={firstError(field.state.meta.errors) ?? phoneError ?? undefined}
                />
              )}
            </newPhoneForm.Field>
            <newPhoneForm.Field name="smsCode">
              {(field) => (
                <SmsCodeInput
                  label={t`SMS code sent to the new phone`}
                  value={field.state.value}
                  onChange={field.handleChange}
                  onBlur={field.handleBlur}
                  error={firstError(field.state.meta.errors)}
                  onSend={sendToNewPhone}
                />
              )}
            </newPhoneForm.Field>
            <SmsNotReceived />
            <newPhoneForm.Subscribe selector={(state) => state.isSubmitting}>
              {(isSubmitting) => (
                <BackAndSubmit
                  submitLabel={t`Submit`}
                  submitting={isSubmitting}
                  onBack={() => {
                    setServerError(null);
                    setStep(0);
                  }}
                />
              )}
            </newPhoneForm.Subscribe>
          </FormShell>
        </Stepper.Step>
        <Stepper.Step label={t`Done`}>
          <Stack gap="md" mt="md">
            <Alert color="teal" variant="light" role="status">
              {t`Phone number changed. Please log in again.`}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={onDone}>{t`Log in again`}</Button>
            </Group>
          </Stack>
        </Stepper.Step>
      </Stepper>
    </Modal>
  );
}
