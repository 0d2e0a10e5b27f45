/**
 * The postal operators of UPU S10 numbers: the last two letters of an S10 number name the country
 * whose designated operator carries it (Royal Mail for …GB, USPS for …US), not China Post's EMS.
 * Apart from src/lib/tracking-number.ts so that the pages that check numbers load it after they
 * paint; the offline backend names S10 carriers from it too.
 */
/** A postal operator's name: its own brand, in Latin script and in Simplified and Traditional Chinese. */
export interface PostalOperator {
  latin: string;
  hans: string;
  hant: string;
}

const op = (latin: string, hans: string, hant = hans): PostalOperator => ({ latin, hans, hant });

/**
 * The designated postal operator of the common S10 countries (the last two letters of an S10
 * number name the operator's country, not China Post's EMS); other countries get the generic
 * "postal operator of <country>" from the page.
 */
const POSTAL_OPERATORS: Record<string, PostalOperator> = {
  CN: op('China Post', '中国邮政', '中國郵政'),
  HK: op('Hongkong Post', '香港邮政', '香港郵政'),
  MO: op('Macao Post', '澳门邮政', '澳門郵政'),
  TW: op('Chunghwa Post', '中华邮政', '中華郵政'),
  US: op('USPS', '美国邮政', '美國郵政'),
  CA: op('Canada Post', '加拿大邮政', '加拿大郵政'),
  MX: op('Correos de México', '墨西哥邮政', '墨西哥郵政'),
  BR: op('Correios', '巴西邮政', '巴西郵政'),
  GB: op('Royal Mail', '英国皇家邮政', '英國皇家郵政'),
  IE: op('An Post', '爱尔兰邮政', '愛爾蘭郵政'),
  DE: op('Deutsche Post', '德国邮政', '德國郵政'),
  FR: op('La Poste', '法国邮政', '法國郵政'),
  ES: op('Correos', '西班牙邮政', '西班牙郵政'),
  PT: op('CTT', '葡萄牙邮政', '葡萄牙郵政'),
  IT: op('Poste Italiane', '意大利邮政', '意大利郵政'),
  NL: op('PostNL', '荷兰邮政', '荷蘭郵政'),
  BE: op('bpost', '比利时邮政', '比利時郵政'),
  CH: op('Swiss Post', '瑞士邮政', '瑞士郵政'),
  AT: op('Österreichische Post', '奥地利邮政', '奧地利郵政'),
  PL: op('Poczta Polska', '波兰邮政', '波蘭郵政'),
  SE: op('PostNord', '瑞典邮政', '瑞典郵政'),
  DK: op('PostNord', '丹麦邮政', '丹麥郵政'),
  JP: op('Japan Post', '日本邮政', '日本郵政'),
  KR: op('Korea Post', '韩国邮政', '韓國郵政'),
  SG: op('Singapore Post', '新加坡邮政', '新加坡郵政'),
  MY: op('Pos Malaysia', '马来西亚邮政', '馬來西亞郵政'),
  TH: op('Thailand Post', '泰国邮政', '泰國郵政'),
  VN: op('Vietnam Post', '越南邮政', '越南郵政'),
  IN: op('India Post', '印度邮政', '印度郵政'),
  AU: op('Australia Post', '澳大利亚邮政', '澳洲郵政'),
  NZ: op('NZ Post', '新西兰邮政', '紐西蘭郵政'),
  AE: op('Emirates Post', '阿联酋邮政', '阿聯酋郵政'),
  SA: op('Saudi Post', '沙特邮政', '沙特郵政'),
  RU: op('Russian Post', '俄罗斯邮政', '俄羅斯郵政'),
};

/** The postal operator of an S10 country code, or null for a country not in the table. */
export function postalOperator(country: string): PostalOperator | null {
  return POSTAL_OPERATORS[country.toUpperCase()] ?? null;
}

/** The operator's name as a page in `locale` (BCP-47) writes it: Chinese names in Chinese. */
export function postalOperatorName(operator: PostalOperator, locale: string): string {
  if (/^zh-(HK|TW|MO|Hant)/i.test(locale)) return operator.hant;
  if (/^zh/i.test(locale)) return operator.hans;
  return operator.latin;
}
