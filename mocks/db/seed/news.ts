/**
 * 61 articles in the three columns of spec §2.6: 5 industry, 3 platform dynamics, 1 policy.
 * Platform dynamics carry the platform's id (listPlatformNews). Views counted by getNews live in
 * `newsViews` so that reading an article does not rewrite (and re-persist) the article itself.
 */
import type { NewsType } from '../../../src/api/gen/model';
import { l10n, type L10n } from '../../lib/l10n';
import { defineCollection, type SeedContext } from '../store';
import { coverImage } from './images';
import { SECURITY_NOTICE } from './news-security';
import { INDUSTRY_STORIES, POLICY_STORIES } from './news-stories';
import {
  AI_LISTING_TOOL,
  COMPLIANCE_RULE,
  FEE_CHANGE,
  FREIGHT_WEEKLY,
  MARKET_WATCH,
  NEW_SELLER_PROGRAMME,
  PEAK_DEADLINES,
  TRADE_FAIR,
  type ArticleTemplate,
} from './news-templates';
import { PLATFORM_IDS } from './platforms';
import { fill, paragraphs, same, type Param } from './text';

export interface NewsRow {
  id: number;
  type: NewsType;
  title: L10n;
  summary: L10n;
  content: L10n;
  /** Null for text-only articles. */
  cover: string | null;
  source: L10n;
  author: L10n | null;
  publishTime: string;
  /** Views before the mock's own counting. */
  baseViews: number;
  hot: boolean;
  platformId: number | null;
}

/** Views counted by getNews; row id = article id. */
export interface NewsViewsRow {
  id: number;
  views: number;
}

interface ArticleSpec {
  type: NewsType;
  template: ArticleTemplate;
  params: Record<string, Param>;
  source: L10n;
  /** Cover headline and caption; null for a text-only article. */
  cover: [string, string] | null;
  platformId: number | null;
  hot: boolean;
}

const SOURCE = {
  desk: l10n('跨境通资讯中心', '跨境通資訊中心', 'Kuajingtong News Desk', 'Redação Kuajingtong'),
  logistics: l10n(
    '跨境物流周刊',
    '跨境物流週刊',
    'Cross-border Logistics Weekly',
    'Semanário de Logística Transfronteiriça',
  ),
  research: l10n('跨境通研究院', '跨境通研究院', 'Kuajingtong Research', 'Kuajingtong Research'),
  customs: l10n(
    '海关总署',
    '海關總署',
    'General Administration of Customs',
    'Administração Geral das Alfândegas',
  ),
  mofcom: l10n('商务部', '商務部', 'Ministry of Commerce', 'Ministério do Comércio'),
  tax: l10n(
    '国家税务总局',
    '國家稅務總局',
    'State Taxation Administration',
    'Administração Tributária do Estado',
  ),
  safe: l10n(
    '国家外汇管理局',
    '國家外匯管理局',
    'State Administration of Foreign Exchange',
    'Administração Estatal de Divisas',
  ),
};

const platformSource = (platform: L10n) =>
  fill(
    l10n(
      '{platform}卖家公告',
      '{platform}賣家公告',
      '{platform} seller announcement',
      'Comunicado aos vendedores: {platform}',
    ),
    { platform },
  );

const AUTHORS: (L10n | null)[] = [
  l10n('张晓雯', '張曉雯', 'Zhang Xiaowen', 'Zhang Xiaowen'),
  l10n('陈立', '陳立', 'Chen Li', 'Chen Li'),
  null,
  l10n('何佳', '何佳', 'He Jia', 'He Jia'),
  l10n('刘思远', '劉思遠', 'Liu Siyuan', 'Liu Siyuan'),
];

interface PlatformNewsParams {
  id: number;
  brand: string;
  hue: number;
  platform: L10n;
  site: L10n;
  logistics: L10n;
  peak: L10n;
  feeItem: L10n;
  incentive: L10n;
}

