import { useState } from 'react';
import { Button, Checkbox, PasswordInput, TextInput } from '@mantine/core';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { login } from '@/api/gen/auth/auth';
import type { SessionUser } from '@/api/gen/model';
import { FormShell } from '@/components/form';
import { CaptchaInput, useCaptchaKey } from './captcha';
import { errorMessage, firstError } from './form-errors';
import { passwordLoginSchema } from './schemas';

export interface SignInFormProps {
  /** Called with the user the API signed in. */
  onSignedIn: (user: SessionUser) => void | Promise<void>;
}

/** Username, password and graphic captcha (spec section 2.9), with auto-login for 7 days. */
export function PasswordLoginForm({ onSignedIn }: SignInFormProps) {
  const { t } = useLingui();
  const [schema] = useState(passwordLoginSchema);
  const captcha = useCaptchaKey();
  const [serverError, setServerError] = useState<string | null>(null);

  const form = useForm({
    defaultValues: { username: '', password: '', captcha: '', autoLogin: false },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value, formApi }) => {
      setServerError(null);
      try {
        const user = await login(
          {
            username: value.username.trim(),
            password: value.password,
            captcha: value.captcha.trim(),
            checkKey: captcha.checkKey,
            autoLogin: value.autoLogin,
          },
          { silent: true },
        );
        await onSignedIn(user);
      } catch (error) {
        setServerError(errorMessage(error));
        // The login spent the captcha whatever the outcome: show a new one.
        captcha.refresh();
        formApi.setFieldValue('captcha', '', { dontValidate: true });
      }
    },
  });

  return (
    <FormShell form={form} error={serverError}>
      <form.Field name="username">
        {(field) => (
          <TextInput
            label={t`Username`}
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
          <PasswordInput
            label={t`Password`}
            autoComplete="current-password"
            withAsterisk
            value={field.state.value}
            onChange={(event) => field.handleChange(event.currentTarget.value)}
            onBlur={field.handleBlur}
            error={firstError(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="captcha">
        {(field) => (
          <CaptchaInput
            description={t`The 4 characters in the picture`}
            withAsterisk
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            error={firstError(field.state.meta.errors)}
            checkKey={captcha.checkKey}
            onRefresh={captcha.refresh}
          />
        )}
      </form.Field>
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
