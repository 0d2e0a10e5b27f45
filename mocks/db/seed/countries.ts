/** Country names by ISO 3166-1 alpha-2 code, shared by platforms, logistics, warehouses and markets. */
import { l10n, type L10n } from '../../lib/l10n';

export const COUNTRIES = {
  US: l10n('美国', '美國', 'United States', 'Estados Unidos'),
  CA: l10n('加拿大', '加拿大', 'Canada', 'Canadá'),
  MX: l10n('墨西哥', '墨西哥', 'Mexico', 'México'),
  BR: l10n('巴西', '巴西', 'Brazil', 'Brasil'),
  GB: l10n('英国', '英國', 'United Kingdom', 'Reino Unido'),
  DE: l10n('德国', '德國', 'Germany', 'Alemanha'),
  FR: l10n('法国', '法國', 'France', 'França'),
  IT: l10n('意大利', '意大利', 'Italy', 'Itália'),
  ES: l10n('西班牙', '西班牙', 'Spain', 'Espanha'),
  NL: l10n('荷兰', '荷蘭', 'Netherlands', 'Países Baixos'),
  PL: l10n('波兰', '波蘭', 'Poland', 'Polónia'),
  PT: l10n('葡萄牙', '葡萄牙', 'Portugal', 'Portugal'),
  RU: l10n('俄罗斯', '俄羅斯', 'Russia', 'Rússia'),
  JP: l10n('日本', '日本', 'Japan', 'Japão'),
  KR: l10n('韩国', '韓國', 'South Korea', 'Coreia do Sul'),
  AU: l10n('澳大利亚', '澳洲', 'Australia', 'Austrália'),
  SG: l10n('新加坡', '新加坡', 'Singapore', 'Singapura'),
  MY: l10n('马来西亚', '馬來西亞', 'Malaysia', 'Malásia'),
  TH: l10n('泰国', '泰國', 'Thailand', 'Tailândia'),
  PH: l10n('菲律宾', '菲律賓', 'Philippines', 'Filipinas'),
  VN: l10n('越南', '越南', 'Vietnam', 'Vietname'),
  ID: l10n('印度尼西亚', '印尼', 'Indonesia', 'Indonésia'),
  AE: l10n('阿联酋', '阿聯酋', 'United Arab Emirates', 'Emirados Árabes Unidos'),
  SA: l10n('沙特阿拉伯', '沙特阿拉伯', 'Saudi Arabia', 'Arábia Saudita'),
} satisfies Record<string, L10n>;

export type CountryCode = keyof typeof COUNTRIES;

export function countryName(code: CountryCode): L10n {
  return COUNTRIES[code];
}

export function isCountryCode(code: string): code is CountryCode {
  return Object.hasOwn(COUNTRIES, code);
}
