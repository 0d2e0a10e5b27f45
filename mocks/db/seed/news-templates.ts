/**
 * News building blocks: article templates with `{slots}` (platform, region, route, country…)
 * written once in four languages. mocks/db/seed/news.ts fills them into the 61 seeded articles.
 */
import { l10n, type L10n } from '../../lib/l10n';

export interface ArticleTemplate {
  title: L10n;
  summary: L10n;
  paragraphs: L10n[];
  /** The whole body as HTML, instead of `paragraphs` (mocks/db/seed/news-security.ts). */
  body?: L10n;
}

const LOGISTICS_CTA = l10n(
  '本平台物流频道提供美线、欧线及东南亚专线的最新运价与截止时间，卖家可在线下单并跟踪货件状态。',
  '本平台物流頻道提供美線、歐線及東南亞專線的最新運價與截止時間，賣家可網上落單並追蹤貨件狀態。',
  'Our logistics channel lists current rates and cut-offs for US, European and Southeast Asian lines; you can book online and track your shipments.',
  'O nosso canal de logística apresenta tarifas e prazos atuais para as linhas dos EUA, da Europa e do Sudeste Asiático; pode reservar online e acompanhar as suas remessas.',
);

/** Platform dynamics. Slots: platform, logistics, peak. */
export const PEAK_DEADLINES: ArticleTemplate = {
  title: l10n(
    '{platform}公布{peak}备货与入仓截止时间',
    '{platform}公佈{peak}備貨與入倉截止時間',
    '{platform} sets stock and inbound deadlines for {peak}',
    'Plataforma {platform} define prazos de stock e entrada em armazém para {peak}',
  ),
  summary: l10n(
    '{platform}提醒：参加{peak}的商品须在截止日前完成{logistics}入仓。本文整理关键时间点与备货建议。',
    '{platform}提醒：參加{peak}的商品須在截止日前完成{logistics}入倉。本文整理關鍵時間點與備貨建議。',
    '{platform}: stock for {peak} must reach {logistics} before the cut-off. The key dates and our stocking advice.',
    'Plataforma {platform}: o stock para {peak} tem de entrar via {logistics} antes do prazo. Datas e conselhos.',
  ),
  paragraphs: [
    l10n(
      '近日，{platform}发布{peak}相关安排：参加活动的商品须在规定日期前到达{logistics}仓库并完成上架，平台将根据历史销量为卖家分配入仓配额。',
      '近日，{platform}公佈{peak}相關安排：參加活動的商品須在指定日期前到達{logistics}倉庫並完成上架，平台將根據歷史銷量為賣家分配入倉配額。',
      'In a recent announcement, {platform} set out its {peak} arrangements: products taking part must reach {logistics} warehouses and be live before the published date, and inbound quotas will be allocated on past sales.',
      'Num anúncio recente, a plataforma {platform} apresentou a organização de {peak}: os produtos participantes têm de chegar aos armazéns {logistics} e estar ativos antes da data publicada, e as quotas de entrada serão atribuídas com base nas vendas anteriores.',
    ),
    l10n(
      '从往年经验看，旺季前 6 到 8 周海运舱位与仓库收货能力都会明显紧张。建议卖家提前锁定头程舱位，优先发走主推款，并为可能的入仓延误预留 7 到 10 天缓冲。',
      '從往年經驗看，旺季前 6 至 8 週海運艙位與倉庫收貨能力都會明顯緊張。建議賣家提早鎖定頭程艙位，優先發走主推款，並為可能的入倉延誤預留 7 至 10 天緩衝。',
      'Past years show that sea freight space and warehouse receiving capacity tighten six to eight weeks before peak season. Book freight early, ship your hero products first and keep a 7–10 day buffer for inbound delays.',
      'A experiência dos anos anteriores mostra que o espaço no transporte marítimo e a capacidade de receção dos armazéns ficam escassos seis a oito semanas antes da época alta. Reserve o transporte cedo, envie primeiro os produtos principais e guarde uma margem de 7 a 10 dias para atrasos na entrada.',
    ),
    LOGISTICS_CTA,
  ],
};

