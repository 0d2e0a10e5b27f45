/**
 * The seven sales platforms of spec §2.8 with their directory groups, store guides, fees,
 * requirements and both store-opening channels. Platform ids are referenced by courses and news
 * (`platformId`).
 */
import type { StoreApplicationChannel } from '../../../src/api/gen/model';
import { l10n, type L10n } from '../../lib/l10n';
import { defineCollection } from '../store';
import { countryName, type CountryCode } from './countries';
import { bannerImage, logoImage } from './images';
import { fill, htmlList, join, paragraphs, section, sentences } from './text';

export interface PlatformFeeRow {
  name: L10n;
  amount: L10n;
  remark: L10n | null;
}

export interface PlatformChannelRow {
  channel: StoreApplicationChannel;
  reviewDays: number;
  description: L10n;
}

export interface PlatformRow {
  id: number;
  /** Brand name in Latin letters, drawn on the logo. */
  brand: string;
  name: L10n;
  logo: string;
  banner: string;
  categoryId: number;
  region: L10n;
  sites: L10n[];
  summary: L10n;
  tags: L10n[];
  officialUrl: string;
  introduction: L10n;
  storeGuide: L10n;
  advantages: L10n[];
  fees: PlatformFeeRow[];
  requirements: L10n[];
  channels: PlatformChannelRow[];
  applyOpen: boolean;
  /** Position on the home page; null when not featured. */
  featuredOrder: number | null;
}

export interface PlatformCategoryRow {
  id: number;
  name: L10n;
}

export const PLATFORM_IDS = {
  AMAZON: 101,
  WISH: 102,
  EBAY: 103,
  ALIEXPRESS: 104,
  NEWEGG: 105,
  LAZADA: 106,
  SHOPEE: 107,
} as const;

const PLATFORM_CATEGORIES: PlatformCategoryRow[] = [
  { id: 11, name: l10n('欧美平台', '歐美平台', 'Europe and the Americas', 'Europa e Américas') },
  {
    id: 12,
    name: l10n('全球综合平台', '全球綜合平台', 'Global marketplaces', 'Marketplaces globais'),
  },
  { id: 13, name: l10n('东南亚平台', '東南亞平台', 'Southeast Asia', 'Sudeste Asiático') },
];

export const CHANNEL_NAMES: Record<StoreApplicationChannel, L10n> = {
  LARGE_CUSTOMER: l10n(
    '大客户通道',
    '大客戶通道',
    'Large customer channel',
    'Canal de grandes clientes',
  ),
  ORDINARY_CUSTOMER: l10n(
    '普通客户通道',
    '普通客戶通道',
    'Ordinary customer channel',
    'Canal de clientes comuns',
  ),
};

const REVIEW_DAYS: Record<StoreApplicationChannel, number> = {
  LARGE_CUSTOMER: 10,
  ORDINARY_CUSTOMER: 5,
};

const largeChannel = (extra?: L10n): PlatformChannelRow => ({
  channel: 'LARGE_CUSTOMER',
  reviewDays: REVIEW_DAYS.LARGE_CUSTOMER,
  description: sentences([
    l10n(
      '适合年销售额 1000 万元以上、有自有品牌或工厂的企业：平台招商经理专属对接，资料预审后走绿色通道。',
      '適合年銷售額 1000 萬元以上、擁有自家品牌或工廠的企業：平台招商經理專屬對接，資料預審後走綠色通道。',
      'For companies with annual sales above RMB 10 million and their own brand or factory: a dedicated platform account manager and a fast lane after our pre-check.',
      'Para empresas com vendas anuais acima de 10 milhões de RMB e marca ou fábrica própria: gestor de conta dedicado da plataforma e via rápida após a nossa pré-verificação.',
    ),
    ...(extra ? [extra] : []),
  ]),
});

const ordinaryChannel = (extra?: L10n): PlatformChannelRow => ({
  channel: 'ORDINARY_CUSTOMER',
  reviewDays: REVIEW_DAYS.ORDINARY_CUSTOMER,
  description: sentences([
    l10n(
      '适合年销售额 1000 万元以下的中小卖家与初次出海的企业：顾问一对一指导注册、资料准备与审核。',
      '適合年銷售額 1000 萬元以下的中小賣家與首次出海的企業：顧問一對一指導註冊、資料準備與審核。',
      'For small and medium sellers with annual sales under RMB 10 million and companies going abroad for the first time: one-to-one guidance through registration, documents and review.',
      'Para pequenos e médios vendedores com vendas anuais abaixo de 10 milhões de RMB e empresas que se internacionalizam pela primeira vez: acompanhamento individual no registo, nos documentos e na análise.',
    ),
    ...(extra ? [extra] : []),
  ]),
});

const guideHeadings = {
  prepare: l10n(
    '第一步：准备资料',
    '第一步：準備資料',
    'Step 1: prepare your documents',
    'Passo 1: prepare os documentos',
  ),
  apply: l10n(
    '第二步：在线提交申请',
    '第二步：網上提交申請',
    'Step 2: apply online',
    'Passo 2: candidate-se online',
  ),
  review: l10n(
    '第三步：平台审核',
    '第三步：平台審核',
    'Step 3: platform review',
    'Passo 3: análise da plataforma',
  ),
  launch: l10n(
    '第四步：开店上架',
    '第四步：開店上架',
    'Step 4: open the store and list products',
    'Passo 4: abra a loja e publique produtos',
  ),
};

const applyText = l10n(
  '在本页点击“申请开店”，选择大客户或普通客户通道并填写公司、联系人与经营信息，上传营业执照扫描件（jpg 或 png，不超过 2 MB）。',
  '在本頁點擊「申請開店」，選擇大客戶或普通客戶通道並填寫公司、聯絡人與經營資料，上載商業登記或營業執照掃描檔（jpg 或 png，不超過 2 MB）。',
  'Click “Apply to open a store” on this page, choose the large or ordinary customer channel, fill in the company, contact and business details and upload the business licence scan (jpg or png, at most 2 MB).',
  'Clique em “Candidatar-se a abrir uma loja” nesta página, escolha o canal de grandes clientes ou de clientes comuns, preencha os dados da empresa, do contacto e do negócio e carregue a digitalização da licença comercial (jpg ou png, no máximo 2 MB).',
);

const reviewTemplate = l10n(
  '我们的招商顾问会在 1 个工作日内预审资料并与您确认，随后提交{platform}审核。大客户通道通常约 10 个工作日出结果，普通客户通道约 5 个工作日。{tip}',
  '我們的招商顧問會在 1 個工作天內預審資料並與您確認，隨後提交{platform}審核。大客戶通道通常約 10 個工作天出結果，普通客戶通道約 5 個工作天。{tip}',
  'Our onboarding adviser pre-checks your documents within one working day and confirms them with you, then submits them to {platform}. The large customer channel usually answers in about 10 working days, the ordinary channel in about 5. {tip}',
  'O nosso consultor verifica os documentos num dia útil e confirma-os consigo; depois submete-os à {platform}. O canal de grandes clientes responde normalmente em cerca de 10 dias úteis e o canal de clientes comuns em cerca de 5. {tip}',
);

function storeGuide(platform: L10n, requirements: L10n[], reviewTip: L10n, launchTip: L10n): L10n {
  return join([
    section(guideHeadings.prepare, htmlList(requirements)),
    section(guideHeadings.apply, paragraphs(applyText)),
    section(guideHeadings.review, paragraphs(fill(reviewTemplate, { platform, tip: reviewTip }))),
    section(guideHeadings.launch, paragraphs(launchTip)),
  ]);
}

