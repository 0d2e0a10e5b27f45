/** Service providers of the service market. `serviceCount` is counted from the services. */
import { l10n, type L10n } from '../../lib/l10n';
import { defineCollection } from '../store';
import { logoImage } from './images';

export interface ProviderRow {
  id: number;
  name: L10n;
  logo: string;
  intro: L10n;
  certified: boolean;
}

export const PROVIDER_IDS = {
  KUAJINGTONG: 801,
  ZHIHANG: 802,
  SHUITONG: 803,
  PINJIAN: 804,
  GROWTH_ENGINE: 805,
  NANYANG: 806,
  SILK_ROAD: 807,
  JIJIAN: 808,
  HUACE: 809,
} as const;
const P = PROVIDER_IDS;

const PROVIDERS: ProviderRow[] = [
  {
    id: P.KUAJINGTONG,
    name: l10n(
      '深圳市跨境通企业服务有限公司',
      '深圳市跨境通企業服務有限公司',
      'Shenzhen Kuajingtong Enterprise Services Co., Ltd.',
      'Shenzhen Kuajingtong Enterprise Services Co., Ltd.',
    ),
    logo: logoImage('KJT', 24),
    intro: l10n(
      '平台自营开店服务团队，与亚马逊、eBay、Newegg 等平台招商团队直接对接，累计协助 6000 多家企业完成海外开店。',
      '平台自營開店服務團隊，與亞馬遜、eBay、Newegg 等平台招商團隊直接對接，累計協助 6000 多家企業完成海外開店。',
      'The portal’s own store-opening team, working directly with the onboarding teams of Amazon, eBay, Newegg and others; has helped more than 6,000 companies open stores abroad.',
      'A equipa de abertura de lojas do próprio portal, em contacto direto com as equipas de adesão da Amazon, eBay, Newegg e outras; já ajudou mais de 6000 empresas a abrir lojas no estrangeiro.',
    ),
    certified: true,
  },
  {
    id: P.ZHIHANG,
    name: l10n(
      '深圳市知航知识产权代理有限公司',
      '深圳市知航知識產權代理有限公司',
      'Shenzhen Zhihang IP Agency Co., Ltd.',
      'Shenzhen Zhihang IP Agency Co., Ltd.',
    ),
    logo: logoImage('Zhihang', 44),
    intro: l10n(
      '专注跨境知识产权服务 10 年，累计代理海外商标 3 万余件，在美国、欧盟与日本均有合作律所。',
      '專注跨境知識產權服務 10 年，累計代理海外商標 3 萬多件，在美國、歐盟與日本均有合作律師行。',
      'Ten years focused on cross-border IP, with more than 30,000 overseas trademarks filed and partner law firms in the US, the EU and Japan.',
      'Dez anos dedicados à propriedade intelectual internacional, com mais de 30 000 marcas registadas no estrangeiro e escritórios de advogados parceiros nos EUA, na UE e no Japão.',
    ),
    certified: true,
  },
  {
    id: P.SHUITONG,
    name: l10n(
      '广州税通跨境财税咨询有限公司',
      '廣州稅通跨境財稅諮詢有限公司',
      'Guangzhou Shuitong Cross-border Tax Consulting Co., Ltd.',
      'Guangzhou Shuitong Cross-border Tax Consulting Co., Ltd.',
    ),
    logo: logoImage('Shuitong', 150),
    intro: l10n(
      '英国 HMRC 认可代理，拥有德国、法国、意大利本地税务师团队，服务欧洲 VAT 客户 5000 余家。',
      '英國 HMRC 認可代理，擁有德國、法國、意大利本地稅務師團隊，服務歐洲 VAT 客戶 5000 多家。',
      'HMRC-recognised agent with local tax advisers in Germany, France and Italy, serving more than 5,000 European VAT clients.',
      'Agente reconhecido pelo HMRC, com técnicos fiscais locais na Alemanha, em França e em Itália, que serve mais de 5000 clientes de IVA europeu.',
    ),
    certified: true,
  },
  {
    id: P.PINJIAN,
    name: l10n(
      '杭州品见品牌策划有限公司',
      '杭州品見品牌策劃有限公司',
      'Hangzhou Pinjian Brand Design Co., Ltd.',
      'Hangzhou Pinjian Brand Design Co., Ltd.',
    ),
    logo: logoImage('Pinjian', 300),
    intro: l10n(
      '由前 4A 创意总监创立，提供品牌定位、电商视觉与多语种文案服务，自有 600 平方米摄影棚。',
      '由前 4A 創意總監創立，提供品牌定位、電商視覺與多語種文案服務，自設 600 平方米攝影棚。',
      'Founded by a former 4A creative director; offers brand positioning, e-commerce visuals and multilingual copywriting, with its own 600 m² photo studio.',
      'Fundada por um antigo diretor criativo de agência 4A; oferece posicionamento de marca, imagem para e-commerce e textos multilingues, com estúdio fotográfico próprio de 600 m².',
    ),
    certified: true,
  },
  {
    id: P.GROWTH_ENGINE,
    name: l10n(
      '深圳市增长引擎数字营销有限公司',
      '深圳市增長引擎數碼營銷有限公司',
      'Shenzhen Growth Engine Digital Marketing Co., Ltd.',
      'Shenzhen Growth Engine Digital Marketing Co., Ltd.',
    ),
    logo: logoImage('GrowthEngine', 268),
    intro: l10n(
      'Google 高级合作伙伴与 TikTok 官方代理商，广告团队 80 人，年管理广告预算超 2 亿元。',
      'Google 高級合作夥伴與 TikTok 官方代理商，廣告團隊 80 人，每年管理廣告預算超過 2 億元。',
      'Google Premier Partner and official TikTok agency with an 80-person ad team managing over RMB 200 million of ad budget a year.',
      'Google Premier Partner e agência oficial do TikTok, com uma equipa de 80 pessoas que gere mais de 200 milhões de RMB de orçamento publicitário por ano.',
    ),
    certified: true,
  },
  {
    id: P.NANYANG,
    name: l10n(
      '厦门南洋电商孵化有限公司',
      '廈門南洋電商孵化有限公司',
      'Xiamen Nanyang E-commerce Incubator Co., Ltd.',
      'Xiamen Nanyang E-commerce Incubator Co., Ltd.',
    ),
    logo: logoImage('Nanyang', 16),
    intro: l10n(
      'Shopee 与 Lazada 官方认证服务商，在吉隆坡和曼谷设有本地团队，孵化卖家 1200 余家。',
      'Shopee 與 Lazada 官方認證服務商，在吉隆坡和曼谷設有本地團隊，孵化賣家 1200 多家。',
      'Officially certified Shopee and Lazada partner with local teams in Kuala Lumpur and Bangkok; has incubated more than 1,200 sellers.',
      'Parceiro certificado da Shopee e da Lazada, com equipas locais em Kuala Lumpur e Banguecoque; já incubou mais de 1200 vendedores.',
    ),
    certified: true,
  },
  {
    id: P.SILK_ROAD,
    name: l10n(
      '迪拜丝路商务咨询有限公司',
      '迪拜絲路商務諮詢有限公司',
      'Silk Road Business Consulting FZE (Dubai)',
      'Silk Road Business Consulting FZE (Dubai)',
    ),
    logo: logoImage('SilkRoad', 40),
    intro: l10n(
      '总部位于迪拜杰贝阿里自贸区，提供中东公司注册、VAT、Noon 开店与阿拉伯语本地化的一站式服务。',
      '總部位於迪拜傑貝阿里自貿區，提供中東公司註冊、VAT、Noon 開店與阿拉伯語本地化的一站式服務。',
      'Based in Dubai’s Jebel Ali Free Zone, offering one-stop Middle East company set-up, VAT, Noon store opening and Arabic localisation.',
      'Sediada na zona franca de Jebel Ali, no Dubai, oferece um serviço completo de constituição de empresas no Médio Oriente, IVA, abertura de lojas na Noon e localização para árabe.',
    ),
    certified: false,
  },
  {
    id: P.JIJIAN,
    name: l10n(
      '深圳市极简建站科技有限公司',
      '深圳市極簡建站科技有限公司',
      'Shenzhen Jijian Web Technology Co., Ltd.',
      'Shenzhen Jijian Web Technology Co., Ltd.',
    ),
    logo: logoImage('Jijian', 200),
    intro: l10n(
      'Shopify 官方合作伙伴，为 400 多个品牌搭建独立站，擅长高转化商品页与多语种、多币种站点。',
      'Shopify 官方合作夥伴，為 400 多個品牌搭建獨立站，擅長高轉化商品頁與多語種、多貨幣網站。',
      'Official Shopify Partner that has built websites for over 400 brands; specialises in high-converting product pages and multilingual, multi-currency stores.',
      'Parceiro oficial da Shopify que já criou sites para mais de 400 marcas; especialista em páginas de produto com elevada conversão e lojas multilingues e multimoeda.',
    ),
    certified: true,
  },
  {
    id: P.HUACE,
    name: l10n(
      '宁波华测检测认证有限公司',
      '寧波華測檢測認證有限公司',
      'Ningbo Huace Testing and Certification Co., Ltd.',
      'Ningbo Huace Testing and Certification Co., Ltd.',
    ),
    logo: logoImage('Huace', 100),
    intro: l10n(
      'CNAS 认可实验室，提供 FCC、CE、FDA、UKCA 认证与 BSCI 验厂辅导，出具的报告被各大平台认可。',
      'CNAS 認可實驗室，提供 FCC、CE、FDA、UKCA 認證與 BSCI 驗廠輔導，報告獲各大平台認可。',
      'CNAS-accredited laboratory offering FCC, CE, FDA and UKCA certification and BSCI audit coaching; its reports are accepted by all major marketplaces.',
      'Laboratório acreditado pelo CNAS que oferece certificação FCC, CE, FDA e UKCA e acompanhamento de auditorias BSCI; os seus relatórios são aceites pelos principais marketplaces.',
    ),
    certified: true,
  },
];

export const providers = defineCollection<ProviderRow>('providers', () =>
  structuredClone(PROVIDERS),
);
