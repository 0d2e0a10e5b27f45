/**
 * Service-market categories and their markets (the header's service dropdown). Markets are
 * regions inside a category; each category has its own market rows (ids 2001–2025).
 */
import { l10n, type L10n } from '../../lib/l10n';
import { defineCollection } from '../store';
import { iconImage } from './images';

export interface ServiceCategoryRow {
  id: number;
  name: L10n;
  icon: string;
  sort: number;
}

export interface MarketRow {
  id: number;
  categoryId: number;
  name: L10n;
  icon: string;
  description: L10n;
  tag: L10n | null;
  sort: number;
}

export const SERVICE_CATEGORY_IDS = {
  STORE_OPENING: 21,
  IP: 22,
  VAT: 23,
  BRAND: 24,
  ADS: 25,
  SITE: 26,
  CERTIFICATION: 27,
} as const;
const C = SERVICE_CATEGORY_IDS;

const CATEGORIES: ServiceCategoryRow[] = [
  {
    id: C.STORE_OPENING,
    sort: 1,
    icon: iconImage('SHOP', 24),
    name: l10n('开店服务', '開店服務', 'Store opening', 'Abertura de lojas'),
  },
  {
    id: C.IP,
    sort: 2,
    icon: iconImage('IP', 44),
    name: l10n('知识产权', '知識產權', 'IP and trademarks', 'Propriedade intelectual e marcas'),
  },
  {
    id: C.VAT,
    sort: 3,
    icon: iconImage('VAT', 150),
    name: l10n('VAT 与税务', 'VAT 與稅務', 'VAT and tax', 'IVA e impostos'),
  },
  {
    id: C.BRAND,
    sort: 4,
    icon: iconImage('BR', 300),
    name: l10n('品牌咨询', '品牌諮詢', 'Brand consulting', 'Consultoria de marca'),
  },
  {
    id: C.ADS,
    sort: 5,
    icon: iconImage('ADS', 268),
    name: l10n(
      '广告与联合运营',
      '廣告與聯合營運',
      'Advertising and joint operation',
      'Publicidade e operação conjunta',
    ),
  },
  {
    id: C.SITE,
    sort: 6,
    icon: iconImage('WEB', 200),
    name: l10n(
      '独立站建设',
      '獨立站建設',
      'Independent website building',
      'Criação de sites próprios',
    ),
  },
  {
    id: C.CERTIFICATION,
    sort: 7,
    icon: iconImage('CERT', 100),
    name: l10n(
      '认证与合规',
      '認證與合規',
      'Certification and compliance',
      'Certificação e conformidade',
    ),
  },
];

const REGION = {
  US: l10n('美国', '美國', 'United States', 'Estados Unidos'),
  NORTH_AMERICA: l10n('北美', '北美', 'North America', 'América do Norte'),
  EUROPE: l10n('欧洲', '歐洲', 'Europe', 'Europa'),
  EU: l10n('欧盟', '歐盟', 'European Union', 'União Europeia'),
  UK: l10n('英国', '英國', 'United Kingdom', 'Reino Unido'),
  GERMANY: l10n('德国', '德國', 'Germany', 'Alemanha'),
  OTHER_EU: l10n('法意西', '法意西', 'France, Italy, Spain', 'França, Itália, Espanha'),
  JAPAN: l10n('日本', '日本', 'Japan', 'Japão'),
  SEA: l10n('东南亚', '東南亞', 'Southeast Asia', 'Sudeste Asiático'),
  MIDDLE_EAST: l10n('中东', '中東', 'Middle East', 'Médio Oriente'),
  GLOBAL: l10n('全球', '全球', 'Global', 'Global'),
};

const TAG = {
  hot: l10n('热招', '熱招', 'Hot', 'Em destaque'),
  new: l10n('新', '新', 'New', 'Novo'),
};

const market = (
  id: number,
  categoryId: number,
  sort: number,
  name: L10n,
  code: string,
  description: L10n,
  tag: L10n | null = null,
): MarketRow => ({ id, categoryId, sort, name, icon: iconImage(code), description, tag });

