import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack, Stepper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { sendResetPasswordSmsCode, setPassword } from '@/api/gen/auth/auth';
import { clearSession } from '@/api/session';
import { notifySuccess } from '@/components/feedback/toast';
import { BackAndSubmit, FormShell, PhoneInput } from '@/components/form';
import { SmsCodeInput, SmsNotReceived } from '@/components/sms-code';
import { mainlandMobile } from '@/lib/phone';
import { AuthCard } from './auth-card';
import { CaptchaInput, useCaptchaKey } from './captcha';
import { errorMessage, firstError, useFieldErrors } from './form-errors';
import { ButtonLink } from './links';
import { PasswordAdvice } from './password-advice';
import { sendSmsCode } from './request-sms-code';
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
  const [verifySchema] = useState(verifyPhoneSchema);
  const [passwordSchema] = useState(newPasswordSchema);
  const captcha = useCaptchaKey();
  const fieldErrors = useFieldErrors<'phone' | 'captcha'>();
  const [serverError, setServerError] = useState<string | null>(null);

  const verifyForm = useForm({
    defaultValues: { phone: '', captcha: '', smsCode: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: verifySchema },
    onSubmit: () => {
      setServerError(null);
      setStep(1);
    },
  });

  const passwordForm = useForm({
    defaultValues: { password: '', confirmPassword: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: passwordSchema },
    onSubmit: async ({ value }) => {
      setServerError(null);
      const phone = verifyForm.getFieldValue('phone');
      try {
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
      } catch (error) {
        setServerError(errorMessage(error));
      }
    },
  });

  const sendCode = () =>
    sendSmsCode({
      phone: verifyForm.getFieldValue('phone'),
      captcha: verifyForm.getFieldValue('captcha'),
      captchaKey: captcha,
      clearCaptcha: () => verifyForm.setFieldValue('captcha', '', { dontValidate: true }),
      fieldErrors,
      setServerError,
      send: (phone) => sendResetPasswordSmsCode({ phone }, { silent: true }),
    });

  return (
    <AuthCard title={t`Reset your password`} wide>
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t`Verify your phone`}>
          <FormShell form={verifyForm} error={serverError} mt="md">
            <verifyForm.Field name="phone">
              {(field) => (
                <PhoneInput
                  label={t`Phone number`}
                  description={t`The phone number of your account`}
                  value={field.state.value}
                  onChange={(value) => {
                    fieldErrors.clear('phone');
                    field.handleChange(value);
                  }}
                  onBlur={field.handleBlur}
                  error={firstError(field.state.meta.errors) ?? fieldErrors.errors.phone}
                />
              )}
            </verifyForm.Field>
            <verifyForm.Field name="captcha">
              {(field) => (
                <CaptchaInput
                  description={t`The 4 characters in the picture, needed to send the code`}
                  value={field.state.value}
                  onChange={(value) => {
                    fieldErrors.clear('captcha');
                    field.handleChange(value);
                  }}
                  onBlur={field.handleBlur}
                  error={firstError(field.state.meta.errors) ?? fieldErrors.errors.captcha}
                  checkKey={captcha.checkKey}
                  onRefresh={captcha.refresh}
                />
              )}
            </verifyForm.Field>
            <verifyForm.Field name="smsCode">
              {(field) => (
                <SmsCodeInput
                  value={field.state.value}
                  onChange={field.handleChange}
                  onBlur={field.handleBlur}
                  error={firstError(field.state.meta.errors)}
                  onSend={sendCode}
                />
              )}
            </verifyForm.Field>
            <SmsNotReceived />
            <Button type="submit" fullWidth>
              {t`Next`}
            </Button>
          </FormShell>
        </Stepper.Step>
        <Stepper.Step label={t`New password`}>
          <FormShell form={passwordForm} error={serverError} mt="md">
            <passwordForm.Field name="password">
              {(field) => (
                <Stack gap={6}>
                  <PasswordInput
                    label={t`New password`}
                    autoComplete="new-password"
                    withAsterisk
                    value={field.state.value}
                    onChange={(event) => field.handleChange(event.currentTarget.value)}
                    onBlur={field.handleBlur}
                    error={firstError(field.state.meta.errors)}
                  />
                  <PasswordAdvice password={field.state.value} />
                </Stack>
              )}
            </passwordForm.Field>
            <passwordForm.Field name="confirmPassword">
              {(field) => (
                <PasswordInput
                  label={t`Confirm password`}
                  autoComplete="new-password"
                  withAsterisk
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.currentTarget.value)}
                  onBlur={field.handleBlur}
                  error={firstError(field.state.meta.errors)}
                />
              )}
            </passwordForm.Field>
            <passwordForm.Subscribe selector={(state) => state.isSubmitting}>
              {(isSubmitting) => (
                <BackAndSubmit
                  submitLabel={t`Reset password`}
                  submitting={isSubmitting}
                  onBack={() => {
                    setServerError(null);
                    setStep(0);
                  }}
                />
              )}
            </passwordForm.Subscribe>
          </FormShell>
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
