import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { bindEmail, sendBindEmailSmsCode } from '@/api/gen/user/user';
import { notifySuccess } from '@/components/feedback/toast';
import { BackAndSubmit, FormShell } from '@/components/form';
import { SmsCodeInput, SmsNotReceived } from '@/components/sms-code';
import { errorMessage, firstError } from '@/lib/form-errors';
import { maskPhone } from '@/lib/phone';
import { emailField, smsCodeField } from './schemas';
import readable from './readable.module.css';
import { sendCode } from './send-code';

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
  const [serverError, setServerError] = useState<string | null>(null);
  const [verifySchema] = useState(() => z.object({ smsCode: smsCodeField() }));
  const [emailSchema] = useState(() => z.object({ email: emailField() }));

  const verifyForm = useForm({
    defaultValues: { smsCode: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: verifySchema },
    onSubmit: () => {
      setServerError(null);
      setStep(1);
    },
  });

  const emailForm = useForm({
    defaultValues: { email: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: emailSchema },
    onSubmit: async ({ value }) => {
      setServerError(null);
      try {
        await bindEmail(
          { email: value.email.trim(), smsCode: verifyForm.getFieldValue('smsCode').trim() },
          { silent: true },
        );
        notifySuccess(t`E-mail updated`);
        setStep(2);
      } catch (error) {
        setServerError(errorMessage(error));
      }
    },
  });

  const done = step === 2;
  const close = done ? onDone : onClose;
  const masked = maskPhone(phone);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={currentEmail ? t`Change e-mail` : t`Bind e-mail`}
      size="lg"
      closeOnClickOutside={!done}
      classNames={{ content: readable.readable }}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t`Verify identity`}>
          <FormShell form={verifyForm} error={serverError} mt="md">
            <Text size="sm">{t`We will send a code to your phone ${masked}.`}</Text>
            <verifyForm.Field name="smsCode">
              {(field) => (
                <SmsCodeInput
                  value={field.state.value}
                  onChange={field.handleChange}
                  onBlur={field.handleBlur}
                  error={firstError(field.state.meta.errors)}
                  onSend={() =>
                    sendCode(
                      () => sendBindEmailSmsCode(undefined, { silent: true }),
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
        <Stepper.Step label={t`New e-mail`}>
          <FormShell form={emailForm} error={serverError} mt="md">
            <emailForm.Field name="email">
              {(field) => (
                <TextInput
                  label={t`New e-mail`}
                  type="email"
                  autoComplete="email"
                  withAsterisk
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.currentTarget.value)}
                  onBlur={field.handleBlur}
                  error={firstError(field.state.meta.errors)}
                />
              )}
            </emailForm.Field>
            <emailForm.Subscribe selector={(state) => state.isSubmitting}>
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
            </emailForm.Subscribe>
          </FormShell>
        </Stepper.Step>
        <Stepper.Step label={t`Done`}>
          <Stack gap="md" mt="md">
            <Alert color="teal" variant="light" role="status">
              {t`E-mail updated. Please log in again.`}
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