const sites = (...codes: CountryCode[]) => codes.map(countryName);

const commonRequirements = {
  licence: l10n(
    '中国大陆企业营业执照（个体工商户部分站点可用）',
    '中國內地企業營業執照（個體工商戶部分站點可用）',
    'Business licence of a company registered in mainland China (sole proprietors accepted on some sites)',
    'Licença comercial de empresa registada na China continental (empresários em nome individual aceites em alguns sites)',
  ),
  legalId: l10n(
    '法定代表人身份证正反面',
    '法定代表人身份證正反面',
    'Both sides of the legal representative’s ID card',
    'Frente e verso do documento de identificação do representante legal',
  ),
  creditCard: l10n(
    '可支付美元的双币信用卡（Visa 或 Mastercard）',
    '可支付美元的雙幣信用卡（Visa 或 Mastercard）',
    'A dual-currency credit card that can pay in US dollars (Visa or Mastercard)',
    'Cartão de crédito de dupla moeda que pague em dólares (Visa ou Mastercard)',
  ),
  freshContact: l10n(
    '未在该平台注册过店铺的电子邮箱与手机号',
    '未曾在該平台註冊店鋪的電郵地址與手提電話號碼',
    'An e-mail address and mobile number never used for a store on this platform',
    'Endereço de e-mail e número de telemóvel nunca usados numa loja desta plataforma',
  ),
  payoneer: l10n(
    '第三方跨境收款账户（如 Payoneer、连连、PingPong）',
    '第三方跨境收款帳戶（如 Payoneer、連連、PingPong）',
    'A cross-border payment account (e.g. Payoneer, LianLian, PingPong)',
    'Conta de receção de pagamentos internacionais (por exemplo Payoneer, LianLian, PingPong)',
  ),
};

const amazonRequirements = [
  commonRequirements.licence,
  commonRequirements.legalId,
  commonRequirements.creditCard,
  commonRequirements.freshContact,
  commonRequirements.payoneer,
];

const amazon: PlatformRow = {
  id: PLATFORM_IDS.AMAZON,
  brand: 'Amazon',
  name: l10n('亚马逊', '亞馬遜', 'Amazon', 'Amazon'),
  logo: logoImage('Amazon', 32),
  banner: bannerImage('Amazon', 'GLOBAL SELLING', 32),
  categoryId: 11,
  region: l10n(
    '北美、欧洲、日本',
    '北美、歐洲、日本',
    'North America, Europe, Japan',
    'América do Norte, Europa, Japão',
  ),
  sites: sites('US', 'CA', 'MX', 'GB', 'DE', 'FR', 'IT', 'ES', 'JP'),
  summary: l10n(
    '全球最大的跨境电商平台之一，美国站月活买家超 2 亿，FBA 物流体系成熟，适合有品牌与供应链优势的卖家。',
    '全球最大的跨境電商平台之一，美國站每月活躍買家超過 2 億，FBA 物流體系成熟，適合具品牌與供應鏈優勢的賣家。',
    'One of the largest cross-border marketplaces: over 200 million monthly active buyers on the US site and a mature FBA network, a good fit for sellers with a brand and a strong supply chain.',
    'Um dos maiores marketplaces internacionais: mais de 200 milhões de compradores ativos por mês nos EUA e uma rede FBA madura, ideal para marcas com boa cadeia de abastecimento.',
  ),
  tags: [
    l10n('热门', '熱門', 'Popular', 'Popular'),
    l10n('FBA', 'FBA', 'FBA', 'FBA'),
    l10n('品牌卖家', '品牌賣家', 'Brand sellers', 'Vendedores de marca'),
  ],
  officialUrl: 'https://gs.amazon.cn',
  introduction: paragraphs(
    l10n(
      '亚马逊成立于 1994 年，业务覆盖全球 20 余个站点，是北美、欧洲和日本消费者网购的首选平台。“全球开店”项目自 2012 年起面向中国卖家开放，目前中国卖家贡献了平台第三方销售额的重要份额。',
      '亞馬遜成立於 1994 年，業務覆蓋全球 20 多個站點，是北美、歐洲和日本消費者網購的首選平台。「全球開店」計劃自 2012 年起向中國賣家開放，現時中國賣家佔平台第三方銷售額的重要份額。',
      'Founded in 1994, Amazon runs more than 20 country sites and is the first choice of online shoppers in North America, Europe and Japan. Its Global Selling programme has been open to Chinese sellers since 2012, and they now account for a large share of third-party sales.',
      'Fundada em 1994, a Amazon tem mais de 20 sites nacionais e é a primeira escolha dos compradores online na América do Norte, na Europa e no Japão. O programa Global Selling está aberto a vendedores chineses desde 2012, que representam hoje uma parte importante das vendas de terceiros.',
    ),
    l10n(
      '平台以产品详情页为中心，重视评论、库存与配送体验。借助 FBA（亚马逊物流），卖家把货物发到亚马逊仓库，由平台负责拣货、配送和售后，商品可获得 Prime 标识。',
      '平台以產品詳情頁為中心，重視評論、庫存與配送體驗。透過 FBA（亞馬遜物流），賣家把貨物發到亞馬遜倉庫，由平台負責揀貨、配送和售後，商品可獲 Prime 標誌。',
      'The marketplace is built around the product detail page and values reviews, stock availability and delivery. With FBA (Fulfilment by Amazon) sellers ship goods to Amazon warehouses and Amazon picks, delivers and handles returns, and the products earn the Prime badge.',
      'O marketplace gira em torno da página de produto e valoriza avaliações, disponibilidade de stock e entrega. Com o FBA (Logística da Amazon), o vendedor envia a mercadoria para os armazéns da Amazon, que trata da recolha, entrega e devoluções, e os produtos recebem o selo Prime.',
    ),
  ),
  storeGuide: storeGuide(
    l10n('亚马逊', '亞馬遜', 'Amazon', 'Amazon'),
    amazonRequirements,
    l10n(
      '亚马逊会安排视频验证，请法定代表人携带身份证原件与营业执照原件准时参加。',
      '亞馬遜會安排視像驗證，請法定代表人攜帶身份證正本與營業執照正本準時出席。',
      'Amazon schedules a video verification: the legal representative attends with the original ID card and business licence.',
      'A Amazon agenda uma verificação por vídeo: o representante legal participa com o documento de identificação e a licença comercial originais.',
    ),
    l10n(
      '审核通过后完成税务信息审核与品牌备案，创建首批 Listing 并制定 FBA 入库计划；新卖家可申请“新品入仓优惠”等扶持政策。',
      '審核通過後完成稅務資料審核與品牌備案，建立首批 Listing 並制定 FBA 入倉計劃；新賣家可申請「新品入倉優惠」等扶持政策。',
      'Once approved, complete the tax interview and Brand Registry, create your first listings and an FBA inbound plan; new sellers can claim incentives such as discounted FBA inbound for new products.',
      'Depois da aprovação, conclua a entrevista fiscal e o Brand Registry, crie os primeiros anúncios e um plano de envio FBA; os novos vendedores podem pedir incentivos como descontos na entrada FBA de produtos novos.',
    ),
  ),
  advantages: [
    l10n(
      '全球流量大，买家购买力强',
      '全球流量大，買家購買力強',
      'Huge global traffic and buyers with strong purchasing power',
      'Enorme tráfego global e compradores com elevado poder de compra',
    ),
    l10n(
      'FBA 仓储配送省心，商品获得 Prime 标识',
      'FBA 倉儲配送省心，商品獲 Prime 標誌',
      'FBA takes care of storage and delivery and earns the Prime badge',
      'O FBA trata do armazenamento e da entrega e dá o selo Prime',
    ),
    l10n(
      '品牌备案保护知识产权',
      '品牌備案保護知識產權',
      'Brand Registry protects your intellectual property',
      'O Brand Registry protege a sua propriedade intelectual',
    ),
    l10n(
      '一个账户可拓展北美、欧洲多个站点',
      '一個帳戶可拓展北美、歐洲多個站點',
      'One account extends to several North American and European sites',
      'Uma conta estende-se a vários sites da América do Norte e da Europa',
    ),
  ],
  fees: [
    {
      name: l10n('月租', '月費', 'Monthly subscription', 'Mensalidade'),
      amount: l10n('39.99 美元/月', '39.99 美元/月', 'USD 39.99 per month', '39,99 USD por mês'),
      remark: l10n(
        '专业销售计划；个人销售计划免月租，按件收取 0.99 美元',
        '專業銷售計劃；個人銷售計劃免月費，按件收取 0.99 美元',
        'Professional plan; the Individual plan has no subscription and charges USD 0.99 per item sold',
        'Plano Profissional; o plano Individual não tem mensalidade e cobra 0,99 USD por artigo vendido',
      ),
    },
    {
      name: l10n('销售佣金', '銷售佣金', 'Referral fee', 'Comissão de venda'),
      amount: l10n('8%–15%', '8%–15%', '8%–15%', '8%–15%'),
      remark: l10n(
        '按类目收取，多数类目为 15%',
        '按類目收取，多數類目為 15%',
        'Depends on the category; 15% for most',
        'Depende da categoria; 15% na maioria',
      ),
    },
    {
      name: l10n('FBA 配送费', 'FBA 配送費', 'FBA fulfilment fee', 'Taxa de logística FBA'),
      amount: l10n(
        '3.06 美元起/件',
        '3.06 美元起/件',
        'From USD 3.06 per unit',
        'Desde 3,06 USD por unidade',
      ),
      remark: l10n(
        '按尺寸分段与重量计算，旺季另收仓储费',
        '按尺寸分段與重量計算，旺季另收倉儲費',
        'By size tier and weight; peak-season storage fees apply',
        'Por escalão de tamanho e peso; aplica-se taxa de armazenamento na época alta',
      ),
    },
  ],
  requirements: amazonRequirements,
  channels: [
    largeChannel(
      l10n(
        '可同步开通北美与欧洲站点。',
        '可同步開通北美與歐洲站點。',
        'North American and European sites can be opened together.',
        'Os sites da América do Norte e da Europa podem ser abertos em simultâneo.',
      ),
    ),
    ordinaryChannel(
      l10n(
        '默认开通北美联合账户。',
        '預設開通北美聯合帳戶。',
        'Opens the unified North American account by default.',
        'Abre por defeito a conta unificada da América do Norte.',
      ),
    ),
  ],
  applyOpen: true,
  featuredOrder: 1,
};

