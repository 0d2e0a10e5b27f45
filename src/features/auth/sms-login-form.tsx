import { useLingui } from '@lingui/react/macro';
import { sendLoginSmsCode, smsLogin } from '@/api/gen/auth/auth';
import { useCaptchaKey } from '@/components/captcha';
import { useAppForm } from '@/components/form';
import { mainlandMobile } from '@/lib/phone';
import type { SignInFormProps } from './password-login-form';
import { PHONE_CODE_FIELDS, PhoneCodeGroup } from './phone-code-group';
import { smsLoginSchema } from './schemas';

/** Phone and SMS code (spec section 2.9); the code is sent after the graphic captcha is checked. */
export function SmsLoginForm({ onSignedIn }: SignInFormProps) {
  const { t } = useLingui();
  const captcha = useCaptchaKey();

  const form = useAppForm({
    defaultValues: { phone: '', captcha: '', smsCode: '', autoLogin: false },
    rules: smsLoginSchema,
    onSubmit: async ({ value }) => {
      const user = await smsLogin(
        {
          phone: mainlandMobile(value.phone) ?? value.phone,
          smsCode: value.smsCode.trim(),
          autoLogin: value.autoLogin,
        },
        { silent: true },
      );
      await onSignedIn(user);
    },
  });

  return (
    <form.AppForm>
      <form.Form>
        <PhoneCodeGroup
          form={form}
          fields={PHONE_CODE_FIELDS}
          captcha={captcha}
          send={(phone) => sendLoginSmsCode({ phone }, { silent: true })}
        />
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
