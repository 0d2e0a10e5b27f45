/**
 * The college catalogue: 46 recorded courses built from the outlines in course-templates.ts and
 * the parameters below (platform, country, channel), with chapters, videos (the first one or two
 * of a paid course are trial videos), prices, levels, series and teachers.
 *
 * Ids: courses 1–46, chapters `10000 + courseId * 10 + n`, videos `courseId * 100 + n`.
 */
import type { CourseLevel } from '../../../src/api/gen/model';
import { l10n, type L10n } from '../../lib/l10n';
import type { Random } from '../../lib/random';
import { clipSeconds } from '../../media/clips';
import { defineCollection, type SeedContext } from '../store';
import { COURSE_CATEGORY_IDS as CAT } from './course-categories';
import {
  ACCOUNT_HEALTH,
  ADVERTISING,
  chapterHeading,
  DESCRIPTION_HEADINGS,
  INDEPENDENT_SITE,
  LOGISTICS,
  OPEN_STORE,
  OVERSEAS_WAREHOUSE,
  PRODUCT_RESEARCH,
  SOCIAL,
  TRADEMARK,
  VAT,
  type CourseTemplate,
} from './course-templates';
import { coverImage } from './images';
import { PLATFORM_IDS } from './platforms';
import { TEACHER_IDS as T } from './teachers';
import { fill, htmlList, join, paragraphs, same, section, type Param } from './text';

export interface CourseVideoRow {
  id: number;
  title: L10n;
  durationSeconds: number;
  /** Trial video: anyone may watch it. */
  free: boolean;
}

export interface CourseChapterRow {
  id: number;
  title: L10n;
  videos: CourseVideoRow[];
}

export interface CourseRow {
  id: number;
  title: L10n;
  subtitle: L10n;
  cover: string;
  price: number;
  free: boolean;
  level: CourseLevel;
  /** Learners from outside the mock's users. */
  baseLearners: number;
  teacherId: number;
  categoryId: number;
  subjectId: number | null;
  /** Position inside the series. */
  subjectOrder: number;
  platformId: number | null;
  recommended: boolean;
  createTime: string;
  description: L10n;
  catalogue: CourseChapterRow[];
}

export const SUBJECT_IDS = {
  AMAZON_START: 401,
  SEA_START: 402,
  ADS_ADVANCED: 403,
  EU_VAT: 404,
  BRAND_IP: 405,
  DTC_SOCIAL: 406,
  LOGISTICS: 407,
} as const;
const S = SUBJECT_IDS;

interface PlatformParams {
  platformId: number;
  brand: string;
  hue: number;
  params: Record<string, Param>;
}

const platformParams = (
  platformId: number,
  brand: string,
  hue: number,
  name: L10n,
  logistics: L10n,
  ads: L10n,
  analytics: L10n,
): PlatformParams => ({
  platformId,
  brand,
  hue,
  params: { platform: name, logistics, ads, analytics },
});