const wishRequirements = [
  commonRequirements.licence,
  commonRequirements.legalId,
  commonRequirements.payoneer,
  l10n(
    '近 12 个月其他平台的店铺销售截图（可选，有助于审核）',
    '近 12 個月其他平台的店鋪銷售截圖（可選，有助審核）',
    'Screenshots of store sales on other platforms over the last 12 months (optional, helps the review)',
    'Capturas de ecrã das vendas noutras plataformas nos últimos 12 meses (opcional, ajuda na análise)',
  ),
];

const wish: PlatformRow = {
  id: PLATFORM_IDS.WISH,
  brand: 'Wish',
  name: l10n('Wish', 'Wish', 'Wish', 'Wish'),
  logo: logoImage('Wish', 196),
  banner: bannerImage('Wish', 'MOBILE COMMERCE', 196),
  categoryId: 11,
  region: l10n('北美、欧洲', '北美、歐洲', 'North America, Europe', 'América do Norte, Europa'),
  sites: sites('US', 'CA', 'GB', 'DE', 'FR'),
  summary: l10n(
    '以移动端为主的折扣购物平台，算法推荐驱动流量，适合高性价比的时尚配饰、家居小件与电子配件卖家。',
    '以手機端為主的折扣購物平台，由演算法推薦帶動流量，適合高性價比的時尚配飾、家居小件與電子配件賣家。',
    'A mobile-first discount marketplace where recommendation algorithms drive traffic; suited to good-value fashion accessories, small homeware and electronics accessories.',
    'Marketplace de descontos pensado para o telemóvel, com tráfego gerado por recomendações; indicado para acessórios de moda, casa e eletrónica a bom preço.',
  ),
  tags: [
    l10n('移动端', '手機端', 'Mobile', 'Telemóvel'),
    l10n('低客单价', '低客單價', 'Low basket size', 'Cesto médio baixo'),
  ],
  officialUrl: 'https://merchant.wish.com',
  introduction: paragraphs(
    l10n(
      'Wish 于 2011 年在旧金山创立，超过九成的订单来自手机 App。平台根据用户浏览与购买行为推送商品，不依赖关键词搜索，新品也有机会获得曝光。',
      'Wish 於 2011 年在三藩市創立，超過九成訂單來自手機 App。平台根據用戶瀏覽與購買行為推送商品，不依賴關鍵字搜尋，新品亦有機會獲得曝光。',
      'Wish was founded in San Francisco in 2011 and more than nine in ten orders come from its mobile app. It pushes products according to browsing and buying behaviour rather than keyword search, so new products can also gain exposure.',
      'A Wish foi fundada em São Francisco em 2011 e mais de nove em cada dez encomendas chegam pela aplicação móvel. A plataforma sugere produtos com base no comportamento de navegação e compra, e não na pesquisa por palavras-chave, pelo que também os produtos novos ganham visibilidade.',
    ),
    l10n(
      'Wish 对物流时效与商品合规要求严格，推荐使用 Wish Parcel 或 FBW 海外仓发货，以提升妥投率与店铺评分。',
      'Wish 對物流時效與商品合規要求嚴格，建議使用 Wish Parcel 或 FBW 海外倉發貨，以提升妥投率與店鋪評分。',
      'Wish is strict about delivery times and product compliance; shipping with Wish Parcel or the FBW overseas warehouses improves the delivery rate and the store rating.',
      'A Wish é exigente quanto a prazos de entrega e conformidade dos produtos; enviar pelo Wish Parcel ou pelos armazéns FBW melhora a taxa de entrega e a avaliação da loja.',
    ),
  ),
  storeGuide: storeGuide(
    l10n('Wish', 'Wish', 'Wish', 'a Wish'),
    wishRequirements,
    l10n(
      'Wish 目前暂停经本平台提交的新店申请，恢复后我们会第一时间通知。',
      'Wish 現時暫停經本平台提交的新店申請，恢復後我們會第一時間通知。',
      'Wish has paused new store applications through this portal; we will let you know as soon as they reopen.',
      'A Wish suspendeu as candidaturas de novas lojas através deste portal; avisaremos assim que reabrirem.',
    ),
    l10n(
      '开店后先上传 20 到 50 个主推产品，设置合理运费，并在前 30 天保持 95% 以上的准时发货率。',
      '開店後先上載 20 至 50 個主推產品，設定合理運費，並在首 30 天保持 95% 以上的準時發貨率。',
      'After opening, upload 20 to 50 hero products, set fair shipping rates and keep on-time shipping above 95% during the first 30 days.',
      'Depois de abrir, carregue 20 a 50 produtos principais, defina portes razoáveis e mantenha mais de 95% de envios dentro do prazo nos primeiros 30 dias.',
    ),
  ),
  advantages: [
    l10n(
      '推荐算法带来流量，新品易曝光',
      '推薦演算法帶來流量，新品易曝光',
      'Recommendation traffic gives new products exposure',
      'O tráfego por recomendação dá visibilidade aos produtos novos',
    ),
    l10n(
      '移动端购物人群年轻',
      '手機端購物人群年輕',
      'A young, mobile shopping audience',
      'Público jovem que compra no telemóvel',
    ),
    l10n(
      '入驻门槛较低，无月租',
      '入駐門檻較低，無月費',
      'Low entry threshold and no monthly fee',
      'Barreira de entrada baixa e sem mensalidade',
    ),
  ],
  fees: [
    {
      name: l10n('交易佣金', '交易佣金', 'Commission', 'Comissão'),
      amount: l10n('15%', '15%', '15%', '15%'),
      remark: l10n(
        '按商品售价加运费收取',
        '按商品售價加運費收取',
        'Charged on price plus shipping',
        'Cobrada sobre o preço mais os portes',
      ),
    },
    {
      name: l10n('月租', '月費', 'Monthly fee', 'Mensalidade'),
      amount: l10n('0 美元', '0 美元', 'USD 0', '0 USD'),
      remark: null,
    },
    {
      name: l10n('提现手续费', '提現手續費', 'Withdrawal fee', 'Taxa de levantamento'),
      amount: l10n('约 1%', '約 1%', 'About 1%', 'Cerca de 1%'),
      remark: l10n(
        '由收款服务商收取',
        '由收款服務商收取',
        'Charged by the payment provider',
        'Cobrada pelo prestador de pagamentos',
      ),
    },
  ],
  requirements: wishRequirements,
  channels: [largeChannel(), ordinaryChannel()],
  applyOpen: false,
  featuredOrder: 6,
};

