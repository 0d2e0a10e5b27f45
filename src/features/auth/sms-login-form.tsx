import { useState } from 'react';
import { Button, Checkbox } from '@mantine/core';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { sendLoginSmsCode, smsLogin } from '@/api/gen/auth/auth';
import { FormShell, PhoneInput } from '@/components/form';
import { SmsCodeInput, SmsNotReceived } from '@/components/sms-code';
import { mainlandMobile } from '@/lib/phone';
import { CaptchaInput, useCaptchaKey } from './captcha';
import { errorMessage, firstError, useFieldErrors } from './form-errors';
import type { SignInFormProps } from './password-login-form';
import { sendSmsCode } from './request-sms-code';
import { smsLoginSchema } from './schemas';

/** Phone and SMS code (spec section 2.9); the code is sent after the graphic captcha is checked. */
export function SmsLoginForm({ onSignedIn }: SignInFormProps) {
  const { t } = useLingui();
  const [schema] = useState(smsLoginSchema);
  const captcha = useCaptchaKey();
  const fieldErrors = useFieldErrors<'phone' | 'captcha'>();
  const [serverError, setServerError] = useState<string | null>(null);

  const form = useForm({
    defaultValues: { phone: '', captcha: '', smsCode: '', autoLogin: false },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      setServerError(null);
      try {
        const user = await smsLogin(
          {
            phone: mainlandMobile(value.phone) ?? value.phone,
            smsCode: value.smsCode.trim(),
            autoLogin: value.autoLogin,
          },
          { silent: true },
        );
        await onSignedIn(user);
      } catch (error) {
        setServerError(errorMessage(error));
      }
    },
  });

  const sendCode = () =>
    sendSmsCode({
      phone: form.getFieldValue('phone'),
      captcha: form.getFieldValue('captcha'),
      captchaKey: captcha,
      clearCaptcha: () => form.setFieldValue('captcha', '', { dontValidate: true }),
      fieldErrors,
      setServerError,
      send: (phone) => sendLoginSmsCode({ phone }, { silent: true }),
    });

  return (
    <FormShell form={form} error={serverError}>
      <form.Field name="phone">
        {(field) => (
          <PhoneInput
            label={t`Phone number`}
            value={field.state.value}
            onChange={(value) => {
              fieldErrors.clear('phone');
              field.handleChange(value);
            }}
            onBlur={field.handleBlur}
            error={firstError(field.state.meta.errors) ?? fieldErrors.errors.phone}
          />
        )}
      </form.Field>
      <form.Field name="captcha">
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
      </form.Field>
      <form.Field name="smsCode">
        {(field) => (
          <SmsCodeInput
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            error={firstError(field.state.meta.errors)}
            onSend={sendCode}
          />
        )}
      </form.Field>
      <SmsNotReceived />
      <form.Field name="autoLogin">
        {(field) => (
          <Checkbox
            label={t`Log in automatically for 7 days on this device`}
            checked={field.state.value}
            onChange={(event) => field.handleChange(event.currentTarget.checked)}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <Button type="submit" fullWidth loading={isSubmitting}>
            {t`Log in`}
          </Button>
        )}
      </form.Subscribe>
    </FormShell>
  );
}