/** Platform dynamics. Slots: platform, site, feeItem. */
export const FEE_CHANGE: ArticleTemplate = {
  title: l10n(
    '{platform}{site}下月起调整{feeItem}',
    '{platform}{site}下月起調整{feeItem}',
    '{platform} changes {feeItem} on {site} from next month',
    'Plataforma {platform} altera {feeItem} {site} a partir do próximo mês',
  ),
  summary: l10n(
    '{platform}将于下月调整{site}的{feeItem}。本文梳理调整细节与定价、备货上的应对建议。',
    '{platform}將於下月調整{site}的{feeItem}。本文梳理調整細節與定價、備貨上的應對建議。',
    '{platform} will change {feeItem} on {site} next month. What changes and how to adjust prices and stock.',
    'A plataforma {platform} altera {feeItem} {site} no próximo mês. O que muda e como ajustar preços e stock.',
  ),
  paragraphs: [
    l10n(
      '根据{platform}卖家后台公告，{site}的{feeItem}将按新的标准收取。平台表示，此次调整主要反映物流、仓储与支付处理成本的变化，同时会对部分低价商品提供过渡期优惠。',
      '根據{platform}賣家後台公告，{site}的{feeItem}將按新標準收取。平台表示，今次調整主要反映物流、倉儲與支付處理成本的變化，同時會為部分低價商品提供過渡期優惠。',
      'According to the {platform} seller notice, {feeItem} on {site} will follow a new schedule. The platform says the change reflects logistics, storage and payment processing costs, and some low-priced products get a transition discount.',
      'Segundo o aviso aos vendedores da plataforma {platform}, {feeItem} {site} passa a seguir uma nova tabela. A plataforma explica que a alteração reflete os custos de logística, armazenamento e processamento de pagamentos, e alguns produtos de preço baixo terão um desconto de transição.',
    ),
    l10n(
      '建议卖家尽快用新费率重新测算每个 SKU 的利润，对毛利低于 15% 的商品考虑调价、合并包装或转为海外仓发货。',
      '建議賣家盡快以新費率重新計算每個 SKU 的利潤，對毛利低於 15% 的商品考慮調價、合併包裝或改為海外倉發貨。',
      'Recalculate the margin of every SKU at the new rates; for products under 15% gross margin, consider a price change, bundling or shipping from an overseas warehouse.',
      'Recalcule a margem de cada SKU com as novas tarifas; nos produtos com margem bruta inferior a 15%, pondere alterar o preço, agrupar embalagens ou enviar a partir de um armazém no estrangeiro.',
    ),
    l10n(
      '跨境学院已上线利润测算相关课程，可在学院首页搜索学习。',
      '跨境學院已上線利潤測算相關課程，可在學院首頁搜尋學習。',
      'The Cross-border College has courses on margin calculation; search for them on the college home page.',
      'A Academia Transfronteiriça tem cursos sobre cálculo de margens; procure-os na página inicial da academia.',
    ),
  ],
};

