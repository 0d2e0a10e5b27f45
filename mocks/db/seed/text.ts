/**
 * Building blocks for seeded text: templates with `{name}` slots filled per language, so that
 * forty courses or sixty articles come from a few well-written sentences and parameters instead
 * of copies of one paragraph.
 */
import { l10n, LANGUAGES, type L10n } from '../../lib/l10n';

export type Param = L10n | string | number;

const isL10n = (value: Param): value is L10n => typeof value === 'object';

/** Fills `{name}` slots of a template in every language; L10n parameters are taken per language. */
export function fill(template: L10n, params: Record<string, Param>): L10n {
  const out = {} as L10n;
  for (const lang of LANGUAGES) {
    out[lang] = template[lang].replace(/\{(\w+)\}/g, (slot, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`No value for ${slot} in "${template[lang]}"`);
      return isL10n(value) ? value[lang] : String(value);
    });
  }
  return out;
}

/** The same text in every language (brand names, codes, user-written text). */
export function same(text: string): L10n {
  return l10n(text, text, text, text);
}

/** Joins texts per language. */
export function join(parts: readonly L10n[], separator = ''): L10n {
  const out = {} as L10n;
  for (const lang of LANGUAGES) out[lang] = parts.map((part) => part[lang]).join(separator);
  return out;
}

/** Wraps a text per language, e.g. in an HTML element. */
export function wrap(text: L10n, before: string, after: string): L10n {
  const out = {} as L10n;
  for (const lang of LANGUAGES) out[lang] = `${before}${text[lang]}${after}`;
  return out;
}

/** HTML paragraphs. */
export function paragraphs(...texts: L10n[]): L10n {
  return join(texts.map((text) => wrap(text, '<p>', '</p>')));
}

/** An HTML list. */
export function htmlList(items: readonly L10n[]): L10n {
  return wrap(join(items.map((item) => wrap(item, '<li>', '</li>'))), '<ul>', '</ul>');
}

/** Section heading plus body, as HTML. */
export function section(heading: L10n, body: L10n): L10n {
  return join([wrap(heading, '<h3>', '</h3>'), body]);
}

/** Sentences joined as each language writes them: no space in Chinese, one space otherwise. */
export function sentences(parts: readonly L10n[]): L10n {
  const out = {} as L10n;
  for (const lang of LANGUAGES) {
    const separator = lang === 'zh_CN' || lang === 'zh_HK' ? '' : ' ';
    out[lang] = parts.map((part) => part[lang]).join(separator);
  }
  return out;
}