const ebayRequirements = [
  commonRequirements.licence,
  commonRequirements.legalId,
  commonRequirements.creditCard,
  l10n(
    '企业对公账户或 Payoneer 收款账户（eBay 管理支付）',
    '企業對公帳戶或 Payoneer 收款帳戶（eBay 管理支付）',
    'A corporate bank account or Payoneer account for eBay Managed Payments',
    'Conta bancária empresarial ou conta Payoneer para os pagamentos geridos pela eBay',
  ),
];

const ebay: PlatformRow = {
  id: PLATFORM_IDS.EBAY,
  brand: 'eBay',
  name: l10n('eBay', 'eBay', 'eBay', 'eBay'),
  logo: logoImage('eBay', 212),
  banner: bannerImage('eBay', 'SELL WORLDWIDE', 212),
  categoryId: 11,
  region: l10n(
    '北美、欧洲、澳洲',
    '北美、歐洲、澳洲',
    'North America, Europe, Australia',
    'América do Norte, Europa, Austrália',
  ),
  sites: sites('US', 'GB', 'DE', 'AU', 'CA'),
  summary: l10n(
    '老牌综合电商平台，拍卖与一口价并行，汽配、收藏品与二手翻新品类优势明显，适合有细分品类供应链的卖家。',
    '老牌綜合電商平台，拍賣與一口價並行，汽車配件、收藏品與二手翻新品類優勢明顯，適合擁有細分品類供應鏈的賣家。',
    'A long-established marketplace with both auctions and fixed prices, strong in auto parts, collectibles and refurbished goods; suited to sellers with a niche supply chain.',
    'Um marketplace histórico com leilões e preço fixo, forte em peças auto, colecionáveis e recondicionados; indicado para vendedores com cadeia de abastecimento de nicho.',
  ),
  tags: [
    l10n('汽配', '汽車配件', 'Auto parts', 'Peças auto'),
    l10n('多站点', '多站點', 'Multi-site', 'Vários sites'),
  ],
  officialUrl: 'https://www.ebay.cn',
  introduction: paragraphs(
    l10n(
      'eBay 创立于 1995 年，在全球拥有约 1.3 亿活跃买家。平台流量分布相对均衡，卖家可通过刊登优化和 Promoted Listings 获取订单。',
      'eBay 創立於 1995 年，全球擁有約 1.3 億活躍買家。平台流量分佈相對平均，賣家可透過刊登優化和 Promoted Listings 獲取訂單。',
      'Founded in 1995, eBay has about 130 million active buyers worldwide. Traffic is spread fairly evenly, and sellers win orders through listing optimisation and Promoted Listings.',
      'Fundada em 1995, a eBay tem cerca de 130 milhões de compradores ativos em todo o mundo. O tráfego está bem distribuído e os vendedores conseguem encomendas otimizando os anúncios e usando Promoted Listings.',
    ),
    l10n(
      '中国卖家以企业入驻计划开店，享有专属客户经理、新卖家流量扶持与海外仓政策支持。',
      '中國賣家以企業入駐計劃開店，享有專屬客戶經理、新賣家流量扶持與海外倉政策支援。',
      'Chinese sellers open stores through the business onboarding programme, with a dedicated account manager, traffic support for new sellers and overseas-warehouse incentives.',
      'Os vendedores chineses abrem loja pelo programa de adesão empresarial, com gestor de conta dedicado, apoio de tráfego a novos vendedores e incentivos para armazéns no estrangeiro.',
    ),
  ),
  storeGuide: storeGuide(
    l10n('eBay', 'eBay', 'eBay', 'a eBay'),
    ebayRequirements,
    l10n(
      'eBay 会核验企业信息与收款账户，并可能要求补充近期水电账单作为地址证明。',
      'eBay 會核實企業資料與收款帳戶，並可能要求補交近期水電單作為地址證明。',
      'eBay verifies the company details and payment account and may ask for a recent utility bill as proof of address.',
      'A eBay verifica os dados da empresa e a conta de pagamentos e pode pedir uma fatura recente de água ou luz como comprovativo de morada.',
    ),
    l10n(
      '新店前 90 天有刊登额度限制，建议先用一口价刊登优势单品，逐步积累好评与销量。',
      '新店首 90 天有刊登額度限制，建議先以一口價刊登優勢單品，逐步累積好評與銷量。',
      'New stores have listing limits for their first 90 days: start with fixed-price listings of your best items and build up feedback and sales.',
      'As lojas novas têm limites de anúncios nos primeiros 90 dias: comece com anúncios a preço fixo dos melhores artigos e vá acumulando avaliações e vendas.',
    ),
  ),
  advantages: [
    l10n(
      '每月前 250 条刊登免费',
      '每月首 250 條刊登免費',
      'First 250 listings each month are free',
      'Os primeiros 250 anúncios por mês são gratuitos',
    ),
    l10n(
      '汽配、收藏与翻新品类需求旺盛',
      '汽車配件、收藏與翻新品類需求旺盛',
      'Strong demand for auto parts, collectibles and refurbished goods',
      'Grande procura de peças auto, colecionáveis e recondicionados',
    ),
    l10n(
      '一个账户覆盖多个国家站点',
      '一個帳戶覆蓋多個國家站點',
      'One account covers several country sites',
      'Uma conta cobre vários sites nacionais',
    ),
  ],
  fees: [
    {
      name: l10n('刊登费', '刊登費', 'Insertion fee', 'Taxa de inserção'),
      amount: l10n('0.35 美元/条', '0.35 美元/條', 'USD 0.35 per listing', '0,35 USD por anúncio'),
      remark: l10n(
        '每月前 250 条免费',
        '每月首 250 條免費',
        'The first 250 each month are free',
        'Os primeiros 250 por mês são gratuitos',
      ),
    },
    {
      name: l10n('成交费', '成交費', 'Final value fee', 'Taxa sobre o valor final'),
      amount: l10n('约 13.25%', '約 13.25%', 'About 13.25%', 'Cerca de 13,25%'),
      remark: l10n(
        '按类目与订单总额计算',
        '按類目與訂單總額計算',
        'By category and order total',
        'Por categoria e total da encomenda',
      ),
    },
    {
      name: l10n('店铺订阅', '店鋪訂閱', 'Store subscription', 'Subscrição de loja'),
      amount: l10n(
        '4.95–2999.95 美元/月',
        '4.95–2999.95 美元/月',
        'USD 4.95–2,999.95 per month',
        '4,95–2999,95 USD por mês',
      ),
      remark: l10n(
        '可选，订阅后享更多免费刊登额度',
        '可選，訂閱後享更多免費刊登額度',
        'Optional; includes more free listings',
        'Opcional; inclui mais anúncios gratuitos',
      ),
    },
  ],
  requirements: ebayRequirements,
  channels: [
    largeChannel(
      l10n(
        '可申请多站点同步开通。',
        '可申請多站點同步開通。',
        'Several sites can be opened at once.',
        'É possível abrir vários sites em simultâneo.',
      ),
    ),
    ordinaryChannel(
      l10n(
        '默认开通美国站。',
        '預設開通美國站。',
        'Opens the US site by default.',
        'Abre por defeito o site dos EUA.',
      ),
    ),
  ],
  applyOpen: true,
  featuredOrder: 3,
};

