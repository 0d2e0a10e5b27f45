/**
 * Course outlines: each template is one kind of course (opening a store, product research, ads…)
 * written once in four languages with `{slots}` for the platform, country or channel it is about.
 * mocks/db/seed/courses.ts combines them with parameters into the college's catalogue.
 */
import { l10n, type L10n } from '../../lib/l10n';

export interface ChapterTemplate {
  title: L10n;
  lessons: L10n[];
}

export interface CourseTemplate {
  title: L10n;
  subtitle: L10n;
  intro: L10n;
  audience: L10n;
  /** Caption drawn on the cover, under the headline. */
  caption: string;
  chapters: ChapterTemplate[];
}

const ch = (title: L10n, ...lessons: L10n[]): ChapterTemplate => ({ title, lessons });

/** Slots: platform, logistics. */
export const OPEN_STORE: CourseTemplate = {
  title: l10n(
    '{platform}新手开店全流程实操',
    '{platform}新手開店全流程實操',
    '{platform} for beginners: open your store step by step',
    '{platform} para iniciantes: abrir a loja passo a passo',
  ),
  subtitle: l10n(
    '从注册、上架到首单发货，{videos} 节课带你跑通{platform}',
    '由註冊、上架到首單發貨，{videos} 節課帶你跑通{platform}',
    'From registration and listing to your first shipment in {videos} lessons',
    'Do registo e da publicação ao primeiro envio em {videos} aulas',
  ),
  intro: l10n(
    '本课程面向零基础卖家，系统讲解{platform}的站点选择、开店资料准备、注册审核、商品上架与{logistics}发货，帮助你在一个月内完成开店并出第一单。',
    '本課程面向零基礎賣家，系統講解{platform}的站點選擇、開店資料準備、註冊審核、商品上架與{logistics}發貨，助你在一個月內完成開店並出第一單。',
    'This course is for sellers starting from zero. It walks through choosing a {platform} site, preparing documents, registration and review, listing products and shipping with {logistics}, so that you open your store and make your first sale within a month.',
    'Este curso destina-se a vendedores que partem do zero. Explica a escolha do site na plataforma {platform}, a preparação dos documentos, o registo e a análise, a publicação de produtos e o envio com {logistics}, para abrir a loja e fazer a primeira venda num mês.',
  ),
  audience: l10n(
    '准备入驻{platform}的工厂、贸易公司与个人卖家',
    '準備入駐{platform}的工廠、貿易公司與個人賣家',
    'Factories, trading companies and individual sellers about to join {platform}',
    'Fábricas, empresas comerciais e vendedores individuais prestes a aderir à plataforma {platform}',
  ),
  caption: 'STORE LAUNCH',
  chapters: [
    ch(
      l10n(
        '平台与站点认知',
        '平台與站點認知',
        'Getting to know the platform',
        'Conhecer a plataforma',
      ),
      l10n(
        '{platform}平台规则与站点概览',
        '{platform}平台規則與站點概覽',
        'Platform rules and sites overview',
        'Regras da plataforma e visão geral dos sites',
      ),
      l10n(
        '开店前的资料准备',
        '開店前的資料準備',
        'Documents to prepare before opening',
        'Documentos a preparar antes de abrir',
      ),
      l10n(
        '收费结构与利润测算',
        '收費結構與利潤測算',
        'Fee structure and margin calculation',
        'Estrutura de taxas e cálculo da margem',
      ),
    ),
    ch(
      l10n('注册与审核', '註冊與審核', 'Registration and review', 'Registo e análise'),
      l10n(
        '注册流程逐步演示',
        '註冊流程逐步示範',
        'Registration walkthrough',
        'Demonstração do registo passo a passo',
      ),
      l10n(
        '审核常见问题与应对',
        '審核常見問題與應對',
        'Common review issues and how to handle them',
        'Problemas comuns na análise e como resolvê-los',
      ),
      l10n('店铺基础设置', '店鋪基本設定', 'Basic store settings', 'Configuração básica da loja'),
    ),
    ch(
      l10n(
        '上架第一件商品',
        '上架第一件商品',
        'Listing your first product',
        'Publicar o primeiro produto',
      ),
      l10n('标题与关键词', '標題與關鍵字', 'Titles and keywords', 'Títulos e palavras-chave'),
      l10n(
        '图片与详情页规范',
        '圖片與詳情頁規範',
        'Images and product page guidelines',
        'Imagens e regras da página de produto',
      ),
      l10n(
        '定价与库存设置',
        '定價與庫存設定',
        'Pricing and stock settings',
        'Preço e configuração de stock',
      ),
    ),
    ch(
      l10n('首单与发货', '首單與發貨', 'First order and shipping', 'Primeira encomenda e envio'),
      l10n(
        '使用{logistics}发出第一单',
        '使用{logistics}發出第一張訂單',
        'Shipping your first order with {logistics}',
        'Enviar a primeira encomenda com {logistics}',
      ),
      l10n(
        '订单处理与买家沟通',
        '訂單處理與買家溝通',
        'Order handling and buyer messages',
        'Gestão de encomendas e mensagens dos compradores',
      ),
    ),
  ],
};