/** Platform dynamics. Slots: platform, incentive. */
export const NEW_SELLER_PROGRAMME: ArticleTemplate = {
  title: l10n(
    '{platform}升级新卖家扶持计划：{incentive}',
    '{platform}升級新賣家扶持計劃：{incentive}',
    '{platform} upgrades its new seller programme: {incentive}',
    'Plataforma {platform} reforça o programa para novos vendedores: {incentive}',
  ),
  summary: l10n(
    '{platform}推出新一轮招商扶持，符合条件的新卖家可享{incentive}等权益，名额有限。',
    '{platform}推出新一輪招商扶持，符合資格的新賣家可享{incentive}等權益，名額有限。',
    'New {platform} incentives: eligible new sellers get {incentive} and more, while places last.',
    'Novos incentivos da plataforma {platform}: os novos vendedores elegíveis recebem {incentive}, entre outros, até esgotar.',
  ),
  paragraphs: [
    l10n(
      '{platform}招商团队表示，新计划面向完成注册不满 90 天、且首次在该平台开店的企业卖家，核心权益包括{incentive}、专属客户经理和新品流量扶持。',
      '{platform}招商團隊表示，新計劃面向完成註冊不足 90 天、且首次在該平台開店的企業賣家，核心權益包括{incentive}、專屬客戶經理和新品流量扶持。',
      'The {platform} onboarding team says the programme is for business sellers registered less than 90 days ago and new to the platform; the main benefits are {incentive}, a dedicated account manager and traffic support for new products.',
      'A equipa de adesão da plataforma {platform} explica que o programa se destina a vendedores empresariais registados há menos de 90 dias e novos na plataforma; os principais benefícios são {incentive}, um gestor de conta dedicado e apoio de tráfego para produtos novos.',
    ),
    l10n(
      '业内人士认为，平台正在加大对品牌型与工厂型卖家的争夺，资质完善、供应链稳定的企业可借此机会低成本试水新市场。',
      '業內人士認為，平台正加大對品牌型與工廠型賣家的爭奪，資質完善、供應鏈穩定的企業可藉此機會以低成本試水新市場。',
      'Industry observers see marketplaces competing harder for brand owners and factories; companies with solid credentials and a stable supply chain can test a new market cheaply.',
      'Os observadores do setor veem os marketplaces a disputar com mais força marcas e fábricas; as empresas com boas credenciais e uma cadeia de abastecimento estável podem testar um novo mercado com pouco custo.',
    ),
    l10n(
      '通过本平台提交{platform}开店申请的企业，可在审核通过后由顾问协助报名该计划。',
      '透過本平台提交{platform}開店申請的企業，可在審核通過後由顧問協助報名該計劃。',
      'Companies that apply to open a {platform} store through this portal can have an adviser enrol them once approved.',
      'As empresas que se candidatam a abrir loja na plataforma {platform} através deste portal podem ser inscritas por um consultor depois da aprovação.',
    ),
  ],
};

/** Platform dynamics. Slots: platform. */
export const AI_LISTING_TOOL: ArticleTemplate = {
  title: l10n(
    '{platform}上线 AI 商品信息生成工具',
    '{platform}推出 AI 商品資料生成工具',
    '{platform} launches an AI tool for product listings',
    'Plataforma {platform} lança ferramenta de IA para anúncios',
  ),
  summary: l10n(
    '上传图片或输入关键词，{platform}的新工具即可生成标题、卖点和描述，并一键翻译。',
    '上載圖片或輸入關鍵字，{platform}的新工具即可生成標題、賣點和描述，並一鍵翻譯。',
    'From a photo or a few keywords, the new {platform} tool drafts titles, selling points and descriptions, and translates them.',
    'A partir de uma foto ou de palavras-chave, a nova ferramenta da plataforma {platform} cria título, pontos-chave e descrição, e traduz tudo.',
  ),
  paragraphs: [
    l10n(
      '据{platform}介绍，新工具基于大语言模型，能够结合类目要求与热门搜索词生成商品信息，目前已向部分站点的卖家开放测试。',
      '據{platform}介紹，新工具基於大型語言模型，能夠結合類目要求與熱門搜尋字詞生成商品資料，現已向部分站點的賣家開放測試。',
      'According to {platform}, the tool uses a large language model and combines category requirements with popular search terms; it is in testing with sellers on some sites.',
      'Segundo a plataforma {platform}, a ferramenta usa um grande modelo de linguagem e combina os requisitos da categoria com os termos de pesquisa mais populares; está em testes com vendedores de alguns sites.',
    ),
    l10n(
      '实测显示，AI 生成的内容在结构和关键词覆盖上表现不错，但产品参数与合规表述仍需人工核对，尤其是电子、儿童与健康类目。',
      '實測顯示，AI 生成的內容在結構和關鍵字覆蓋上表現不錯，但產品規格與合規表述仍需人手核對，尤其是電子、兒童與健康類目。',
      'In our tests the AI drafts were well structured with good keyword coverage, but product specifications and compliance wording still need a human check, especially for electronics, children’s and health products.',
      'Nos nossos testes, os rascunhos da IA estavam bem estruturados e com boa cobertura de palavras-chave, mas as especificações e as menções de conformidade ainda precisam de revisão humana, sobretudo em eletrónica, produtos para crianças e saúde.',
    ),
    l10n(
      '建议卖家把 AI 工具用于批量初稿和多语种翻译，再由熟悉当地市场的运营人员润色。',
      '建議賣家把 AI 工具用於大量初稿和多語種翻譯，再由熟悉當地市場的營運人員潤飾。',
      'Use AI for bulk first drafts and translations, then have someone who knows the local market polish them.',
      'Use a IA para rascunhos em massa e traduções e peça a alguém que conheça o mercado local para os rever.',
    ),
  ],
};