const aliexpressRequirements = [
  commonRequirements.licence,
  commonRequirements.legalId,
  l10n(
    '企业支付宝账户（完成实名认证）',
    '企業支付寶帳戶（完成實名認證）',
    'A verified corporate Alipay account',
    'Conta Alipay empresarial verificada',
  ),
  l10n(
    '部分类目需提供商标注册证或品牌授权书',
    '部分類目需提供商標註冊證或品牌授權書',
    'A trademark certificate or brand authorisation for some categories',
    'Certificado de marca registada ou autorização da marca em algumas categorias',
  ),
];

const aliexpress: PlatformRow = {
  id: PLATFORM_IDS.ALIEXPRESS,
  brand: 'AliExpress',
  name: l10n('速卖通', '速賣通', 'AliExpress', 'AliExpress'),
  logo: logoImage('AliExpress', 8),
  banner: bannerImage('AliExpress', 'GLOBAL MARKETPLACE', 8),
  categoryId: 12,
  region: l10n(
    '欧洲、拉美、韩国',
    '歐洲、拉美、韓國',
    'Europe, Latin America, Korea',
    'Europa, América Latina, Coreia',
  ),
  sites: sites('ES', 'FR', 'BR', 'KR', 'PL'),
  summary: l10n(
    '阿里巴巴旗下面向全球消费者的零售平台，覆盖 200 多个国家和地区，西班牙、法国、巴西与韩国市场增长快，支持全托管与半托管模式。',
    '阿里巴巴旗下面向全球消費者的零售平台，覆蓋 200 多個國家和地區，西班牙、法國、巴西與韓國市場增長快，支援全託管與半託管模式。',
    'Alibaba’s global retail marketplace, reaching over 200 countries and regions with fast growth in Spain, France, Brazil and Korea; supports fully and semi-managed selling.',
    'Marketplace global do grupo Alibaba em mais de 200 países, a crescer em Espanha, França, Brasil e Coreia; permite venda totalmente ou parcialmente gerida.',
  ),
  tags: [
    l10n('全托管', '全託管', 'Fully managed', 'Totalmente gerido'),
    l10n('新兴市场', '新興市場', 'Emerging markets', 'Mercados emergentes'),
  ],
  officialUrl: 'https://sell.aliexpress.com',
  introduction: paragraphs(
    l10n(
      '速卖通于 2010 年上线，是中国卖家最熟悉的跨境零售平台之一。后台为中文界面，支付宝结算，菜鸟物流提供从揽收到海外派送的全链路服务。',
      '速賣通於 2010 年上線，是中國賣家最熟悉的跨境零售平台之一。後台為中文介面，以支付寶結算，菜鳥物流提供由攬收到海外派送的全鏈路服務。',
      'Launched in 2010, AliExpress is one of the cross-border platforms Chinese sellers know best: a Chinese back office, settlement through Alipay and Cainiao logistics from pick-up to overseas delivery.',
      'Lançado em 2010, o AliExpress é uma das plataformas internacionais que os vendedores chineses melhor conhecem: área de gestão em chinês, liquidação pela Alipay e logística Cainiao desde a recolha até à entrega no estrangeiro.',
    ),
    l10n(
      '“全托管”模式下卖家只需供货到国内仓，运营、物流与售后由平台完成；“半托管”模式则由卖家自主定价、平台负责物流。',
      '「全託管」模式下賣家只需供貨到國內倉，營運、物流與售後由平台完成；「半託管」模式則由賣家自主定價、平台負責物流。',
      'In the fully managed model the seller only supplies goods to a warehouse in China and the platform handles operations, logistics and after-sales; in the semi-managed model the seller sets prices and the platform runs logistics.',
      'No modelo totalmente gerido, o vendedor apenas fornece a mercadoria a um armazém na China e a plataforma trata da operação, logística e pós-venda; no modelo semigerido, o vendedor define os preços e a plataforma gere a logística.',
    ),
  ),
  storeGuide: storeGuide(
    l10n('速卖通', '速賣通', 'AliExpress', 'o AliExpress'),
    aliexpressRequirements,
    l10n(
      '速卖通会核验企业支付宝与类目资质，品牌类目需同时审核商标。',
      '速賣通會核實企業支付寶與類目資質，品牌類目須同時審核商標。',
      'AliExpress checks the corporate Alipay account and category qualifications; brand categories also have the trademark reviewed.',
      'O AliExpress verifica a conta Alipay empresarial e as qualificações da categoria; nas categorias de marca também é analisada a marca registada.',
    ),
    l10n(
      '缴纳类目技术服务费后即可发布商品，建议报名平台“新商成长计划”获取首月流量扶持。',
      '繳交類目技術服務費後即可發佈商品，建議報名平台「新商成長計劃」獲取首月流量扶持。',
      'Products can be published once the category service fee is paid; join the New Merchant Growth programme for traffic support in the first month.',
      'Os produtos podem ser publicados depois de paga a taxa de serviço da categoria; adira ao programa de crescimento para novos comerciantes para ter apoio de tráfego no primeiro mês.',
    ),
  ),
  advantages: [
    l10n(
      '中文后台，上手快',
      '中文後台，容易上手',
      'Chinese back office, quick to learn',
      'Área de gestão em chinês, fácil de aprender',
    ),
    l10n(
      '全托管模式降低运营门槛',
      '全託管模式降低營運門檻',
      'The fully managed model lowers the operating threshold',
      'O modelo totalmente gerido reduz a exigência operacional',
    ),
    l10n(
      '菜鸟物流覆盖新兴市场',
      '菜鳥物流覆蓋新興市場',
      'Cainiao logistics covers emerging markets',
      'A logística Cainiao cobre mercados emergentes',
    ),
  ],
  fees: [
    {
      name: l10n(
        '年费（技术服务费）',
        '年費（技術服務費）',
        'Annual technical service fee',
        'Taxa anual de serviço técnico',
      ),
      amount: l10n(
        '1 万–5 万元/年',
        '1 萬–5 萬元/年',
        'RMB 10,000–50,000 per year',
        '10 000–50 000 RMB por ano',
      ),
      remark: l10n(
        '按类目收取，达到销售额目标可返还',
        '按類目收取，達到銷售額目標可退還',
        'By category; refunded when sales targets are met',
        'Por categoria; reembolsada ao atingir as metas de vendas',
      ),
    },
    {
      name: l10n('交易佣金', '交易佣金', 'Commission', 'Comissão'),
      amount: l10n('5%–8%', '5%–8%', '5%–8%', '5%–8%'),
      remark: l10n('按类目收取', '按類目收取', 'By category', 'Por categoria'),
    },
  ],
  requirements: aliexpressRequirements,
  channels: [
    largeChannel(
      l10n(
        '可直接申请全托管品牌招商。',
        '可直接申請全託管品牌招商。',
        'Brands can apply directly for fully managed selling.',
        'As marcas podem candidatar-se diretamente à venda totalmente gerida.',
      ),
    ),
    ordinaryChannel(
      l10n(
        '适合半托管起步。',
        '適合以半託管起步。',
        'A good start with semi-managed selling.',
        'Bom ponto de partida com a venda semigerida.',
      ),
    ),
  ],
  applyOpen: true,
  featuredOrder: 4,
};