const AMAZON = platformParams(
  PLATFORM_IDS.AMAZON,
  'Amazon',
  32,
  l10n('亚马逊', '亞馬遜', 'Amazon', 'Amazon'),
  same('FBA'),
  l10n('商品推广（SP）', '商品推廣（SP）', 'Sponsored Products', 'Sponsored Products'),
  l10n('品牌分析（ABA）', '品牌分析（ABA）', 'Brand Analytics', 'Brand Analytics'),
);
const SHOPEE = platformParams(
  PLATFORM_IDS.SHOPEE,
  'Shopee',
  16,
  same('Shopee'),
  same('SLS'),
  l10n('Shopee 关键词广告', 'Shopee 關鍵字廣告', 'Shopee Ads', 'Shopee Ads'),
  l10n('商业分析', '商業分析', 'Business Insights', 'Business Insights'),
);
const LAZADA = platformParams(
  PLATFORM_IDS.LAZADA,
  'Lazada',
  236,
  same('Lazada'),
  same('LGS'),
  l10n('Lazada 赞助搜索', 'Lazada 贊助搜尋', 'Sponsored Discovery', 'Sponsored Discovery'),
  l10n('生意参谋', '生意參謀', 'Business Advisor', 'Business Advisor'),
);
const EBAY = platformParams(
  PLATFORM_IDS.EBAY,
  'eBay',
  212,
  same('eBay'),
  same('SpeedPAK'),
  l10n(
    'Promoted Listings 促销刊登',
    'Promoted Listings 促銷刊登',
    'Promoted Listings',
    'Promoted Listings',
  ),
  l10n(
    'Seller Hub 业绩报告',
    'Seller Hub 業績報告',
    'Seller Hub reports',
    'relatórios do Seller Hub',
  ),
);
const ALIEXPRESS = platformParams(
  PLATFORM_IDS.ALIEXPRESS,
  'AliExpress',
  8,
  l10n('速卖通', '速賣通', 'AliExpress', 'AliExpress'),
  l10n('菜鸟无忧物流', '菜鳥無憂物流', 'Cainiao Standard Shipping', 'Cainiao Standard Shipping'),
  l10n(
    '速卖通直通车',
    '速賣通直通車',
    'AliExpress pay-per-click ads',
    'anúncios pagos por clique do AliExpress',
  ),
  l10n('生意参谋', '生意參謀', 'Business Advisor', 'Business Advisor'),
);
const WISH = platformParams(
  PLATFORM_IDS.WISH,
  'Wish',
  196,
  same('Wish'),
  same('Wish Parcel'),
  same('ProductBoost'),
  l10n('商户数据中心', '商戶數據中心', 'the Merchant Dashboard', 'o Merchant Dashboard'),
);
const NEWEGG = platformParams(
  PLATFORM_IDS.NEWEGG,
  'Newegg',
  28,
  l10n('Newegg 新蛋', 'Newegg 新蛋', 'Newegg', 'Newegg'),
  same('SBN'),
  same('Sponsored Product Ads'),
  l10n(
    'Seller Portal 报表',
    'Seller Portal 報表',
    'Seller Portal reports',
    'relatórios do Seller Portal',
  ),
);

interface CourseSpec {
  id: number;
  template: CourseTemplate;
  /** A title of its own instead of the template's. */
  title?: L10n;
  params: Record<string, Param>;
  /** Cover headline (Latin letters, the same in every language). */
  headline: string;
  hue: number;
  platformId: number | null;
  level: CourseLevel;
  /** 0 for a free course. */
  price: number;
  teacherId: number;
  categoryId: number;
  subject: [number, number] | null;
  recommended: boolean;
  createdDaysAgo: number;
  learners: number;
}

const onPlatform = (
  p: PlatformParams,
  id: number,
  template: CourseTemplate,
  rest: Omit<CourseSpec, 'id' | 'template' | 'params' | 'headline' | 'hue' | 'platformId'>,
): CourseSpec => ({
  id,
  template,
  params: p.params,
  headline: p.brand,
  hue: p.hue + (id % 5) * 9,
  platformId: p.platformId,
  ...rest,
});

/**
 * Courses 1, 2, 3, 4 and 6 are the ones of the seeded course orders (mocks/db/orders.seed.ts):
 * their titles and prices are the orders' names and amounts, so an order and its course agree.
 */
const ORDERED_TITLES = {
  amazonOps: l10n(
    '亚马逊运营从入门到精通',
    '亞馬遜運營從入門到精通',
    'Amazon operations from beginner to expert',
    'Operações na Amazon: de iniciante a especialista',
  ),
  amazonPpc: l10n(
    '站内广告 PPC 实战课',
    '站內廣告 PPC 實戰課',
    'Hands-on Amazon PPC advertising',
    'Publicidade PPC na Amazon na prática',
  ),
  tiktokShop: l10n(
    'TikTok Shop 短视频带货',
    'TikTok Shop 短影片帶貨',
    'Selling with short videos on TikTok Shop',
    'Vender com vídeos curtos na TikTok Shop',
  ),
  taxCompliance: l10n(
    '跨境电商税务合规必修',
    '跨境電商稅務合規必修',
    'Tax compliance essentials for cross-border sellers',
    'Conformidade fiscal essencial para vendedores internacionais',
  ),
  brandSite: l10n(
    '独立站品牌出海',
    '獨立站品牌出海',
    'Taking your brand abroad with an independent store',
    'Levar a sua marca além-fronteiras com uma loja própria',
  ),
};