/** Industry. Slots: region, inRegion, category, growth. */
export const MARKET_WATCH: ArticleTemplate = {
  title: l10n(
    '{region}电商观察：{category}需求持续走高',
    '{region}電商觀察：{category}需求持續走高',
    '{region} e-commerce watch: demand for {category} keeps rising',
    'E-commerce {inRegion}: a procura de {category} continua a subir',
  ),
  summary: l10n(
    '过去一个季度，{inRegion}{category}线上销售额同比增长 {growth}%，中国卖家占据主要份额。',
    '過去一個季度，{inRegion}{category}網上銷售額按年增長 {growth}%，中國賣家佔主要份額。',
    'Online sales of {category} {inRegion} rose {growth}% year on year last quarter, led by Chinese sellers.',
    'As vendas online de {category} {inRegion} subiram {growth}% no último trimestre, lideradas por vendedores chineses.',
  ),
  paragraphs: [
    l10n(
      '根据多家市场研究机构的统计，{inRegion}{category}品类的线上渗透率仍在快速提升，其中客单价 30 到 80 美元的中端产品增长最快。',
      '根據多家市場研究機構的統計，{inRegion}{category}品類的網上滲透率仍在快速提升，其中客單價 30 至 80 美元的中端產品增長最快。',
      'Several market research firms report that online penetration of {category} {inRegion} is still rising fast, led by mid-range products priced at USD 30–80.',
      'Várias empresas de estudos de mercado indicam que a penetração online de {category} {inRegion} continua a crescer depressa, liderada pelos produtos de gama média entre 30 e 80 USD.',
    ),
    l10n(
      '消费者评论显示，买家最看重耐用性、安装便捷和售后响应速度。差评主要集中在尺寸描述不清和物流破损，这也是卖家最容易改进的环节。',
      '消費者評論顯示，買家最重視耐用性、安裝方便和售後回應速度。負評主要集中在尺寸描述不清和物流破損，這亦是賣家最容易改善的環節。',
      'Reviews show buyers care most about durability, easy assembly and quick after-sales replies. Negative reviews are mostly about unclear sizing and transit damage, which are also the easiest things for sellers to fix.',
      'As avaliações mostram que os compradores valorizam sobretudo a durabilidade, a montagem fácil e a rapidez do pós-venda. As críticas negativas incidem em medidas pouco claras e danos no transporte, precisamente o que os vendedores conseguem corrigir mais facilmente.',
    ),
    l10n(
      '建议卖家结合当地节庆安排选品与备货节奏，并通过海外仓缩短配送时效。',
      '建議賣家配合當地節慶安排選品與備貨節奏，並透過海外倉縮短配送時效。',
      'Plan product choice and stock around local holidays, and shorten delivery times with an overseas warehouse.',
      'Planeie a seleção de produtos e o stock em função das datas festivas locais e encurte os prazos de entrega com um armazém no estrangeiro.',
    ),
  ],
};

