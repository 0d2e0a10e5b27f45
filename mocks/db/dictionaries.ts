/**
 * The dictionaries of `GET /dictionary/list` (every DictCode), in display order, four languages.
 * Static reference data, not a collection. Other handlers validate codes with `isDictValue`
 * (profile platforms/categories/region, store application fields).
 */
import type { DictCode, DictItem, LanguageType } from '../../src/api/gen/model';
import { l10n, pick, type L10n } from '../lib/l10n';

interface Entry {
  value: string;
  label: L10n;
}

const e = (value: string, zhCN: string, zhHK: string, en: string, pt: string): Entry => ({
  value,
  label: l10n(zhCN, zhHK, en, pt),
});

/** Region codes are administrative division codes: provinces and the main trading cities. */
const REGION: Entry[] = [
  e('110000', '北京市', '北京市', 'Beijing', 'Pequim'),
  e('120000', '天津市', '天津市', 'Tianjin', 'Tianjin'),
  e('310000', '上海市', '上海市', 'Shanghai', 'Xangai'),
  e('500000', '重庆市', '重慶市', 'Chongqing', 'Chongqing'),
  e('440100', '广东省 广州市', '廣東省 廣州市', 'Guangzhou, Guangdong', 'Cantão, Guangdong'),
  e('440300', '广东省 深圳市', '廣東省 深圳市', 'Shenzhen, Guangdong', 'Shenzhen, Guangdong'),
  e('440600', '广东省 佛山市', '廣東省 佛山市', 'Foshan, Guangdong', 'Foshan, Guangdong'),
  e('441900', '广东省 东莞市', '廣東省 東莞市', 'Dongguan, Guangdong', 'Dongguan, Guangdong'),
  e('442000', '广东省 中山市', '廣東省 中山市', 'Zhongshan, Guangdong', 'Zhongshan, Guangdong'),
  e('330100', '浙江省 杭州市', '浙江省 杭州市', 'Hangzhou, Zhejiang', 'Hangzhou, Zhejiang'),
  e('330200', '浙江省 宁波市', '浙江省 寧波市', 'Ningbo, Zhejiang', 'Ningbo, Zhejiang'),
  e(
    '330700',
    '浙江省 金华市（义乌）',
    '浙江省 金華市（義烏）',
    'Jinhua (Yiwu), Zhejiang',
    'Jinhua (Yiwu), Zhejiang',
  ),
  e('320100', '江苏省 南京市', '江蘇省 南京市', 'Nanjing, Jiangsu', 'Nanquim, Jiangsu'),
  e('320500', '江苏省 苏州市', '江蘇省 蘇州市', 'Suzhou, Jiangsu', 'Suzhou, Jiangsu'),
  e('350100', '福建省 福州市', '福建省 福州市', 'Fuzhou, Fujian', 'Fuzhou, Fujian'),
  e('350200', '福建省 厦门市', '福建省 廈門市', 'Xiamen, Fujian', 'Xiamen, Fujian'),
  e('350500', '福建省 泉州市', '福建省 泉州市', 'Quanzhou, Fujian', 'Quanzhou, Fujian'),
  e('370200', '山东省 青岛市', '山東省 青島市', 'Qingdao, Shandong', 'Qingdao, Shandong'),
  e('370100', '山东省 济南市', '山東省 濟南市', 'Jinan, Shandong', 'Jinan, Shandong'),
  e('420100', '湖北省 武汉市', '湖北省 武漢市', 'Wuhan, Hubei', 'Wuhan, Hubei'),
  e('430100', '湖南省 长沙市', '湖南省 長沙市', 'Changsha, Hunan', 'Changsha, Hunan'),
  e('510100', '四川省 成都市', '四川省 成都市', 'Chengdu, Sichuan', 'Chengdu, Sichuan'),
  e('610100', '陕西省 西安市', '陝西省 西安市', "Xi'an, Shaanxi", "Xi'an, Shaanxi"),
  e('340100', '安徽省 合肥市', '安徽省 合肥市', 'Hefei, Anhui', 'Hefei, Anhui'),
  e('360100', '江西省 南昌市', '江西省 南昌市', 'Nanchang, Jiangxi', 'Nanchang, Jiangxi'),
  e('410100', '河南省 郑州市', '河南省 鄭州市', 'Zhengzhou, Henan', 'Zhengzhou, Henan'),
  e('130100', '河北省 石家庄市', '河北省 石家莊市', 'Shijiazhuang, Hebei', 'Shijiazhuang, Hebei'),
  e('210200', '辽宁省 大连市', '遼寧省 大連市', 'Dalian, Liaoning', 'Dalian, Liaoning'),
  e(
    '450100',
    '广西壮族自治区 南宁市',
    '廣西壯族自治區 南寧市',
    'Nanning, Guangxi',
    'Nanning, Guangxi',
  ),
  e('530100', '云南省 昆明市', '雲南省 昆明市', 'Kunming, Yunnan', 'Kunming, Yunnan'),
  e('460100', '海南省 海口市', '海南省 海口市', 'Haikou, Hainan', 'Haikou, Hainan'),
  e(
    '650100',
    '新疆维吾尔自治区 乌鲁木齐市',
    '新疆維吾爾自治區 烏魯木齊市',
    'Ürümqi, Xinjiang',
    'Urumqi, Xinjiang',
  ),
  e('810000', '香港特别行政区', '香港特別行政區', 'Hong Kong SAR', 'RAE de Hong Kong'),
  e('820000', '澳门特别行政区', '澳門特別行政區', 'Macao SAR', 'RAE de Macau'),
];

