import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One total above a report table. */
export function StatCard({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="div" fz="xl" fw={700} mt={4}>
        {children}
      </Text>
    </Paper>
  );
}