/** Slots: platform, analytics, logistics. */
export const PRODUCT_RESEARCH: CourseTemplate = {
  title: l10n(
    '{platform}选品与数据分析实战',
    '{platform}選品與數據分析實戰',
    '{platform}: product research with data',
    '{platform}: seleção de produtos com dados',
  ),
  subtitle: l10n(
    '用{analytics}和第三方工具找到有利润的蓝海产品',
    '用{analytics}和第三方工具找出有利潤的藍海產品',
    'Find profitable, low-competition products with {analytics} and third-party tools',
    'Encontre produtos rentáveis e com pouca concorrência com {analytics} e ferramentas externas',
  ),
  intro: l10n(
    '选品决定了店铺七成的成败。本课程从市场容量、竞争度、利润和供应链四个维度建立选品模型，结合{analytics}与第三方工具的实操演示，带你完成从数据到样品的完整选品流程。',
    '選品決定了店鋪七成的成敗。本課程由市場容量、競爭度、利潤和供應鏈四個維度建立選品模型，結合{analytics}與第三方工具的實操示範，帶你完成由數據到樣品的完整選品流程。',
    'Product choice decides most of a store’s success. This course builds a selection model on market size, competition, margin and supply chain and, with hands-on demos of {analytics} and third-party tools, takes you from data to samples.',
    'A escolha do produto decide grande parte do sucesso de uma loja. Este curso constrói um modelo de seleção com base na dimensão do mercado, concorrência, margem e cadeia de abastecimento e, com demonstrações práticas de {analytics} e de ferramentas externas, leva-o dos dados às amostras.',
  ),
  audience: l10n(
    '已开店但缺少爆款、希望系统化选品的{platform}卖家',
    '已開店但欠缺爆款、希望系統化選品的{platform}賣家',
    '{platform} sellers who have a store but no best-seller yet and want a systematic method',
    'Vendedores na plataforma {platform} que já têm loja mas ainda não têm um campeão de vendas e querem um método sistemático',
  ),
  caption: 'PRODUCT RESEARCH',
  chapters: [
    ch(
      l10n('选品思路', '選品思路', 'Selection strategy', 'Estratégia de seleção'),
      l10n(
        '热销类目与市场容量',
        '熱銷類目與市場容量',
        'Best-selling categories and market size',
        'Categorias mais vendidas e dimensão do mercado',
      ),
      l10n(
        '竞争度判断：蓝海还是红海',
        '競爭度判斷：藍海還是紅海',
        'Judging competition: blue or red ocean',
        'Avaliar a concorrência: oceano azul ou vermelho',
      ),
      l10n(
        '季节性与节日选品',
        '季節性與節日選品',
        'Seasonal and holiday products',
        'Produtos sazonais e de datas festivas',
      ),
    ),
    ch(
      l10n('数据工具', '數據工具', 'Data tools', 'Ferramentas de dados'),
      l10n(
        '{analytics}使用详解',
        '{analytics}使用詳解',
        '{analytics} in detail',
        '{analytics} em detalhe',
      ),
      l10n(
        '第三方选品工具对比',
        '第三方選品工具比較',
        'Comparing third-party research tools',
        'Comparação de ferramentas externas de pesquisa',
      ),
      l10n(
        '竞品拆解实战',
        '競品拆解實戰',
        'Taking competitors apart',
        'Análise detalhada da concorrência',
      ),
    ),
    ch(
      l10n('货源与利润', '貨源與利潤', 'Sourcing and margin', 'Fornecimento e margem'),
      l10n(
        '1688 与工厂货源对接',
        '1688 與工廠貨源對接',
        'Working with 1688 and factories',
        'Trabalhar com o 1688 e com fábricas',
      ),
      l10n(
        '利润测算表（含{logistics}费用）',
        '利潤測算表（含{logistics}費用）',
        'Margin calculator including {logistics} costs',
        'Folha de cálculo da margem com os custos de {logistics}',
      ),
      l10n(
        '小批量测款与复盘',
        '小批量測款與覆盤',
        'Small-batch testing and review',
        'Testes em pequenos lotes e revisão',
      ),
    ),
  ],
};

