import { Group, Tabs, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { AuthCard } from './auth-card';
import { AutoLoginPanel } from './auto-login-panel';
import { AnchorLink } from './links';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';
import { useFinishSignIn } from './use-finish-sign-in';

export interface LoginPageProps {
  lang: string;
  /** Where to return after signing in (untrusted: checked by `safeRedirect`). */
  redirect?: string;
}

/** `/{lang}/login`: by password, by SMS code, or automatically (spec section 2.9). */
export function LoginPage({ lang, redirect }: LoginPageProps) {
  const { t } = useLingui();
  const finish = useFinishSignIn(lang, redirect);
  const keep = redirect ? { redirect } : {};

  return (
    <AuthCard title={t`Log in`}>
      <Tabs defaultValue="password" keepMounted={false}>
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="password">{t`Password`}</Tabs.Tab>
          <Tabs.Tab value="sms">{t`SMS code`}</Tabs.Tab>
          <Tabs.Tab value="auto">{t`Auto-login`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="password">
          <PasswordLoginForm onSignedIn={(user) => finish(user)} />
        </Tabs.Panel>
        <Tabs.Panel value="sms">
          <SmsLoginForm onSignedIn={(user) => finish(user)} />
        </Tabs.Panel>
        <Tabs.Panel value="auto">
          <AutoLoginPanel onSignedIn={(user) => finish(user)} />
        </Tabs.Panel>
      </Tabs>
      <Group justify="space-between">
        <AnchorLink to="/$lang/forget" params={{ lang }} search={keep} size="sm">
          {t`Forgot password?`}
        </AnchorLink>
        <Text size="sm">
          <Trans>
            No account yet?{' '}
            <AnchorLink to="/$lang/register" params={{ lang }} search={keep}>
              Register
            </AnchorLink>
          </Trans>
        </Text>
      </Group>
    </AuthCard>
  );
}