const vat = (
  id: number,
  headline: string,
  vatName: L10n,
  inCountry: L10n,
  subjectOrder: number,
  rest: Pick<CourseSpec, 'price' | 'recommended' | 'createdDaysAgo' | 'learners'> & {
    title?: L10n;
  },
): CourseSpec => ({
  id,
  template: VAT,
  params: { vat: vatName, inCountry },
  headline,
  hue: 140 + subjectOrder * 14,
  platformId: null,
  level: 'INTERMEDIATE',
  teacherId: T.ZHOU_MIN,
  categoryId: CAT.VAT_TAX,
  subject: [S.EU_VAT, subjectOrder],
  ...rest,
});

const trademark = (
  id: number,
  headline: string,
  tm: L10n,
  office: string,
  subjectOrder: number,
  rest: Pick<CourseSpec, 'level' | 'price' | 'recommended' | 'createdDaysAgo' | 'learners'>,
): CourseSpec => ({
  id,
  template: TRADEMARK,
  params: { tm, office },
  headline,
  hue: 32 + subjectOrder * 12,
  platformId: null,
  teacherId: T.HUANG_JING,
  categoryId: CAT.IP,
  subject: [S.BRAND_IP, subjectOrder],
  ...rest,
});

const social = (
  id: number,
  channel: string,
  hue: number,
  subjectOrder: number,
  rest: Pick<CourseSpec, 'level' | 'price' | 'recommended' | 'createdDaysAgo' | 'learners'> & {
    title?: L10n;
  },
): CourseSpec => ({
  id,
  template: SOCIAL,
  params: { channel },
  headline: channel,
  hue,
  platformId: null,
  teacherId: T.KELVIN_NG,
  categoryId: CAT.SOCIAL_MEDIA,
  subject: [S.DTC_SOCIAL, subjectOrder],
  ...rest,
});

const site = (
  id: number,
  builder: string,
  hue: number,
  subjectOrder: number,
  rest: Pick<CourseSpec, 'price' | 'recommended' | 'createdDaysAgo' | 'learners'> & {
    title?: L10n;
  },
): CourseSpec => ({
  id,
  template: INDEPENDENT_SITE,
  params: { builder },
  headline: builder,
  hue,
  platformId: null,
  level: 'BEGINNER',
  teacherId: T.KELVIN_NG,
  categoryId: CAT.INDEPENDENT_SITE,
  subject: [S.DTC_SOCIAL, subjectOrder],
  ...rest,
});

const warehouse = (
  id: number,
  headline: string,
  wh: L10n,
  subjectOrder: number,
  rest: Pick<CourseSpec, 'recommended' | 'createdDaysAgo' | 'learners'>,
): CourseSpec => ({
  id,
  template: OVERSEAS_WAREHOUSE,
  params: { wh },
  headline,
  hue: 186 + subjectOrder * 20,
  platformId: null,
  level: 'INTERMEDIATE',
  price: 349,
  teacherId: T.ZHAO_HAIFENG,
  categoryId: CAT.OVERSEAS_WAREHOUSE,
  subject: [S.LOGISTICS, subjectOrder],
  ...rest,
});