const neweggRequirements = [
  commonRequirements.licence,
  commonRequirements.legalId,
  commonRequirements.creditCard,
  l10n(
    '电子产品需提供 FCC、UL 等认证文件',
    '電子產品需提供 FCC、UL 等認證文件',
    'FCC, UL or similar certificates for electronics',
    'Certificados FCC, UL ou equivalentes para produtos eletrónicos',
  ),
];

const newegg: PlatformRow = {
  id: PLATFORM_IDS.NEWEGG,
  brand: 'Newegg',
  name: l10n('新蛋', '新蛋', 'Newegg', 'Newegg'),
  logo: logoImage('Newegg', 28),
  banner: bannerImage('Newegg', 'TECH MARKETPLACE', 28),
  categoryId: 11,
  region: l10n('北美', '北美', 'North America', 'América do Norte'),
  sites: sites('US', 'CA'),
  summary: l10n(
    '北美领先的 3C 与电脑硬件电商平台，买家以技术爱好者与企业采购为主，客单价高，适合电子、电脑配件与智能家居卖家。',
    '北美領先的 3C 與電腦硬件電商平台，買家以科技愛好者與企業採購為主，客單價高，適合電子、電腦配件與智能家居賣家。',
    'North America’s leading marketplace for electronics and PC hardware, with tech-savvy buyers and high order values; suits electronics, PC accessories and smart-home sellers.',
    'O principal marketplace norte-americano de eletrónica e informática, com compradores exigentes e encomendas de valor elevado; ideal para eletrónica, acessórios e casa inteligente.',
  ),
  tags: [
    l10n('3C 电子', '3C 電子', 'Electronics', 'Eletrónica'),
    l10n('高客单价', '高客單價', 'High order value', 'Valor de encomenda elevado'),
  ],
  officialUrl: 'https://www.newegg.com/sellers',
  introduction: paragraphs(
    l10n(
      'Newegg 创立于 2001 年，总部位于美国加州，是北美电脑 DIY 与电子产品爱好者最常访问的网站之一，注册用户超过 4000 万。',
      'Newegg 創立於 2001 年，總部位於美國加州，是北美電腦 DIY 與電子產品愛好者最常瀏覽的網站之一，註冊用戶超過 4000 萬。',
      'Founded in 2001 and based in California, Newegg is one of the sites North American PC builders and electronics fans visit most, with over 40 million registered users.',
      'Fundada em 2001 e sediada na Califórnia, a Newegg é um dos sites mais visitados pelos entusiastas norte-americanos de montagem de PC e eletrónica, com mais de 40 milhões de utilizadores registados.',
    ),
    l10n(
      '平台提供 Shipped by Newegg（SBN）仓配服务，商品可进入促销频道与每日特惠邮件，竞争强度低于综合平台。',
      '平台提供 Shipped by Newegg（SBN）倉配服務，商品可進入推廣頻道與每日特價電郵，競爭強度低於綜合平台。',
      'Shipped by Newegg (SBN) offers warehousing and delivery, and products can enter promotion channels and the daily deals e-mail, with less competition than general marketplaces.',
      'O Shipped by Newegg (SBN) oferece armazenamento e entrega, e os produtos podem entrar nos canais promocionais e no e-mail de promoções diárias, com menos concorrência do que nos marketplaces generalistas.',
    ),
  ),
  storeGuide: storeGuide(
    l10n('Newegg', 'Newegg', 'Newegg', 'a Newegg'),
    neweggRequirements,
    l10n(
      'Newegg 重点审核产品认证与品牌授权，资料齐全可显著缩短审核时间。',
      'Newegg 重點審核產品認證與品牌授權，資料齊全可大幅縮短審核時間。',
      'Newegg focuses on product certificates and brand authorisation; complete documents shorten the review considerably.',
      'A Newegg dá especial atenção aos certificados dos produtos e à autorização da marca; documentação completa encurta bastante a análise.',
    ),
    l10n(
      '上架时完善技术参数表，参加 Shell Shocker 等限时促销可快速获得首批评论。',
      '上架時完善技術規格表，參加 Shell Shocker 等限時推廣可快速取得首批評論。',
      'Complete the technical specification table when listing; limited-time deals such as Shell Shocker bring the first reviews quickly.',
      'Complete a tabela de especificações técnicas ao publicar; promoções relâmpago como a Shell Shocker trazem rapidamente as primeiras avaliações.',
    ),
  ),
  advantages: [
    l10n(
      '精准的科技消费人群',
      '精準的科技消費人群',
      'A precise audience of tech buyers',
      'Um público preciso de compradores de tecnologia',
    ),
    l10n(
      '客单价高，退货率低',
      '客單價高，退貨率低',
      'High order values and low return rates',
      'Encomendas de valor elevado e poucas devoluções',
    ),
    l10n(
      '同类卖家少，竞争温和',
      '同類賣家少，競爭溫和',
      'Fewer competing sellers',
      'Menos vendedores concorrentes',
    ),
  ],
  fees: [
    {
      name: l10n('月租', '月費', 'Monthly subscription', 'Mensalidade'),
      amount: l10n(
        '0–99.95 美元/月',
        '0–99.95 美元/月',
        'USD 0–99.95 per month',
        '0–99,95 USD por mês',
      ),
      remark: l10n(
        '标准版免费，专业版 29.95 美元/月',
        '標準版免費，專業版 29.95 美元/月',
        'Standard is free; Professional is USD 29.95 per month',
        'O plano Standard é gratuito; o Professional custa 29,95 USD por mês',
      ),
    },
    {
      name: l10n('销售佣金', '銷售佣金', 'Commission', 'Comissão'),
      amount: l10n('8%–15%', '8%–15%', '8%–15%', '8%–15%'),
      remark: l10n(
        '电脑硬件类目通常为 8%',
        '電腦硬件類目通常為 8%',
        'Usually 8% for computer hardware',
        'Normalmente 8% em hardware informático',
      ),
    },
  ],
  requirements: neweggRequirements,
  channels: [
    largeChannel(
      l10n(
        '含 SBN 仓配方案评估。',
        '包括 SBN 倉配方案評估。',
        'Includes an SBN fulfilment assessment.',
        'Inclui uma avaliação da logística SBN.',
      ),
    ),
    ordinaryChannel(
      l10n(
        '默认开通美国站标准版。',
        '預設開通美國站標準版。',
        'Opens the US site on the Standard plan by default.',
        'Abre por defeito o site dos EUA no plano Standard.',
      ),
    ),
  ],
  applyOpen: true,
  featuredOrder: 7,
};