/** Industry. Slots: route, trend, change, space. */
export const FREIGHT_WEEKLY: ArticleTemplate = {
  title: l10n(
    '{route}海运运价周报：运价{trend}',
    '{route}海運運價週報：運價{trend}',
    '{route} freight weekly: rates {trend}',
    'Fretes marítimos {route}: tarifas {trend}',
  ),
  summary: l10n(
    '本周{route}集装箱即期运价较上周{trend}约 {change}%，附各港口舱位、船期与派送情况。',
    '本週{route}貨櫃即期運價較上週{trend}約 {change}%，附各港口艙位、船期與派送情況。',
    'Spot container rates on {route} are {trend} about {change}% this week: space, sailings and trucking by port.',
    'As tarifas spot de contentores na rota {route} estão {trend} cerca de {change}% esta semana: espaço, partidas e camiões por porto.',
  ),
  paragraphs: [
    l10n(
      '从主要船司公布的数据看，{route}本周舱位{space}，部分船司已通知下月调整旺季附加费，订舱前请与货代确认最新报价。',
      '從主要船公司公佈的數據看，{route}本週艙位{space}，部分船公司已通知下月調整旺季附加費，訂艙前請與貨代確認最新報價。',
      'Figures from the main carriers show space on {route} is {space} this week; some carriers have announced peak-season surcharge changes for next month, so confirm the latest quote with your forwarder before booking.',
      'Os dados das principais transportadoras mostram que o espaço na rota {route} está {space} esta semana; algumas já anunciaram alterações às sobretaxas de época alta para o próximo mês, por isso confirme a cotação mais recente com o seu transitário antes de reservar.',
    ),
    l10n(
      '目的港方面，码头作业基本正常，但卡车派送与亚马逊仓库预约仍需 5 到 7 天，建议预留足够的入仓时间。',
      '目的港方面，碼頭作業大致正常，但貨車派送與亞馬遜倉庫預約仍需 5 至 7 天，建議預留足夠的入倉時間。',
      'At destination ports terminal operations are largely normal, but trucking and Amazon warehouse appointments still take 5–7 days, so allow enough time for inbound.',
      'Nos portos de destino, as operações nos terminais estão praticamente normais, mas o transporte rodoviário e as marcações nos armazéns da Amazon ainda demoram 5 a 7 dias, por isso reserve tempo suficiente para a entrada.',
    ),
    LOGISTICS_CTA,
  ],
};

/** Industry. Slots: event, city, count. */
export const TRADE_FAIR: ArticleTemplate = {
  title: l10n(
    '{event}在{city}开幕，{count} 家企业参展',
    '{event}在{city}開幕，{count} 家企業參展',
    '{event} opens in {city} with {count} exhibitors',
    '{event} abre em {city} com {count} expositores',
  ),
  summary: l10n(
    '为期三天的{event}在{city}开幕，聚焦品牌出海、跨境物流与数字营销，多家平台现场招商。',
    '為期三天的{event}在{city}開幕，聚焦品牌出海、跨境物流與數碼營銷，多家平台現場招商。',
    'The three-day {event} opened in {city}, focused on global brands, logistics and digital marketing.',
    'Abriu em {city} o {event}: três dias dedicados a marcas globais, logística e marketing digital.',
  ),
  paragraphs: [
    l10n(
      '本届{event}展览面积超过 5 万平方米，设平台招商、物流仓储、支付金融与服务商四大展区，吸引了 {count} 家企业参展。',
      '本屆{event}展覽面積超過 5 萬平方米，設平台招商、物流倉儲、支付金融與服務商四大展區，吸引了 {count} 家企業參展。',
      'This year’s {event} covers more than 50,000 m², with zones for marketplaces, logistics and warehousing, payments and finance, and service providers, and {count} companies exhibiting.',
      'A edição deste ano do {event} ocupa mais de 50 000 m², com zonas dedicadas a marketplaces, logística e armazenagem, pagamentos e finanças e prestadores de serviços, e conta com {count} expositores.',
    ),
    l10n(
      '多家平台在现场发布了针对新卖家的招商政策，品牌出海与合规经营成为同期论坛讨论最多的话题。',
      '多家平台在現場發佈了針對新賣家的招商政策，品牌出海與合規經營成為同期論壇討論最多的話題。',
      'Several marketplaces announced onboarding policies for new sellers, and brand building and compliance were the most discussed topics at the forums.',
      'Vários marketplaces anunciaram políticas de adesão para novos vendedores, e a criação de marcas e a conformidade foram os temas mais debatidos nos fóruns.',
    ),
    l10n(
      '本平台也在现场设立展位，提供开店、物流与 VAT 咨询服务。',
      '本平台亦在現場設立攤位，提供開店、物流與 VAT 諮詢服務。',
      'We also have a stand at the show offering advice on store opening, logistics and VAT.',
      'Também estamos presentes com um stand, a prestar aconselhamento sobre abertura de lojas, logística e IVA.',
    ),
  ],
};