/** Slots: platform, ads. */
export const ADVERTISING: CourseTemplate = {
  title: l10n(
    '{platform}广告投放进阶：从开广告到降 ACOS',
    '{platform}廣告投放進階：由開廣告到降 ACOS',
    '{platform} advertising, advanced: from first campaign to lower ACOS',
    '{platform}: publicidade avançada, da primeira campanha a um ACOS mais baixo',
  ),
  subtitle: l10n(
    '{ads}结构搭建、出价策略与数据复盘',
    '{ads}結構搭建、出價策略與數據覆盤',
    '{ads} structure, bidding strategy and reporting',
    'Estrutura de {ads}, estratégia de licitação e relatórios',
  ),
  intro: l10n(
    '广告是{platform}最主要的付费流量来源。本课程以真实账户数据为例，讲解{ads}的广告结构、关键词研究、出价与预算控制，以及大促期间的投放节奏，帮助你在保证销量的同时把 ACOS 控制在目标以内。',
    '廣告是{platform}最主要的付費流量來源。本課程以真實帳戶數據為例，講解{ads}的廣告結構、關鍵字研究、出價與預算控制，以及大促期間的投放節奏，助你在保持銷量的同時把 ACOS 控制在目標以內。',
    'Ads are the main paid traffic source on {platform}. Using real account data, this course covers {ads} campaign structure, keyword research, bids and budgets and the rhythm of big sales events, so that you keep sales growing while ACOS stays on target.',
    'Os anúncios são a principal fonte de tráfego pago na plataforma {platform}. Com dados reais de contas, o curso aborda a estrutura de campanhas {ads}, a pesquisa de palavras-chave, licitações e orçamentos e o ritmo das grandes campanhas, para manter as vendas a crescer e o ACOS dentro do objetivo.',
  ),
  audience: l10n(
    '月销售额 5 万美元以上、广告花费占比偏高的{platform}卖家与广告专员',
    '月銷售額 5 萬美元以上、廣告開支佔比偏高的{platform}賣家與廣告專員',
    '{platform} sellers above USD 50,000 a month whose ad spend is too high, and their ad specialists',
    'Vendedores na plataforma {platform} com mais de 50 000 USD por mês e custos de publicidade elevados, e os seus especialistas de anúncios',
  ),
  caption: 'ADVERTISING',
  chapters: [
    ch(
      l10n('广告基础', '廣告基礎', 'Advertising basics', 'Noções básicas de publicidade'),
      l10n(
        '{ads}广告类型与计费方式',
        '{ads}廣告類型與收費方式',
        '{ads}: ad types and billing',
        '{ads}: tipos de anúncio e faturação',
      ),
      l10n(
        '广告结构搭建',
        '廣告結構搭建',
        'Building the campaign structure',
        'Construir a estrutura das campanhas',
      ),
      l10n('关键词研究方法', '關鍵字研究方法', 'Keyword research', 'Pesquisa de palavras-chave'),
    ),
    ch(
      l10n('投放与优化', '投放與優化', 'Launch and optimisation', 'Lançamento e otimização'),
      l10n(
        '新品冷启动投放策略',
        '新品冷啟動投放策略',
        'Cold-start strategy for new products',
        'Estratégia de arranque para produtos novos',
      ),
      l10n(
        '出价与预算控制',
        '出價與預算控制',
        'Bids and budget control',
        'Licitações e controlo do orçamento',
      ),
      l10n(
        '否定关键词与搜索词报告',
        '否定關鍵字與搜尋字詞報告',
        'Negative keywords and the search term report',
        'Palavras-chave negativas e relatório de termos de pesquisa',
      ),
    ),
    ch(
      l10n('数据复盘', '數據覆盤', 'Reporting and review', 'Relatórios e revisão'),
      l10n(
        'ACOS 与 ROAS 指标解读',
        'ACOS 與 ROAS 指標解讀',
        'Reading ACOS and ROAS',
        'Interpretar o ACOS e o ROAS',
      ),
      l10n(
        '大促期间的广告节奏',
        '大促期間的廣告節奏',
        'Advertising rhythm during big sales',
        'Ritmo da publicidade nas grandes campanhas',
      ),
      l10n(
        '案例：三个月把 ACOS 从 45% 降到 22%',
        '案例：三個月把 ACOS 由 45% 降至 22%',
        'Case study: ACOS from 45% to 22% in three months',
        'Caso prático: ACOS de 45% para 22% em três meses',
      ),
    ),
  ],
};