const seaRequirements = [
  commonRequirements.licence,
  commonRequirements.legalId,
  commonRequirements.payoneer,
  l10n(
    '近 6 个月任一电商平台的店铺流水截图（新卖家可选）',
    '近 6 個月任何電商平台的店鋪流水截圖（新賣家可選）',
    'Screenshots of store turnover on any e-commerce platform over the last 6 months (optional for new sellers)',
    'Capturas de ecrã da faturação da loja em qualquer plataforma nos últimos 6 meses (opcional para novos vendedores)',
  ),
];

const lazada: PlatformRow = {
  id: PLATFORM_IDS.LAZADA,
  brand: 'Lazada',
  name: l10n('Lazada', 'Lazada', 'Lazada', 'Lazada'),
  logo: logoImage('Lazada', 236),
  banner: bannerImage('Lazada', 'SOUTHEAST ASIA', 236),
  categoryId: 13,
  region: l10n('东南亚', '東南亞', 'Southeast Asia', 'Sudeste Asiático'),
  sites: sites('MY', 'SG', 'TH', 'ID', 'PH', 'VN'),
  summary: l10n(
    '阿里巴巴控股的东南亚电商平台，覆盖六国市场，LGS 物流与 LazMall 品牌商城成熟，适合家居、母婴与 3C 配件卖家。',
    '阿里巴巴控股的東南亞電商平台，覆蓋六國市場，LGS 物流與 LazMall 品牌商城成熟，適合家居、母嬰與 3C 配件賣家。',
    'The Alibaba-backed Southeast Asian marketplace covering six countries, with mature LGS logistics and the LazMall brand mall; good for home, baby and electronics accessories.',
    'Marketplace do Sudeste Asiático do grupo Alibaba em seis países, com logística LGS e centro de marcas LazMall; indicado para casa, bebé e acessórios eletrónicos.',
  ),
  tags: [
    l10n('东南亚', '東南亞', 'Southeast Asia', 'Sudeste Asiático'),
    l10n('LazMall', 'LazMall', 'LazMall', 'LazMall'),
  ],
  officialUrl: 'https://www.lazada.com/en/sell',
  introduction: paragraphs(
    l10n(
      'Lazada 成立于 2012 年，2016 年起由阿里巴巴控股，在马来西亚、新加坡、泰国、印度尼西亚、菲律宾和越南六国运营，年活跃消费者超过 1.5 亿。',
      'Lazada 成立於 2012 年，2016 年起由阿里巴巴控股，在馬來西亞、新加坡、泰國、印尼、菲律賓和越南六國營運，每年活躍消費者超過 1.5 億。',
      'Founded in 2012 and controlled by Alibaba since 2016, Lazada operates in Malaysia, Singapore, Thailand, Indonesia, the Philippines and Vietnam, with more than 150 million annual active consumers.',
      'Fundada em 2012 e controlada pelo grupo Alibaba desde 2016, a Lazada opera na Malásia, Singapura, Tailândia, Indonésia, Filipinas e Vietname, com mais de 150 milhões de consumidores ativos por ano.',
    ),
    l10n(
      '跨境卖家通过 LGS 将货物发往深圳或义乌集货仓，平台负责清关与末端派送，一个后台即可管理六个站点。',
      '跨境賣家透過 LGS 將貨物發往深圳或義烏集貨倉，平台負責清關與末端派送，一個後台即可管理六個站點。',
      'Cross-border sellers send goods through LGS to consolidation warehouses in Shenzhen or Yiwu, and the platform handles customs and last-mile delivery; one back office manages all six sites.',
      'Os vendedores internacionais enviam a mercadoria pela LGS para armazéns de consolidação em Shenzhen ou Yiwu, e a plataforma trata do desalfandegamento e da entrega final; uma única área de gestão serve os seis sites.',
    ),
  ),
  storeGuide: storeGuide(
    l10n('Lazada', 'Lazada', 'Lazada', 'a Lazada'),
    seaRequirements,
    l10n(
      'Lazada 审核通过后会开通马来西亚站，其余站点可在后台一键申请。',
      'Lazada 審核通過後會開通馬來西亞站，其餘站點可在後台一鍵申請。',
      'After approval Lazada opens the Malaysian site; the others can be requested in one click from the back office.',
      'Após a aprovação, a Lazada abre o site da Malásia; os restantes podem ser pedidos com um clique na área de gestão.',
    ),
    l10n(
      '完成 Lazada 大学新手课程后上传商品，参加 9.9、11.11、12.12 大促前需提前 30 天备货到集货仓。',
      '完成 Lazada 大學新手課程後上載商品，參加 9.9、11.11、12.12 大促前需提前 30 天備貨到集貨倉。',
      'Upload products after the Lazada University starter course; stock the consolidation warehouse 30 days ahead of the 9.9, 11.11 and 12.12 campaigns.',
      'Carregue os produtos depois do curso inicial da Lazada University; abasteça o armazém de consolidação 30 dias antes das campanhas 9.9, 11.11 e 12.12.',
    ),
  ),
  advantages: [
    l10n(
      '六国市场一店通',
      '六國市場一店通',
      'One store for six countries',
      'Uma loja para seis países',
    ),
    l10n(
      'LGS 物流门到门',
      'LGS 物流門到門',
      'Door-to-door LGS logistics',
      'Logística LGS porta a porta',
    ),
    l10n(
      '佣金低，无月租',
      '佣金低，無月費',
      'Low commission, no monthly fee',
      'Comissão baixa e sem mensalidade',
    ),
  ],
  fees: [
    {
      name: l10n('销售佣金', '銷售佣金', 'Commission', 'Comissão'),
      amount: l10n('1%–4%', '1%–4%', '1%–4%', '1%–4%'),
      remark: l10n(
        '按站点与类目收取',
        '按站點與類目收取',
        'By site and category',
        'Por site e categoria',
      ),
    },
    {
      name: l10n('支付手续费', '支付手續費', 'Payment fee', 'Taxa de pagamento'),
      amount: l10n('2%', '2%', '2%', '2%'),
      remark: null,
    },
    {
      name: l10n('月租', '月費', 'Monthly fee', 'Mensalidade'),
      amount: l10n('0 元', '0 元', 'RMB 0', '0 RMB'),
      remark: null,
    },
  ],
  requirements: seaRequirements,
  channels: [
    largeChannel(
      l10n(
        '可直接申请 LazMall 品牌店。',
        '可直接申請 LazMall 品牌店。',
        'Can apply directly for a LazMall brand store.',
        'Pode candidatar-se diretamente a uma loja de marca LazMall.',
      ),
    ),
    ordinaryChannel(
      l10n(
        '默认开通马来西亚站。',
        '預設開通馬來西亞站。',
        'Opens the Malaysian site by default.',
        'Abre por defeito o site da Malásia.',
      ),
    ),
  ],
  applyOpen: true,
  featuredOrder: 5,
};

