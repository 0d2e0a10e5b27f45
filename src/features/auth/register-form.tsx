import { useState } from 'react';
import { Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { register, sendRegisterSmsCode } from '@/api/gen/auth/auth';
import type { RegisterResult } from '@/api/gen/model';
import { FormShell, PhoneInput } from '@/components/form';
import { SmsCodeInput, SmsNotReceived } from '@/components/sms-code';
import { mainlandMobile } from '@/lib/phone';
import { AgreementModal, type Agreement } from './agreements';
import { CaptchaInput, useCaptchaKey } from './captcha';
import { errorMessage, firstError, useFieldErrors } from './form-errors';
import { PasswordAdvice } from './password-advice';
import { sendSmsCode } from './request-sms-code';
import { registerSchema } from './schemas';

export interface RegisterFormProps {
  /** Called with the API's answer: signed in at once, or to log in. */
  onRegistered: (result: RegisterResult) => void | Promise<void>;
}

/** Registration with the rules of spec section 5. */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { t } = useLingui();
  const [schema] = useState(registerSchema);
  const captcha = useCaptchaKey();
  const fieldErrors = useFieldErrors<'phone' | 'captcha'>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [agreement, setAgreement] = useState<Agreement | null>(null);

  const form = useForm({
    defaultValues: {
      username: '',
      password: '',
      confirmPassword: '',
      phone: '',
      captcha: '',
      smsCode: '',
      agreed: false,
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value, formApi }) => {
      setServerError(null);
      try {
        const result = await register(
          {
            username: value.username.trim(),
            password: value.password,
            phone: mainlandMobile(value.phone) ?? value.phone,
            smsCode: value.smsCode.trim(),
            captcha: value.captcha.trim(),
            checkKey: captcha.checkKey,
          },
          { silent: true },
        );
        await onRegistered(result);
      } catch (error) {
        setServerError(errorMessage(error));
        // Registration spent the captcha whatever the outcome.
        captcha.refresh();
        formApi.setFieldValue('captcha', '', { dontValidate: true });
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
      send: (phone) => sendRegisterSmsCode({ phone }, { silent: true }),
    });

  return (
    <FormShell form={form} error={serverError}>
      <form.Field name="username">
        {(field) => (
          <TextInput
            label={t`Username`}
            description={t`At most 16 characters; it cannot be changed later`}
            autoComplete="username"
            withAsterisk
            value={field.state.value}
            onChange={(event) => field.handleChange(event.currentTarget.value)}
            onBlur={field.handleBlur}
            error={firstError(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <Stack gap={6}>
            <PasswordInput
              label={t`Password`}
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
      </form.Field>
      <form.Field name="confirmPassword">
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
      </form.Field>
      <form.Field name="phone">
        {(field) => (
          <PhoneInput
            label={t`Phone number`}
            description={t`A mainland China mobile number`}
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
            description={t`The 4 characters in the picture`}
            withAsterisk
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
      <form.Field name="agreed">
        {(field) => (
          <div>
            <Checkbox
              checked={field.state.value}
              onChange={(event) => field.handleChange(event.currentTarget.checked)}
              error={firstError(field.state.meta.errors)}
              label={
                <Text size="sm" component="span">
                  <Trans>
                    I have read and agree to the{' '}
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      onClick={() => setAgreement('terms')}
                    >
                      terms of service
                    </Anchor>{' '}
                    and the{' '}
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      onClick={() => setAgreement('privacy')}
                    >
                      privacy policy
                    </Anchor>
                  </Trans>
                </Text>
              }
            />
          </div>
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <Button type="submit" fullWidth loading={isSubmitting}>
            {t`Register`}
          </Button>
        )}
      </form.Subscribe>
      <AgreementModal agreement={agreement} onClose={() => setAgreement(null)} />
    </FormShell>
  );
}
