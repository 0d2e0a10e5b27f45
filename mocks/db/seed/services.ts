/**
 * The service market's 36 services with packages, provider, process and FAQ.
 *
 * Services 1–12 are the ones of the seeded service orders (mocks/db/orders.seed.ts): their names,
 * package names and prices match the orders' lines. Package ids are `serviceId * 10 + n`.
 */
import { l10n, type L10n } from '../../lib/l10n';
import { defineCollection, type SeedContext } from '../store';
import { coverImage } from './images';
import { PROVIDER_IDS as P } from './providers';
import { CATEGORY_BLOCKS, INCLUDED_HEADING, type FaqRow, type StepRow } from './service-blocks';
import { SERVICE_CATEGORY_IDS as C } from './service-categories';
import { fill, htmlList, join, paragraphs, section } from './text';

export interface ServicePackageRow {
  id: number;
  name: L10n;
  price: number;
  description: L10n | null;
  deliveryDays: number | null;
}

export interface ServiceRow {
  id: number;
  name: L10n;
  cover: string;
  images: string[];
  providerId: number;
  categoryId: number;
  marketId: number;
  unit: L10n;
  sales: number;
  rating: number;
  tags: L10n[];
  description: L10n;
  packages: ServicePackageRow[];
  processSteps: StepRow[];
  faqs: FaqRow[];
  createTime: string;
}

const UNIT = {
  item: l10n('件', '件', 'item', 'unidade'),
  service: l10n('次', '次', 'service', 'serviço'),
  month: l10n('月', '月', 'month', 'mês'),
  cls: l10n('类', '類', 'class', 'classe'),
  country: l10n('国', '國', 'country', 'país'),
  listing: l10n('条', '條', 'listing', 'anúncio'),
  set: l10n('套', '套', 'set', 'conjunto'),
  site: l10n('站', '站', 'site', 'site'),
  product: l10n('款', '款', 'product', 'produto'),
};

const TAG = {
  certified: l10n('官方认证', '官方認證', 'Officially certified', 'Certificação oficial'),
  refund: l10n(
    '不成功退款',
    '不成功退款',
    'Refund if unsuccessful',
    'Reembolso se não tiver sucesso',
  ),
  fees: l10n('含官费', '包括官費', 'Official fees included', 'Taxas oficiais incluídas'),
  express: l10n('可加急', '可加急', 'Express available', 'Serviço urgente disponível'),
  bestseller: l10n('热销', '熱銷', 'Best-seller', 'Mais vendido'),
  adviser: l10n('一对一顾问', '一對一顧問', 'One-to-one adviser', 'Consultor dedicado'),
  monthly: l10n('按月付费', '按月付費', 'Monthly billing', 'Faturação mensal'),
  native: l10n('母语审校', '母語審校', 'Native proofreading', 'Revisão nativa'),
};

interface PackageSpec {
  name: L10n;
  price: number;
  days: number | null;
  description: L10n | null;
}

interface ServiceSpec {
  id: number;
  name: L10n;
  /** Cover headline and caption (Latin letters). */
  cover: [string, string];
  providerId: number;
  categoryId: number;
  marketId: number;
  unit: L10n;
  sales: number;
  rating: number;
  tags: L10n[];
  summary: L10n;
  packages: PackageSpec[];
  createdDaysAgo: number;
}

const pkg = (
  name: L10n,
  price: number,
  days: number | null,
  description: L10n | null = null,
): PackageSpec => ({
  name,
  price,
  days,
  description,
});