const shopee: PlatformRow = {
  id: PLATFORM_IDS.SHOPEE,
  brand: 'Shopee',
  name: l10n('Shopee（虾皮）', 'Shopee（蝦皮）', 'Shopee', 'Shopee'),
  logo: logoImage('Shopee', 16),
  banner: bannerImage('Shopee', 'SEA & LATAM', 16),
  categoryId: 13,
  region: l10n(
    '东南亚、拉美',
    '東南亞、拉美',
    'Southeast Asia, Latin America',
    'Sudeste Asiático, América Latina',
  ),
  sites: sites('SG', 'MY', 'TH', 'PH', 'VN', 'BR', 'MX'),
  summary: l10n(
    '东南亚与拉美领先的移动电商平台，新卖家有孵化期扶持与免佣政策，SLS 物流统一发货，适合低成本起步的中小卖家。',
    '東南亞與拉美領先的手機電商平台，新賣家有孵化期扶持與免佣政策，SLS 物流統一發貨，適合低成本起步的中小賣家。',
    'The leading mobile marketplace of Southeast Asia and Latin America, with an incubation period and commission waivers for new sellers and unified SLS logistics; a low-cost start for small sellers.',
    'Principal marketplace móvel do Sudeste Asiático e da América Latina, com incubação e isenção de comissões para novos vendedores e logística SLS; arranque de baixo custo.',
  ),
  tags: [
    l10n('新手友好', '新手友好', 'Beginner friendly', 'Ideal para iniciantes'),
    l10n('免佣扶持', '免佣扶持', 'Commission waiver', 'Isenção de comissões'),
    l10n('热门', '熱門', 'Popular', 'Popular'),
  ],
  officialUrl: 'https://shopee.cn',
  introduction: paragraphs(
    l10n(
      'Shopee 于 2015 年在新加坡上线，隶属 Sea 集团，目前在东南亚与巴西、墨西哥等市场运营，App 下载量长期位居购物类前列。',
      'Shopee 於 2015 年在新加坡上線，隸屬 Sea 集團，現於東南亞及巴西、墨西哥等市場營運，App 下載量長期位居購物類前列。',
      'Launched in Singapore in 2015 and part of Sea Group, Shopee operates in Southeast Asia, Brazil and Mexico, and its app has long been among the most downloaded shopping apps.',
      'Lançada em Singapura em 2015 e integrada no grupo Sea, a Shopee opera no Sudeste Asiático, no Brasil e no México, e a sua aplicação está há muito entre as aplicações de compras mais descarregadas.',
    ),
    l10n(
      '跨境卖家使用 SLS（Shopee 物流服务）把包裹送到国内转运仓，由平台完成国际运输与清关。新卖家享有 3 个月孵化期、免佣金与流量扶持。',
      '跨境賣家使用 SLS（Shopee 物流服務）把包裹送到國內轉運倉，由平台完成國際運輸與清關。新賣家享有 3 個月孵化期、免佣金與流量扶持。',
      'Cross-border sellers hand parcels to SLS (Shopee Logistics Service) at transit warehouses in China and the platform runs international transport and customs. New sellers get a 3-month incubation period, commission waivers and traffic support.',
      'Os vendedores internacionais entregam as encomendas à SLS (Shopee Logistics Service) em armazéns de trânsito na China e a plataforma trata do transporte internacional e do desalfandegamento. Os novos vendedores têm 3 meses de incubação, isenção de comissões e apoio de tráfego.',
    ),
  ),
  storeGuide: storeGuide(
    l10n('Shopee', 'Shopee', 'Shopee', 'a Shopee'),
    seaRequirements,
    l10n(
      'Shopee 会安排招商经理电话回访，确认经营类目与首站选择。',
      'Shopee 會安排招商經理電話回訪，確認經營類目與首站選擇。',
      'Shopee’s onboarding manager calls you to confirm the product categories and the first site.',
      'O gestor de adesão da Shopee telefona-lhe para confirmar as categorias e o primeiro site.',
    ),
    l10n(
      '首站开通后上传 50 个以上商品，孵化期内完成 Shopee 大学课程即可申请开通其他站点。',
      '首站開通後上載 50 個以上商品，孵化期內完成 Shopee 大學課程即可申請開通其他站點。',
      'Upload at least 50 products once the first site is open; finishing the Shopee University courses during incubation unlocks the other sites.',
      'Depois de abrir o primeiro site, carregue pelo menos 50 produtos; concluir os cursos da Shopee University durante a incubação desbloqueia os restantes sites.',
    ),
  ),
  advantages: [
    l10n(
      '新卖家 3 个月孵化期',
      '新賣家 3 個月孵化期',
      'A 3-month incubation period for new sellers',
      'Incubação de 3 meses para novos vendedores',
    ),
    l10n(
      'SLS 物流统一发货',
      'SLS 物流統一發貨',
      'Unified SLS logistics',
      'Logística SLS unificada',
    ),
    l10n(
      '移动端流量大，社交玩法丰富',
      '手機端流量大，社交玩法豐富',
      'Huge mobile traffic and social shopping features',
      'Enorme tráfego móvel e funcionalidades sociais',
    ),
  ],
  fees: [
    {
      name: l10n('销售佣金', '銷售佣金', 'Commission', 'Comissão'),
      amount: l10n('6%–8%', '6%–8%', '6%–8%', '6%–8%'),
      remark: l10n(
        '新卖家前 3 个月免收',
        '新賣家首 3 個月免收',
        'Waived for the first 3 months for new sellers',
        'Isenta nos primeiros 3 meses para novos vendedores',
      ),
    },
    {
      name: l10n('交易手续费', '交易手續費', 'Transaction fee', 'Taxa de transação'),
      amount: l10n('2%', '2%', '2%', '2%'),
      remark: null,
    },
    {
      name: l10n(
        '活动服务费',
        '活動服務費',
        'Campaign service fee',
        'Taxa de serviço de campanhas',
      ),
      amount: l10n('2%–4%', '2%–4%', '2%–4%', '2%–4%'),
      remark: l10n(
        '仅参与免运或返现活动时收取',
        '僅參與免運或回贈活動時收取',
        'Only when joining free-shipping or cashback programmes',
        'Apenas ao aderir a programas de portes grátis ou reembolso',
      ),
    },
  ],
  requirements: seaRequirements,
  channels: [
    largeChannel(
      l10n(
        '可申请 Shopee Mall 品牌店。',
        '可申請 Shopee Mall 品牌店。',
        'Can apply for a Shopee Mall brand store.',
        'Pode candidatar-se a uma loja de marca Shopee Mall.',
      ),
    ),
    ordinaryChannel(
      l10n(
        '首站可选新加坡、马来西亚或巴西。',
        '首站可選新加坡、馬來西亞或巴西。',
        'First site: Singapore, Malaysia or Brazil.',
        'Primeiro site: Singapura, Malásia ou Brasil.',
      ),
    ),
  ],
  applyOpen: true,
  featuredOrder: 2,
};

export const platformCategories = defineCollection<PlatformCategoryRow>('platformCategories', () =>
  structuredClone(PLATFORM_CATEGORIES),
);

export const platforms = defineCollection<PlatformRow>('platforms', () =>
  structuredClone([amazon, wish, ebay, aliexpress, newegg, lazada, shopee]),
);
