import { Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';

export type Agreement = 'terms' | 'privacy';

function TermsOfService() {
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        <Trans>1. The service</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          The platform offers cross-border e-commerce services: store opening on overseas platforms,
          logistics, the service market, courses and related tools. Some services are provided by
          third-party service providers, who are responsible for what they deliver.
        </Trans>
      </Text>
      <Title order={3} size="h5">
        <Trans>2. Your account</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          You register with a username and a mobile phone number that you own. Keep your password
          and SMS codes to yourself: everything done with your account is taken as done by you. Tell
          us at once if you think someone else is using it.
        </Trans>
      </Text>
      <Title order={3} size="h5">
        <Trans>3. Orders and payment</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          Prices are shown in RMB. An order must be paid within 30 minutes of becoming payable, or
          it is cancelled. Invoices are issued for paid orders on request.
        </Trans>
      </Text>
      <Title order={3} size="h5">
        <Trans>4. Acceptable use</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          Do not use the platform for anything unlawful, to infringe the rights of others, or to
          disturb its operation. We may suspend an account that does.
        </Trans>
      </Text>
      <Title order={3} size="h5">
        <Trans>5. Cancelling your account</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          You can cancel your account in the security settings. Cancellation deletes the account and
          its data and cannot be undone; it is not possible while a paid order is still in progress.
        </Trans>
      </Text>
    </Stack>
  );
}

function PrivacyPolicy() {
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        <Trans>1. What we collect</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          Your username, mobile phone number and, if you add them, your e-mail, company, region,
          address, business details and enterprise certification documents; and the orders, invoices
          and messages of your account.
        </Trans>
      </Text>
      <Title order={3} size="h5">
        <Trans>2. Why</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          To run your account, deliver and invoice the services you order, verify your identity by
          SMS, and tell you about your orders. Service providers receive only what they need to
          serve your order.
        </Trans>
      </Text>
      <Title order={3} size="h5">
        <Trans>3. Cookies</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          A session cookie keeps you signed in while you browse; with automatic login, a second
          cookie does so for 7 days. A language cookie remembers your language. Passwords are never
          stored in your browser.
        </Trans>
      </Text>
      <Title order={3} size="h5">
        <Trans>4. Your rights</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          You can see and correct your information in the personal centre, and cancel your account,
          which deletes your data.
        </Trans>
      </Text>
    </Stack>
  );
}

/** The terms of service or the privacy policy, readable before agreeing (spec section 5). */
export function AgreementModal({
  agreement,
  onClose,
}: {
  agreement: Agreement | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const title = agreement === 'privacy' ? t`Privacy policy` : t`Terms of service`;
  return (
    <Modal
      opened={agreement !== null}
      onClose={onClose}
      title={title}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {agreement === 'privacy' ? <PrivacyPolicy /> : <TermsOfService />}
    </Modal>
  );
}