const MARKETS: MarketRow[] = [
  market(
    2001,
    C.STORE_OPENING,
    1,
    REGION.US,
    'US',
    l10n(
      '亚马逊、eBay、Newegg 美国站入驻代办',
      '亞馬遜、eBay、Newegg 美國站入駐代辦',
      'Store opening on Amazon, eBay and Newegg in the US',
      'Abertura de lojas na Amazon, eBay e Newegg nos EUA',
    ),
    TAG.hot,
  ),
  market(
    2002,
    C.STORE_OPENING,
    2,
    REGION.EUROPE,
    'EU',
    l10n(
      '亚马逊欧洲五国与英国站开店',
      '亞馬遜歐洲五國與英國站開店',
      'Amazon stores in the UK and five EU countries',
      'Lojas Amazon no Reino Unido e em cinco países da UE',
    ),
  ),
  market(
    2003,
    C.STORE_OPENING,
    3,
    REGION.JAPAN,
    'JP',
    l10n(
      '亚马逊日本站与乐天入驻',
      '亞馬遜日本站與樂天入駐',
      'Amazon Japan and Rakuten onboarding',
      'Adesão à Amazon Japão e à Rakuten',
    ),
  ),
  market(
    2004,
    C.STORE_OPENING,
    4,
    REGION.SEA,
    'SEA',
    l10n(
      'Shopee、Lazada 多站点开店',
      'Shopee、Lazada 多站點開店',
      'Multi-site stores on Shopee and Lazada',
      'Lojas em vários países na Shopee e na Lazada',
    ),
    TAG.hot,
  ),
  market(
    2005,
    C.STORE_OPENING,
    5,
    REGION.MIDDLE_EAST,
    'ME',
    l10n(
      'Noon 与亚马逊中东站开店',
      'Noon 與亞馬遜中東站開店',
      'Noon and Amazon Middle East stores',
      'Lojas na Noon e na Amazon Médio Oriente',
    ),
    TAG.new,
  ),
  market(
    2006,
    C.IP,
    1,
    REGION.US,
    'US',
    l10n(
      'USPTO 商标、外观专利与品牌备案',
      'USPTO 商標、外觀專利與品牌備案',
      'USPTO trademarks, design patents and brand registry',
      'Marcas USPTO, patentes de design e registo de marca',
    ),
    TAG.hot,
  ),
  market(
    2007,
    C.IP,
    2,
    REGION.EU,
    'EU',
    l10n(
      'EUIPO 欧盟商标一次覆盖 27 国',
      'EUIPO 歐盟商標一次覆蓋 27 國',
      'One EUIPO trademark for all 27 EU countries',
      'Uma marca EUIPO para os 27 países da UE',
    ),
  ),
  market(
    2008,
    C.IP,
    3,
    REGION.UK,
    'UK',
    l10n(
      'UKIPO 英国商标注册',
      'UKIPO 英國商標註冊',
      'UKIPO trademark registration',
      'Registo de marca no UKIPO',
    ),
  ),
  market(
    2009,
    C.IP,
    4,
    REGION.JAPAN,
    'JP',
    l10n(
      'JPO 日本商标注册',
      'JPO 日本商標註冊',
      'JPO trademark registration',
      'Registo de marca no JPO',
    ),
  ),
  market(
    2010,
    C.VAT,
    1,
    REGION.UK,
    'UK',
    l10n(
      '英国 VAT 注册、申报与 MTD 合规',
      '英國 VAT 註冊、申報與 MTD 合規',
      'UK VAT registration, returns and MTD compliance',
      'Registo e declarações de IVA no Reino Unido e conformidade MTD',
    ),
  ),
  market(
    2011,
    C.VAT,
    2,
    REGION.GERMANY,
    'DE',
    l10n(
      '德国 VAT 与包装法 EPR',
      '德國 VAT 與包裝法 EPR',
      'German VAT and packaging EPR',
      'IVA alemão e RAP de embalagens',
    ),
    TAG.hot,
  ),
  market(
    2012,
    C.VAT,
    3,
    REGION.OTHER_EU,
    'EU',
    l10n(
      '法国、意大利、西班牙 VAT 与 OSS/IOSS',
      '法國、意大利、西班牙 VAT 與 OSS/IOSS',
      'French, Italian and Spanish VAT plus OSS/IOSS',
      'IVA em França, Itália e Espanha e OSS/IOSS',
    ),
  ),
  market(
    2013,
    C.VAT,
    4,
    REGION.MIDDLE_EAST,
    'ME',
    l10n(
      '阿联酋与沙特 VAT',
      '阿聯酋與沙特 VAT',
      'UAE and Saudi VAT',
      'IVA nos Emirados e na Arábia Saudita',
    ),
    TAG.new,
  ),
  market(
    2014,
    C.BRAND,
    1,
    REGION.US,
    'US',
    l10n(
      '美国市场品牌定位、视觉与内容',
      '美國市場品牌定位、視覺與內容',
      'Brand positioning, visuals and content for the US',
      'Posicionamento, imagem e conteúdos de marca para os EUA',
    ),
  ),
  market(
    2015,
    C.BRAND,
    2,
    REGION.EUROPE,
    'EU',
    l10n(
      '欧洲多语种本地化',
      '歐洲多語種本地化',
      'Multilingual localisation for Europe',
      'Localização multilingue para a Europa',
    ),
  ),
  market(
    2016,
    C.BRAND,
    3,
    REGION.SEA,
    'SEA',
    l10n(
      '东南亚小语种本地化',
      '東南亞小語種本地化',
      'Localisation into Southeast Asian languages',
      'Localização para as línguas do Sudeste Asiático',
    ),
  ),
  market(
    2017,
    C.ADS,
    1,
    REGION.US,
    'US',
    l10n(
      '亚马逊 PPC、TikTok 广告与联合运营',
      '亞馬遜 PPC、TikTok 廣告與聯合營運',
      'Amazon PPC, TikTok ads and joint operation',
      'Amazon PPC, anúncios TikTok e operação conjunta',
    ),
    TAG.hot,
  ),
  market(
    2018,
    C.ADS,
    2,
    REGION.EUROPE,
    'EU',
    l10n(
      'Google 与 Meta 广告代投放',
      'Google 與 Meta 廣告代投放',
      'Google and Meta ads management',
      'Gestão de anúncios Google e Meta',
    ),
  ),
  market(
    2019,
    C.ADS,
    3,
    REGION.SEA,
    'SEA',
    l10n(
      '东南亚店铺代运营与分成合作',
      '東南亞店鋪代營運與分成合作',
      'Southeast Asian store management with revenue share',
      'Gestão de lojas no Sudeste Asiático com partilha de receitas',
    ),
  ),
  market(
    2020,
    C.SITE,
    1,
    REGION.NORTH_AMERICA,
    'NA',
    l10n(
      'Shopify 品牌站搭建',
      'Shopify 品牌網站搭建',
      'Shopify brand store building',
      'Criação de lojas de marca na Shopify',
    ),
    TAG.hot,
  ),
  market(
    2021,
    C.SITE,
    2,
    REGION.EUROPE,
    'EU',
    l10n(
      '多语种、GDPR 合规独立站',
      '多語種、GDPR 合規獨立站',
      'Multilingual, GDPR-compliant websites',
      'Sites multilingues em conformidade com o RGPD',
    ),
  ),
  market(
    2022,
    C.SITE,
    3,
    REGION.MIDDLE_EAST,
    'ME',
    l10n(
      '阿拉伯语 RTL 站点与货到付款',
      '阿拉伯語 RTL 網站與貨到付款',
      'Arabic right-to-left sites with cash on delivery',
      'Sites em árabe da direita para a esquerda com pagamento na entrega',
    ),
    TAG.new,
  ),
  market(
    2023,
    C.CERTIFICATION,
    1,
    REGION.US,
    'US',
    l10n(
      'FDA、FCC 认证与产品责任险',
      'FDA、FCC 認證與產品責任保險',
      'FDA, FCC and product liability insurance',
      'FDA, FCC e seguro de responsabilidade do produto',
    ),
  ),
  market(
    2024,
    C.CERTIFICATION,
    2,
    REGION.EU,
    'EU',
    l10n(
      'CE 认证与 EPR 注册',
      'CE 認證與 EPR 註冊',
      'CE marking and EPR registration',
      'Marcação CE e registo RAP',
    ),
  ),
  market(
    2025,
    C.CERTIFICATION,
    3,
    REGION.GLOBAL,
    'GL',
    l10n(
      'BSCI、ISO 验厂辅导',
      'BSCI、ISO 驗廠輔導',
      'BSCI and ISO factory audit coaching',
      'Acompanhamento de auditorias BSCI e ISO',
    ),
  ),
];

export const serviceCategories = defineCollection<ServiceCategoryRow>('serviceCategories', () =>
  structuredClone(CATEGORIES),
);

export const markets = defineCollection<MarketRow>('markets', () => structuredClone(MARKETS));
