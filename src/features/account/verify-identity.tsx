import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Stepper, Text } from '@mantine/core';
import { formOptions } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import type { SmsCodeResult } from '@/api/gen/model';
import { setServerError, useAppForm, withForm } from '@/components/form';
import { SmsNotReceived } from '@/components/sms-code';
import readable from './readable.module.css';
import { verifyIdentitySchema } from './schemas';
import { sendCode } from './send-code';

const verifyIdentityOptions = formOptions({ defaultValues: { smsCode: '' } });

/** The identity step's form: the code sent to the current phone, then `onVerified`. */
export function useVerifyIdentityForm(onVerified: () => void) {
  return useAppForm({
    ...verifyIdentityOptions,
    rules: verifyIdentitySchema,
    onSubmit: onVerified,
  });
}

/**
 * 'Verify identity', the first step of the change e-mail and change phone wizards (spec 2.9): a
 * code sent to the current phone, then 'Next'.
 */
export const VerifyIdentityStep = withForm({
  ...verifyIdentityOptions,
  props: {} as {
    /** Which phone the code goes to, masked. */
    notice: string;
    send: () => Promise<SmsCodeResult>;
  },
  render: function VerifyIdentityFields({ form, notice, send }) {
    const { t } = useLingui();
    return (
      <form.AppForm>
        <form.Form mt="md">
          <Text size="sm">{notice}</Text>
          <form.AppField name="smsCode">
            {(field) => (
              <field.SmsCodeField
                onSend={() => sendCode(send, (message) => setServerError(form, message))}
              />
            )}
          </form.AppField>
          <SmsNotReceived />
          <Group justify="flex-end">
            <form.SubmitButton>{t`Next`}</form.SubmitButton>
          </Group>
        </form.Form>
      </form.AppForm>
    );
  },
});

export interface ChangeWizardProps {
  opened: boolean;
  title: string;
  /** 0 verify identity, 1 the new value, 2 done. */
  step: number;
  newValueLabel: string;
  verify: ReactNode;
  newValue: ReactNode;
  /** What changed, on the last step, before 'Log in again'. */
  doneMessage: string;
  onClose: () => void;
  onDone: () => void;
}

/**
 * The frame of a change wizard (spec 2.9): verify identity, the new value, done, then log in
 * again; once done, closing also logs in again.
 */
export function ChangeWizard({
  opened,
  title,
  step,
  newValueLabel,
  verify,
  newValue,
  doneMessage,
  onClose,
  onDone,
}: ChangeWizardProps) {
  const { t } = useLingui();
  const done = step === 2;
  return (
    <Modal
      opened={opened}
      onClose={done ? onDone : onClose}
      title={title}
      size="lg"
      closeOnClickOutside={!done}
      classNames={{ content: readable.readable }}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t`Verify identity`}>{verify}</Stepper.Step>
        <Stepper.Step label={newValueLabel}>{newValue}</Stepper.Step>
        <Stepper.Step label={t`Done`}>
          <Stack gap="md" mt="md">
            <Alert color="teal" variant="light" role="status">
              {doneMessage}
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
