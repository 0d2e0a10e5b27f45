import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { sessionQueryOptions } from '@/api/session';
import { errorMessage } from '@/lib/form-errors';
import type { SignInFormProps } from './password-login-form';

/**
 * Auto-login (spec section 2.9): a sign-in with 'log in automatically' ticked left the 7-day `ak`
 * cookie, which the server reads when the session is asked for (HttpOnly: the page cannot see it).
 */
export function AutoLoginPanel({ onSignedIn }: SignInFormProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ color: 'red' | 'yellow'; message: string } | null>(null);

  const tryAutoLogin = async () => {
    if (pending) return;
    setPending(true);
    setOutcome(null);
    try {
      const user = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
      if (user.isLogin) {
        await onSignedIn(user);
      } else {
        setOutcome({
          color: 'yellow',
          message: t`This device has no automatic login, or it has expired. Log in with your password or an SMS code and tick 'Log in automatically for 7 days'.`,
        });
      }
    } catch (error) {
      setOutcome({ color: 'red', message: errorMessage(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        {t`If you ticked 'Log in automatically for 7 days' when you last logged in on this device, you can continue without a password.`}
      </Text>
      {outcome && (
        <Alert color={outcome.color} role="alert" variant="light">
          {outcome.message}
        </Alert>
      )}
      <Button fullWidth loading={pending} onClick={() => void tryAutoLogin()}>
        {t`Log in automatically`}
      </Button>
    </Stack>
  );
}
