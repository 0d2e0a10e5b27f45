import { createTheme, type CSSVariablesResolver } from '@mantine/core';

const FONT_STACK =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", Roboto, sans-serif';

/**
 * Fields' error text in red 9 (5.6:1 on white): Mantine's default, red 6, is 3.3:1, below WCAG AA
 * (axe: color-contrast, serious). Written with the theme into src/app/styles/theme-variables.css
 * by scripts/gen-theme-css.ts (`npm run gen`).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});

// Primary shade 8: white text on blue-6 (Mantine's default) fails WCAG AA contrast.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: FONT_STACK,
  defaultRadius: 'md',
  // Transitions (toasts, dialogs, menus) are instant for people who ask their system for less motion.
  respectReducedMotion: true,
  components: {
    // Mantine draws a titled toast's text in gray 6 (3.3:1 on white); gray 7 passes WCAG AA.
    Notification: { styles: { description: { color: 'var(--mantine-color-gray-7)' } } },
  },
});
