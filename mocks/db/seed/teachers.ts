/** College teachers. `followerCount` is the seeded base; follows of mock users add to it. */
import { l10n, type L10n } from '../../lib/l10n';
import { defineCollection } from '../store';
import { avatarImage } from './images';

export interface TeacherRow {
  id: number;
  name: L10n;
  avatar: string;
  title: L10n;
  intro: L10n;
  /** Followers from outside the mock's users. */
  baseFollowers: number;
  /** Position among the college home's featured teachers; null when not featured. */
  featuredOrder: number | null;
}

export const TEACHER_IDS = {
  WANG_LEI: 301,
  LIN_XIAOWEN: 302,
  CHEN_ZHIYUAN: 303,
  LIU_CHANG: 304,
  ZHAO_HAIFENG: 305,
  ZHOU_MIN: 306,
  HUANG_JING: 307,
  KELVIN_NG: 308,
} as const;

const TEACHERS: TeacherRow[] = [
  {
    id: TEACHER_IDS.WANG_LEI,
    name: l10n('王磊', '王磊', 'Wang Lei', 'Wang Lei'),
    avatar: avatarImage('王', 32),
    title: l10n(
      '亚马逊资深运营讲师',
      '亞馬遜資深營運導師',
      'Senior Amazon operations instructor',
      'Formador sénior de operações Amazon',
    ),
    intro: l10n(
      '8 年亚马逊运营经验，曾操盘多个年销售额过亿的家居类目品牌，擅长新品推广、Listing 优化与品牌备案。',
      '8 年亞馬遜營運經驗，曾操盤多個年銷售額過億的家居類目品牌，擅長新品推廣、Listing 優化與品牌備案。',
      'Eight years of Amazon operations; has run several home-category brands with annual sales above RMB 100 million. Specialises in product launches, listing optimisation and Brand Registry.',
      'Oito anos de operações na Amazon; geriu várias marcas de artigos para o lar com vendas anuais acima de 100 milhões de RMB. Especialista em lançamentos, otimização de anúncios e Brand Registry.',
    ),
    baseFollowers: 1520,
    featuredOrder: 1,
  },
  {
    id: TEACHER_IDS.LIN_XIAOWEN,
    name: l10n('林晓雯', '林曉雯', 'Lin Xiaowen', 'Lin Xiaowen'),
    avatar: avatarImage('林', 340),
    title: l10n(
      '东南亚电商运营专家',
      '東南亞電商營運專家',
      'Southeast Asia e-commerce specialist',
      'Especialista em e-commerce no Sudeste Asiático',
    ),
    intro: l10n(
      '前 Shopee 跨境招商经理，6 年东南亚市场经验，辅导过 300 多家中国卖家在 Shopee 与 Lazada 开店起量。',
      '前 Shopee 跨境招商經理，6 年東南亞市場經驗，輔導過 300 多家中國賣家在 Shopee 與 Lazada 開店起量。',
      'Former Shopee cross-border onboarding manager with six years in Southeast Asia; has coached more than 300 Chinese sellers to launch and grow on Shopee and Lazada.',
      'Antiga gestora de adesão internacional da Shopee, com seis anos no Sudeste Asiático; acompanhou mais de 300 vendedores chineses no arranque e crescimento na Shopee e na Lazada.',
    ),
    baseFollowers: 2086,
    featuredOrder: 2,
  },
  {
    id: TEACHER_IDS.CHEN_ZHIYUAN,
    name: l10n('陈志远', '陳志遠', 'Chen Zhiyuan', 'Chen Zhiyuan'),
    avatar: avatarImage('陈', 210),
    title: l10n(
      '多平台运营顾问',
      '多平台營運顧問',
      'Multi-marketplace operations consultant',
      'Consultor de operações multimarketplace',
    ),
    intro: l10n(
      '2012 年起做 eBay 与速卖通，现为多家工贸一体企业的运营顾问，熟悉汽配、户外与 3C 类目的多平台铺货与定价策略。',
      '2012 年起經營 eBay 與速賣通，現為多家工貿一體企業的營運顧問，熟悉汽車配件、戶外與 3C 類目的多平台鋪貨與定價策略。',
      'Selling on eBay and AliExpress since 2012, now an operations consultant to several manufacturer-traders; knows multi-marketplace listing and pricing for auto parts, outdoor and electronics.',
      'Vende na eBay e no AliExpress desde 2012 e é hoje consultor de operações de várias empresas fabricantes e exportadoras; domina a publicação e os preços em vários marketplaces para peças auto, outdoor e eletrónica.',
    ),
    baseFollowers: 864,
    featuredOrder: 5,
  },
  {
    id: TEACHER_IDS.LIU_CHANG,
    name: l10n('刘畅', '劉暢', 'Liu Chang', 'Liu Chang'),
    avatar: avatarImage('刘', 268),
    title: l10n(
      '跨境广告投放专家',
      '跨境廣告投放專家',
      'Cross-border advertising expert',
      'Especialista em publicidade internacional',
    ),
    intro: l10n(
      '管理过年消耗超 3000 万元的亚马逊与 Google 广告账户，擅长用数据拆解关键词与出价，让广告花费可控、可复盘。',
      '管理過每年消耗超過 3000 萬元的亞馬遜與 Google 廣告帳戶，擅長用數據拆解關鍵字與出價，令廣告開支可控、可覆盤。',
      'Has managed Amazon and Google ad accounts spending over RMB 30 million a year; breaks keywords and bids down with data so that ad spend stays controlled and measurable.',
      'Geriu contas de anúncios Amazon e Google com mais de 30 milhões de RMB de investimento anual; decompõe palavras-chave e licitações com dados para manter o investimento controlado e mensurável.',
    ),
    baseFollowers: 1893,
    featuredOrder: 3,
  },
  {
    id: TEACHER_IDS.ZHAO_HAIFENG,
    name: l10n('赵海峰', '趙海峰', 'Zhao Haifeng', 'Zhao Haifeng'),
    avatar: avatarImage('赵', 190),
    title: l10n(
      '跨境物流与海外仓实战导师',
      '跨境物流與海外倉實戰導師',
      'Cross-border logistics and warehousing mentor',
      'Mentor de logística internacional e armazéns',
    ),
    intro: l10n(
      '12 年货代与海外仓管理经验，曾任某上市物流企业美线产品总监，熟悉海运、空运、中欧班列与 FBA 入仓全流程。',
      '12 年貨代與海外倉管理經驗，曾任某上市物流企業美線產品總監，熟悉海運、空運、中歐班列與 FBA 入倉全流程。',
      'Twelve years in freight forwarding and overseas warehousing, formerly US-lane product director at a listed logistics group; knows sea, air, China–Europe rail and FBA inbound end to end.',
      'Doze anos em transitários e armazéns no estrangeiro, antigo diretor de produto das rotas para os EUA num grupo logístico cotado; domina o transporte marítimo, aéreo, ferroviário China–Europa e a entrada FBA.',
    ),
    baseFollowers: 1137,
    featuredOrder: 4,
  },
  {
    id: TEACHER_IDS.ZHOU_MIN,
    name: l10n('周敏', '周敏', 'Zhou Min', 'Zhou Min'),
    avatar: avatarImage('周', 150),
    title: l10n(
      '欧洲 VAT 与跨境税务顾问',
      '歐洲 VAT 與跨境稅務顧問',
      'European VAT and cross-border tax adviser',
      'Consultora de IVA europeu e fiscalidade internacional',
    ),
    intro: l10n(
      '注册税务师，专注欧洲增值税 9 年，为 500 多家卖家办理英国、德国、法国等国 VAT 注册与申报。',
      '註冊稅務師，專注歐洲增值稅 9 年，為 500 多家賣家辦理英國、德國、法國等國 VAT 註冊與申報。',
      'Certified tax agent focused on European VAT for nine years; has handled VAT registration and returns in the UK, Germany, France and more for over 500 sellers.',
      'Técnica fiscal certificada, dedicada ao IVA europeu há nove anos; tratou do registo e das declarações de IVA no Reino Unido, Alemanha, França e outros países para mais de 500 vendedores.',
    ),
    baseFollowers: 742,
    featuredOrder: 6,
  },
  {
    id: TEACHER_IDS.HUANG_JING,
    name: l10n('黄婧', '黃婧', 'Huang Jing', 'Huang Jing'),
    avatar: avatarImage('黄', 44),
    title: l10n(
      '知识产权律师',
      '知識產權律師',
      'Intellectual property lawyer',
      'Advogada de propriedade intelectual',
    ),
    intro: l10n(
      '执业律师，处理跨境商标、专利与版权案件 10 余年，代理海外商标申请 3000 余件，熟悉亚马逊侵权投诉与申诉。',
      '執業律師，處理跨境商標、專利與版權案件 10 餘年，代理海外商標申請 3000 多件，熟悉亞馬遜侵權投訴與申訴。',
      'Practising lawyer handling cross-border trademark, patent and copyright cases for over ten years; has filed more than 3,000 overseas trademarks and knows Amazon infringement complaints and appeals.',
      'Advogada com mais de dez anos em processos internacionais de marcas, patentes e direitos de autor; apresentou mais de 3000 pedidos de marca no estrangeiro e conhece as queixas e recursos por infração na Amazon.',
    ),
    baseFollowers: 958,
    featuredOrder: null,
  },
  {
    id: TEACHER_IDS.KELVIN_NG,
    name: l10n('吴嘉豪', '吳嘉豪', 'Kelvin Ng', 'Kelvin Ng'),
    avatar: avatarImage('KN', 300),
    title: l10n(
      '独立站与社媒营销讲师',
      '獨立站與社交媒體營銷導師',
      'DTC store and social media marketing instructor',
      'Formador de lojas próprias e marketing nas redes sociais',
    ),
    intro: l10n(
      '香港品牌电商创业者，操盘过多个年销千万美元的 Shopify 品牌站，擅长 TikTok、Instagram 内容营销与达人合作。',
      '香港品牌電商創業者，操盤過多個年銷千萬美元的 Shopify 品牌網店，擅長 TikTok、Instagram 內容營銷與 KOL 合作。',
      'Hong Kong brand founder who has run several Shopify brand stores selling over USD 10 million a year; specialises in TikTok and Instagram content marketing and influencer partnerships.',
      'Empreendedor de Hong Kong que geriu várias lojas Shopify de marca com vendas anuais acima de 10 milhões de USD; especialista em marketing de conteúdos no TikTok e Instagram e em parcerias com influenciadores.',
    ),
    baseFollowers: 1375,
    featuredOrder: null,
  },
];

export const teachers = defineCollection<TeacherRow>('teachers', () => structuredClone(TEACHERS));
