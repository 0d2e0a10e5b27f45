import { Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifySuccess } from '@/components/feedback/toast';
import { AuthCard } from './auth-card';
import { AnchorLink } from './links';
import { RegisterForm } from './register-form';
import { useFinishSignIn } from './use-finish-sign-in';

export interface RegisterPageProps {
  lang: string;
  redirect?: string;
}

/** `/{lang}/register`: signed in at once, or sent to log in, as the API answers. */
export function RegisterPage({ lang, redirect }: RegisterPageProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const finish = useFinishSignIn(lang, redirect);
  const keep = redirect ? { redirect } : {};

  return (
    <AuthCard title={t`Register`} wide>
      <RegisterForm
        onRegistered={async (result) => {
          if (result.loggedIn && result.user) {
            await finish(result.user, t`Registration succeeded`);
            return;
          }
          notifySuccess(t`Registration succeeded, please log in`);
          await navigate({ to: '/$lang/login', params: { lang }, search: keep });
        }}
      />
      <Text size="sm" ta="center">
        <Trans>
          Already have an account?{' '}
          <AnchorLink to="/$lang/login" params={{ lang }} search={keep}>
            Log in
          </AnchorLink>
        </Trans>
      </Text>
    </AuthCard>
  );
}