/** Slots: platform, logistics. */
export const LOGISTICS: CourseTemplate = {
  title: l10n(
    '{platform}物流与仓储实操：玩转{logistics}',
    '{platform}物流與倉儲實操：玩轉{logistics}',
    '{platform} logistics and warehousing: mastering {logistics}',
    '{platform}: logística e armazenamento com {logistics}',
  ),
  subtitle: l10n(
    '头程选择、入仓流程、库存与旺季备货一次讲透',
    '頭程選擇、入倉流程、庫存與旺季備貨一次講透',
    'Freight choices, inbound shipments, stock and peak-season planning',
    'Escolha do transporte, entrada em armazém, stock e planeamento da época alta',
  ),
  intro: l10n(
    '物流成本与时效直接影响利润和排名。本课程对比{logistics}与自发货模式，讲解海运、空运、铁路与快递头程的选择，创建货件、包装贴标、清关报税的操作要点，以及补货节奏和旺季备货计划。',
    '物流成本與時效直接影響利潤和排名。本課程比較{logistics}與自發貨模式，講解海運、空運、鐵路與快遞頭程的選擇，建立貨件、包裝貼標、清關報稅的操作要點，以及補貨節奏和旺季備貨計劃。',
    'Logistics cost and speed drive both margin and ranking. The course compares {logistics} with self-fulfilment, explains how to choose sea, air, rail or express freight, covers shipment creation, packing and labelling, customs and duties, and plans replenishment and peak-season stock.',
    'O custo e a rapidez da logística determinam a margem e a posição nas pesquisas. O curso compara {logistics} com o envio próprio, explica a escolha entre transporte marítimo, aéreo, ferroviário ou expresso, aborda a criação de remessas, embalagem e etiquetagem, alfândega e impostos, e planeia a reposição e o stock da época alta.',
  ),
  audience: l10n(
    '负责{platform}发货与库存的运营、物流专员',
    '負責{platform}發貨與庫存的營運、物流專員',
    'Operations and logistics staff who handle {platform} shipping and stock',
    'Equipas de operação e logística responsáveis pelos envios e pelo stock na plataforma {platform}',
  ),
  caption: 'LOGISTICS',
  chapters: [
    ch(
      l10n('物流模式', '物流模式', 'Fulfilment models', 'Modelos de logística'),
      l10n(
        '{logistics}与自发货对比',
        '{logistics}與自發貨比較',
        '{logistics} versus self-fulfilment',
        '{logistics} versus envio próprio',
      ),
      l10n(
        '头程方式：海运、空运、铁路与快递',
        '頭程方式：海運、空運、鐵路與快遞',
        'Freight options: sea, air, rail and express',
        'Opções de transporte: marítimo, aéreo, ferroviário e expresso',
      ),
      l10n(
        '物流成本构成',
        '物流成本構成',
        'What logistics costs are made of',
        'A composição dos custos logísticos',
      ),
    ),
    ch(
      l10n('发货实操', '發貨實操', 'Shipping in practice', 'Envios na prática'),
      l10n(
        '包装与标签规范',
        '包裝與標籤規範',
        'Packing and labelling rules',
        'Regras de embalagem e etiquetagem',
      ),
      l10n(
        '创建货件与预约入仓',
        '建立貨件與預約入倉',
        'Creating shipments and booking inbound',
        'Criar remessas e marcar a entrada em armazém',
      ),
      l10n(
        '报关、清关与税费',
        '報關、清關與稅費',
        'Export declaration, customs clearance and duties',
        'Declaração de exportação, desalfandegamento e impostos',
      ),
    ),
    ch(
      l10n('库存管理', '庫存管理', 'Stock management', 'Gestão de stock'),
      l10n(
        '补货节奏与安全库存',
        '補貨節奏與安全庫存',
        'Replenishment rhythm and safety stock',
        'Ritmo de reposição e stock de segurança',
      ),
      l10n(
        '旺季备货计划',
        '旺季備貨計劃',
        'Peak-season stock plan',
        'Plano de stock para a época alta',
      ),
      l10n(
        '退货与滞销库存处理',
        '退貨與滯銷庫存處理',
        'Handling returns and slow-moving stock',
        'Tratar devoluções e stock parado',
      ),
    ),
  ],
};

/** Slots: platform. */
export const ACCOUNT_HEALTH: CourseTemplate = {
  title: l10n(
    '{platform}账号安全与合规运营',
    '{platform}帳戶安全與合規營運',
    '{platform} account health and compliance',
    '{platform}: saúde da conta e conformidade',
  ),
  subtitle: l10n(
    '读懂规则与绩效指标，远离封号与侵权风险',
    '讀懂規則與績效指標，遠離封號與侵權風險',
    'Understand the rules and metrics and stay clear of suspensions and infringement',
    'Perceba as regras e os indicadores e evite suspensões e infrações',
  ),
  intro: l10n(
    '一次封号可能让数月的努力归零。本课程梳理{platform}的卖家行为准则与绩效指标，讲解多账号关联、知识产权投诉、评论与促销合规等高风险场景，并给出账号受限后的自查清单与申诉信写作方法。',
    '一次封號可能令數月的努力歸零。本課程梳理{platform}的賣家行為準則與績效指標，講解多帳戶關聯、知識產權投訴、評論與推廣合規等高風險情況，並提供帳戶受限後的自查清單與申訴信寫作方法。',
    'One suspension can wipe out months of work. This course goes through the {platform} seller code of conduct and performance metrics, covers high-risk areas such as linked accounts, IP complaints and review and promotion rules, and gives a self-check list and how to write an appeal if your account is restricted.',
    'Uma suspensão pode deitar fora meses de trabalho. Este curso percorre o código de conduta e os indicadores de desempenho dos vendedores na plataforma {platform}, aborda áreas de risco como contas associadas, queixas de propriedade intelectual e regras de avaliações e promoções, e dá uma lista de verificação e o modo de redigir um recurso se a conta for restringida.',
  ),
  audience: l10n(
    '所有{platform}卖家，尤其是多店铺运营团队',
    '所有{platform}賣家，尤其是多店鋪營運團隊',
    'Every {platform} seller, especially teams running several stores',
    'Todos os vendedores na plataforma {platform}, sobretudo equipas com várias lojas',
  ),
  caption: 'ACCOUNT HEALTH',
  chapters: [
    ch(
      l10n('平台规则', '平台規則', 'Platform rules', 'Regras da plataforma'),
      l10n(
        '卖家行为准则',
        '賣家行為準則',
        'Seller code of conduct',
        'Código de conduta do vendedor',
      ),
      l10n(
        '绩效指标详解',
        '績效指標詳解',
        'Performance metrics explained',
        'Indicadores de desempenho explicados',
      ),
      l10n(
        '禁售与限售商品',
        '禁售與限售商品',
        'Prohibited and restricted products',
        'Produtos proibidos e restritos',
      ),
    ),
    ch(
      l10n('风险防范', '風險防範', 'Preventing risks', 'Prevenir riscos'),
      l10n(
        '多账号关联风险',
        '多帳戶關聯風險',
        'Linked-account risks',
        'Riscos de contas associadas',
      ),
      l10n(
        '知识产权投诉的预防',
        '知識產權投訴的預防',
        'Preventing IP complaints',
        'Prevenir queixas de propriedade intelectual',
      ),
      l10n(
        '评论与促销合规',
        '評論與推廣合規',
        'Review and promotion compliance',
        'Conformidade em avaliações e promoções',
      ),
    ),
    ch(
      l10n('申诉与恢复', '申訴與恢復', 'Appeals and reinstatement', 'Recursos e reativação'),
      l10n(
        '账号受限后的自查清单',
        '帳戶受限後的自查清單',
        'Self-check list after a restriction',
        'Lista de verificação após uma restrição',
      ),
      l10n(
        '申诉信（POA）写作要点',
        '申訴信（POA）寫作要點',
        'Writing a plan of action (POA)',
        'Redigir um plano de ação (POA)',
      ),
    ),
  ],
};

