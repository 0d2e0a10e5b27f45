import { Text } from '@mantine/core';
import { formatMoney } from '@/i18n/format';

/** A signed amount: income green with +, expense red with − (colours of WCAG AA contrast). */
export function SignedAmount({ value, size = 'sm' }: { value: number; size?: string }) {
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  const color = value > 0 ? 'teal.9' : value < 0 ? 'red.9' : undefined;
  return (
    <Text span size={size} fw={600} c={color} ff="monospace">
      {sign}
      {formatMoney(Math.abs(value))}
    </Text>
  );
}
