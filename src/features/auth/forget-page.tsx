import { useState } from 'react';
import { Alert, Stack, Stepper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { sendResetPasswordSmsCode, setPassword } from '@/api/gen/auth/auth';
import { clearSession } from '@/api/session';
import { useCaptchaKey } from '@/components/captcha';
import { notifySuccess } from '@/components/feedback/toast';
import { useAppForm } from '@/components/form';
import { mainlandMobile } from '@/lib/phone';
import { AuthCard } from './auth-card';
import { ButtonLink } from './links';
import { NEW_PASSWORD_FIELDS, NewPasswordGroup } from './new-password-group';
import { PHONE_CODE_FIELDS, PhoneCodeGroup } from './phone-code-group';
import { newPasswordSchema, verifyPhoneSchema } from './schemas';

export interface ForgetPageProps {
  lang: string;
  redirect?: string;
}

type Step = 0 | 1 | 2;

/**
 * `/{lang}/forget`: the phone and an SMS code, then the new password (`/sys/setPassword`), then
 * 'reset success, remember the new password' and a way to log in.
 */
export function ForgetPage({ lang, redirect }: ForgetPageProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>(0);
  const captcha = useCaptchaKey();

  const verifyForm = useAppForm({
    defaultValues: { phone: '', captcha: '', smsCode: '' },
    rules: verifyPhoneSchema,
    onSubmit: () => setStep(1),
  });

  const passwordForm = useAppForm({
    defaultValues: { password: '', confirmPassword: '' },
    rules: newPasswordSchema,
    onSubmit: async ({ value }) => {
      const phone = verifyForm.getFieldValue('phone');
      await setPassword(
        {
          phone: mainlandMobile(phone) ?? phone,
          smsCode: verifyForm.getFieldValue('smsCode').trim(),
          password: value.password,
          confirmPassword: value.confirmPassword,
        },
        { silent: true },
      );
      // The reset ends every session of the user, this browser's included.
      clearSession(queryClient);
      notifySuccess(t`Reset succeeded, please remember the new password`);
      setStep(2);
    },
  });

  return (
    <AuthCard title={t`Reset your password`} wide>
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t`Verify your phone`}>
          <verifyForm.AppForm>
            <verifyForm.Form mt="md">
              <PhoneCodeGroup
                form={verifyForm}
                fields={PHONE_CODE_FIELDS}
                phoneDescription={t`The phone number of your account`}
                captcha={captcha}
                send={(phone) => sendResetPasswordSmsCode({ phone }, { silent: true })}
              />
              <verifyForm.SubmitButton fullWidth>{t`Next`}</verifyForm.SubmitButton>
            </verifyForm.Form>
          </verifyForm.AppForm>
        </Stepper.Step>
        <Stepper.Step label={t`New password`}>
          <passwordForm.AppForm>
            <passwordForm.Form mt="md">
              <NewPasswordGroup
                form={passwordForm}
                fields={NEW_PASSWORD_FIELDS}
                label={t`New password`}
              />
              <passwordForm.BackAndSubmit
                submitLabel={t`Reset password`}
                onBack={() => setStep(0)}
              />
            </passwordForm.Form>
          </passwordForm.AppForm>
        </Stepper.Step>
        <Stepper.Completed>
          <Stack gap="md" mt="md" align="center">
            <Alert color="teal" variant="light" w="100%" role="status">
              {t`Reset succeeded, please remember the new password`}
            </Alert>
            <Text size="sm" c="dimmed">
              {t`Every device was signed out. Log in again with the new password.`}
            </Text>
            <ButtonLink to="/$lang/login" params={{ lang }} search={redirect ? { redirect } : {}}>
              {t`Log in`}
            </ButtonLink>
          </Stack>
        </Stepper.Completed>
      </Stepper>
    </AuthCard>
  );
}