/** Slots: vat (e.g. "UK VAT"), inCountry (e.g. "in the UK"). */
export const VAT: CourseTemplate = {
  title: l10n(
    '{vat} 注册与申报实操',
    '{vat} 註冊與申報實操',
    '{vat}: registration and returns in practice',
    '{vat}: registo e declarações na prática',
  ),
  subtitle: l10n(
    '从是否需要注册、税号申请到按期申报，一门课讲清',
    '由是否需要註冊、稅號申請到按期申報，一門課講清',
    'Whether you must register, getting the number and filing on time, all in one course',
    'Se tem de se registar, como obter o número e declarar a tempo, tudo num só curso',
  ),
  intro: l10n(
    '只要{inCountry}存储货物或超过远程销售阈值，卖家就必须注册 VAT。本课程讲解注册义务的判断、税率与平台代扣代缴规则、注册资料与流程、EORI 与进口增值税，以及按期申报和常见罚款的补救办法。',
    '只要{inCountry}存放貨物或超過遙距銷售門檻，賣家就必須註冊 VAT。本課程講解註冊義務的判斷、稅率與平台代扣代繳規則、註冊資料與流程、EORI 與進口增值稅，以及按期申報和常見罰款的補救方法。',
    'Sellers who store goods {inCountry} or pass the distance-selling threshold must register for VAT. The course explains when registration is required, rates and marketplace collection rules, documents and steps, EORI and import VAT, and filing on time and fixing common penalties.',
    'Quem armazena mercadoria {inCountry} ou ultrapassa o limiar de vendas à distância tem de se registar para efeitos de IVA. O curso explica quando o registo é obrigatório, as taxas e as regras de cobrança pelos marketplaces, os documentos e passos, o EORI e o IVA de importação, e como declarar a tempo e corrigir as coimas mais comuns.',
  ),
  audience: l10n(
    '计划或已经在欧洲销售的卖家与财务人员',
    '計劃或已經在歐洲銷售的賣家與財務人員',
    'Sellers and finance staff selling, or planning to sell, in Europe',
    'Vendedores e equipas financeiras que vendem ou planeiam vender na Europa',
  ),
  caption: 'VAT COMPLIANCE',
  chapters: [
    ch(
      l10n('{vat} 基础', '{vat} 基礎', '{vat} basics', '{vat}: noções básicas'),
      l10n(
        '什么情况下必须注册',
        '甚麼情況下必須註冊',
        'When you must register',
        'Quando é obrigatório o registo',
      ),
      l10n(
        '税率与远程销售阈值',
        '稅率與遙距銷售門檻',
        'Rates and the distance-selling threshold',
        'Taxas e limiar de vendas à distância',
      ),
      l10n(
        '平台代扣代缴规则',
        '平台代扣代繳規則',
        'Marketplace collection rules',
        'Regras de cobrança pelos marketplaces',
      ),
    ),
    ch(
      l10n('注册流程', '註冊流程', 'Registration', 'Registo'),
      l10n('注册资料清单', '註冊資料清單', 'Documents checklist', 'Lista de documentos'),
      l10n(
        '税号申请步骤演示',
        '稅號申請步驟示範',
        'Applying for the VAT number, step by step',
        'Pedido do número de IVA passo a passo',
      ),
      l10n(
        'EORI 号与进口增值税',
        'EORI 號碼與進口增值稅',
        'EORI number and import VAT',
        'Número EORI e IVA de importação',
      ),
    ),
    ch(
      l10n('申报与合规', '申報與合規', 'Returns and compliance', 'Declarações e conformidade'),
      l10n(
        '按期申报与缴税',
        '按期申報與繳稅',
        'Filing and paying on time',
        'Declarar e pagar a tempo',
      ),
      l10n(
        '常见罚款与补救',
        '常見罰款與補救',
        'Common penalties and remedies',
        'Coimas comuns e soluções',
      ),
      l10n(
        '欧盟 OSS 与 IOSS 的关系',
        '歐盟 OSS 與 IOSS 的關係',
        'How the EU OSS and IOSS fit in',
        'Como se enquadram o OSS e o IOSS da UE',
      ),
    ),
  ],
};

