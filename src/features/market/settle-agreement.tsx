import { Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The service provider settle-in agreement (spec section 5: ticking it is required). The API
 * carries no agreement text (api-spec, market: `agreed` only records the tick), so the portal
 * shows its own, as it does for the registration terms.
 */
function SettleAgreementText() {
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        <Trans>1. Who may settle in</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          Companies that provide cross-border e-commerce services (store opening, logistics,
          intellectual property, tax, marketing and similar) may apply. The information and the
          company introduction you send must be true and your own.
        </Trans>
      </Text>
      <Title order={3} size="h5">
        <Trans>2. Review</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          The platform reviews every application, usually within 5 working days, and may ask for
          more documents. An application may be refused; the reason is given.
        </Trans>
      </Text>
      <Title order={3} size="h5">
        <Trans>3. Your services on the market</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          You describe your services and packages truthfully, keep their prices and delivery times,
          and deliver what a buyer ordered. You are responsible for the services you deliver.
        </Trans>
      </Text>
      <Title order={3} size="h5">
        <Trans>4. Orders, payment and invoices</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          Buyers pay their orders through the platform. Settlement with you, and the invoices you
          issue, follow the cooperation agreement signed after the review.
        </Trans>
      </Text>
      <Title order={3} size="h5">
        <Trans>5. Data and confidentiality</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          You use buyers&apos; data only to deliver their orders and keep it confidential. The
          platform may suspend a provider that breaks this agreement or the law.
        </Trans>
      </Text>
    </Stack>
  );
}

/** The settle-in agreement in a dialog, readable before ticking it. */
export function SettleAgreementModal({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t`Service provider settle-in agreement`}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <SettleAgreementText />
    </Modal>
  );
}