const SPECS: CourseSpec[] = [
  onPlatform(AMAZON, 1, OPEN_STORE, {
    title: ORDERED_TITLES.amazonOps,
    level: 'BEGINNER',
    price: 199,
    teacherId: T.WANG_LEI,
    categoryId: CAT.AMAZON_OPS,
    subject: [S.AMAZON_START, 1],
    recommended: true,
    createdDaysAgo: 380,
    learners: 3268,
  }),
  onPlatform(AMAZON, 2, ADVERTISING, {
    title: ORDERED_TITLES.amazonPpc,
    level: 'ADVANCED',
    price: 259,
    teacherId: T.LIU_CHANG,
    categoryId: CAT.MARKETPLACE_ADS,
    subject: [S.ADS_ADVANCED, 1],
    recommended: true,
    createdDaysAgo: 120,
    learners: 1562,
  }),
  social(3, 'TikTok', 340, 3, {
    title: ORDERED_TITLES.tiktokShop,
    level: 'INTERMEDIATE',
    price: 299,
    recommended: true,
    createdDaysAgo: 90,
    learners: 2210,
  }),
  vat(
    4,
    'EU VAT',
    l10n('欧洲 VAT', '歐洲 VAT', 'European VAT', 'IVA na Europa'),
    l10n('在欧洲', '在歐洲', 'in Europe', 'na Europa'),
    1,
    {
      title: ORDERED_TITLES.taxCompliance,
      price: 159,
      recommended: true,
      createdDaysAgo: 345,
      learners: 2410,
    },
  ),
  onPlatform(AMAZON, 5, PRODUCT_RESEARCH, {
    level: 'INTERMEDIATE',
    price: 299,
    teacherId: T.WANG_LEI,
    categoryId: CAT.SOURCING,
    subject: [S.AMAZON_START, 2],
    recommended: true,
    createdDaysAgo: 300,
    learners: 2140,
  }),
  site(6, 'Shopify', 96, 1, {
    title: ORDERED_TITLES.brandSite,
    price: 399,
    recommended: true,
    createdDaysAgo: 310,
    learners: 1730,
  }),
  onPlatform(AMAZON, 7, LOGISTICS, {
    level: 'INTERMEDIATE',
    price: 299,
    teacherId: T.ZHAO_HAIFENG,
    categoryId: CAT.FREIGHT_FBA,
    subject: [S.AMAZON_START, 3],
    recommended: false,
    createdDaysAgo: 250,
    learners: 1288,
  }),
  onPlatform(AMAZON, 8, ACCOUNT_HEALTH, {
    level: 'INTERMEDIATE',
    price: 0,
    teacherId: T.WANG_LEI,
    categoryId: CAT.ACCOUNT_HEALTH,
    subject: [S.AMAZON_START, 4],
    recommended: false,
    createdDaysAgo: 60,
    learners: 4120,
  }),

  onPlatform(SHOPEE, 9, OPEN_STORE, {
    level: 'BEGINNER',
    price: 0,
    teacherId: T.LIN_XIAOWEN,
    categoryId: CAT.SEA_OPS,
    subject: [S.SEA_START, 1],
    recommended: true,
    createdDaysAgo: 340,
    learners: 5832,
  }),
  onPlatform(SHOPEE, 10, PRODUCT_RESEARCH, {
    level: 'INTERMEDIATE',
    price: 199,
    teacherId: T.LIN_XIAOWEN,
    categoryId: CAT.SOURCING,
    subject: [S.SEA_START, 2],
    recommended: false,
    createdDaysAgo: 210,
    learners: 1876,
  }),
  onPlatform(SHOPEE, 11, ADVERTISING, {
    level: 'ADVANCED',
    price: 399,
    teacherId: T.LIU_CHANG,
    categoryId: CAT.MARKETPLACE_ADS,
    subject: [S.ADS_ADVANCED, 2],
    recommended: false,
    createdDaysAgo: 95,
    learners: 932,
  }),
  onPlatform(SHOPEE, 12, LOGISTICS, {
    level: 'INTERMEDIATE',
    price: 199,
    teacherId: T.ZHAO_HAIFENG,
    categoryId: CAT.FREIGHT_FBA,
    subject: [S.SEA_START, 3],
    recommended: false,
    createdDaysAgo: 150,
    learners: 1054,
  }),
  onPlatform(SHOPEE, 13, ACCOUNT_HEALTH, {
    level: 'BEGINNER',
    price: 99,
    teacherId: T.LIN_XIAOWEN,
    categoryId: CAT.ACCOUNT_HEALTH,
    subject: [S.SEA_START, 4],
    recommended: false,
    createdDaysAgo: 45,
    learners: 866,
  }),

  onPlatform(LAZADA, 14, OPEN_STORE, {
    level: 'BEGINNER',
    price: 0,
    teacherId: T.LIN_XIAOWEN,
    categoryId: CAT.SEA_OPS,
    subject: [S.SEA_START, 5],
    recommended: false,
    createdDaysAgo: 280,
    learners: 2450,
  }),
  onPlatform(LAZADA, 15, PRODUCT_RESEARCH, {
    level: 'INTERMEDIATE',
    price: 199,
    teacherId: T.LIN_XIAOWEN,
    categoryId: CAT.SOURCING,
    subject: null,
    recommended: false,
    createdDaysAgo: 170,
    learners: 640,
  }),
  onPlatform(LAZADA, 16, ADVERTISING, {
    level: 'ADVANCED',
    price: 399,
    teacherId: T.LIU_CHANG,
    categoryId: CAT.MARKETPLACE_ADS,
    subject: [S.ADS_ADVANCED, 3],
    recommended: false,
    createdDaysAgo: 70,
    learners: 418,
  }),
  onPlatform(LAZADA, 17, LOGISTICS, {
    level: 'INTERMEDIATE',
    price: 199,
    teacherId: T.ZHAO_HAIFENG,
    categoryId: CAT.FREIGHT_FBA,
    subject: null,
    recommended: false,
    createdDaysAgo: 130,
    learners: 522,
  }),
  onPlatform(LAZADA, 18, ACCOUNT_HEALTH, {
    level: 'BEGINNER',
    price: 99,
    teacherId: T.LIN_XIAOWEN,
    categoryId: CAT.ACCOUNT_HEALTH,
    subject: null,
    recommended: false,
    createdDaysAgo: 30,
    learners: 310,
  }),

  onPlatform(EBAY, 19, OPEN_STORE, {
    level: 'BEGINNER',
    price: 199,
    teacherId: T.CHEN_ZHIYUAN,
    categoryId: CAT.EBAY_ALIEXPRESS,
    subject: null,
    recommended: true,
    createdDaysAgo: 360,
    learners: 1420,
  }),
  onPlatform(EBAY, 20, PRODUCT_RESEARCH, {
    level: 'INTERMEDIATE',
    price: 299,
    teacherId: T.CHEN_ZHIYUAN,
    categoryId: CAT.SOURCING,
    subject: null,
    recommended: false,
    createdDaysAgo: 260,
    learners: 780,
  }),
  onPlatform(EBAY, 21, ADVERTISING, {
    level: 'ADVANCED',
    price: 399,
    teacherId: T.LIU_CHANG,
    categoryId: CAT.MARKETPLACE_ADS,
    subject: [S.ADS_ADVANCED, 4],
    recommended: false,
    createdDaysAgo: 110,
    learners: 356,
  }),
  onPlatform(EBAY, 22, LOGISTICS, {
    level: 'INTERMEDIATE',
    price: 199,
    teacherId: T.ZHAO_HAIFENG,
    categoryId: CAT.FREIGHT_FBA,
    subject: [S.LOGISTICS, 3],
    recommended: false,
    createdDaysAgo: 190,
    learners: 498,
  }),
  onPlatform(EBAY, 23, ACCOUNT_HEALTH, {
    level: 'INTERMEDIATE',
    price: 149,
    teacherId: T.CHEN_ZHIYUAN,
    categoryId: CAT.ACCOUNT_HEALTH,
    subject: null,
    recommended: false,
    createdDaysAgo: 20,
    learners: 205,
  }),

  onPlatform(ALIEXPRESS, 24, OPEN_STORE, {
    level: 'BEGINNER',
    price: 0,
    teacherId: T.CHEN_ZHIYUAN,
    categoryId: CAT.EBAY_ALIEXPRESS,
    subject: null,
    recommended: true,
    createdDaysAgo: 320,
    learners: 2980,
  }),
  onPlatform(ALIEXPRESS, 25, PRODUCT_RESEARCH, {
    level: 'INTERMEDIATE',
    price: 299,
    teacherId: T.CHEN_ZHIYUAN,
    categoryId: CAT.SOURCING,
    subject: null,
    recommended: false,
    createdDaysAgo: 230,
    learners: 1150,
  }),
  onPlatform(ALIEXPRESS, 26, ADVERTISING, {
    level: 'ADVANCED',
    price: 399,
    teacherId: T.LIU_CHANG,
    categoryId: CAT.MARKETPLACE_ADS,
    subject: [S.ADS_ADVANCED, 5],
    recommended: false,
    createdDaysAgo: 85,
    learners: 472,
  }),
  onPlatform(ALIEXPRESS, 27, LOGISTICS, {
    level: 'INTERMEDIATE',
    price: 199,
    teacherId: T.ZHAO_HAIFENG,
    categoryId: CAT.FREIGHT_FBA,
    subject: [S.LOGISTICS, 4],
    recommended: false,
    createdDaysAgo: 160,
    learners: 391,
  }),
  onPlatform(ALIEXPRESS, 28, ACCOUNT_HEALTH, {
    level: 'BEGINNER',
    price: 99,
    teacherId: T.CHEN_ZHIYUAN,
    categoryId: CAT.ACCOUNT_HEALTH,
    subject: null,
    recommended: false,
    createdDaysAgo: 12,
    learners: 168,
  }),

  onPlatform(WISH, 29, OPEN_STORE, {
    level: 'BEGINNER',
    price: 0,
    teacherId: T.CHEN_ZHIYUAN,
    categoryId: CAT.OTHER_PLATFORMS,
    subject: null,
    recommended: false,
    createdDaysAgo: 400,
    learners: 1210,
  }),
  onPlatform(WISH, 30, PRODUCT_RESEARCH, {
    level: 'INTERMEDIATE',
    price: 199,
    teacherId: T.CHEN_ZHIYUAN,
    categoryId: CAT.SOURCING,
    subject: null,
    recommended: false,
    createdDaysAgo: 270,
    learners: 336,
  }),
  onPlatform(WISH, 31, ACCOUNT_HEALTH, {
    level: 'BEGINNER',
    price: 99,
    teacherId: T.CHEN_ZHIYUAN,
    categoryId: CAT.ACCOUNT_HEALTH,
    subject: null,
    recommended: false,
    createdDaysAgo: 200,
    learners: 244,
  }),

  onPlatform(NEWEGG, 32, OPEN_STORE, {
    level: 'BEGINNER',
    price: 149,
    teacherId: T.CHEN_ZHIYUAN,
    categoryId: CAT.OTHER_PLATFORMS,
    subject: null,
    recommended: false,
    createdDaysAgo: 240,
    learners: 286,
  }),
  onPlatform(NEWEGG, 33, PRODUCT_RESEARCH, {
    level: 'INTERMEDIATE',
    price: 199,
    teacherId: T.CHEN_ZHIYUAN,
    categoryId: CAT.SOURCING,
    subject: null,
    recommended: false,
    createdDaysAgo: 140,
    learners: 158,
  }),
  onPlatform(NEWEGG, 34, LOGISTICS, {
    level: 'INTERMEDIATE',
    price: 199,
    teacherId: T.ZHAO_HAIFENG,
    categoryId: CAT.FREIGHT_FBA,
    subject: [S.LOGISTICS, 5],
    recommended: false,
    createdDaysAgo: 100,
    learners: 122,
  }),

  vat(
    35,
    'VAT UK',
    l10n('英国 VAT', '英國 VAT', 'UK VAT', 'IVA no Reino Unido'),
    l10n('在英国', '在英國', 'in the UK', 'no Reino Unido'),
    2,
    { price: 399, recommended: true, createdDaysAgo: 330, learners: 1960 },
  ),
  vat(
    36,
    'VAT DE',
    l10n('德国 VAT', '德國 VAT', 'German VAT', 'IVA na Alemanha'),
    l10n('在德国', '在德國', 'in Germany', 'na Alemanha'),
    3,
    { price: 399, recommended: false, createdDaysAgo: 220, learners: 1240 },
  ),
  vat(
    37,
    'VAT FR',
    l10n('法国 VAT', '法國 VAT', 'French VAT', 'IVA em França'),
    l10n('在法国', '在法國', 'in France', 'em França'),
    4,
    { price: 399, recommended: false, createdDaysAgo: 40, learners: 380 },
  ),

  trademark(38, 'TM US', l10n('美国', '美國', 'US', 'nos Estados Unidos'), 'USPTO', 1, {
    level: 'BEGINNER',
    price: 0,
    recommended: true,
    createdDaysAgo: 290,
    learners: 2680,
  }),
  trademark(39, 'TM EU', l10n('欧盟', '歐盟', 'EU', 'na União Europeia'), 'EUIPO', 2, {
    level: 'INTERMEDIATE',
    price: 299,
    recommended: false,
    createdDaysAgo: 180,
    learners: 720,
  }),
  trademark(40, 'TM JP', l10n('日本', '日本', 'Japanese', 'no Japão'), 'JPO', 3, {
    level: 'INTERMEDIATE',
    price: 299,
    recommended: false,
    createdDaysAgo: 25,
    learners: 190,
  }),

  social(41, 'Facebook', 220, 4, {
    level: 'INTERMEDIATE',
    price: 399,
    recommended: false,
    createdDaysAgo: 200,
    learners: 940,
  }),
  social(42, 'Instagram', 320, 5, {
    level: 'INTERMEDIATE',
    price: 399,
    recommended: false,
    createdDaysAgo: 65,
    learners: 610,
  }),
  social(43, 'YouTube', 0, 6, {
    level: 'ADVANCED',
    price: 499,
    recommended: false,
    createdDaysAgo: 8,
    learners: 88,
  }),
  site(44, 'Shoplazza', 262, 2, {
    price: 499,
    recommended: false,
    createdDaysAgo: 50,
    learners: 420,
  }),

  warehouse(45, 'Warehouse US', l10n('美国', '美國', 'US', 'nos Estados Unidos'), 1, {
    recommended: true,
    createdDaysAgo: 260,
    learners: 860,
  }),
  warehouse(46, 'Warehouse EU', l10n('欧洲', '歐洲', 'European', 'na Europa'), 2, {
    recommended: false,
    createdDaysAgo: 5,
    learners: 64,
  }),
];

