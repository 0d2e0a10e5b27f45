import { lazy, Suspense, useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { register, sendRegisterSmsCode } from '@/api/gen/auth/auth';
import type { RegisterResult } from '@/api/gen/model';
import { useCaptchaKey } from '@/components/captcha';
import { useAppForm } from '@/components/form';
import { mainlandMobile } from '@/lib/phone';
import type { Agreement } from './agreements';
import { NEW_PASSWORD_FIELDS, NewPasswordGroup } from './new-password-group';
import { PHONE_CODE_FIELDS, PhoneCodeGroup } from './phone-code-group';
import { registerSchema } from './schemas';

// The terms and the privacy policy (a modal and their long text) load when one is first opened.
const AgreementModal = lazy(() =>
  import('./agreements').then((module) => ({ default: module.AgreementModal })),
);

export interface RegisterFormProps {
  /** Called with the API's answer: signed in at once, or to log in. */
  onRegistered: (result: RegisterResult) => void | Promise<void>;
}

/** Registration with the rules of spec section 5. */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { t } = useLingui();
  const captcha = useCaptchaKey();
  const [agreement, setAgreement] = useState<Agreement | null>(null);

  const form = useAppForm({
    defaultValues: {
      username: '',
      password: '',
      confirmPassword: '',
      phone: '',
      captcha: '',
      smsCode: '',
      agreed: false,
    },
    rules: registerSchema,
    // What was typed survives a reload; the passwords, the captcha and the SMS code never do.
    keep: { key: 'auth.register', fields: ['username', 'phone', 'agreed'] },
    onSubmit: async ({ value }) => {
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
    },
    // Registration spent the captcha whatever the outcome.
    onSubmitError: (_error, formApi) => {
      captcha.refresh();
      formApi.setFieldValue('captcha', '', { dontValidate: true });
    },
  });

  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="username">
          {(field) => (
            <field.TextField
              label={t`Username`}
              description={t`At most 16 characters; it cannot be changed later`}
              autoComplete="username"
              withAsterisk
            />
          )}
        </form.AppField>
        <NewPasswordGroup form={form} fields={NEW_PASSWORD_FIELDS} label={t`Password`} />
        <PhoneCodeGroup
          form={form}
          fields={PHONE_CODE_FIELDS}
          phoneDescription={t`A mainland China mobile number`}
          captchaForSubmit
          captcha={captcha}
          send={(phone) => sendRegisterSmsCode({ phone }, { silent: true })}
        />
        <form.AppField name="agreed">
          {(field) => (
            <div>
              <field.CheckboxField
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
        </form.AppField>
        <form.SubmitButton fullWidth>{t`Register`}</form.SubmitButton>
        <Suspense fallback={null}>
          {agreement && <AgreementModal agreement={agreement} onClose={() => setAgreement(null)} />}
        </Suspense>
      </form.Form>
    </form.AppForm>
  );
}