/** Slots: tm (e.g. "US"), office (e.g. USPTO). */
export const TRADEMARK: CourseTemplate = {
  title: l10n(
    '{tm}商标注册与品牌保护',
    '{tm}商標註冊與品牌保護',
    '{tm} trademark registration and brand protection',
    'Registo de marca {tm} e proteção da marca',
  ),
  subtitle: l10n(
    '从商标检索、{office} 递交到平台品牌备案',
    '由商標檢索、{office} 遞交到平台品牌備案',
    'From clearance search and {office} filing to marketplace brand registry',
    'Da pesquisa prévia e do pedido no {office} ao registo da marca nos marketplaces',
  ),
  intro: l10n(
    '没有商标，就无法做品牌备案，也难以应对跟卖和恶意投诉。本课程讲解{tm}商标的类别选择、检索、申请主体与材料、{office} 的审查流程与答复，以及拿到受理号后如何完成亚马逊品牌备案并维权。',
    '沒有商標，就無法做品牌備案，亦難以應對跟賣和惡意投訴。本課程講解{tm}商標的類別選擇、檢索、申請主體與文件、{office} 的審查流程與答覆，以及取得受理號後如何完成亞馬遜品牌備案並維權。',
    'Without a trademark you cannot join brand registries or fight hijackers and malicious complaints. The course covers classes, clearance search, applicant and documents, the {office} examination and responses, and how to complete Amazon Brand Registry and enforce your rights once you have a serial number.',
    'Sem marca registada não pode aderir aos registos de marca nem combater a venda parasita e as queixas abusivas. O curso aborda as classes, a pesquisa prévia, o requerente e os documentos, o exame do {office} e as respostas, e como concluir o Amazon Brand Registry e defender os seus direitos depois de obter o número do pedido.',
  ),
  audience: l10n(
    '计划打造自有品牌的工厂与卖家',
    '計劃打造自家品牌的工廠與賣家',
    'Factories and sellers building their own brand',
    'Fábricas e vendedores que estão a criar a sua própria marca',
  ),
  caption: 'TRADEMARK',
  chapters: [
    ch(
      l10n('商标基础', '商標基礎', 'Trademark basics', 'Noções básicas de marcas'),
      l10n(
        '为什么出海先注册商标',
        '為甚麼出海先註冊商標',
        'Why register a trademark before going abroad',
        'Porque registar a marca antes de se internacionalizar',
      ),
      l10n(
        '商标类别与检索',
        '商標類別與檢索',
        'Classes and clearance search',
        'Classes e pesquisa prévia',
      ),
      l10n(
        '申请主体与材料',
        '申請主體與文件',
        'Applicant and documents',
        'Requerente e documentos',
      ),
    ),
    ch(
      l10n('申请与审查', '申請與審查', 'Filing and examination', 'Pedido e exame'),
      l10n(
        '{office} 递交与审查流程',
        '{office} 遞交與審查流程',
        'Filing with the {office} and the examination',
        'Pedido no {office} e o exame',
      ),
      l10n(
        '审查意见答复',
        '審查意見答覆',
        'Responding to office actions',
        'Responder às objeções do examinador',
      ),
      l10n(
        '异议与驳回的应对',
        '異議與駁回的應對',
        'Oppositions and refusals',
        'Oposições e recusas',
      ),
    ),
    ch(
      l10n('品牌保护', '品牌保護', 'Brand protection', 'Proteção da marca'),
      l10n('亚马逊品牌备案', '亞馬遜品牌備案', 'Amazon Brand Registry', 'Amazon Brand Registry'),
      l10n(
        '侵权投诉与维权',
        '侵權投訴與維權',
        'Infringement complaints and enforcement',
        'Queixas por infração e defesa de direitos',
      ),
    ),
  ],
};

