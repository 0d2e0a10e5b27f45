import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Latin faces: the platform's interface face (`system-ui`: San Francisco on macOS and iOS, Segoe UI
 * on Windows, Roboto on Android, the desktop's on Linux), then the faces a machine without it has.
 * The browser asks the system for each face it tries, in turn, once per weight, as the page is
 * first laid out: naming the platform's face first, the first lookup finds one on every platform
 * (on Debian, where DejaVu Sans is the ninth, the finance page's first layout takes 31 ms with
 * `system-ui` first and 45 ms without, median of seven loads; Lighthouse counts four times that in
 * TBT).
 */
const LATIN =
  'system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", "DejaVu Sans"';
const SIMPLIFIED =
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC"';
const TRADITIONAL_HK =
  '"PingFang HK", "PingFang TC", "Microsoft JhengHei", "Noto Sans CJK HK", "Noto Sans CJK TC", "Source Han Sans HC", "Source Han Sans TC"';

/**
 * The font stack of each locale (by `<html lang>`, set with the locale: src/i18n/activate.ts).
 * Chinese pages draw with a Chinese face first, Simplified or Hong Kong Traditional (glyph shapes
 * differ), whose Latin letters and full-width punctuation suit Chinese text. English and Portuguese
 * pages draw with a Latin face first: a CJK face first would draw ’ and “ ” full-width
 * ("representative’ s"); the CJK faces follow for Chinese names in them.
 */
/* eslint-disable lingui/no-unlocalized-strings -- font names */
export const FONT_STACKS = {
  'zh-CN': `${SIMPLIFIED}, ${LATIN}, sans-serif`,
  'zh-HK': `${TRADITIONAL_HK}, ${LATIN}, sans-serif`,
  'en-US': `${LATIN}, ${SIMPLIFIED}, sans-serif`,
  'pt-PT': `${LATIN}, ${SIMPLIFIED}, sans-serif`,
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

const FONT_STACK = FONT_STACKS['zh-CN'];

/**
 * Colours Mantine's defaults draw below WCAG AA (4.5:1; axe: color-contrast, serious), checked by
 * theme-contrast.test.ts. Written with the theme into src/app/styles/theme-variables.css by
 * scripts/gen-theme-css.ts (`npm run gen`).
 * - Field errors in red 9 (5.6:1 on white): the default, red 6, is 3.3:1.
 * - Dimmed text (descriptions, hints) in gray 7 (7.5:1): the default, gray 6, is 3.3:1.
 * - Light buttons on blue 0, hovered blue 1 (5.5:1 and 4.9:1 with their blue 9 text): the
 *   defaults, blue 1 and blue 2, make a hovered light button 4.0:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-blue-light': 'var(--mantine-color-blue-0)',
    '--mantine-color-blue-light-hover': 'var(--mantine-color-blue-1)',
  },
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
