import { localeOf, type Locale } from './locales';

/** Cookie the language switcher writes (spec section 2.4). */
export const LANG_COOKIE = 'lang';

/** A year, in seconds: how long the stored language is kept. */
const KEPT_SECONDS = 365 * 24 * 60 * 60;

// One cookie of a locale slug, read as every page starts: `document.cookie` itself, where a
// cookie library would add about a kilobyte (gzip) to the entry, which every page loads.

/** The visitor's stored language, else zh_CN. */
export function preferredLocale(): Locale {
  const prefix = `${LANG_COOKIE}=`;
  const stored = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return localeOf(stored?.slice(prefix.length));
}

export function storePreferredLocale(locale: Locale): void {
  document.cookie = [
    `${LANG_COOKIE}=${locale.slug}`,
    `Max-Age=${KEPT_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
  ].join(';');
}
