import type { AlertProps } from '@mantine/core';

/**
 * Mantine's light alerts write the title in a middle shade of their colour, below WCAG AA contrast
 * on the tinted background (orange and yellow even at shade 9): titles use the text colour.
 */
export const READABLE_ALERT: AlertProps['styles'] = {
  title: { color: 'var(--mantine-color-text)' },
};
