import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { maskPhone } from '@/lib/mask-phone';
import { profileQueryOptions } from './queries';
import { useLogInAgain } from './use-log-in-again';
import { AnchorLink } from './links';

// The wizards and the cancellation dialog (the form kit, the stepper, the modal) load when one is
// first opened; pointing at its button starts the download.
const loadPhoneWizard = () => import('./change-phone-wizard');
const loadEmailWizard = () => import('./change-email-wizard');
const loadCancelDialog = () => import('./cancel-account');
const ChangePhoneWizard = lazy(() =>
  loadPhoneWizard().then((module) => ({ default: module.ChangePhoneWizard })),
);
const ChangeEmailWizard = lazy(() =>
  loadEmailWizard().then((module) => ({ default: module.ChangeEmailWizard })),
);
const CancelAccountDialog = lazy(() =>
  loadCancelDialog().then((module) => ({ default: module.CancelAccountDialog })),
);
const preload = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

type Dialog = 'email' | 'phone' | 'cancel' | null;

function Row({ title, value, action }: { title: string; value: string; action: ReactNode }) {
  return (
    // On a phone the button goes below its text, which then has the card's width (a number or
    // an address is not broken over lines beside it).
    <Group justify="space-between" wrap="wrap" py="sm">
      <div style={{ flex: '1 1 14rem', minWidth: 0, overflowWrap: 'anywhere' }}>
        <Text fw={500}>{title}</Text>
        <Text size="sm" c="dimmed">
          {value}
        </Text>
      </div>
      {/* The button keeps its width: its label is never cut (issue 26). */}
      <div style={{ flex: 'none' }}>{action}</div>
    </Group>
  );
}

/** Security settings: phone, e-mail and password, and account cancellation (spec section 2.9). */
export function SecurityPanel({ lang }: { lang: string }) {
  const { t } = useLingui();
  const { data: profile } = useSuspenseQuery(profileQueryOptions());
  const [dialog, setDialog] = useState<Dialog>(null);
  const logInAgain = useLogInAgain(lang);
  const close = () => setDialog(null);

  return (
    <Stack gap="lg" maw={720}>
      <Card withBorder padding="md">
        <Row
          title={t`Phone number`}
          value={maskPhone(profile.phone)}
          action={
            <Button
              variant="default"
              onPointerEnter={preload(loadPhoneWizard)}
              onFocus={preload(loadPhoneWizard)}
              onClick={() => setDialog('phone')}
            >
              {t`Change phone`}
            </Button>
          }
        />
        <Row
          title={t`E-mail`}
          value={profile.email ?? t`Not bound`}
          action={
            <Button
              variant="default"
              onPointerEnter={preload(loadEmailWizard)}
              onFocus={preload(loadEmailWizard)}
              onClick={() => setDialog('email')}
            >
              {profile.email ? t`Change e-mail` : t`Bind e-mail`}
            </Button>
          }
        />
        <Row
          title={t`Password`}
          value={t`Reset it with a code sent to your phone`}
          action={
            <AnchorLink
              to="/$lang/forget"
              params={{ lang }}
              search={{ redirect: `/${lang}/personal/info/security` }}
            >
              {t`Reset password`}
            </AnchorLink>
          }
        />
      </Card>

      <Card withBorder padding="md">
        <Title order={3} size="h5" c="red.8">
          {t`Cancel account`}
        </Title>
        <Group justify="space-between" wrap="wrap" mt="xs">
          <Text size="sm" style={{ flex: '1 1 14rem' }}>
            {t`Deletes your account and all its data. This cannot be undone.`}
          </Text>
          <Button
            color="red"
            variant="outline"
            style={{ flex: 'none' }}
            onPointerEnter={preload(loadCancelDialog)}
            onFocus={preload(loadCancelDialog)}
            onClick={() => setDialog('cancel')}
          >
            {t`Cancel account`}
          </Button>
        </Group>
      </Card>

      <Suspense fallback={null}>
        {dialog === 'email' && (
          <ChangeEmailWizard
            opened
            phone={profile.phone}
            currentEmail={profile.email}
            onClose={close}
            onDone={() => void logInAgain()}
          />
        )}
        {dialog === 'phone' && (
          <ChangePhoneWizard
            opened
            phone={profile.phone}
            onClose={close}
            onDone={() => void logInAgain()}
          />
        )}
        {dialog === 'cancel' && (
          <CancelAccountDialog lang={lang} phone={profile.phone} onClose={close} />
        )}
      </Suspense>
    </Stack>
  );
}
