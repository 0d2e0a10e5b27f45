import type { LanguageType } from '../../src/api/gen/model';

/** Seeded text in every language the backend answers in (`languageType`). */
export type L10n = Record<LanguageType, string>;

export const LANGUAGES: readonly LanguageType[] = ['zh_CN', 'zh_HK', 'en_US', 'pt_PT'];

/** The text in the request's language. */
export function pick(text: L10n, lang: LanguageType): string {
  return text[lang];
}

/** Builds an L10n in the order zh_CN, zh_HK, en_US, pt_PT. */
export function l10n(zh_CN: string, zh_HK: string, en_US: string, pt_PT: string): L10n {
  return { zh_CN, zh_HK, en_US, pt_PT };
}
