import { Anchor, Collapse, List, Text } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { Trans } from '@lingui/react/macro';

/** 'SMS not received?' with the reasons of spec section 8: network delay, arrears, blocking. */
export function SmsNotReceived() {
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  return (
    <div>
      <Anchor
        component="button"
        type="button"
        size="xs"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={panelId}
      >
        <Trans>SMS not received?</Trans>
      </Anchor>
      <Collapse expanded={opened} id={panelId}>
        <Text size="xs" c="dimmed" mt={4}>
          <Trans>If the code does not arrive within a minute:</Trans>
        </Text>
        <List size="xs" c="dimmed">
          <List.Item>
            <Trans>the network may be delayed: wait a moment, then ask for a new code;</Trans>
          </List.Item>
          <List.Item>
            <Trans>the phone may be in arrears: check that its service is active;</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              the SMS may have been blocked: look in the phone's spam or blocked messages.
            </Trans>
          </List.Item>
        </List>
      </Collapse>
    </div>
  );
}