const PLATFORM_NEWS: PlatformNewsParams[] = [
  {
    id: PLATFORM_IDS.AMAZON,
    brand: 'Amazon',
    hue: 32,
    platform: l10n('亚马逊', '亞馬遜', 'Amazon', 'Amazon'),
    site: l10n('美国站', '美國站', 'its US site', 'no site dos EUA'),
    logistics: same('FBA'),
    peak: l10n(
      '黑五网一',
      '黑五網一',
      'Black Friday and Cyber Monday',
      'a Black Friday e a Cyber Monday',
    ),
    feeItem: l10n('FBA 配送费', 'FBA 配送費', 'the FBA fulfilment fee', 'a taxa de logística FBA'),
    incentive: l10n(
      '首批入仓免费',
      '首批入倉免費',
      'free inbound for the first shipment',
      'entrada gratuita da primeira remessa',
    ),
  },
  {
    id: PLATFORM_IDS.SHOPEE,
    brand: 'Shopee',
    hue: 16,
    platform: same('Shopee'),
    site: l10n('马来西亚站', '馬來西亞站', 'its Malaysian site', 'no site da Malásia'),
    logistics: same('SLS'),
    peak: l10n('12.12 大促', '12.12 大促', 'the 12.12 sale', 'a campanha 12.12'),
    feeItem: l10n('交易手续费', '交易手續費', 'the transaction fee', 'a taxa de transação'),
    incentive: l10n(
      '免佣期延长至 120 天',
      '免佣期延長至 120 天',
      'a commission-free period of 120 days',
      'um período sem comissões de 120 dias',
    ),
  },
  {
    id: PLATFORM_IDS.LAZADA,
    brand: 'Lazada',
    hue: 236,
    platform: same('Lazada'),
    site: l10n('泰国站', '泰國站', 'its Thai site', 'no site da Tailândia'),
    logistics: same('LGS'),
    peak: l10n('11.11 大促', '11.11 大促', 'the 11.11 sale', 'a campanha 11.11'),
    feeItem: l10n('销售佣金', '銷售佣金', 'the commission', 'a comissão'),
    incentive: l10n(
      '首月流量券翻倍',
      '首月流量券加倍',
      'double traffic vouchers in the first month',
      'vales de tráfego a dobrar no primeiro mês',
    ),
  },
  {
    id: PLATFORM_IDS.EBAY,
    brand: 'eBay',
    hue: 212,
    platform: same('eBay'),
    site: l10n('英国站', '英國站', 'its UK site', 'no site do Reino Unido'),
    logistics: same('SpeedPAK'),
    peak: l10n('圣诞季', '聖誕季', 'the Christmas season', 'a época de Natal'),
    feeItem: l10n('成交费', '成交費', 'the final value fee', 'a taxa sobre o valor final'),
    incentive: l10n(
      '前 90 天成交费返还',
      '首 90 天成交費回贈',
      'final value fees refunded for 90 days',
      'taxas sobre o valor final reembolsadas durante 90 dias',
    ),
  },
  {
    id: PLATFORM_IDS.ALIEXPRESS,
    brand: 'AliExpress',
    hue: 8,
    platform: l10n('速卖通', '速賣通', 'AliExpress', 'AliExpress'),
    site: l10n('西班牙站', '西班牙站', 'its Spanish site', 'no site de Espanha'),
    logistics: l10n('菜鸟无忧物流', '菜鳥無憂物流', 'Cainiao', 'Cainiao'),
    peak: l10n(
      '双 11 全球购物节',
      '雙 11 全球購物節',
      'the 11.11 global shopping festival',
      'o festival de compras 11.11',
    ),
    feeItem: l10n('交易佣金', '交易佣金', 'the commission', 'a comissão'),
    incentive: l10n(
      '年费减免与流量扶持',
      '年費減免與流量扶持',
      'an annual fee waiver and traffic support',
      'isenção da taxa anual e apoio de tráfego',
    ),
  },
  {
    id: PLATFORM_IDS.WISH,
    brand: 'Wish',
    hue: 196,
    platform: same('Wish'),
    site: l10n('美国站', '美國站', 'its US site', 'no site dos EUA'),
    logistics: same('Wish Parcel'),
    peak: l10n('黑五', '黑五', 'Black Friday', 'a Black Friday'),
    feeItem: l10n('物流补贴标准', '物流補貼標準', 'shipping subsidies', 'os subsídios de envio'),
    incentive: l10n(
      '新店免费 ProductBoost 额度',
      '新店免費 ProductBoost 額度',
      'free ProductBoost credit',
      'crédito ProductBoost gratuito',
    ),
  },
  {
    id: PLATFORM_IDS.NEWEGG,
    brand: 'Newegg',
    hue: 28,
    platform: l10n('Newegg 新蛋', 'Newegg 新蛋', 'Newegg', 'Newegg'),
    site: l10n('加拿大站', '加拿大站', 'its Canadian site', 'no site do Canadá'),
    logistics: same('SBN'),
    peak: l10n('返校季', '返校季', 'back-to-school season', 'o regresso às aulas'),
    feeItem: l10n('销售佣金', '銷售佣金', 'the commission', 'a comissão'),
    incentive: l10n(
      '首年免月租',
      '首年免月費',
      'no subscription in the first year',
      'sem mensalidade no primeiro ano',
    ),
  },
];

