import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { formatDate, formatDateTime } from '@/i18n/format';
import { CertificationForm } from './certification-form';
import { ATTESTATION_STATUS } from './labels';
import { attestationQueryOptions } from './queries';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** Enterprise certification: the submission and its review state, or the form (spec section 4). */
export function CertificationPanel() {
  const { t, i18n } = useLingui();
  const { data: attestation } = useSuspenseQuery(attestationQueryOptions());
  const [editing, setEditing] = useState(false);

  if (!attestation || editing) {
    return (
      <Stack gap="md">
        {!attestation && (
          <Text size="sm" c="dimmed">
            {t`Certify your enterprise to use the services for enterprises. Review takes about 1 to 3 working days.`}
          </Text>
        )}
        <CertificationForm
          current={attestation}
          onSubmitted={() => setEditing(false)}
          onCancel={attestation ? () => setEditing(false) : undefined}
        />
      </Stack>
    );
  }

  const status = ATTESTATION_STATUS[attestation.status];
  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between">
        <Group gap="sm">
          <Text fw={500}>{t`Certification status`}</Text>
          <Badge variant="outline" color={status.color}>
            {i18n._(status.label)}
          </Badge>
        </Group>
        <Button variant="default" onClick={() => setEditing(true)}>
          {t`Resubmit`}
        </Button>
      </Group>
      {attestation.status === 'REJECTED' && attestation.rejectReason && (
        <Alert color="red" variant="light" role="note" title={t`Reason for rejection`}>
          {attestation.rejectReason}
        </Alert>
      )}
      {attestation.status === 'PENDING_REVIEW' && (
        <Alert color="blue" variant="light" role="status">
          {t`Your submission is being reviewed, which takes about 1 to 3 working days.`}
        </Alert>
      )}
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label={t`Unified social credit code`} value={attestation.creditCode} />
          <Field label={t`Enterprise name`} value={attestation.companyName} />
          <Field label={t`Legal person`} value={attestation.legalPerson} />
          <Field
            label={t`Business term ends`}
            value={
              attestation.longTerm || !attestation.businessTermEnd
                ? t`Long-term`
                : formatDate(attestation.businessTermEnd)
            }
          />
          <Field label={t`Submitted`} value={formatDateTime(attestation.submitTime)} />
          {attestation.reviewTime && (
            <Field label={t`Reviewed`} value={formatDateTime(attestation.reviewTime)} />
          )}
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="md">
          {t`Business licence`}
        </Text>
        <Image
          src={attestation.licenseImage}
          alt={t`Business licence`}
          maw={320}
          radius="sm"
          fit="contain"
        />
      </Card>
    </Stack>
  );
}
