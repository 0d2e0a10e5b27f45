import { activateLocale, completeLocale } from '@/i18n/activate';
import type { Locale } from '@/i18n/locales';
import { loadFullStyles } from './styles/load';

/**
 * The catalogs the home page shows (src/main.tsx activates only these before the first render,
 * spec section 9 budget); the other features' catalogs come with `loadDeferred`.
 */
export const FIRST_SCREEN_CATALOGS = ['common', 'shell', 'home'] as const;

/**
 * What the first screen does without and every other page needs: the rest of Mantine's CSS, the
 * other catalogs and dayjs in the locale. Awaited before any page but the home page renders
 * (src/routes/$lang/route.tsx), fetched when the browser is idle after the home page.
 */
export function loadDeferred(): Promise<unknown> {
  return Promise.all([loadFullStyles(), completeLocale()]);
}

/** Whether a path shows a language's home page (`/zh_CN`, `/en_US/`, and `/`, which goes there). */
export function isHomePath(pathname: string): boolean {
  return /^\/([^/]+\/?)?$/.test(pathname);
}

/**
 * The catalogs and styles a page load fetches before its first render: on the home page only the
 * first screen's; on any other page everything, so that they arrive side by side with the mock
 * backend and the page's code instead of after them.
 */
export function loadBeforeFirstRender(pathname: string, locale: Locale): Promise<unknown> {
  if (isHomePath(pathname)) {
    return activateLocale(locale, FIRST_SCREEN_CATALOGS);
  }
  return Promise.all([activateLocale(locale), loadFullStyles()]);
}