const PLATFORM_TEMPLATES: [ArticleTemplate, string][] = [
  [PEAK_DEADLINES, 'PEAK SEASON'],
  [FEE_CHANGE, 'FEE UPDATE'],
  [NEW_SELLER_PROGRAMME, 'NEW SELLERS'],
  [AI_LISTING_TOOL, 'AI TOOLS'],
];

/** Which of the four platform templates each platform gets (indexes into PLATFORM_TEMPLATES). */
const PLATFORM_TEMPLATE_PICKS: Record<number, number[]> = {
  [PLATFORM_IDS.AMAZON]: [0, 1, 2, 3],
  [PLATFORM_IDS.SHOPEE]: [0, 1, 2, 3],
  [PLATFORM_IDS.LAZADA]: [0, 1, 2],
  [PLATFORM_IDS.EBAY]: [0, 1, 2],
  [PLATFORM_IDS.ALIEXPRESS]: [0, 2, 3],
  [PLATFORM_IDS.WISH]: [0, 1, 2],
  [PLATFORM_IDS.NEWEGG]: [0, 2, 3],
};

const platformArticles: ArticleSpec[] = PLATFORM_NEWS.flatMap((p) =>
  (PLATFORM_TEMPLATE_PICKS[p.id] ?? []).map((pick): ArticleSpec => {
    const [template, caption] = PLATFORM_TEMPLATES[pick] as [ArticleTemplate, string];
    return {
      type: 3,
      template,
      params: { ...p },
      source: platformSource(p.platform),
      cover: [p.brand, caption],
      platformId: p.id,
      hot: (p.id === PLATFORM_IDS.AMAZON || p.id === PLATFORM_IDS.SHOPEE) && pick < 2,
    };
  }),
);

const marketWatch = (
  region: L10n,
  inRegion: L10n,
  category: L10n,
  growth: number,
  headline: string,
  hot = false,
): ArticleSpec => ({
  type: 5,
  template: MARKET_WATCH,
  params: { region, inRegion, category, growth },
  source: SOURCE.research,
  cover: [headline, 'MARKET WATCH'],
  platformId: null,
  hot,
});

const R = {
  sea: [
    l10n('东南亚', '東南亞', 'Southeast Asia', 'Sudeste Asiático'),
    l10n('东南亚', '東南亞', 'in Southeast Asia', 'no Sudeste Asiático'),
  ],
  europe: [
    l10n('欧洲', '歐洲', 'Europe', 'Europa'),
    l10n('欧洲', '歐洲', 'in Europe', 'na Europa'),
  ],
  us: [l10n('美国', '美國', 'US', 'EUA'), l10n('美国', '美國', 'in the US', 'nos EUA')],
  me: [
    l10n('中东', '中東', 'Middle East', 'Médio Oriente'),
    l10n('中东', '中東', 'in the Middle East', 'no Médio Oriente'),
  ],
  latam: [
    l10n('拉美', '拉美', 'Latin America', 'América Latina'),
    l10n('拉美', '拉美', 'in Latin America', 'na América Latina'),
  ],
  japan: [l10n('日本', '日本', 'Japan', 'Japão'), l10n('日本', '日本', 'in Japan', 'no Japão')],
} satisfies Record<string, [L10n, L10n]>;