const SPECS: ServiceSpec[] = [
  {
    id: 1,
    name: l10n(
      '亚马逊美国站开店全程代办',
      '亞馬遜美國站開店全程代辦',
      'Amazon US store opening, end to end',
      'Abertura de loja na Amazon EUA, do início ao fim',
    ),
    cover: ['Amazon US', 'STORE OPENING'],
    providerId: P.KUAJINGTONG,
    categoryId: C.STORE_OPENING,
    marketId: 2001,
    unit: UNIT.site,
    sales: 1265,
    rating: 4.9,
    tags: [TAG.certified, TAG.refund, TAG.bestseller],
    summary: l10n(
      '从资料准备、注册、视频验证到税务审核与品牌备案，顾问一站式代办亚马逊美国站开店。',
      '由資料準備、註冊、視像驗證到稅務審核與品牌備案，顧問一站式代辦亞馬遜美國站開店。',
      'From documents, registration and video verification to the tax interview and Brand Registry, an adviser opens your Amazon US store end to end.',
      'Dos documentos, registo e verificação por vídeo à entrevista fiscal e ao Brand Registry, um consultor trata de toda a abertura da sua loja na Amazon EUA.',
    ),
    packages: [
      pkg(
        l10n(
          '基础版（仅注册）',
          '基礎版（僅註冊）',
          'Basic (registration only)',
          'Básico (apenas registo)',
        ),
        1980,
        10,
        l10n(
          '注册与审核跟进，不含品牌备案',
          '註冊與審核跟進，不包括品牌備案',
          'Registration and review follow-up, without Brand Registry',
          'Registo e acompanhamento da análise, sem Registo de Marca',
        ),
      ),
      pkg(
        l10n(
          '标准版（含品牌备案）',
          '標準版（含品牌備案）',
          'Standard (with Brand Registry)',
          'Padrão (com Registo de Marca)',
        ),
        3980,
        15,
        l10n(
          '注册、审核、税务审核与品牌备案',
          '註冊、審核、稅務審核與品牌備案',
          'Registration, review, tax interview and Brand Registry',
          'Registo, análise, entrevista fiscal e Registo de Marca',
        ),
      ),
      pkg(
        l10n(
          '旗舰版（含首批 Listing）',
          '旗艦版（含首批 Listing）',
          'Premium (with first listings)',
          'Premium (com os primeiros anúncios)',
        ),
        6800,
        20,
        l10n(
          '标准版全部内容，另含 10 条 Listing 撰写与上架',
          '標準版全部內容，另含 10 條 Listing 撰寫與上架',
          'Everything in Standard plus 10 listings written and published',
          'Tudo o que inclui o Padrão e ainda 10 anúncios redigidos e publicados',
        ),
      ),
    ],
    createdDaysAgo: 420,
  },
  {
    id: 2,
    name: l10n(
      '德国 VAT 注册与申报',
      '德國 VAT 註冊與申報',
      'German VAT registration and filing',
      'Registo e declaração de IVA na Alemanha',
    ),
    cover: ['VAT DE', 'REGISTRATION'],
    providerId: P.SHUITONG,
    categoryId: C.VAT,
    marketId: 2011,
    unit: UNIT.country,
    sales: 2034,
    rating: 4.8,
    tags: [TAG.certified, TAG.bestseller],
    summary: l10n(
      '德国本地税务师办理税号注册与按月申报，同时提供包装法 EPR 合规咨询。',
      '德國本地稅務師辦理稅號註冊與按月申報，同時提供包裝法 EPR 合規諮詢。',
      'A German tax adviser registers your VAT number and files monthly returns, with advice on packaging EPR compliance.',
      'Um técnico fiscal alemão regista o seu número de IVA e entrega as declarações mensais, com aconselhamento sobre a conformidade RAP de embalagens.',
    ),
    packages: [
      pkg(l10n('仅注册', '僅註冊', 'Registration only', 'Apenas registo'), 2800, 45),
      pkg(
        l10n(
          '注册 + 12 个月申报',
          '註冊 + 12 個月申報',
          'Registration + 12 months of filing',
          'Registo + 12 meses de declarações',
        ),
        5800,
        45,
        l10n(
          '含税号注册、12 个月申报与年度汇总申报',
          '包括稅號註冊、12 個月申報與年度匯總申報',
          'VAT number, 12 monthly returns and the annual return',
          'Número de IVA, 12 declarações mensais e a declaração anual',
        ),
      ),
    ],
    createdDaysAgo: 400,
  },
  {
    id: 3,
    name: l10n(
      '欧盟商标注册',
      '歐盟商標註冊',
      'EU trademark registration',
      'Registo de marca na UE',
    ),
    cover: ['TM EU', 'EUIPO'],
    providerId: P.ZHIHANG,
    categoryId: C.IP,
    marketId: 2007,
    unit: UNIT.cls,
    sales: 1580,
    rating: 4.8,
    tags: [TAG.fees, TAG.refund],
    summary: l10n(
      '一次申请覆盖欧盟 27 个成员国，递交后即可获得申请号用于亚马逊欧洲站品牌备案。',
      '一次申請覆蓋歐盟 27 個成員國，遞交後即可取得申請號用於亞馬遜歐洲站品牌備案。',
      'One application covers all 27 EU member states, and the filing number can be used at once for Amazon Europe Brand Registry.',
      'Um único pedido abrange os 27 Estados-Membros da UE e o número do pedido pode ser usado de imediato no Brand Registry da Amazon Europa.',
    ),
    packages: [
      pkg(
        l10n('单类别', '單類別', 'One class', 'Uma classe'),
        2980,
        5,
        l10n(
          '含 EUIPO 官费 850 欧元',
          '包括 EUIPO 官費 850 歐元',
          'Includes the EUR 850 EUIPO fee',
          'Inclui a taxa EUIPO de 850 EUR',
        ),
      ),
      pkg(
        l10n('三类别', '三類別', 'Three classes', 'Três classes'),
        6480,
        5,
        l10n(
          '含三个类别的 EUIPO 官费',
          '包括三個類別的 EUIPO 官費',
          'Includes EUIPO fees for three classes',
          'Inclui as taxas EUIPO de três classes',
        ),
      ),
    ],
    createdDaysAgo: 380,
  },
  {
    id: 4,
    name: l10n(
      'TikTok 广告代投放（月度）',
      'TikTok 廣告代投放（月度）',
      'TikTok ads management (monthly)',
      'Gestão de anúncios TikTok (mensal)',
    ),
    cover: ['TikTok Ads', 'MANAGED'],
    providerId: P.GROWTH_ENGINE,
    categoryId: C.ADS,
    marketId: 2017,
    unit: UNIT.month,
    sales: 486,
    rating: 4.7,
    tags: [TAG.certified, TAG.monthly],
    summary: l10n(
      'TikTok 官方代理商负责开户、素材策划与投放优化，按月交付数据报告。',
      'TikTok 官方代理商負責開戶、素材策劃與投放優化，按月交付數據報告。',
      'An official TikTok agency opens the ad account, plans creatives and optimises campaigns, with a monthly data report.',
      'Uma agência oficial do TikTok abre a conta de anúncios, planeia os criativos e otimiza as campanhas, com um relatório mensal de dados.',
    ),
    packages: [
      pkg(
        l10n('月度代投放', '月度代投放', 'Monthly management', 'Gestão mensal'),
        6500,
        30,
        l10n(
          '月广告预算 10 万元以内，含 8 条短视频素材',
          '每月廣告預算 10 萬元以內，包括 8 條短片素材',
          'Monthly ad budget up to RMB 100,000, 8 short videos included',
          'Orçamento mensal até 100 000 RMB, 8 vídeos curtos incluídos',
        ),
      ),
      pkg(
        l10n('季度代投放', '季度代投放', 'Quarterly management', 'Gestão trimestral'),
        17800,
        90,
        l10n(
          '三个月服务，享季度策略复盘',
          '三個月服務，享季度策略覆盤',
          'Three months with a quarterly strategy review',
          'Três meses com revisão estratégica trimestral',
        ),
      ),
    ],
    createdDaysAgo: 150,
  },
  {
    id: 5,
    name: l10n(
      'Shopee 东南亚多站点开店',
      'Shopee 東南亞多站點開店',
      'Shopee multi-site store opening in Southeast Asia',
      'Abertura de lojas Shopee em vários países do Sudeste Asiático',
    ),
    cover: ['Shopee', 'MULTI-SITE'],
    providerId: P.NANYANG,
    categoryId: C.STORE_OPENING,
    marketId: 2004,
    unit: UNIT.set,
    sales: 1892,
    rating: 4.8,
    tags: [TAG.certified, TAG.bestseller],
    summary: l10n(
      'Shopee 官方认证服务商协助入驻并开通多个站点，附赠孵化期运营指导。',
      'Shopee 官方認證服務商協助入駐並開通多個站點，附送孵化期營運指導。',
      'A certified Shopee partner handles onboarding and opens several sites, with operations coaching during the incubation period.',
      'Um parceiro certificado da Shopee trata da adesão e abre vários sites, com acompanhamento operacional durante a incubação.',
    ),
    packages: [
      pkg(
        l10n(
          '新加坡 + 马来西亚双站点',
          '新加坡 + 馬來西亞雙站點',
          'Singapore + Malaysia',
          'Singapura + Malásia',
        ),
        2600,
        10,
      ),
      pkg(
        l10n('六站点全开', '六站點全開', 'All six sites', 'Os seis sites'),
        5800,
        20,
        l10n(
          '新加坡、马来西亚、泰国、菲律宾、越南、巴西',
          '新加坡、馬來西亞、泰國、菲律賓、越南、巴西',
          'Singapore, Malaysia, Thailand, the Philippines, Vietnam and Brazil',
          'Singapura, Malásia, Tailândia, Filipinas, Vietname e Brasil',
        ),
      ),
    ],
    createdDaysAgo: 360,
  },
  {
    id: 6,
    name: l10n(
      'Listing 多语种优化',
      'Listing 多語種優化',
      'Multilingual listing optimisation',
      'Otimização multilingue de anúncios',
    ),
    cover: ['Listing', 'LOCALISATION'],
    providerId: P.PINJIAN,
    categoryId: C.BRAND,
    marketId: 2015,
    unit: UNIT.listing,
    sales: 5120,
    rating: 4.7,
    tags: [TAG.native],
    summary: l10n(
      '母语文案按平台关键词重写标题、五点描述与详情，提升欧洲站点搜索排名与转化。',
      '母語文案按平台關鍵字重寫標題、五點描述與詳情，提升歐洲站點搜尋排名與轉化。',
      'Native copywriters rewrite titles, bullet points and descriptions around marketplace keywords to lift search rank and conversion on European sites.',
      'Redatores nativos reescrevem títulos, pontos-chave e descrições em torno das palavras-chave do marketplace para melhorar a posição e a conversão nos sites europeus.',
    ),
    packages: [
      pkg(l10n('英语单语种', '英語單語種', 'English only', 'Apenas inglês'), 180, 3),
      pkg(
        l10n(
          '英 / 德 / 法 / 西 四语种',
          '英 / 德 / 法 / 西 四語種',
          'English / German / French / Spanish',
          'Inglês / Alemão / Francês / Espanhol',
        ),
        480,
        5,
      ),
    ],
    createdDaysAgo: 300,
  },
  {
    id: 7,
    name: l10n(
      '美国 FDA 食品企业注册',
      '美國 FDA 食品企業註冊',
      'US FDA food facility registration',
      'Registo de instalação alimentar na FDA dos EUA',
    ),
    cover: ['FDA', 'REGISTRATION'],
    providerId: P.HUACE,
    categoryId: C.CERTIFICATION,
    marketId: 2023,
    unit: UNIT.service,
    sales: 642,
    rating: 4.6,
    tags: [TAG.certified, TAG.express],
    summary: l10n(
      '食品、膳食补充剂与食品接触类产品出口美国必备，含美国代理人一年服务。',
      '食品、膳食補充劑與食品接觸類產品出口美國必備，包括美國代理人一年服務。',
      'Required for exporting food, supplements and food-contact products to the US; one year of US agent service included.',
      'Obrigatório para exportar alimentos, suplementos e produtos em contacto com alimentos para os EUA; inclui um ano de serviço de agente nos EUA.',
    ),
    packages: [
      pkg(
        l10n(
          'FDA 注册（含美代一年）',
          'FDA 註冊（含美國代理一年）',
          'FDA registration with one year of US agent',
          'Registo FDA com um ano de agente nos EUA',
        ),
        1880,
        5,
      ),
    ],
    createdDaysAgo: 260,
  },
  {
    id: 8,
    name: l10n(
      '外观专利侵权排查',
      '外觀專利侵權排查',
      'Design patent infringement check',
      'Verificação de infração de patente de design',
    ),
    cover: ['Patent', 'FTO CHECK'],
    providerId: P.ZHIHANG,
    categoryId: C.IP,
    marketId: 2006,
    unit: UNIT.product,
    sales: 918,
    rating: 4.9,
    tags: [TAG.adviser],
    summary: l10n(
      '上架前检索美国外观专利数据库，出具侵权风险报告与规避设计建议，避免下架与索赔。',
      '上架前檢索美國外觀專利數據庫，出具侵權風險報告與規避設計建議，避免下架與索償。',
      'Before listing, we search US design patents and deliver an infringement risk report with design-around advice, so you avoid takedowns and claims.',
      'Antes da publicação pesquisamos as patentes de design dos EUA e entregamos um relatório de risco de infração com sugestões de alteração, para evitar retiradas e reclamações.',
    ),
    packages: [
      pkg(l10n('单款产品排查', '單款產品排查', 'One product', 'Um produto'), 800, 3),
      pkg(l10n('三款产品排查', '三款產品排查', 'Three products', 'Três produtos'), 2000, 5),
    ],
    createdDaysAgo: 240,
  },
  {
    id: 9,
    name: l10n(
      '亚马逊主图与 A+ 页面拍摄',
      '亞馬遜主圖與 A+ 頁面拍攝',
      'Amazon main images and A+ content photography',
      'Fotografia de imagens principais e conteúdo A+ da Amazon',
    ),
    cover: ['A+ Photo', 'STUDIO'],
    providerId: P.PINJIAN,
    categoryId: C.BRAND,
    marketId: 2014,
    unit: UNIT.set,
    sales: 2367,
    rating: 4.8,
    tags: [TAG.bestseller],
    summary: l10n(
      '白底主图、场景图与 A+ 页面一站式拍摄设计，符合亚马逊图片规范。',
      '白底主圖、場景圖與 A+ 頁面一站式拍攝設計，符合亞馬遜圖片規範。',
      'White-background main images, lifestyle shots and A+ modules shot and designed in one go, to Amazon’s image guidelines.',
      'Imagens principais em fundo branco, fotografias de ambiente e módulos A+ fotografados e desenhados de uma vez, segundo as regras de imagem da Amazon.',
    ),
    packages: [
      pkg(
        l10n(
          '白底图 7 张',
          '白底圖 7 張',
          '7 white-background images',
          '7 imagens em fundo branco',
        ),
        680,
        5,
      ),
      pkg(
        l10n(
          '7 张主图 + 5 屏 A+',
          '7 張主圖 + 5 屏 A+',
          '7 main images + 5 A+ modules',
          '7 imagens principais + 5 módulos A+',
        ),
        1680,
        7,
      ),
    ],
    createdDaysAgo: 330,
  },
  {
    id: 10,
    name: l10n(
      '验厂辅导（BSCI）',
      '驗廠輔導（BSCI）',
      'Factory audit coaching (BSCI)',
      'Acompanhamento de auditoria de fábrica (BSCI)',
    ),
    cover: ['BSCI', 'FACTORY AUDIT'],
    providerId: P.HUACE,
    categoryId: C.CERTIFICATION,
    marketId: 2025,
    unit: UNIT.service,
    sales: 236,
    rating: 4.7,
    tags: [TAG.adviser],
    summary: l10n(
      '顾问驻厂辅导文件体系、现场整改与模拟审核，帮助工厂一次通过 BSCI 验厂。',
      '顧問駐廠輔導文件體系、現場整改與模擬審核，協助工廠一次通過 BSCI 驗廠。',
      'Consultants on site help with documentation, corrective actions and a mock audit so that the factory passes BSCI at the first attempt.',
      'Consultores na fábrica ajudam com a documentação, as ações corretivas e uma auditoria simulada para que a fábrica passe a BSCI à primeira.',
    ),
    packages: [
      pkg(
        l10n('BSCI 验厂辅导', 'BSCI 驗廠輔導', 'BSCI audit coaching', 'Acompanhamento BSCI'),
        4500,
        30,
      ),
    ],
    createdDaysAgo: 210,
  },
  {
    id: 11,
    name: l10n(
      '英国 VAT 季度申报',
      '英國 VAT 季度申報',
      'UK VAT quarterly filing',
      'Declaração trimestral de IVA no Reino Unido',
    ),
    cover: ['VAT UK', 'MTD FILING'],
    providerId: P.SHUITONG,
    categoryId: C.VAT,
    marketId: 2010,
    unit: UNIT.service,
    sales: 3150,
    rating: 4.8,
    tags: [TAG.certified],
    summary: l10n(
      'HMRC 认可代理按 MTD 要求在线申报，附中文申报明细与缴税提醒。',
      'HMRC 認可代理按 MTD 要求網上申報，附中文申報明細與繳稅提示。',
      'An HMRC-recognised agent files online under Making Tax Digital, with a Chinese breakdown and payment reminders.',
      'Um agente reconhecido pelo HMRC entrega online segundo o Making Tax Digital, com discriminação em chinês e lembretes de pagamento.',
    ),
    packages: [
      pkg(l10n('单季度申报', '單季度申報', 'One quarter', 'Um trimestre'), 1200, 7),
      pkg(l10n('全年四个季度', '全年四個季度', 'Four quarters', 'Quatro trimestres'), 4200, 7),
    ],
    createdDaysAgo: 390,
  },
  {
    id: 12,
    name: l10n(
      '德国 VAT 注册与申报（加急）',
      '德國 VAT 註冊與申報（加急）',
      'German VAT registration and filing (express)',
      'Registo e declaração de IVA na Alemanha (urgente)',
    ),
    cover: ['VAT DE', 'EXPRESS'],
    providerId: P.SHUITONG,
    categoryId: C.VAT,
    marketId: 2011,
    unit: UNIT.country,
    sales: 412,
    rating: 4.7,
    tags: [TAG.express],
    summary: l10n(
      '适合账号因缺少税号被限制的卖家：加急通道约 3 到 4 周下号，并协助账号恢复。',
      '適合帳戶因欠缺稅號被限制的賣家：加急通道約 3 至 4 週下號，並協助帳戶恢復。',
      'For sellers whose account is restricted for lack of a VAT number: the express lane issues the number in about 3–4 weeks and helps reinstate the account.',
      'Para vendedores com a conta restringida por falta de número de IVA: a via urgente obtém o número em cerca de 3 a 4 semanas e ajuda a reativar a conta.',
    ),
    packages: [
      pkg(
        l10n('仅加急注册', '僅加急註冊', 'Express registration only', 'Apenas registo urgente'),
        3800,
        25,
      ),
      pkg(
        l10n(
          '注册 + 12 个月申报',
          '註冊 + 12 個月申報',
          'Registration + 12 months of filing',
          'Registo + 12 meses de declarações',
        ),
        6800,
        25,
      ),
    ],
    createdDaysAgo: 90,
  },
  {
    id: 13,
    name: l10n(
      '亚马逊欧洲站开店（英国 + 欧盟五国）',
      '亞馬遜歐洲站開店（英國 + 歐盟五國）',
      'Amazon Europe store opening (UK + five EU countries)',
      'Abertura de loja na Amazon Europa (Reino Unido + cinco países da UE)',
    ),
    cover: ['Amazon EU', 'STORE OPENING'],
    providerId: P.KUAJINGTONG,
    categoryId: C.STORE_OPENING,
    marketId: 2002,
    unit: UNIT.set,
    sales: 734,
    rating: 4.8,
    tags: [TAG.certified, TAG.refund],
    summary: l10n(
      '一次开通英国、德国、法国、意大利、西班牙站点，协调 VAT 与 EPR 要求，避免开店后被限制销售。',
      '一次開通英國、德國、法國、意大利、西班牙站點，協調 VAT 與 EPR 要求，避免開店後被限制銷售。',
      'Opens the UK, German, French, Italian and Spanish sites at once and lines up VAT and EPR requirements so that sales are not restricted afterwards.',
      'Abre de uma vez os sites do Reino Unido, Alemanha, França, Itália e Espanha e articula os requisitos de IVA e RAP para evitar restrições de venda depois da abertura.',
    ),
    packages: [
      pkg(l10n('开店注册', '開店註冊', 'Store registration', 'Registo da loja'), 4580, 15),
      pkg(
        l10n(
          '开店 + 英德 VAT',
          '開店 + 英德 VAT',
          'Store + UK and German VAT',
          'Loja + IVA no Reino Unido e na Alemanha',
        ),
        7800,
        45,
      ),
    ],
    createdDaysAgo: 280,
  },
  {
    id: 14,
    name: l10n(
      '亚马逊日本站开店',
      '亞馬遜日本站開店',
      'Amazon Japan store opening',
      'Abertura de loja na Amazon Japão',
    ),
    cover: ['Amazon JP', 'STORE OPENING'],
    providerId: P.KUAJINGTONG,
    categoryId: C.STORE_OPENING,
    marketId: 2003,
    unit: UNIT.site,
    sales: 356,
    rating: 4.7,
    tags: [TAG.refund],
    summary: l10n(
      '日本站注册、JCT 税号咨询与日文店铺设置，适合家居、母婴与 3C 配件卖家。',
      '日本站註冊、JCT 稅號諮詢與日文店鋪設定，適合家居、母嬰與 3C 配件賣家。',
      'Japan site registration, JCT tax number advice and Japanese store settings, suited to home, baby and electronics accessories sellers.',
      'Registo no site japonês, aconselhamento sobre o número fiscal JCT e configuração da loja em japonês, indicado para vendedores de casa, bebé e acessórios eletrónicos.',
    ),
    packages: [pkg(l10n('日本站开店', '日本站開店', 'Japan store', 'Loja no Japão'), 3680, 15)],
    createdDaysAgo: 190,
  },
  {
    id: 15,
    name: l10n(
      'Lazada 六国站点入驻',
      'Lazada 六國站點入駐',
      'Lazada onboarding for six countries',
      'Adesão à Lazada em seis países',
    ),
    cover: ['Lazada', 'ONBOARDING'],
    providerId: P.NANYANG,
    categoryId: C.STORE_OPENING,
    marketId: 2004,
    unit: UNIT.set,
    sales: 628,
    rating: 4.6,
    tags: [TAG.certified],
    summary: l10n(
      'Lazada 跨境入驻与 LGS 物流开通，一个后台管理马来西亚、新加坡、泰国、印尼、菲律宾与越南站点。',
      'Lazada 跨境入駐與 LGS 物流開通，一個後台管理馬來西亞、新加坡、泰國、印尼、菲律賓與越南站點。',
      'Lazada cross-border onboarding and LGS activation, with one back office for Malaysia, Singapore, Thailand, Indonesia, the Philippines and Vietnam.',
      'Adesão internacional à Lazada e ativação da LGS, com uma área de gestão para a Malásia, Singapura, Tailândia, Indonésia, Filipinas e Vietname.',
    ),
    packages: [
      pkg(
        l10n('六站点入驻', '六站點入駐', 'Six-site onboarding', 'Adesão aos seis sites'),
        2200,
        10,
      ),
    ],
    createdDaysAgo: 170,
  },
  {
    id: 16,
    name: l10n(
      'Noon 与亚马逊中东站开店',
      'Noon 與亞馬遜中東站開店',
      'Noon and Amazon Middle East store opening',
      'Abertura de lojas na Noon e na Amazon Médio Oriente',
    ),
    cover: ['Noon + Amazon', 'MIDDLE EAST'],
    providerId: P.SILK_ROAD,
    categoryId: C.STORE_OPENING,
    marketId: 2005,
    unit: UNIT.set,
    sales: 148,
    rating: 4.5,
    tags: [TAG.adviser],
    summary: l10n(
      '阿联酋与沙特双站点开店，含迪拜自贸区公司注册咨询与阿拉伯语 Listing。',
      '阿聯酋與沙特雙站點開店，包括迪拜自貿區公司註冊諮詢與阿拉伯語 Listing。',
      'Stores in the UAE and Saudi Arabia, with advice on setting up a Dubai free-zone company and Arabic listings.',
      'Lojas nos Emirados e na Arábia Saudita, com aconselhamento sobre a constituição de empresa numa zona franca do Dubai e anúncios em árabe.',
    ),
    packages: [
      pkg(l10n('Noon 单平台', 'Noon 單平台', 'Noon only', 'Apenas Noon'), 2980, 15),
      pkg(
        l10n(
          'Noon + 亚马逊中东站',
          'Noon + 亞馬遜中東站',
          'Noon + Amazon Middle East',
          'Noon + Amazon Médio Oriente',
        ),
        4980,
        20,
      ),
    ],
    createdDaysAgo: 35,
  },
  {
    id: 17,
    name: l10n(
      '美国商标注册（含官费）',
      '美國商標註冊（含官費）',
      'US trademark registration (official fees included)',
      'Registo de marca nos EUA (taxas oficiais incluídas)',
    ),
    cover: ['TM US', 'USPTO'],
    providerId: P.ZHIHANG,
    categoryId: C.IP,
    marketId: 2006,
    unit: UNIT.cls,
    sales: 4268,
    rating: 4.9,
    tags: [TAG.fees, TAG.refund, TAG.bestseller],
    summary: l10n(
      '美国执业律师递交 USPTO 申请，递交后即可获得申请号用于亚马逊品牌备案。',
      '美國執業律師遞交 USPTO 申請，遞交後即可取得申請號用於亞馬遜品牌備案。',
      'A US attorney files with the USPTO, and the serial number can be used for Amazon Brand Registry right away.',
      'Um advogado norte-americano apresenta o pedido no USPTO e o número pode ser usado de imediato no Brand Registry da Amazon.',
    ),
    packages: [
      pkg(
        l10n('标准版（单类别）', '標準版（單類別）', 'Standard (one class)', 'Padrão (uma classe)'),
        2980,
        7,
        l10n(
          '含 USPTO 官费 350 美元、商标检索与递交，一个类别',
          '包括 USPTO 官費 350 美元、商標檢索與遞交，一個類別',
          'USPTO fee of USD 350, clearance search and filing, one class',
          'Taxa USPTO de 350 USD, pesquisa prévia e apresentação, uma classe',
        ),
      ),
      pkg(l10n('双类别', '雙類別', 'Two classes', 'Duas classes'), 5680, 7),
    ],
    createdDaysAgo: 410,
  },
  {
    id: 18,
    name: l10n(
      '英国商标注册',
      '英國商標註冊',
      'UK trademark registration',
      'Registo de marca no Reino Unido',
    ),
    cover: ['TM UK', 'UKIPO'],
    providerId: P.ZHIHANG,
    categoryId: C.IP,
    marketId: 2008,
    unit: UNIT.cls,
    sales: 862,
    rating: 4.8,
    tags: [TAG.fees],
    summary: l10n(
      '脱欧后英国商标需单独注册，UKIPO 审查快，约 3 到 4 个月下证。',
      '脫歐後英國商標需單獨註冊，UKIPO 審查快，約 3 至 4 個月下證。',
      'Since Brexit the UK needs its own trademark; UKIPO examination is quick and registration takes about 3–4 months.',
      'Desde o Brexit, o Reino Unido exige uma marca própria; o exame do UKIPO é rápido e o registo demora cerca de 3 a 4 meses.',
    ),
    packages: [pkg(l10n('单类别', '單類別', 'One class', 'Uma classe'), 2380, 5)],
    createdDaysAgo: 230,
  },
  {
    id: 19,
    name: l10n(
      '日本商标注册',
      '日本商標註冊',
      'Japan trademark registration',
      'Registo de marca no Japão',
    ),
    cover: ['TM JP', 'JPO'],
    providerId: P.ZHIHANG,
    categoryId: C.IP,
    marketId: 2009,
    unit: UNIT.cls,
    sales: 395,
    rating: 4.7,
    tags: [TAG.fees],
    summary: l10n(
      '日本合作律所递交 JPO 申请，含片假名商标咨询与注册费缴纳提醒。',
      '日本合作律師行遞交 JPO 申請，包括片假名商標諮詢與註冊費繳付提示。',
      'A partner law firm in Japan files with the JPO, with advice on katakana marks and a reminder for the registration fee.',
      'Um escritório parceiro no Japão apresenta o pedido no JPO, com aconselhamento sobre marcas em katakana e aviso para a taxa de registo.',
    ),
    packages: [pkg(l10n('单类别', '單類別', 'One class', 'Uma classe'), 3880, 7)],
    createdDaysAgo: 160,
  },
  {
    id: 20,
    name: l10n(
      '亚马逊品牌备案代办',
      '亞馬遜品牌備案代辦',
      'Amazon Brand Registry filing',
      'Inscrição no Amazon Brand Registry',
    ),
    cover: ['Brand Registry', 'AMAZON'],
    providerId: P.ZHIHANG,
    categoryId: C.IP,
    marketId: 2006,
    unit: UNIT.site,
    sales: 2716,
    rating: 4.9,
    tags: [TAG.refund],
    summary: l10n(
      '凭商标申请号完成品牌备案，解锁 A+ 页面、品牌旗舰店与透明计划。',
      '憑商標申請號完成品牌備案，解鎖 A+ 頁面、品牌旗艦店與透明計劃。',
      'Brand Registry with your trademark serial number, unlocking A+ content, the brand Store and Transparency.',
      'Brand Registry com o número do pedido de marca, desbloqueando o conteúdo A+, a loja de marca e o Transparency.',
    ),
    packages: [pkg(l10n('单站点备案', '單站點備案', 'One marketplace', 'Um marketplace'), 680, 3)],
    createdDaysAgo: 350,
  },
  {
    id: 21,
    name: l10n(
      '法国 / 意大利 / 西班牙 VAT 注册',
      '法國 / 意大利 / 西班牙 VAT 註冊',
      'French, Italian or Spanish VAT registration',
      'Registo de IVA em França, Itália ou Espanha',
    ),
    cover: ['VAT FR IT ES', 'REGISTRATION'],
    providerId: P.SHUITONG,
    categoryId: C.VAT,
    marketId: 2012,
    unit: UNIT.country,
    sales: 1186,
    rating: 4.7,
    tags: [TAG.certified],
    summary: l10n(
      '本地税务代表办理税号注册，含首年按期申报，满足亚马逊泛欧计划要求。',
      '本地稅務代表辦理稅號註冊，包括首年按期申報，符合亞馬遜泛歐計劃要求。',
      'A local fiscal representative registers the VAT number and files the first year’s returns, as Amazon’s Pan-European FBA requires.',
      'Um representante fiscal local regista o número de IVA e entrega as declarações do primeiro ano, como exige o FBA pan-europeu da Amazon.',
    ),
    packages: [
      pkg(l10n('法国', '法國', 'France', 'França'), 3200, 40),
      pkg(l10n('意大利', '意大利', 'Italy', 'Itália'), 3200, 35),
      pkg(l10n('西班牙', '西班牙', 'Spain', 'Espanha'), 3200, 35),
    ],
    createdDaysAgo: 320,
  },
  {
    id: 22,
    name: l10n(
      '欧盟 OSS / IOSS 注册与申报',
      '歐盟 OSS / IOSS 註冊與申報',
      'EU OSS / IOSS registration and filing',
      'Registo e declarações OSS / IOSS da UE',
    ),
    cover: ['OSS IOSS', 'EU VAT'],
    providerId: P.SHUITONG,
    categoryId: C.VAT,
    marketId: 2012,
    unit: UNIT.service,
    sales: 574,
    rating: 4.6,
    tags: [TAG.adviser],
    summary: l10n(
      '一个税号申报欧盟境内远程销售，免去在各国分别注册 VAT 的麻烦。',
      '一個稅號申報歐盟境內遙距銷售，免除在各國分別註冊 VAT 的麻煩。',
      'One registration covers EU distance sales, saving separate VAT registrations in every country.',
      'Um único registo cobre as vendas à distância na UE, evitando registos de IVA separados em cada país.',
    ),
    packages: [
      pkg(
        l10n(
          '注册 + 4 个季度申报',
          '註冊 + 4 個季度申報',
          'Registration + 4 quarterly returns',
          'Registo + 4 declarações trimestrais',
        ),
        2600,
        20,
      ),
    ],
    createdDaysAgo: 140,
  },
  {
    id: 23,
    name: l10n(
      '阿联酋 VAT 注册',
      '阿聯酋 VAT 註冊',
      'UAE VAT registration',
      'Registo de IVA nos Emirados Árabes Unidos',
    ),
    cover: ['VAT UAE', 'FTA'],
    providerId: P.SILK_ROAD,
    categoryId: C.VAT,
    marketId: 2013,
    unit: UNIT.country,
    sales: 96,
    rating: 4.5,
    tags: [TAG.adviser],
    summary: l10n(
      '向阿联酋联邦税务局（FTA）注册 VAT，税率 5%，含首个季度申报。',
      '向阿聯酋聯邦稅務局（FTA）註冊 VAT，稅率 5%，包括首個季度申報。',
      'VAT registration with the UAE Federal Tax Authority (5% rate), first quarterly return included.',
      'Registo de IVA na Autoridade Tributária Federal dos Emirados (taxa de 5%), com a primeira declaração trimestral incluída.',
    ),
    packages: [
      pkg(
        l10n(
          '注册 + 首季申报',
          '註冊 + 首季申報',
          'Registration + first quarter',
          'Registo + primeiro trimestre',
        ),
        4800,
        30,
      ),
    ],
    createdDaysAgo: 60,
  },
  {
    id: 24,
    name: l10n(
      '沙特 VAT 注册与电子发票对接',
      '沙特 VAT 註冊與電子發票對接',
      'Saudi VAT registration and e-invoicing',
      'Registo de IVA na Arábia Saudita e faturação eletrónica',
    ),
    cover: ['VAT KSA', 'ZATCA'],
    providerId: P.SILK_ROAD,
    categoryId: C.VAT,
    marketId: 2013,
    unit: UNIT.country,
    sales: 58,
    rating: 4.4,
    tags: [TAG.adviser],
    summary: l10n(
      '向沙特 ZATCA 注册 VAT（税率 15%）并完成电子发票系统对接。',
      '向沙特 ZATCA 註冊 VAT（稅率 15%）並完成電子發票系統對接。',
      'VAT registration with Saudi ZATCA (15% rate) and connection to its e-invoicing system.',
      'Registo de IVA na ZATCA saudita (taxa de 15%) e ligação ao sistema de faturação eletrónica.',
    ),
    packages: [
      pkg(
        l10n(
          '注册 + 电子发票对接',
          '註冊 + 電子發票對接',
          'Registration + e-invoicing',
          'Registo + faturação eletrónica',
        ),
        6800,
        35,
      ),
    ],
    createdDaysAgo: 20,
  },
  {
    id: 25,
    name: l10n(
      '美国市场品牌定位与命名咨询',
      '美國市場品牌定位與命名諮詢',
      'Brand positioning and naming for the US market',
      'Posicionamento e nome de marca para o mercado dos EUA',
    ),
    cover: ['Brand US', 'POSITIONING'],
    providerId: P.PINJIAN,
    categoryId: C.BRAND,
    marketId: 2014,
    unit: UNIT.set,
    sales: 124,
    rating: 4.9,
    tags: [TAG.adviser],
    summary: l10n(
      '基于美国消费者调研确定品牌定位、命名与视觉方向，并完成商标可注册性初筛。',
      '基於美國消費者調研確定品牌定位、命名與視覺方向，並完成商標可註冊性初篩。',
      'Brand positioning, naming and visual direction based on US consumer research, with a first trademark availability screen.',
      'Posicionamento, nome e direção visual da marca com base em estudos do consumidor norte-americano, com uma primeira triagem de disponibilidade da marca.',
    ),
    packages: [
      pkg(
        l10n('定位与命名', '定位與命名', 'Positioning and naming', 'Posicionamento e nome'),
        12800,
        20,
      ),
      pkg(
        l10n(
          '定位、命名与 VI 设计',
          '定位、命名與 VI 設計',
          'Positioning, naming and visual identity',
          'Posicionamento, nome e identidade visual',
        ),
        26800,
        35,
      ),
    ],
    createdDaysAgo: 110,
  },
  {
    id: 26,
    name: l10n(
      '东南亚小语种 Listing 本地化',
      '東南亞小語種 Listing 本地化',
      'Listing localisation for Southeast Asian languages',
      'Localização de anúncios para línguas do Sudeste Asiático',
    ),
    cover: ['TH VI ID', 'LOCALISATION'],
    providerId: P.NANYANG,
    categoryId: C.BRAND,
    marketId: 2016,
    unit: UNIT.listing,
    sales: 1840,
    rating: 4.6,
    tags: [TAG.native],
    summary: l10n(
      '泰语、越南语、印尼语与马来语母语译者本地化商品标题与描述，贴合当地搜索习惯。',
      '泰語、越南語、印尼語與馬來語母語譯者本地化商品標題與描述，貼合當地搜尋習慣。',
      'Native Thai, Vietnamese, Indonesian and Malay translators localise titles and descriptions to local search habits.',
      'Tradutores nativos de tailandês, vietnamita, indonésio e malaio localizam títulos e descrições de acordo com os hábitos de pesquisa locais.',
    ),
    packages: [
      pkg(l10n('单语种', '單語種', 'One language', 'Uma língua'), 120, 2),
      pkg(l10n('四语种', '四語種', 'Four languages', 'Quatro línguas'), 360, 4),
    ],
    createdDaysAgo: 75,
  },
  {
    id: 27,
    name: l10n(
      '亚马逊美国站 PPC 广告托管',
      '亞馬遜美國站 PPC 廣告託管',
      'Amazon US PPC management',
      'Gestão de PPC na Amazon EUA',
    ),
    cover: ['Amazon PPC', 'MANAGED'],
    providerId: P.GROWTH_ENGINE,
    categoryId: C.ADS,
    marketId: 2017,
    unit: UNIT.month,
    sales: 1062,
    rating: 4.8,
    tags: [TAG.monthly, TAG.bestseller],
    summary: l10n(
      '商品推广、品牌推广与展示型推广全托管，目标 ACOS 写入服务协议。',
      '商品推廣、品牌推廣與展示型推廣全託管，目標 ACOS 寫入服務協議。',
      'Sponsored Products, Sponsored Brands and Sponsored Display fully managed, with the target ACOS written into the agreement.',
      'Sponsored Products, Sponsored Brands e Sponsored Display totalmente geridos, com o ACOS-alvo escrito no contrato.',
    ),
    packages: [
      pkg(
        l10n(
          '月度托管（30 个 ASIN 以内）',
          '月度託管（30 個 ASIN 以內）',
          'Monthly, up to 30 ASINs',
          'Mensal, até 30 ASIN',
        ),
        4800,
        30,
      ),
      pkg(l10n('季度托管', '季度託管', 'Quarterly', 'Trimestral'), 12800, 90),
    ],
    createdDaysAgo: 270,
  },
  {
    id: 28,
    name: l10n(
      '欧洲 Google 与 Meta 广告代投放',
      '歐洲 Google 與 Meta 廣告代投放',
      'Google and Meta ads management for Europe',
      'Gestão de anúncios Google e Meta para a Europa',
    ),
    cover: ['Google + Meta', 'EUROPE'],
    providerId: P.GROWTH_ENGINE,
    categoryId: C.ADS,
    marketId: 2018,
    unit: UNIT.month,
    sales: 322,
    rating: 4.6,
    tags: [TAG.monthly, TAG.certified],
    summary: l10n(
      '为独立站投放 Google 购物、搜索与 Meta 广告，覆盖英、德、法三语素材与 GDPR 合规追踪。',
      '為獨立站投放 Google 購物、搜尋與 Meta 廣告，涵蓋英、德、法三語素材與 GDPR 合規追蹤。',
      'Google Shopping, Search and Meta ads for your website, with English, German and French creatives and GDPR-compliant tracking.',
      'Anúncios Google Shopping, pesquisa e Meta para o seu site, com criativos em inglês, alemão e francês e acompanhamento conforme o RGPD.',
    ),
    packages: [
      pkg(l10n('月度代投放', '月度代投放', 'Monthly management', 'Gestão mensal'), 5600, 30),
    ],
    createdDaysAgo: 130,
  },
  {
    id: 29,
    name: l10n(
      'Shopee 与 Lazada 联合运营（分成合作）',
      'Shopee 與 Lazada 聯合營運（分成合作）',
      'Shopee and Lazada joint operation (revenue share)',
      'Operação conjunta Shopee e Lazada (partilha de receitas)',
    ),
    cover: ['SEA Joint Ops', 'REVENUE SHARE'],
    providerId: P.NANYANG,
    categoryId: C.ADS,
    marketId: 2019,
    unit: UNIT.month,
    sales: 88,
    rating: 4.5,
    tags: [TAG.adviser],
    summary: l10n(
      '本地团队负责店铺运营、活动报名与客服，按月收取基础服务费并按销售额分成。',
      '本地團隊負責店鋪營運、活動報名與客服，按月收取基本服務費並按銷售額分成。',
      'A local team runs the store, campaign sign-ups and customer service for a monthly base fee plus a share of sales.',
      'Uma equipa local gere a loja, as inscrições em campanhas e o apoio ao cliente por uma taxa mensal base mais uma percentagem das vendas.',
    ),
    packages: [
      pkg(
        l10n(
          '基础服务费 + 5% 销售分成',
          '基本服務費 + 5% 銷售分成',
          'Base fee + 5% of sales',
          'Taxa base + 5% das vendas',
        ),
        9800,
        30,
      ),
    ],
    createdDaysAgo: 50,
  },
  {
    id: 30,
    name: l10n(
      '亚马逊美国站联合运营孵化（3 个月）',
      '亞馬遜美國站聯合營運孵化（3 個月）',
      'Amazon US joint operation incubation (3 months)',
      'Incubação em operação conjunta na Amazon EUA (3 meses)',
    ),
    cover: ['Amazon US', 'INCUBATION'],
    providerId: P.GROWTH_ENGINE,
    categoryId: C.ADS,
    marketId: 2017,
    unit: UNIT.set,
    sales: 64,
    rating: 4.7,
    tags: [TAG.adviser],
    summary: l10n(
      '资深运营团队与您的团队共同操盘 3 个月：选品、上架、广告与库存计划，结束时完成团队交接。',
      '資深營運團隊與您的團隊共同操盤 3 個月：選品、上架、廣告與庫存計劃，結束時完成團隊交接。',
      'A senior operations team runs the store with yours for three months, covering product choice, listings, ads and stock planning, then hands over to your team.',
      'Uma equipa sénior gere a loja com a sua durante três meses, da seleção de produtos aos anúncios, publicidade e planeamento de stock, e no fim passa a pasta à sua equipa.',
    ),
    packages: [
      pkg(
        l10n('3 个月孵化', '3 個月孵化', 'Three-month incubation', 'Incubação de três meses'),
        29800,
        90,
      ),
    ],
    createdDaysAgo: 100,
  },
  {
    id: 31,
    name: l10n(
      'Shopify 品牌独立站搭建',
      'Shopify 品牌獨立站搭建',
      'Shopify brand store building',
      'Criação de loja de marca na Shopify',
    ),
    cover: ['Shopify', 'BRAND STORE'],
    providerId: P.JIJIAN,
    categoryId: C.SITE,
    marketId: 2020,
    unit: UNIT.site,
    sales: 516,
    rating: 4.8,
    tags: [TAG.certified, TAG.bestseller],
    summary: l10n(
      'Shopify 官方合作伙伴搭建品牌站：主题定制、支付与物流配置、SEO 基础设置一次完成。',
      'Shopify 官方合作夥伴搭建品牌網站：主題定制、支付與物流設定、SEO 基本設定一次完成。',
      'An official Shopify Partner builds your brand store: custom theme, payments and shipping, and SEO basics in one go.',
      'Um parceiro oficial da Shopify cria a sua loja de marca: tema personalizado, pagamentos e envios e as bases de SEO de uma só vez.',
    ),
    packages: [
      pkg(
        l10n('标准站', '標準網站', 'Standard store', 'Loja padrão'),
        6800,
        15,
        l10n(
          '10 个页面，基于付费主题二次设计',
          '10 個頁面，基於付費主題重新設計',
          '10 pages, redesigned from a paid theme',
          '10 páginas, redesenhadas a partir de um tema pago',
        ),
      ),
      pkg(
        l10n('品牌定制站', '品牌定制網站', 'Custom brand store', 'Loja de marca personalizada'),
        15800,
        35,
        l10n(
          '全定制设计与开发，含品牌故事页与博客',
          '全定制設計與開發，包括品牌故事頁與博客',
          'Fully custom design and build, with brand story page and blog',
          'Design e desenvolvimento totalmente personalizados, com página da história da marca e blogue',
        ),
      ),
    ],
    createdDaysAgo: 290,
  },
  {
    id: 32,
    name: l10n(
      '欧洲多语种独立站（GDPR 合规）',
      '歐洲多語種獨立站（GDPR 合規）',
      'Multilingual European website (GDPR-compliant)',
      'Site europeu multilingue (conforme o RGPD)',
    ),
    cover: ['DTC Europe', 'MULTILINGUAL'],
    providerId: P.JIJIAN,
    categoryId: C.SITE,
    marketId: 2021,
    unit: UNIT.site,
    sales: 142,
    rating: 4.7,
    tags: [TAG.native],
    summary: l10n(
      '英、德、法、意、西五语种站点，含 Cookie 同意、隐私政策与欧盟退货条款。',
      '英、德、法、意、西五語種網站，包括 Cookie 同意、私隱政策與歐盟退貨條款。',
      'A site in English, German, French, Italian and Spanish, with cookie consent, privacy policy and EU returns terms.',
      'Um site em inglês, alemão, francês, italiano e espanhol, com consentimento de cookies, política de privacidade e condições de devolução da UE.',
    ),
    packages: [
      pkg(
        l10n('五语种站点', '五語種網站', 'Five-language site', 'Site em cinco línguas'),
        12800,
        30,
      ),
    ],
    createdDaysAgo: 120,
  },
  {
    id: 33,
    name: l10n(
      '中东阿拉伯语独立站（支持货到付款）',
      '中東阿拉伯語獨立站（支援貨到付款）',
      'Arabic website for the Middle East (cash on delivery)',
      'Site em árabe para o Médio Oriente (pagamento na entrega)',
    ),
    cover: ['DTC Arabic', 'RTL + COD'],
    providerId: P.SILK_ROAD,
    categoryId: C.SITE,
    marketId: 2022,
    unit: UNIT.site,
    sales: 37,
    rating: 4.4,
    tags: [TAG.native],
    summary: l10n(
      '阿拉伯语右到左布局，接入货到付款与本地支付，适配阿联酋与沙特物流。',
      '阿拉伯語右至左版面，接入貨到付款與本地支付，配合阿聯酋與沙特物流。',
      'Right-to-left Arabic layout with cash on delivery and local payments, set up for UAE and Saudi logistics.',
      'Esquema em árabe da direita para a esquerda com pagamento na entrega e métodos locais, preparado para a logística dos Emirados e da Arábia Saudita.',
    ),
    packages: [
      pkg(
        l10n('阿英双语站点', '阿英雙語網站', 'Arabic and English site', 'Site em árabe e inglês'),
        15800,
        35,
      ),
    ],
    createdDaysAgo: 15,
  },
  {
    id: 34,
    name: l10n(
      '美国 FCC 认证',
      '美國 FCC 認證',
      'US FCC certification',
      'Certificação FCC dos EUA',
    ),
    cover: ['FCC', 'CERTIFICATION'],
    providerId: P.HUACE,
    categoryId: C.CERTIFICATION,
    marketId: 2023,
    unit: UNIT.product,
    sales: 780,
    rating: 4.7,
    tags: [TAG.certified],
    summary: l10n(
      '电子电气产品进入美国市场必备，提供 FCC SDoC 与 FCC ID 两种认证路径。',
      '電子電氣產品進入美國市場必備，提供 FCC SDoC 與 FCC ID 兩種認證途徑。',
      'Required for electrical and electronic products in the US, via either FCC SDoC or FCC ID.',
      'Obrigatória para produtos elétricos e eletrónicos nos EUA, pela via FCC SDoC ou FCC ID.',
    ),
    packages: [
      pkg(l10n('FCC SDoC', 'FCC SDoC', 'FCC SDoC', 'FCC SDoC'), 1800, 10),
      pkg(
        l10n(
          'FCC ID（无线产品）',
          'FCC ID（無線產品）',
          'FCC ID (wireless products)',
          'FCC ID (produtos sem fios)',
        ),
        3800,
        25,
      ),
    ],
    createdDaysAgo: 250,
  },
  {
    id: 35,
    name: l10n(
      'CE 认证与德国包装法 EPR 注册',
      'CE 認證與德國包裝法 EPR 註冊',
      'CE marking and German packaging EPR registration',
      'Marcação CE e registo RAP de embalagens na Alemanha',
    ),
    cover: ['CE + EPR', 'EU COMPLIANCE'],
    providerId: P.HUACE,
    categoryId: C.CERTIFICATION,
    marketId: 2024,
    unit: UNIT.product,
    sales: 1234,
    rating: 4.8,
    tags: [TAG.certified, TAG.bestseller],
    summary: l10n(
      '出具 CE 测试报告与符合性声明，并完成德国 LUCID 包装注册，满足亚马逊欧洲站合规要求。',
      '出具 CE 測試報告與符合性聲明，並完成德國 LUCID 包裝註冊，符合亞馬遜歐洲站合規要求。',
      'CE test report and declaration of conformity plus German LUCID packaging registration, as Amazon Europe requires.',
      'Relatório de ensaio CE e declaração de conformidade, mais o registo de embalagens LUCID na Alemanha, como exige a Amazon Europa.',
    ),
    packages: [
      pkg(l10n('CE 认证', 'CE 認證', 'CE marking', 'Marcação CE'), 2800, 15),
      pkg(
        l10n(
          'EPR 包装注册',
          'EPR 包裝註冊',
          'EPR packaging registration',
          'Registo RAP de embalagens',
        ),
        1500,
        7,
      ),
    ],
    createdDaysAgo: 200,
  },
  {
    id: 36,
    name: l10n(
      '美国产品责任险',
      '美國產品責任保險',
      'US product liability insurance',
      'Seguro de responsabilidade do produto nos EUA',
    ),
    cover: ['Liability', 'INSURANCE'],
    providerId: P.HUACE,
    categoryId: C.CERTIFICATION,
    marketId: 2023,
    unit: UNIT.service,
    sales: 468,
    rating: 4.6,
    tags: [TAG.adviser],
    summary: l10n(
      '满足亚马逊美国站月销售额超过 1 万美元的保险要求，保额 100 万美元，一年期。',
      '符合亞馬遜美國站月銷售額超過 1 萬美元的保險要求，保額 100 萬美元，為期一年。',
      'Meets Amazon US’s insurance requirement for sellers above USD 10,000 a month: USD 1 million cover for one year.',
      'Cumpre a exigência de seguro da Amazon EUA para vendedores acima de 10 000 USD por mês: cobertura de 1 milhão de USD durante um ano.',
    ),
    packages: [
      pkg(
        l10n(
          '保额 100 万美元（一年）',
          '保額 100 萬美元（一年）',
          'USD 1 million cover (one year)',
          'Cobertura de 1 milhão de USD (um ano)',
        ),
        3200,
        5,
      ),
    ],
    createdDaysAgo: 180,
  },
];