function numbered(chapter: number, lesson: number, title: L10n): L10n {
  return join([same(`${chapter}.${lesson} `), title]);
}

/**
 * A video's length: the offline clip's that plays for it (mocks/media), not a made-up lecture
 * length (a lesson listed as 14:37 played 4 seconds). The two draws of the former random length
 * are still taken, so that the rest of the seed (creation times) stays as it was.
 */
function clipLength(rnd: Random, videoId: number): number {
  rnd.int(8, 26);
  rnd.int(0, 59);
  return clipSeconds(videoId);
}

function buildCourse(spec: CourseSpec, seed: SeedContext): CourseRow {
  const rnd = seed.random(`course-${spec.id}`);
  const free = spec.price === 0;
  // Paid courses open their first lesson (two for longer courses) as trial videos.
  const lessonCount = spec.template.chapters.reduce(
    (sum, chapter) => sum + chapter.lessons.length,
    0,
  );
  const trialLessons = free ? 0 : lessonCount > 10 ? 2 : 1;
  let videoNo = 0;
  const catalogue = spec.template.chapters.map((chapter, chapterIndex): CourseChapterRow => ({
    id: 10000 + spec.id * 10 + chapterIndex + 1,
    title: chapterHeading(chapterIndex, fill(chapter.title, spec.params)),
    videos: chapter.lessons.map((lesson, lessonIndex): CourseVideoRow => {
      videoNo += 1;
      return {
        id: spec.id * 100 + videoNo,
        title: numbered(chapterIndex + 1, lessonIndex + 1, fill(lesson, spec.params)),
        durationSeconds: clipLength(rnd, spec.id * 100 + videoNo),
        free: free || videoNo <= trialLessons,
      };
    }),
  }));
  const params = { ...spec.params, videos: lessonCount };
  const template = spec.template;
  return {
    id: spec.id,
    title: spec.title ?? fill(template.title, params),
    subtitle: fill(template.subtitle, params),
    cover: coverImage(spec.headline, template.caption, spec.hue),
    price: spec.price,
    free,
    level: spec.level,
    baseLearners: spec.learners,
    teacherId: spec.teacherId,
    categoryId: spec.categoryId,
    subjectId: spec.subject?.[0] ?? null,
    subjectOrder: spec.subject?.[1] ?? 0,
    platformId: spec.platformId,
    recommended: spec.recommended,
    createTime: seed.daysAgo(spec.createdDaysAgo + rnd.int(0, 600) / 1000),
    description: join([
      paragraphs(fill(template.intro, params)),
      section(DESCRIPTION_HEADINGS.learn, htmlList(catalogue.map((chapter) => chapter.title))),
      section(DESCRIPTION_HEADINGS.audience, paragraphs(fill(template.audience, params))),
    ]),
    catalogue,
  };
}

export const courses = defineCollection<CourseRow>('courses', (seed) =>
  SPECS.map((spec) => buildCourse(spec, seed)),
);

/** Total length of a course in minutes, from its videos. */
export function courseMinutes(course: Readonly<CourseRow>): number {
  const seconds = course.catalogue.reduce(
    (sum, chapter) =>
      sum + chapter.videos.reduce((total, video) => total + video.durationSeconds, 0),
    0,
  );
  return Math.round(seconds / 60);
}

export function courseVideos(course: Readonly<CourseRow>): readonly CourseVideoRow[] {
  return course.catalogue.flatMap((chapter) => chapter.videos);
}

/** The course a video belongs to (videos are numbered `courseId * 100 + n`). */
export function findVideo(
  videoId: number,
): { course: Readonly<CourseRow>; video: Readonly<CourseVideoRow> } | undefined {
  const course = courses.get(Math.floor(videoId / 100));
  const video = course
    ? courseVideos(course).find((candidate) => candidate.id === videoId)
    : undefined;
  return course && video ? { course, video } : undefined;
}