const industryArticles: ArticleSpec[] = [
  marketWatch(
    ...R.sea,
    l10n('户外家具', '戶外傢俬', 'outdoor furniture', 'mobiliário de exterior'),
    38,
    'SEA',
    true,
  ),
  marketWatch(
    ...R.europe,
    l10n(
      '便携储能电源',
      '便攜儲能電源',
      'portable power stations',
      'estações de energia portáteis',
    ),
    52,
    'Europe',
    true,
  ),
  marketWatch(
    ...R.us,
    l10n('宠物用品', '寵物用品', 'pet supplies', 'artigos para animais'),
    27,
    'USA',
  ),
  marketWatch(
    ...R.me,
    l10n('美妆个护', '美妝個人護理', 'beauty and personal care', 'beleza e cuidados pessoais'),
    45,
    'GCC',
  ),
  marketWatch(
    ...R.latam,
    l10n('手机配件', '手機配件', 'phone accessories', 'acessórios para telemóvel'),
    33,
    'LatAm',
  ),
  marketWatch(
    ...R.japan,
    l10n('收纳家居', '收納家居', 'home storage', 'arrumação para a casa'),
    19,
    'Japan',
  ),
  marketWatch(
    ...R.us,
    l10n('露营装备', '露營裝備', 'camping gear', 'equipamento de campismo'),
    24,
    'USA',
  ),
  marketWatch(
    ...R.europe,
    l10n('电动自行车', '電動單車', 'e-bikes', 'bicicletas elétricas'),
    41,
    'Europe',
  ),
  ...(
    [
      [l10n('中美线', '中美線', 'China–US', 'China–EUA'), 'up', 6],
      [l10n('中欧线', '中歐線', 'China–Europe', 'China–Europa'), 'down', 4],
      [l10n('中美线', '中美線', 'China–US', 'China–EUA'), 'down', 3],
      [l10n('东南亚线', '東南亞線', 'China–Southeast Asia', 'China–Sudeste Asiático'), 'up', 5],
      [l10n('中欧线', '中歐線', 'China–Europe', 'China–Europa'), 'up', 8],
      [l10n('中东线', '中東線', 'China–Middle East', 'China–Médio Oriente'), 'down', 2],
    ] as const
  ).map(([route, direction, change], index): ArticleSpec => ({
    type: 5,
    template: FREIGHT_WEEKLY,
    params: {
      route,
      change,
      trend:
        direction === 'up'
          ? l10n('上涨', '上升', 'up', 'a subir')
          : l10n('回落', '回落', 'down', 'a descer'),
      space:
        direction === 'up'
          ? l10n('偏紧', '偏緊', 'tight', 'escasso')
          : l10n('宽松', '寬鬆', 'ample', 'folgado'),
    },
    source: SOURCE.logistics,
    cover: index % 2 === 0 ? ['Freight', 'WEEKLY RATES'] : null,
    platformId: null,
    hot: index === 0,
  })),
  ...(
    [
      [
        l10n(
          '中国跨境电商交易会',
          '中國跨境電商交易會',
          'China Cross-border E-commerce Fair',
          'China Cross-border E-commerce Fair',
        ),
        l10n('福州', '福州', 'Fuzhou', 'Fuzhou'),
        2600,
      ],
      [
        l10n(
          '全球数字贸易博览会',
          '全球數字貿易博覽會',
          'Global Digital Trade Expo',
          'Global Digital Trade Expo',
        ),
        l10n('杭州', '杭州', 'Hangzhou', 'Hangzhou'),
        1800,
      ],
      [
        l10n(
          '跨境电商选品大会',
          '跨境電商選品大會',
          'Cross-border Sourcing Summit',
          'Cross-border Sourcing Summit',
        ),
        l10n('深圳', '深圳', 'Shenzhen', 'Shenzhen'),
        1200,
      ],
      [
        l10n('中国—东盟博览会', '中國—東盟博覽會', 'China–ASEAN Expo', 'China–ASEAN Expo'),
        l10n('南宁', '南寧', 'Nanning', 'Nanning'),
        2000,
      ],
    ] as const
  ).map(([event, city, count]): ArticleSpec => ({
    type: 5,
    template: TRADE_FAIR,
    params: { event, city, count },
    source: SOURCE.desk,
    cover: ['Expo', 'TRADE FAIR'],
    platformId: null,
    hot: false,
  })),
  ...INDUSTRY_STORIES.map((template, index): ArticleSpec => ({
    type: 5,
    template,
    params: {},
    source: SOURCE.research,
    cover: [['FX', 'Trends', 'TikTok', 'Warehouse'][index] ?? 'Insight', 'INSIGHT'],
    platformId: null,
    hot: index === 1 || index === 2,
  })),
];