/** Slots: channel. */
export const SOCIAL: CourseTemplate = {
  title: l10n(
    '{channel}海外营销实战',
    '{channel}海外營銷實戰',
    '{channel} marketing for cross-border brands',
    'Marketing no {channel} para marcas internacionais',
  ),
  subtitle: l10n(
    '内容、达人与广告三管齐下，把流量变成订单',
    '內容、KOL 與廣告三管齊下，把流量變成訂單',
    'Content, creators and ads working together to turn traffic into orders',
    'Conteúdos, criadores e anúncios a trabalhar juntos para transformar tráfego em encomendas',
  ),
  intro: l10n(
    '{channel}是海外年轻消费者发现新品牌的重要渠道。本课程从用户画像和账号定位讲起，覆盖爆款内容制作、达人合作、{channel}广告投放，以及如何把流量引导到店铺或独立站并复盘转化。',
    '{channel}是海外年輕消費者發現新品牌的重要渠道。本課程由用戶畫像和帳號定位講起，涵蓋爆款內容製作、KOL 合作、{channel}廣告投放，以及如何把流量引導到店鋪或獨立站並覆盤轉化。',
    '{channel} is where young shoppers abroad discover new brands. The course starts from audience and account positioning and covers content that performs, creator partnerships, {channel} ads, and driving traffic to your store or website and measuring conversion.',
    'O {channel} é onde os jovens consumidores no estrangeiro descobrem novas marcas. O curso parte do público e do posicionamento da conta e aborda conteúdos eficazes, parcerias com criadores, anúncios no {channel} e como levar o tráfego à loja ou ao site e medir a conversão.',
  ),
  audience: l10n(
    '想在海外建立品牌声量的卖家与市场人员',
    '想在海外建立品牌聲量的賣家與市場推廣人員',
    'Sellers and marketers building brand awareness abroad',
    'Vendedores e profissionais de marketing que querem dar notoriedade à marca no estrangeiro',
  ),
  caption: 'SOCIAL MARKETING',
  chapters: [
    ch(
      l10n('账号定位', '帳號定位', 'Account positioning', 'Posicionamento da conta'),
      l10n('{channel}用户画像', '{channel}用戶畫像', 'Who uses {channel}', 'Quem usa o {channel}'),
      l10n(
        '账号定位与内容规划',
        '帳號定位與內容規劃',
        'Positioning and content planning',
        'Posicionamento e planeamento de conteúdos',
      ),
      l10n(
        '账号注册与基础设置',
        '帳號註冊與基本設定',
        'Account registration and setup',
        'Registo e configuração da conta',
      ),
    ),
    ch(
      l10n('内容与达人', '內容與 KOL', 'Content and creators', 'Conteúdos e criadores'),
      l10n(
        '爆款内容制作',
        '爆款內容製作',
        'Making content that performs',
        'Criar conteúdos que resultam',
      ),
      l10n('达人合作（KOL）', 'KOL 合作', 'Working with creators', 'Trabalhar com criadores'),
      l10n(
        '{channel}广告投放入门',
        '{channel}廣告投放入門',
        'Getting started with {channel} ads',
        'Primeiros passos nos anúncios do {channel}',
      ),
    ),
    ch(
      l10n('转化与复盘', '轉化與覆盤', 'Conversion and review', 'Conversão e revisão'),
      l10n('从流量到订单', '由流量到訂單', 'From traffic to orders', 'Do tráfego às encomendas'),
      l10n(
        '数据分析与复盘',
        '數據分析與覆盤',
        'Analytics and review',
        'Análise de dados e revisão',
      ),
    ),
  ],
};

/** Slots: builder. */
export const INDEPENDENT_SITE: CourseTemplate = {
  title: l10n(
    '{builder}独立站从 0 到 1',
    '{builder}獨立站由 0 到 1',
    'Your {builder} store from zero to launch',
    'A sua loja {builder} do zero ao lançamento',
  ),
  subtitle: l10n(
    '选品定位、建站装修、支付物流到 Google 引流',
    '選品定位、建站裝修、支付物流到 Google 引流',
    'Positioning, store design, payments, shipping and Google traffic',
    'Posicionamento, design da loja, pagamentos, envios e tráfego do Google',
  ),
  intro: l10n(
    '独立站让品牌拥有自己的用户与数据。本课程以 {builder} 为例，完整演示域名与主题选择、页面装修、支付与物流配置、隐私政策等合规页面，以及 Google 购物广告与 SEO 的冷启动方法。',
    '獨立站令品牌擁有自己的用戶與數據。本課程以 {builder} 為例，完整示範域名與主題選擇、頁面設計、支付與物流設定、私隱政策等合規頁面，以及 Google 購物廣告與 SEO 的冷啟動方法。',
    'Your own website gives the brand its own customers and data. Using {builder}, the course demonstrates domain and theme choice, page design, payments and shipping setup, compliance pages such as the privacy policy, and a cold start with Google Shopping ads and SEO.',
    'Um site próprio dá à marca os seus próprios clientes e dados. Com o {builder}, o curso demonstra a escolha do domínio e do tema, o design das páginas, a configuração de pagamentos e envios, as páginas legais como a política de privacidade e o arranque com anúncios Google Shopping e SEO.',
  ),
  audience: l10n(
    '希望摆脱平台依赖、打造品牌的卖家',
    '希望擺脫平台依賴、打造品牌的賣家',
    'Sellers who want to depend less on marketplaces and build a brand',
    'Vendedores que querem depender menos dos marketplaces e criar uma marca',
  ),
  caption: 'DTC WEBSITE',
  chapters: [
    ch(
      l10n('建站准备', '建站準備', 'Before you build', 'Antes de construir'),
      l10n(
        '独立站商业模式与选品',
        '獨立站商業模式與選品',
        'Business models and product choice',
        'Modelos de negócio e escolha de produtos',
      ),
      l10n(
        '域名、主题与套餐选择',
        '域名、主題與方案選擇',
        'Domain, theme and plan',
        'Domínio, tema e plano',
      ),
    ),
    ch(
      l10n('建站实操', '建站實操', 'Building the store', 'Construir a loja'),
      l10n(
        '首页与商品页装修',
        '首頁與商品頁設計',
        'Home and product page design',
        'Design da página inicial e das páginas de produto',
      ),
      l10n(
        '支付网关与物流设置',
        '支付閘道與物流設定',
        'Payment gateways and shipping settings',
        'Gateways de pagamento e configuração de envios',
      ),
      l10n(
        '隐私政策与退换货条款',
        '私隱政策與退換貨條款',
        'Privacy policy and returns terms',
        'Política de privacidade e condições de devolução',
      ),
    ),
    ch(
      l10n('引流与转化', '引流與轉化', 'Traffic and conversion', 'Tráfego e conversão'),
      l10n(
        'Google 购物广告冷启动',
        'Google 購物廣告冷啟動',
        'Cold start with Google Shopping ads',
        'Arranque com anúncios Google Shopping',
      ),
      l10n(
        'SEO 基础与内容营销',
        'SEO 基礎與內容營銷',
        'SEO basics and content marketing',
        'Noções de SEO e marketing de conteúdos',
      ),
      l10n(
        '弃单挽回与邮件营销',
        '棄單挽回與電郵營銷',
        'Abandoned carts and e-mail marketing',
        'Carrinhos abandonados e e-mail marketing',
      ),
    ),
  ],
};