/** Policy. Slots: country, inCountry, rule. */
export const COMPLIANCE_RULE: ArticleTemplate = {
  title: l10n(
    '{country}{rule}新规即将实施，卖家需提前准备',
    '{country}{rule}新規即將實施，賣家需提早準備',
    '{country}: new {rule} rules take effect soon',
    '{country}: novas regras de {rule} entram em vigor em breve',
  ),
  summary: l10n(
    '{country}将加强{rule}监管，未完成合规的卖家将被平台限制销售。本文解读要点与准备清单。',
    '{country}將加強{rule}監管，未完成合規的賣家將被平台限制銷售。本文解讀要點與準備清單。',
    '{country} is tightening {rule} rules and non-compliant sellers will be restricted: the key points and a checklist.',
    'Regras de {rule} mais exigentes {inCountry}: quem não cumprir será restringido. Pontos essenciais e lista de verificação.',
  ),
  paragraphs: [
    l10n(
      '根据公告，在{country}销售相关商品的企业须完成{rule}登记，并在平台后台提交登记号；过渡期结束后，平台将下架未提交登记号的商品。',
      '根據公告，在{country}銷售相關商品的企業須完成{rule}登記，並在平台後台提交登記號；過渡期結束後，平台將下架未提交登記號的商品。',
      'Under the notice, companies selling affected goods in {country} must complete {rule} registration and submit the number in the marketplace back office; after the transition period, listings without it will be removed.',
      'Segundo o aviso, as empresas que vendem os produtos abrangidos {inCountry} têm de concluir o registo de {rule} e indicar o número na área de gestão do marketplace; terminado o período de transição, os anúncios sem número serão retirados.',
    ),
    l10n(
      '需要准备的材料通常包括营业执照、产品清单、包装材质与重量数据，以及当地授权代表信息。首次办理一般需要 2 到 6 周。',
      '需要準備的文件通常包括營業執照、產品清單、包裝物料與重量數據，以及當地授權代表資料。首次辦理一般需要 2 至 6 週。',
      'You will usually need the business licence, a product list, packaging materials and weights, and the details of a local authorised representative. A first registration usually takes 2–6 weeks.',
      'Normalmente são necessários a licença comercial, a lista de produtos, os materiais e pesos das embalagens e os dados de um representante autorizado local. Um primeiro registo demora em regra 2 a 6 semanas.',
    ),
    l10n(
      '本平台服务市场提供相关认证与合规服务，卖家可在线咨询。',
      '本平台服務市場提供相關認證與合規服務，賣家可網上諮詢。',
      'Certification and compliance services are available in our service market, with online advice.',
      'No nosso mercado de serviços encontra serviços de certificação e conformidade, com aconselhamento online.',
    ),
  ],
};
