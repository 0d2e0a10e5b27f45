import Cookies from 'js-cookie';
import { localeOf, type Locale } from './locales';

/** Cookie the language switcher writes (spec section 2.4). */
export const LANG_COOKIE = 'lang';

/** The visitor's stored language, else zh_CN. */
export function preferredLocale(): Locale {
  return localeOf(Cookies.get(LANG_COOKIE));
}

export function storePreferredLocale(locale: Locale): void {
  Cookies.set(LANG_COOKIE, locale.slug, { expires: 365, sameSite: 'Lax', path: '/' });
}
