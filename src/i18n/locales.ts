/**
 * The one table of supported locales: URL slug (also the backend's `languageType`) ↔ BCP-47
 * (Lingui, Intl, `<html lang>`) ↔ dayjs ↔ the switcher's labels (spec section 3, language option).
 */
export const LOCALES = [
  { slug: 'zh_CN', bcp47: 'zh-CN', dayjs: 'zh-cn', name: '简体中文', sname: '简' },
  { slug: 'zh_HK', bcp47: 'zh-HK', dayjs: 'zh-hk', name: '繁體中文', sname: '繁' },
  { slug: 'en_US', bcp47: 'en-US', dayjs: 'en', name: 'English', sname: 'EN' },
  { slug: 'pt_PT', bcp47: 'pt-PT', dayjs: 'pt', name: 'Português', sname: 'PT' },
] as const;

export type Locale = (typeof LOCALES)[number];
export type LocaleSlug = Locale['slug'];
export type Bcp47 = Locale['bcp47'];

export const DEFAULT_LOCALE: Locale = LOCALES[0];

export function isLocaleSlug(value: unknown): value is LocaleSlug {
  return LOCALES.some((locale) => locale.slug === value);
}

/** The locale for a URL slug; unsupported values fall back to zh_CN (spec section 4). */
export function localeOf(slug: unknown): Locale {
  return LOCALES.find((locale) => locale.slug === slug) ?? DEFAULT_LOCALE;
}
