import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { deleteAccount, sendDeleteAccountSmsCode } from '@/api/gen/user/user';
import { clearSession } from '@/api/session';
import { confirmIrreversible } from '@/components/feedback/confirm';
import { notifySuccess } from '@/components/feedback/toast';
import { setServerError, useAppForm } from '@/components/form';
import { SmsNotReceived } from '@/components/sms-code';
import { maskPhone } from '@/lib/mask-phone';
import { cancelAccountSchema } from './schemas';
import readable from './readable.module.css';
import { sendCode } from './send-code';

export interface CancelAccountDialogProps {
  lang: string;
  phone: string;
  onClose: () => void;
}

/**
 * Account cancellation (spec section 2.9): deletes the account and all its data irreversibly.
 * Needs an SMS code, the ticked warning and a last confirmation.
 */
export function CancelAccountDialog({ lang, phone, onClose }: CancelAccountDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const form = useAppForm({
    defaultValues: { smsCode: '', understood: false },
    rules: cancelAccountSchema,
    onSubmit: async ({ value }) => {
      const confirmed = await confirmIrreversible({
        title: t`Cancel your account now?`,
        body: t`Your account and all its data will be deleted. This cannot be undone.`,
        confirm: t`Cancel account`,
        cancel: t`Keep my account`,
        close: t`Close`,
      });
      if (!confirmed) return;
      await deleteAccount({ smsCode: value.smsCode.trim() }, { silent: true });
      notifySuccess(t`Your account was cancelled`);
      await navigate({ to: '/$lang', params: { lang }, replace: true });
      clearSession(queryClient);
    },
  });

  const masked = maskPhone(phone);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t`Cancel account`}
      size="lg"
      classNames={{ content: readable.readable }}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Alert color="red" variant="light" role="note" title={t`This deletes everything, for good`}>
          {t`Cancelling deletes your account and all its data: profile, certification, orders, invoices, courses and messages. It cannot be undone, and it is not possible while a paid order is still in progress.`}
        </Alert>
        <form.AppForm>
          <form.Form>
            <Text size="sm">{t`We will send a code to your phone ${masked}.`}</Text>
            <form.AppField name="smsCode">
              {(field) => (
                <field.SmsCodeField
                  onSend={() =>
                    sendCode(
                      () => sendDeleteAccountSmsCode(undefined, { silent: true }),
                      (message) => setServerError(form, message),
                    )
                  }
                />
              )}
            </form.AppField>
            <SmsNotReceived />
            <form.AppField name="understood">
              {(field) => (
                <field.CheckboxField
                  label={t`I understand that my account and all its data will be deleted permanently`}
                />
              )}
            </form.AppField>
            <form.SubmitButton color="red">{t`Cancel account`}</form.SubmitButton>
          </form.Form>
        </form.AppForm>
      </Stack>
    </Modal>
  );
}
