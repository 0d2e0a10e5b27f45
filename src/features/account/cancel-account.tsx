import { useState } from 'react';
import { Alert, Button, Checkbox, Modal, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { deleteAccount, sendDeleteAccountSmsCode } from '@/api/gen/user/user';
import { clearSession } from '@/api/session';
import { notifySuccess } from '@/components/feedback/toast';
import { SmsCodeInput, SmsNotReceived } from '@/components/sms-code';
import { errorMessage, firstError } from '@/lib/form-errors';
import { maskPhone } from '@/lib/phone';
import { cancelAccountSchema } from './schemas';
import readable from './readable.module.css';
import { sendCode } from './send-code';

function confirmCancellation(texts: {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  close: string;
}) {
  return new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title: texts.title,
      children: <Text size="sm">{texts.body}</Text>,
      labels: { confirm: texts.confirm, cancel: texts.cancel },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': texts.close },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

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
  const [schema] = useState(cancelAccountSchema);
  const [serverError, setServerError] = useState<string | null>(null);

  const form = useForm({
    defaultValues: { smsCode: '', understood: false },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      setServerError(null);
      const confirmed = await confirmCancellation({
        title: t`Cancel your account now?`,
        body: t`Your account and all its data will be deleted. This cannot be undone.`,
        confirm: t`Cancel account`,
        cancel: t`Keep my account`,
        close: t`Close`,
      });
      if (!confirmed) return;
      try {
        await deleteAccount({ smsCode: value.smsCode.trim() }, { silent: true });
      } catch (error) {
        setServerError(errorMessage(error));
        return;
      }
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
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!form.state.isSubmitting) void form.handleSubmit();
        }}
      >
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            role="note"
            title={t`This deletes everything, for good`}
          >
            {t`Cancelling deletes your account and all its data: profile, certification, orders, invoices, courses and messages. It cannot be undone, and it is not possible while a paid order is still in progress.`}
          </Alert>
          {serverError && (
            <Alert color="red" role="alert" variant="light">
              {serverError}
            </Alert>
          )}
          <Text size="sm">{t`We will send a code to your phone ${masked}.`}</Text>
          <form.Field name="smsCode">
            {(field) => (
              <SmsCodeInput
                value={field.state.value}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
                error={firstError(field.state.meta.errors)}
                onSend={() =>
                  sendCode(
                    () => sendDeleteAccountSmsCode(undefined, { silent: true }),
                    setServerError,
                  )
                }
              />
            )}
          </form.Field>
          <SmsNotReceived />
          <form.Field name="understood">
            {(field) => (
              <Checkbox
                label={t`I understand that my account and all its data will be deleted permanently`}
                checked={field.state.value}
                onChange={(event) => field.handleChange(event.currentTarget.checked)}
                error={firstError(field.state.meta.errors)}
              />
            )}
          </form.Field>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(isSubmitting) => (
              <Button type="submit" color="red" loading={isSubmitting}>
                {t`Cancel account`}
              </Button>
            )}
          </form.Subscribe>
        </Stack>
      </form>
    </Modal>
  );
}
