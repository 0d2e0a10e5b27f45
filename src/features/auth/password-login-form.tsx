import { useLingui } from '@lingui/react/macro';
import { login } from '@/api/gen/auth/auth';
import type { SessionUser } from '@/api/gen/model';
import { useCaptchaKey } from '@/components/captcha';
import { useAppForm } from '@/components/form';
import { passwordLoginSchema } from './schemas';

export interface SignInFormProps {
  /** Called with the user the API signed in. */
  onSignedIn: (user: SessionUser) => void | Promise<void>;
}

/** Username, password and graphic captcha (spec section 2.9), with auto-login for 7 days. */
export function PasswordLoginForm({ onSignedIn }: SignInFormProps) {
  const { t } = useLingui();
  const captcha = useCaptchaKey();

  const form = useAppForm({
    defaultValues: { username: '', password: '', captcha: '', autoLogin: false },
    rules: passwordLoginSchema,
    onSubmit: async ({ value }) => {
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
    },
    // The login spent the captcha whatever the outcome: show a new one.
    onSubmitError: (_error, formApi) => {
      captcha.refresh();
      formApi.setFieldValue('captcha', '', { dontValidate: true });
    },
  });

  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="username">
          {(field) => <field.TextField label={t`Username`} autoComplete="username" withAsterisk />}
        </form.AppField>
        <form.AppField name="password">
          {(field) => (
            <field.PasswordField label={t`Password`} autoComplete="current-password" withAsterisk />
          )}
        </form.AppField>
        <form.AppField name="captcha">
          {(field) => (
            <field.CaptchaField
              description={t`The 4 characters in the picture`}
              withAsterisk
              captcha={captcha}
            />
          )}
        </form.AppField>
        <form.AppField name="autoLogin">
          {(field) => (
            <field.CheckboxField label={t`Log in automatically for 7 days on this device`} />
          )}
        </form.AppField>
        <form.SubmitButton fullWidth>{t`Log in`}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
