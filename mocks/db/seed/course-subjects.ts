/** Series courses: groups of courses studied in order (a course's `subjectId` and `subjectOrder`). */
import { l10n, type L10n } from '../../lib/l10n';
import { defineCollection } from '../store';
import { SUBJECT_IDS as S } from './courses';
import { coverImage } from './images';

export interface CourseSubjectRow {
  id: number;
  title: L10n;
  intro: L10n;
  cover: string;
  createTime: string;
}

const SUBJECTS: (Omit<CourseSubjectRow, 'createTime'> & { createdDaysAgo: number })[] = [
  {
    id: S.AMAZON_START,
    title: l10n(
      '亚马逊新手开店系列课',
      '亞馬遜新手開店系列課',
      'Amazon starter series',
      'Série Amazon para iniciantes',
    ),
    intro: l10n(
      '开店、选品、物流到账号安全，4 门课程带你走完亚马逊新店的前 90 天。',
      '開店、選品、物流到帳戶安全，4 門課程帶你走完亞馬遜新店的首 90 天。',
      'Opening, product research, logistics and account health: four courses through the first 90 days of a new Amazon store.',
      'Abertura, seleção de produtos, logística e saúde da conta: quatro cursos para os primeiros 90 dias de uma nova loja na Amazon.',
    ),
    cover: coverImage('Amazon', 'STARTER SERIES', 24),
    createdDaysAgo: 60,
  },
  {
    id: S.SEA_START,
    title: l10n(
      'Shopee 与 Lazada 东南亚开店系列课',
      'Shopee 與 Lazada 東南亞開店系列課',
      'Shopee and Lazada: Southeast Asia series',
      'Shopee e Lazada: série Sudeste Asiático',
    ),
    intro: l10n(
      '从店铺注册、本土化选品到 SLS 物流与账号合规，5 门课程讲透东南亚两大平台。',
      '由店鋪註冊、本地化選品到 SLS 物流與帳戶合規，5 門課程講透東南亞兩大平台。',
      'From registration and localised product choice to SLS logistics and account compliance: five courses on the two big Southeast Asian marketplaces.',
      'Do registo e da seleção de produtos adaptada ao mercado à logística SLS e à conformidade da conta: cinco cursos sobre os dois grandes marketplaces do Sudeste Asiático.',
    ),
    cover: coverImage('Shopee + Lazada', 'SEA SERIES', 10),
    createdDaysAgo: 150,
  },
  {
    id: S.ADS_ADVANCED,
    title: l10n(
      '跨境广告投放进阶系列课',
      '跨境廣告投放進階系列課',
      'Advanced marketplace advertising series',
      'Série avançada de publicidade nos marketplaces',
    ),
    intro: l10n(
      '亚马逊、Shopee、Lazada、eBay 与速卖通五大平台广告体系逐一拆解，掌握跨平台通用的投放与复盘方法。',
      '亞馬遜、Shopee、Lazada、eBay 與速賣通五大平台廣告體系逐一拆解，掌握跨平台通用的投放與覆盤方法。',
      'The ad systems of Amazon, Shopee, Lazada, eBay and AliExpress taken apart one by one, with a launch and review method that works on every marketplace.',
      'Os sistemas de anúncios da Amazon, Shopee, Lazada, eBay e AliExpress analisados um a um, com um método de lançamento e revisão que funciona em todos os marketplaces.',
    ),
    cover: coverImage('Ads Pro', 'ADVANCED SERIES', 268),
    createdDaysAgo: 70,
  },
  {
    id: S.EU_VAT,
    title: l10n(
      '欧洲 VAT 合规必修系列课',
      '歐洲 VAT 合規必修系列課',
      'European VAT essentials series',
      'Série essencial de IVA europeu',
    ),
    intro: l10n(
      '英国、德国、法国三国 VAT 注册与申报实操，一次理清欧洲税务合规。',
      '英國、德國、法國三國 VAT 註冊與申報實操，一次理清歐洲稅務合規。',
      'VAT registration and returns in the UK, Germany and France: European tax compliance made clear.',
      'Registo e declarações de IVA no Reino Unido, na Alemanha e em França: a conformidade fiscal europeia explicada.',
    ),
    cover: coverImage('EU VAT', 'ESSENTIALS', 160),
    createdDaysAgo: 40,
  },
  {
    id: S.BRAND_IP,
    title: l10n(
      '品牌出海：商标与知识产权系列课',
      '品牌出海：商標與知識產權系列課',
      'Brands abroad: trademarks and IP series',
      'Marcas no estrangeiro: série de marcas e propriedade intelectual',
    ),
    intro: l10n(
      '美国、欧盟、日本商标注册与品牌备案，为品牌出海打好法律基础。',
      '美國、歐盟、日本商標註冊與品牌備案，為品牌出海打好法律基礎。',
      'Trademark registration and brand registry in the US, the EU and Japan: the legal groundwork for a brand abroad.',
      'Registo de marcas e de marca nos marketplaces nos Estados Unidos, na União Europeia e no Japão: a base legal de uma marca no estrangeiro.',
    ),
    cover: coverImage('Brand IP', 'TRADEMARK SERIES', 52),
    createdDaysAgo: 25,
  },
  {
    id: S.DTC_SOCIAL,
    title: l10n(
      '独立站与社媒营销系列课',
      '獨立站與社交媒體營銷系列課',
      'DTC store and social media series',
      'Série de lojas próprias e redes sociais',
    ),
    intro: l10n(
      '从 Shopify 建站到 TikTok、Facebook、Instagram、YouTube 引流，6 门课程搭建品牌自有渠道。',
      '由 Shopify 建站到 TikTok、Facebook、Instagram、YouTube 引流，6 門課程建立品牌自有渠道。',
      'From building on Shopify to traffic from TikTok, Facebook, Instagram and YouTube: six courses to build the brand’s own channels.',
      'Da criação na Shopify ao tráfego do TikTok, Facebook, Instagram e YouTube: seis cursos para construir os canais próprios da marca.',
    ),
    cover: coverImage('DTC + Social', 'BRAND SERIES', 300),
    createdDaysAgo: 8,
  },
  {
    id: S.LOGISTICS,
    title: l10n(
      '跨境物流与海外仓系列课',
      '跨境物流與海外倉系列課',
      'Cross-border logistics and warehousing series',
      'Série de logística internacional e armazéns',
    ),
    intro: l10n(
      '美国与欧洲海外仓、eBay、速卖通与 Newegg 物流实操，降低物流成本、提升配送时效。',
      '美國與歐洲海外倉、eBay、速賣通與 Newegg 物流實操，降低物流成本、提升配送時效。',
      'US and European warehouses plus eBay, AliExpress and Newegg logistics in practice: lower logistics costs and faster delivery.',
      'Armazéns nos Estados Unidos e na Europa e a logística da eBay, do AliExpress e da Newegg na prática: custos logísticos mais baixos e entregas mais rápidas.',
    ),
    cover: coverImage('Logistics', 'WAREHOUSE SERIES', 196),
    createdDaysAgo: 5,
  },
];

export const courseSubjects = defineCollection<CourseSubjectRow>('courseSubjects', (seed) =>
  SUBJECTS.map(({ createdDaysAgo, ...subject }) => ({
    ...structuredClone(subject),
    createTime: seed.daysAgo(createdDaysAgo),
  })),
);