const NAMED_ITEM = l10n(
  '{name}：{description}',
  '{name}：{description}',
  '{name}: {description}',
  '{name}: {description}',
);

function buildService(spec: ServiceSpec, seed: SeedContext): ServiceRow {
  const block = CATEGORY_BLOCKS[spec.categoryId];
  if (!block) throw new Error(`service ${spec.id}: no category block for ${spec.categoryId}`);
  const packages = spec.packages.map((item, index): ServicePackageRow => ({
    id: spec.id * 10 + index + 1,
    name: item.name,
    price: item.price,
    description: item.description,
    deliveryDays: item.days,
  }));
  const [headline, caption] = spec.cover;
  const included = packages.map((item) =>
    item.description
      ? fill(NAMED_ITEM, { name: item.name, description: item.description })
      : item.name,
  );
  return {
    id: spec.id,
    name: spec.name,
    cover: coverImage(headline, caption),
    images: [coverImage(headline, caption), coverImage(headline, 'PROCESS', (spec.id * 47) % 360)],
    providerId: spec.providerId,
    categoryId: spec.categoryId,
    marketId: spec.marketId,
    unit: spec.unit,
    sales: spec.sales,
    rating: spec.rating,
    tags: spec.tags,
    description: join([
      paragraphs(spec.summary, block.promise),
      section(INCLUDED_HEADING, htmlList(included)),
    ]),
    packages,
    processSteps: block.process,
    faqs: block.faqs,
    createTime: seed.daysAgo(spec.createdDaysAgo + (spec.id % 7) / 10),
  };
}

export const services = defineCollection<ServiceRow>('services', (seed) =>
  SPECS.map((spec) => buildService(spec, seed)),
);

/** The lowest package price (the list's "from" price). */
export function priceFrom(service: Readonly<ServiceRow>): number {
  return Math.min(...service.packages.map((item) => item.price));
}
