import { DEFAULT_LOCALE, isLocaleSlug, type LocaleSlug } from '@/i18n/locales';

export interface PathParts {
  pathname: string;
  search?: string;
  hash?: string;
}

/** The path after the language segment (`/zh_CN/platform/3` → `/platform/3`, `/zh_CN` → ''). */
function pathWithoutLanguage(pathname: string): string {
  const segments = pathname.split('/');
  const rest = segments.slice(2).join('/');
  return rest ? `/${rest}` : '';
}

/**
 * The same page under another language prefix (spec section 2.4: switching reloads the same path
 * under the new prefix), keeping the query and the hash.
 */
export function languageSwitchHref(location: PathParts, target: LocaleSlug): string {
  const segments = location.pathname.split('/');
  const rest = isLocaleSlug(segments[1])
    ? pathWithoutLanguage(location.pathname)
    : location.pathname.replace(/\/$/, '');
  return `/${target}${rest}${location.search ?? ''}${location.hash ?? ''}`;
}

/**
 * Where an unsupported language prefix goes (spec section 4): the same path under zh_CN
 * (`/fr_FR/login?x=1` → `/zh_CN/login?x=1`).
 */
export function unsupportedLanguageHref(location: PathParts): string {
  return `/${DEFAULT_LOCALE.slug}${pathWithoutLanguage(location.pathname)}${location.search ?? ''}${location.hash ?? ''}`;
}