/** Slots: wh (e.g. "US"). */
export const OVERSEAS_WAREHOUSE: CourseTemplate = {
  title: l10n(
    '{wh}海外仓选择与一件代发',
    '{wh}海外倉選擇與一件代發',
    '{wh} overseas warehouses and drop shipping',
    'Armazéns {wh} e envio direto',
  ),
  subtitle: l10n(
    '费用结构、入库管理、尾程派送与退货换标',
    '費用結構、入庫管理、尾程派送與退貨換標',
    'Fees, inbound and stock, last-mile delivery, returns and relabelling',
    'Custos, entrada e stock, entrega final, devoluções e reetiquetagem',
  ),
  intro: l10n(
    '海外仓能把配送时效从数周缩短到两三天，也是 FBA 之外的重要补充。本课程讲解海外仓的费用构成与选择标准、与 FBA 的配合方式、入库与库存管理、一件代发和退货换标，以及主流尾程派送渠道的对比。',
    '海外倉能把配送時效由數週縮短到兩三天，亦是 FBA 以外的重要補充。本課程講解海外倉的費用構成與選擇標準、與 FBA 的配合方式、入庫與庫存管理、一件代發和退貨換標，以及主流尾程派送渠道的比較。',
    'Overseas warehouses cut delivery from weeks to two or three days and complement FBA. The course explains warehouse fees and how to choose one, working alongside FBA, inbound and stock management, drop shipping, returns and relabelling, and compares the main last-mile carriers.',
    'Os armazéns no estrangeiro reduzem a entrega de semanas para dois ou três dias e complementam o FBA. O curso explica os custos e a escolha do armazém, a articulação com o FBA, a entrada e gestão de stock, o envio direto, as devoluções e a reetiquetagem, e compara as principais transportadoras de última milha.',
  ),
  audience: l10n(
    '自发货订单量大或需要 FBA 中转备货的卖家',
    '自發貨訂單量大或需要 FBA 中轉備貨的賣家',
    'Sellers with many self-fulfilled orders or needing FBA transfer stock',
    'Vendedores com muitas encomendas de envio próprio ou que precisam de stock de transferência para o FBA',
  ),
  caption: 'OVERSEAS WAREHOUSE',
  chapters: [
    ch(
      l10n('选择海外仓', '選擇海外倉', 'Choosing a warehouse', 'Escolher um armazém'),
      l10n(
        '海外仓模式与费用构成',
        '海外倉模式與費用構成',
        'Warehouse models and fees',
        'Modelos de armazém e custos',
      ),
      l10n(
        '选仓标准与实地考察',
        '選倉標準與實地考察',
        'Selection criteria and site visits',
        'Critérios de escolha e visitas',
      ),
      l10n(
        '海外仓与 FBA 的配合',
        '海外倉與 FBA 的配合',
        'Working alongside FBA',
        'Articulação com o FBA',
      ),
    ),
    ch(
      l10n('仓内运营', '倉內營運', 'Running the warehouse', 'Operação no armazém'),
      l10n(
        '入库与库存管理',
        '入庫與庫存管理',
        'Inbound and stock management',
        'Entrada e gestão de stock',
      ),
      l10n(
        '一件代发与退货换标',
        '一件代發與退貨換標',
        'Drop shipping, returns and relabelling',
        'Envio direto, devoluções e reetiquetagem',
      ),
      l10n(
        '尾程派送渠道对比',
        '尾程派送渠道比較',
        'Comparing last-mile carriers',
        'Comparação de transportadoras de última milha',
      ),
    ),
  ],
};

export const DESCRIPTION_HEADINGS = {
  learn: l10n('你将学到', '你將學到', 'What you will learn', 'O que vai aprender'),
  audience: l10n('适合人群', '適合人群', 'Who it is for', 'Para quem é'),
};

const CHINESE_NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** "第一章 …", "Chapter 1: …", "Capítulo 1: …". */
export function chapterHeading(index: number, title: L10n): L10n {
  const numeral = CHINESE_NUMERALS[index] ?? String(index + 1);
  return l10n(
    `第${numeral}章 ${title.zh_CN}`,
    `第${numeral}章 ${title.zh_HK}`,
    `Chapter ${index + 1}: ${title.en_US}`,
    `Capítulo ${index + 1}: ${title.pt_PT}`,
  );
}