const policyArticles: ArticleSpec[] = [
  ...(
    [
      [
        l10n('法国', '法國', 'France', 'França'),
        l10n('法国', '法國', 'France', 'em França'),
        l10n(
          '生产者责任延伸（EPR）',
          '生產者責任延伸（EPR）',
          'extended producer responsibility (EPR)',
          'responsabilidade alargada do produtor (RAP)',
        ),
        'EPR FR',
      ],
      [
        l10n('德国', '德國', 'Germany', 'Alemanha'),
        l10n('德国', '德國', 'Germany', 'na Alemanha'),
        l10n('包装法（LUCID）', '包裝法（LUCID）', 'packaging (LUCID)', 'embalagens (LUCID)'),
        'LUCID',
      ],
      [
        l10n('英国', '英國', 'UK', 'Reino Unido'),
        l10n('英国', '英國', 'the UK', 'no Reino Unido'),
        l10n('UKCA 标志', 'UKCA 標誌', 'UKCA marking', 'marcação UKCA'),
        'UKCA',
      ],
      [
        l10n('美国', '美國', 'US', 'EUA'),
        l10n('美国', '美國', 'the US', 'nos EUA'),
        l10n(
          '儿童产品证书（CPC）',
          '兒童產品證書（CPC）',
          'children’s product certificate (CPC)',
          'certificado de produtos para crianças (CPC)',
        ),
        'CPC',
      ],
      [
        l10n('欧盟', '歐盟', 'EU', 'UE'),
        l10n('欧盟', '歐盟', 'the EU', 'na UE'),
        l10n(
          '通用产品安全法规（GPSR）',
          '通用產品安全法規（GPSR）',
          'general product safety (GPSR)',
          'segurança geral dos produtos (GPSR)',
        ),
        'GPSR',
      ],
      [
        l10n('日本', '日本', 'Japan', 'Japão'),
        l10n('日本', '日本', 'Japan', 'no Japão'),
        l10n('PSE 电气安全', 'PSE 電氣安全', 'PSE electrical safety', 'segurança elétrica PSE'),
        'PSE',
      ],
      [
        l10n('沙特', '沙特', 'Saudi Arabia', 'Arábia Saudita'),
        l10n('沙特', '沙特', 'Saudi Arabia', 'na Arábia Saudita'),
        l10n('SABER 认证', 'SABER 認證', 'SABER certification', 'certificação SABER'),
        'SABER',
      ],
    ] as const
  ).map(([country, inCountry, rule, headline], index): ArticleSpec => ({
    type: 1,
    template: COMPLIANCE_RULE,
    params: { country, inCountry, rule },
    source: SOURCE.desk,
    cover: index === 3 ? null : [headline, 'COMPLIANCE'],
    platformId: null,
    hot: index === 0 || index === 4,
  })),
  ...POLICY_STORIES.map((template, index): ArticleSpec => ({
    type: 1,
    template,
    params: {},
    source:
      [
        SOURCE.customs,
        SOURCE.tax,
        SOURCE.mofcom,
        SOURCE.tax,
        SOURCE.safe,
        SOURCE.customs,
        SOURCE.desk,
        SOURCE.desk,
        SOURCE.desk,
      ][index] ?? SOURCE.desk,
    cover: index % 3 === 1 ? null : ['Policy', 'TRADE POLICY'],
    platformId: null,
    hot: index === 0 || index === 6,
  })),
];

/**
 * Articles interleaved by column so every column has recent and older items, then dated from
 * newest (index 0, today) to oldest, one to two days apart.
 */
function interleave(...lists: ArticleSpec[][]): ArticleSpec[] {
  const out: ArticleSpec[] = [];
  const longest = Math.max(...lists.map((list) => list.length));
  for (let i = 0; i < longest; i += 1) {
    for (const list of lists) {
      const item = list[i];
      if (item) out.push(item);
    }
  }
  return out;
}

/**
 * The article with script payloads in its body (mocks/db/seed/news-security.ts), last so that the
 * other articles keep their ids: 3062.
 */
const securityArticle: ArticleSpec = {
  type: 5,
  template: SECURITY_NOTICE,
  params: {},
  source: SOURCE.desk,
  cover: ['Security notice', 'SECURITY'],
  platformId: null,
  hot: false,
};

function buildNews(seed: SeedContext): NewsRow[] {
  const rnd = seed.random('news');
  let daysAgo = 0.1;
  return [...interleave(platformArticles, industryArticles, policyArticles), securityArticle].map(
    (spec, index): NewsRow => {
      daysAgo += rnd.int(6, 40) / 24;
      const title = fill(spec.template.title, spec.params);
      return {
        id: 3001 + index,
        type: spec.type,
        title,
        summary: fill(spec.template.summary, spec.params),
        content:
          spec.template.body ??
          paragraphs(...spec.template.paragraphs.map((paragraph) => fill(paragraph, spec.params))),
        cover: spec.cover ? coverImage(spec.cover[0], spec.cover[1]) : null,
        source: spec.source,
        author: AUTHORS[index % AUTHORS.length] ?? null,
        publishTime: seed.daysAgo(daysAgo),
        baseViews: spec.hot ? rnd.int(6000, 18000) : rnd.int(300, 5200),
        hot: spec.hot,
        platformId: spec.platformId,
      };
    },
  );
}

export const news = defineCollection<NewsRow>('news', buildNews);

export const newsViews = defineCollection<NewsViewsRow>('newsViews', () => []);

export function viewsOf(row: Readonly<NewsRow>): number {
  return row.baseViews + (newsViews.get(row.id)?.views ?? 0);
}