const DICTIONARIES: Record<DictCode, Entry[]> = {
  MAIN_PLATFORM: [
    e('AMAZON', '亚马逊', '亞馬遜', 'Amazon', 'Amazon'),
    e('TIKTOK_SHOP', 'TikTok Shop', 'TikTok Shop', 'TikTok Shop', 'TikTok Shop'),
    e('TEMU', 'Temu', 'Temu', 'Temu', 'Temu'),
    e('SHEIN', 'SHEIN', 'SHEIN', 'SHEIN', 'SHEIN'),
    e('ALIEXPRESS', '速卖通', '速賣通', 'AliExpress', 'AliExpress'),
    e('EBAY', 'eBay', 'eBay', 'eBay', 'eBay'),
    e('WALMART', '沃尔玛', '沃爾瑪', 'Walmart', 'Walmart'),
    e('SHOPEE', 'Shopee', 'Shopee', 'Shopee', 'Shopee'),
    e('LAZADA', 'Lazada', 'Lazada', 'Lazada', 'Lazada'),
    e('MERCADO_LIBRE', '美客多', '美客多', 'Mercado Libre', 'Mercado Livre'),
    e('OZON', 'Ozon', 'Ozon', 'Ozon', 'Ozon'),
    e('ETSY', 'Etsy', 'Etsy', 'Etsy', 'Etsy'),
    e(
      'SHOPIFY',
      '独立站（Shopify）',
      '獨立站（Shopify）',
      'Own store (Shopify)',
      'Loja própria (Shopify)',
    ),
  ],
  MAIN_CATEGORY: [
    e('HOME_GARDEN', '家居园艺', '家居園藝', 'Home and garden', 'Casa e jardim'),
    e(
      'CONSUMER_ELECTRONICS',
      '消费电子',
      '消費電子',
      'Consumer electronics',
      'Eletrónica de consumo',
    ),
    e('APPAREL', '服装鞋包', '服裝鞋包', 'Clothing, shoes and bags', 'Vestuário, calçado e malas'),
    e('BEAUTY', '美妆个护', '美妝個護', 'Beauty and personal care', 'Beleza e cuidados pessoais'),
    e('SPORTS_OUTDOORS', '运动户外', '運動戶外', 'Sports and outdoors', 'Desporto e ar livre'),
    e('TOYS_BABY', '母婴玩具', '母嬰玩具', 'Toys and baby', 'Brinquedos e bebé'),
    e('PET_SUPPLIES', '宠物用品', '寵物用品', 'Pet supplies', 'Artigos para animais'),
    e('AUTO_PARTS', '汽车配件', '汽車配件', 'Auto parts', 'Peças automóveis'),
    e('HEALTH', '健康保健', '健康保健', 'Health and wellness', 'Saúde e bem-estar'),
    e('OFFICE', '办公文具', '辦公文具', 'Office supplies', 'Material de escritório'),
    e('JEWELRY', '珠宝饰品', '珠寶飾品', 'Jewellery and accessories', 'Joalharia e acessórios'),
    e('TOOLS', '五金工具', '五金工具', 'Tools and hardware', 'Ferramentas e ferragens'),
  ],
  REGION,
  COMPANY_NATURE: [
    e('PRIVATE', '民营企业', '民營企業', 'Private company', 'Empresa privada'),
    e('STATE_OWNED', '国有企业', '國有企業', 'State-owned company', 'Empresa pública'),
    e(
      'FOREIGN_INVESTED',
      '外商投资企业',
      '外商投資企業',
      'Foreign-invested company',
      'Empresa de capital estrangeiro',
    ),
    e(
      'JOINT_VENTURE',
      '中外合资企业',
      '中外合資企業',
      'Sino-foreign joint venture',
      'Empresa comum sino-estrangeira',
    ),
    e(
      'INDIVIDUAL_BUSINESS',
      '个体工商户',
      '個體工商戶',
      'Sole proprietorship',
      'Empresário em nome individual',
    ),
    e('OTHER', '其他', '其他', 'Other', 'Outra'),
  ],
  SHIPPING_METHOD: [
    e(
      'FBA',
      '平台仓发货（FBA 等）',
      '平台倉發貨（FBA 等）',
      'Platform fulfilment (FBA etc.)',
      'Logística da plataforma (FBA, etc.)',
    ),
    e('SELF_SHIPPING', '自发货', '自發貨', 'Self-fulfilled', 'Envio próprio'),
    e(
      'OVERSEAS_WAREHOUSE',
      '海外仓发货',
      '海外倉發貨',
      'Overseas warehouse',
      'Armazém no estrangeiro',
    ),
    e('MIXED', '多种方式结合', '多種方式結合', 'A mix of methods', 'Combinação de métodos'),
  ],
  ANNUAL_SALES: [
    e(
      'BELOW_1M',
      '100 万元以下',
      '100 萬元以下',
      'Under RMB 1 million',
      'Menos de 1 milhão de RMB',
    ),
    e('1M_5M', '100–500 万元', '100–500 萬元', 'RMB 1–5 million', '1 a 5 milhões de RMB'),
    e('5M_10M', '500–1000 万元', '500–1000 萬元', 'RMB 5–10 million', '5 a 10 milhões de RMB'),
    e(
      '10M_50M',
      '1000 万–5000 万元',
      '1000 萬–5000 萬元',
      'RMB 10–50 million',
      '10 a 50 milhões de RMB',
    ),
    e(
      'ABOVE_50M',
      '5000 万元以上',
      '5000 萬元以上',
      'Over RMB 50 million',
      'Mais de 50 milhões de RMB',
    ),
  ],
  TEAM_SIZE: [
    e('1_5', '1–5 人', '1–5 人', '1–5 people', '1 a 5 pessoas'),
    e('6_20', '6–20 人', '6–20 人', '6–20 people', '6 a 20 pessoas'),
    e('21_50', '21–50 人', '21–50 人', '21–50 people', '21 a 50 pessoas'),
    e('51_100', '51–100 人', '51–100 人', '51–100 people', '51 a 100 pessoas'),
    e('ABOVE_100', '100 人以上', '100 人以上', 'More than 100 people', 'Mais de 100 pessoas'),
  ],
  BRAND_NATURE: [
    e('OWN_BRAND', '自有品牌', '自有品牌', 'Own brand', 'Marca própria'),
    e('AUTHORIZED', '授权品牌', '授權品牌', 'Licensed brand', 'Marca licenciada'),
    e('DISTRIBUTION', '品牌分销', '品牌分銷', 'Brand distribution', 'Distribuição de marcas'),
    e('NO_BRAND', '暂无品牌', '暫無品牌', 'No brand yet', 'Ainda sem marca'),
  ],
  TRANSPORT_PLAN: [
    e('AIR', '空运', '空運', 'Air freight', 'Transporte aéreo'),
    e('SEA', '海运', '海運', 'Sea freight', 'Transporte marítimo'),
    e(
      'RAIL',
      '铁路（中欧班列）',
      '鐵路（中歐班列）',
      'Rail (China–Europe trains)',
      'Ferroviário (comboios China–Europa)',
    ),
    e('TRUCK', '卡航', '卡航', 'Road freight', 'Transporte rodoviário'),
    e('EXPRESS', '国际快递', '國際快遞', 'International express', 'Expresso internacional'),
  ],
  TRADE_TYPE: [
    e(
      'GENERAL_TRADE',
      '一般贸易（0110）',
      '一般貿易（0110）',
      'General trade (0110)',
      'Comércio geral (0110)',
    ),
    e(
      'B2C_9610',
      '跨境电商 B2C 直邮（9610）',
      '跨境電商 B2C 直郵（9610）',
      'Cross-border B2C direct mail (9610)',
      'B2C transfronteiriço, envio direto (9610)',
    ),
    e(
      'B2B_9710',
      '跨境电商 B2B 直接出口（9710）',
      '跨境電商 B2B 直接出口（9710）',
      'Cross-border B2B direct export (9710)',
      'B2B transfronteiriço, exportação direta (9710)',
    ),
    e(
      'B2B_9810',
      '跨境电商出口海外仓（9810）',
      '跨境電商出口海外倉（9810）',
      'Cross-border export to overseas warehouses (9810)',
      'Exportação para armazéns no estrangeiro (9810)',
    ),
    e(
      'MARKET_1039',
      '市场采购（1039）',
      '市場採購（1039）',
      'Market procurement (1039)',
      'Compras em mercado (1039)',
    ),
  ],
};

export function isDictCode(value: string | undefined): value is DictCode {
  return value !== undefined && value in DICTIONARIES;
}

export function dictionary(code: DictCode, lang: LanguageType): DictItem[] {
  return DICTIONARIES[code].map((entry) => ({
    value: entry.value,
    label: pick(entry.label, lang),
  }));
}

export function isDictValue(code: DictCode, value: string): boolean {
  return DICTIONARIES[code].some((entry) => entry.value === value);
}

/** The label of a code (for seeded texts), or the code itself when unknown. */
export function dictLabel(code: DictCode, value: string, lang: LanguageType): string {
  const entry = DICTIONARIES[code].find((item) => item.value === value);
  return entry ? pick(entry.label, lang) : value;
}
