/** Stand-alone articles (no template): trade policy and industry stories told once. */
import { l10n } from '../../lib/l10n';
import type { ArticleTemplate } from './news-templates';

export const POLICY_STORIES: ArticleTemplate[] = [
  {
    title: l10n(
      '海关总署优化跨境电商出口海外仓（9810）监管模式',
      '海關總署優化跨境電商出口海外倉（9810）監管模式',
      'China Customs streamlines the 9810 export-to-overseas-warehouse procedure',
      'Alfândegas chinesas simplificam o regime 9810 de exportação para armazéns no estrangeiro',
    ),
    summary: l10n(
      '新措施取消海外仓企业备案的部分纸质材料，企业可在“单一窗口”一次性完成备案与申报，出口通关时间进一步缩短。',
      '新措施取消海外倉企業備案的部分紙本文件，企業可在「單一窗口」一次完成備案與申報，出口通關時間進一步縮短。',
      'The new measures drop some paper documents from overseas-warehouse registration; companies can register and declare in one go through the Single Window, shortening export clearance further.',
      'Menos papel no registo de armazéns no estrangeiro: registo e declaração de uma só vez na Janela Única, com desalfandegamento mais rápido.',
    ),
    paragraphs: [
      l10n(
        '海关总署近日发布公告，进一步优化跨境电商出口海外仓（监管方式代码 9810）的备案与通关流程：企业在“单一窗口”提交海外仓信息后即可开展业务，无需再报送纸质证明材料。',
        '海關總署近日發佈公告，進一步優化跨境電商出口海外倉（監管方式代碼 9810）的備案與通關流程：企業在「單一窗口」提交海外倉資料後即可開展業務，無需再遞交紙本證明文件。',
        'China’s General Administration of Customs has further simplified registration and clearance for cross-border e-commerce exports to overseas warehouses (procedure code 9810): once the warehouse details are submitted through the Single Window, companies can start trading without paper evidence.',
        'A Administração Geral das Alfândegas da China simplificou o registo e o desalfandegamento das exportações de e-commerce para armazéns no estrangeiro (código de regime 9810): depois de submeterem os dados do armazém na Janela Única, as empresas podem começar a operar sem provas em papel.',
      ),
      l10n(
        '业内人士表示，9810 模式可凭报关单办理出口退税，适合以海外仓备货为主的卖家。建议企业规范保存海外仓租赁合同与出入库记录，以备核查。',
        '業內人士表示，9810 模式可憑報關單辦理出口退稅，適合以海外倉備貨為主的賣家。建議企業妥善保存海外倉租賃合約與出入庫記錄，以備核查。',
        'Practitioners note that the 9810 procedure allows export VAT refunds against the customs declaration, which suits sellers who stock overseas warehouses. Keep warehouse leases and stock movement records ready for checks.',
        'Os profissionais do setor notam que o regime 9810 permite o reembolso do IVA à exportação com base na declaração aduaneira, o que convém a quem abastece armazéns no estrangeiro. Guarde os contratos de arrendamento e os registos de movimentos de stock para eventuais verificações.',
      ),
    ],
  },
  {
    title: l10n(
      '跨境电商零售出口“无票免税”政策延续实施',
      '跨境電商零售出口「無票免稅」政策延續實施',
      'VAT exemption without purchase invoices extended for cross-border retail exports',
      'Prorrogada a isenção de IVA sem faturas de compra nas exportações de retalho transfronteiriço',
    ),
    summary: l10n(
      '符合条件的跨境电商综试区企业出口未取得有效进货凭证的货物，继续试行增值税、消费税免税政策。',
      '符合資格的跨境電商綜試區企業出口未取得有效進貨憑證的貨物，繼續試行增值稅、消費稅免稅政策。',
      'Eligible companies in the comprehensive pilot zones may keep exporting goods without valid purchase invoices under the VAT and consumption tax exemption.',
      'As empresas elegíveis das zonas-piloto integradas podem continuar a exportar mercadorias sem faturas de compra válidas ao abrigo da isenção de IVA e de imposto sobre o consumo.',
    ),
    paragraphs: [
      l10n(
        '财政部、税务总局等部门联合发文，明确跨境电商综合试验区内的出口企业，对未取得有效进货凭证的货物，在满足登记与申报要求的前提下继续享受免征增值税、消费税政策。',
        '財政部、稅務總局等部門聯合發文，明確跨境電商綜合試驗區內的出口企業，對未取得有效進貨憑證的貨物，在符合登記與申報要求的前提下繼續享有免徵增值稅、消費稅政策。',
        'The Ministry of Finance and the State Taxation Administration confirmed that exporters in the cross-border e-commerce pilot zones keep the VAT and consumption tax exemption for goods without valid purchase invoices, provided they meet the registration and declaration rules.',
        'O Ministério das Finanças e a Administração Tributária confirmaram que os exportadores das zonas-piloto de e-commerce transfronteiriço mantêm a isenção de IVA e de imposto sobre o consumo para mercadorias sem faturas de compra válidas, desde que cumpram as regras de registo e declaração.',
      ),
      l10n(
        '该政策主要惠及从市场采购、难以取得增值税发票的中小卖家。企业需在综试区线上平台登记出口日期、货物名称、数量与单价等信息。',
        '該政策主要惠及從市場採購、難以取得增值稅發票的中小賣家。企業需在綜試區網上平台登記出口日期、貨物名稱、數量與單價等資料。',
        'It mainly helps small sellers who buy in wholesale markets and cannot obtain VAT invoices. Companies must record export date, description, quantity and unit price on the pilot zone’s online platform.',
        'A medida beneficia sobretudo pequenos vendedores que compram em mercados grossistas e não conseguem obter faturas de IVA. As empresas têm de registar a data de exportação, a designação, a quantidade e o preço unitário na plataforma online da zona-piloto.',
      ),
    ],
  },
  {
    title: l10n(
      '跨境电商综合试验区再扩容，覆盖城市增至 165 个',
      '跨境電商綜合試驗區再擴容，覆蓋城市增至 165 個',
      'Cross-border e-commerce pilot zones expanded to 165 cities',
      'Zonas-piloto de e-commerce transfronteiriço alargadas a 165 cidades',
    ),
    summary: l10n(
      '新设综试区主要分布在中西部与东北地区，区内企业可享受通关、退税与外汇结算等便利措施。',
      '新設綜試區主要分佈在中西部與東北地區，區內企業可享通關、退稅與外匯結算等便利措施。',
      'The new zones are mostly in central, western and north-eastern China; companies inside them benefit from easier clearance, tax refunds and foreign exchange settlement.',
      'As novas zonas situam-se sobretudo no centro, oeste e nordeste da China; as empresas nelas instaladas beneficiam de desalfandegamento, reembolsos de impostos e liquidação cambial facilitados.',
    ),
    paragraphs: [
      l10n(
        '国务院批复同意在新一批城市设立跨境电子商务综合试验区，全国综试区数量增至 165 个，基本覆盖全国各省区市。',
        '國務院批覆同意在新一批城市設立跨境電子商務綜合試驗區，全國綜試區數量增至 165 個，基本覆蓋全國各省區市。',
        'The State Council approved a new batch of cross-border e-commerce pilot zones, bringing the total to 165 and covering almost every province.',
        'O Conselho de Estado aprovou um novo lote de zonas-piloto de e-commerce transfronteiriço, que passam a ser 165 e cobrem praticamente todas as províncias.',
      ),
      l10n(
        '综试区内企业可适用“无票免税”、核定征收所得税等政策，对于计划在内陆城市设立运营中心的卖家，选址时可将综试区政策纳入考量。',
        '綜試區內企業可適用「無票免稅」、核定徵收所得稅等政策，對於計劃在內陸城市設立營運中心的賣家，選址時可將綜試區政策納入考慮。',
        'Companies in the zones can use the invoice-free VAT exemption and deemed income tax; sellers planning an operations centre inland should factor these policies into their choice of city.',
        'As empresas nas zonas podem usar a isenção de IVA sem faturas e a tributação presumida do rendimento; quem planeia um centro de operações no interior deve ter estas medidas em conta na escolha da cidade.',
      ),
    ],
  },
  {
    title: l10n(
      '出口退税平均办理时间压缩至 3 个工作日',
      '出口退稅平均辦理時間壓縮至 3 個工作天',
      'Export tax refunds now processed in three working days on average',
      'Reembolsos de impostos à exportação processados em três dias úteis, em média',
    ),
    summary: l10n(
      '税务部门推广出口退税“一键申报”与无纸化办理，一类、二类出口企业的正常退税平均 3 个工作日到账。',
      '稅務部門推廣出口退稅「一鍵申報」與無紙化辦理，一類、二類出口企業的正常退稅平均 3 個工作天到賬。',
      'Tax offices are rolling out one-click, paperless export refund claims; class I and II exporters receive normal refunds in three working days on average.',
      'Pedidos de reembolso à exportação com um clique e sem papel; os exportadores das classes I e II recebem em três dias úteis, em média.',
    ),
    paragraphs: [
      l10n(
        '国家税务总局表示，通过电子税务局“一键申报”、报关单与发票数据自动比对，出口退税审核效率显著提高，全国正常出口退税平均办理时间已压缩至 3 个工作日以内。',
        '國家稅務總局表示，透過電子稅務局「一鍵申報」、報關單與發票數據自動比對，出口退稅審核效率大幅提升，全國正常出口退稅平均辦理時間已壓縮至 3 個工作天以內。',
        'The State Taxation Administration says one-click claims in the e-tax bureau and automatic matching of customs and invoice data have sped up reviews, cutting the average time for normal refunds to under three working days.',
        'A Administração Tributária afirma que os pedidos com um clique na repartição eletrónica e o cruzamento automático dos dados aduaneiros e das faturas aceleraram a análise, reduzindo o prazo médio dos reembolsos normais para menos de três dias úteis.',
      ),
      l10n(
        '跨境卖家若以 9610、9710 或 9810 方式出口并取得进项发票，可按规定申报退税，资金周转压力将进一步缓解。',
        '跨境賣家如以 9610、9710 或 9810 方式出口並取得進項發票，可按規定申報退稅，資金周轉壓力將進一步紓緩。',
        'Cross-border sellers who export under 9610, 9710 or 9810 and hold input invoices can claim refunds as usual, easing cash-flow pressure.',
        'Os vendedores que exportam ao abrigo dos regimes 9610, 9710 ou 9810 e têm faturas de compra podem pedir o reembolso normalmente, aliviando a tesouraria.',
      ),
    ],
  },
  {
    title: l10n(
      '外汇局简化跨境电商收结汇手续',
      '外匯局簡化跨境電商收結匯手續',
      'SAFE simplifies foreign exchange collection for cross-border sellers',
      'SAFE simplifica a receção de divisas para vendedores transfronteiriços',
    ),
    summary: l10n(
      '个人与企业卖家通过支付机构收款时，可凭交易电子信息直接办理结汇，单笔金额限制同步放宽。',
      '個人與企業賣家透過支付機構收款時，可憑交易電子資料直接辦理結匯，單筆金額限制同步放寬。',
      'Individual and business sellers receiving funds through payment institutions can convert them directly on the strength of electronic transaction data, and per-transaction limits have been relaxed.',
      'Quem recebe por instituições de pagamento pode converter divisas com base nos dados eletrónicos das transações, com limites por operação mais altos.',
    ),
    paragraphs: [
      l10n(
        '国家外汇管理局发布通知，支持银行与持牌支付机构凭交易电子信息为跨境电商主体办理收结汇，不再逐笔审核纸质单证。',
        '國家外匯管理局發出通知，支持銀行與持牌支付機構憑交易電子資料為跨境電商主體辦理收結匯，不再逐筆審核紙本單證。',
        'The State Administration of Foreign Exchange now lets banks and licensed payment institutions handle collection and conversion for cross-border e-commerce businesses on the basis of electronic transaction data, without checking paper documents one by one.',
        'A Administração Estatal de Divisas passou a permitir que bancos e instituições de pagamento licenciadas tratem da receção e conversão de divisas das empresas de e-commerce transfronteiriço com base em dados eletrónicos, sem verificar documentos em papel um a um.',
      ),
      l10n(
        '卖家应选择有跨境支付牌照的机构收款，并保留平台订单与物流记录，以便银行进行真实性核验。',
        '賣家應選擇持有跨境支付牌照的機構收款，並保留平台訂單與物流記錄，方便銀行進行真實性核驗。',
        'Use a licensed cross-border payment provider and keep marketplace order and shipping records so that banks can verify authenticity.',
        'Use um prestador de pagamentos internacionais licenciado e guarde os registos de encomendas e envios do marketplace para que os bancos possam verificar a autenticidade.',
      ),
    ],
  },
  {
    title: l10n(
      'RCEP 原产地证书实现全流程线上办理',
      'RCEP 原產地證書實現全流程網上辦理',
      'RCEP certificates of origin now fully online',
      'Certificados de origem RCEP passam a ser totalmente online',
    ),
    summary: l10n(
      '出口企业可在线申请、自助打印 RCEP 原产地证书，享受东盟、日本、韩国等成员国的关税减让。',
      '出口企業可網上申請、自助列印 RCEP 原產地證書，享有東盟、日本、韓國等成員國的關稅減讓。',
      'Exporters can apply for and print RCEP certificates of origin online and enjoy tariff cuts in ASEAN, Japan, Korea and the other members.',
      'Os exportadores podem pedir e imprimir online os certificados de origem RCEP e beneficiar das reduções tarifárias na ASEAN, no Japão, na Coreia e nos restantes membros.',
    ),
    paragraphs: [
      l10n(
        '海关与贸促会系统全面推行 RCEP 原产地证书“智能审核＋自助打印”，企业从申请到取证最快只需几分钟。',
        '海關與貿促會系統全面推行 RCEP 原產地證書「智能審核＋自助列印」，企業由申請到取證最快只需幾分鐘。',
        'Customs and the trade promotion council now use automated review and self-printing for RCEP certificates, so companies can go from application to certificate in minutes.',
        'As alfândegas e o conselho de promoção do comércio usam agora análise automática e impressão pelo próprio exportador nos certificados RCEP, pelo que se pode passar do pedido ao certificado em minutos.',
      ),
      l10n(
        '对向东南亚 B2B 批量出货的卖家而言，凭原产地证书可在进口国享受更低关税，建议在报价时把关税节省计算进去。',
        '對向東南亞 B2B 批量出貨的賣家而言，憑原產地證書可在進口國享有更低關稅，建議在報價時把關稅節省計算在內。',
        'Sellers shipping B2B volumes to Southeast Asia pay lower duties in the importing country with a certificate of origin; include the saving in your quotes.',
        'Os vendedores que enviam volumes B2B para o Sudeste Asiático pagam direitos mais baixos no país importador com o certificado de origem; inclua essa poupança nas suas cotações.',
      ),
    ],
  },
  {
    title: l10n(
      '美国调整小额包裹免税政策，跨境小包成本上升',
      '美國調整小額包裹免稅政策，跨境小包成本上升',
      'US changes the de minimis exemption, raising small-parcel costs',
      'EUA alteram a isenção de minimis e encarecem as pequenas encomendas',
    ),
    summary: l10n(
      '美国海关收紧 800 美元以下小额包裹的免税入境规则，部分商品需正式报关并缴纳关税，直邮小包模式面临调整。',
      '美國海關收緊 800 美元以下小額包裹的免稅入境規則，部分商品需正式報關並繳納關稅，直郵小包模式面臨調整。',
      'US Customs is tightening duty-free entry for parcels under USD 800; some goods now need formal entry and duties, and direct small-parcel shipping has to adapt.',
      'Os EUA restringem a isenção para encomendas abaixo de 800 USD: alguns produtos exigem declaração formal e direitos, e o envio direto tem de mudar.',
    ),
    paragraphs: [
      l10n(
        '根据美国海关与边境保护局（CBP）的新规，受特定关税措施影响的商品不再适用小额包裹免税，需提交完整的进口申报信息。',
        '根據美國海關及邊境保衛局（CBP）的新規，受特定關稅措施影響的商品不再適用小額包裹免稅，需提交完整的進口申報資料。',
        'Under the new US Customs and Border Protection rules, goods subject to certain tariff measures no longer qualify for the de minimis exemption and need a full import entry.',
        'Segundo as novas regras da Proteção Alfandegária e de Fronteiras dos EUA (CBP), os produtos sujeitos a determinadas medidas tarifárias deixam de beneficiar da isenção de minimis e exigem uma declaração de importação completa.',
      ),
      l10n(
        '业内建议卖家评估海外仓备货与 FBA 头程模式，以批量清关替代直邮小包，并在定价中预留关税成本。',
        '業內建議賣家評估海外倉備貨與 FBA 頭程模式，以批量清關取代直郵小包，並在定價中預留關稅成本。',
        'The industry recommends moving to overseas-warehouse or FBA inbound shipping, clearing goods in bulk instead of sending small parcels directly, and building duties into prices.',
        'O setor recomenda passar para armazéns no estrangeiro ou envio FBA, desalfandegar em lote em vez de enviar pequenas encomendas diretamente, e incluir os direitos nos preços.',
      ),
    ],
  },
  {
    title: l10n(
      '欧盟推进取消 150 欧元以下进口关税豁免',
      '歐盟推進取消 150 歐元以下進口關稅豁免',
      'EU moves to end the customs duty exemption below EUR 150',
      'UE avança para acabar com a isenção de direitos abaixo de 150 EUR',
    ),
    summary: l10n(
      '欧盟海关改革方案拟取消低价值包裹的关税豁免，并对电商平台引入“视同进口商”责任。',
      '歐盟海關改革方案擬取消低價值包裹的關稅豁免，並對電商平台引入「視同進口商」責任。',
      'The EU customs reform would remove the duty exemption for low-value parcels and make marketplaces “deemed importers”.',
      'A reforma aduaneira da UE prevê eliminar a isenção de direitos para encomendas de baixo valor e tornar os marketplaces “importadores presumidos”.',
    ),
    paragraphs: [
      l10n(
        '按照改革方案，所有进入欧盟的电商包裹都将按商品类别计征关税，平台需承担申报与缴税责任，并向海关数据中心报送交易数据。',
        '按照改革方案，所有進入歐盟的電商包裹都將按商品類別計徵關稅，平台需承擔申報與繳稅責任，並向海關數據中心報送交易數據。',
        'Under the reform every e-commerce parcel entering the EU would pay duty by product category, and marketplaces would be responsible for declaring and paying and for sending transaction data to the customs data hub.',
        'Com a reforma, todas as encomendas de e-commerce que entram na UE pagariam direitos por categoria de produto, e os marketplaces seriam responsáveis pela declaração, pelo pagamento e pelo envio dos dados das transações para o centro de dados aduaneiro.',
      ),
      l10n(
        '对于主要通过直邮小包销往欧洲的卖家，建议提前测算关税影响，并考虑通过欧洲海外仓或中欧班列批量备货。',
        '對於主要以直郵小包銷往歐洲的賣家，建議提早計算關稅影響，並考慮透過歐洲海外倉或中歐班列批量備貨。',
        'Sellers who mainly ship small parcels directly to Europe should work out the duty impact now and consider stocking in bulk through European warehouses or China–Europe rail.',
        'Quem vende para a Europa sobretudo com envio direto de pequenas encomendas deve calcular já o impacto dos direitos e pensar em abastecer em lote através de armazéns europeus ou do comboio China–Europa.',
      ),
    ],
  },
  {
    title: l10n(
      '墨西哥对跨境电商包裹加征进口税',
      '墨西哥對跨境電商包裹加徵進口稅',
      'Mexico raises import tax on cross-border e-commerce parcels',
      'México aumenta o imposto de importação sobre encomendas de e-commerce',
    ),
    summary: l10n(
      '墨西哥调整跨境电商包裹的简化税率，来自无自贸协定国家的包裹综合税率上调，平台将在结账时代收。',
      '墨西哥調整跨境電商包裹的簡化稅率，來自無自貿協定國家的包裹綜合稅率上調，平台將在結賬時代收。',
      'Mexico has revised the simplified tax rate for cross-border parcels; parcels from countries without a free-trade agreement pay a higher combined rate, collected by marketplaces at checkout.',
      'O México reviu a taxa simplificada das encomendas transfronteiriças; as encomendas de países sem acordo de comércio livre pagam uma taxa combinada mais alta, cobrada pelos marketplaces no pagamento.',
    ),
    paragraphs: [
      l10n(
        '新税率适用于通过快递与邮政渠道进入墨西哥的电商包裹。拉美市场增长迅速，但税费变化会直接影响低价商品的价格竞争力。',
        '新稅率適用於透過快遞與郵政渠道進入墨西哥的電商包裹。拉美市場增長迅速，但稅費變化會直接影響低價商品的價格競爭力。',
        'The new rate applies to e-commerce parcels entering Mexico by courier and post. Latin America is growing fast, but tax changes hit the price competitiveness of low-priced goods directly.',
        'A nova taxa aplica-se às encomendas que entram no México por correio expresso e postal. A América Latina cresce depressa, mas estas alterações afetam diretamente a competitividade dos produtos de preço baixo.',
      ),
      l10n(
        '建议面向墨西哥的卖家关注本地仓发货模式，并在商品页面清楚标示含税价格。',
        '建議面向墨西哥的賣家留意本地倉發貨模式，並在商品頁面清楚標示含稅價格。',
        'Sellers targeting Mexico should look at shipping from local warehouses and show tax-inclusive prices clearly on product pages.',
        'Quem vende para o México deve ponderar o envio a partir de armazéns locais e mostrar claramente os preços com impostos nas páginas de produto.',
      ),
    ],
  },
];

export const INDUSTRY_STORIES: ArticleTemplate[] = [
  {
    title: l10n(
      '人民币汇率双向波动，跨境卖家如何管理汇率风险',
      '人民幣匯率雙向波動，跨境賣家如何管理匯率風險',
      'The yuan moves both ways: how cross-border sellers can manage currency risk',
      'O yuan oscila nos dois sentidos: como gerir o risco cambial',
    ),
    summary: l10n(
      '美元兑人民币近期波动加大，回款周期长的卖家利润受影响明显。本文介绍远期结汇、分批结汇与多币种定价三种常用方法。',
      '美元兌人民幣近期波動加大，回款週期長的賣家利潤受影響明顯。本文介紹遠期結匯、分批結匯與多幣種定價三種常用方法。',
      'The dollar–yuan rate has become more volatile, and sellers with long payout cycles feel it in their margins. We explain forward contracts, staggered conversion and multi-currency pricing.',
      'A taxa dólar–yuan ficou mais volátil e os vendedores com ciclos de pagamento longos sentem-no nas margens. Explicamos os contratos a prazo, a conversão faseada e a fixação de preços em várias moedas.',
    ),
    paragraphs: [
      l10n(
        '以月销售额 10 万美元的卖家为例，汇率波动 2% 就意味着约 1.4 万元人民币的利润差异。平台回款通常需要 14 到 30 天，期间汇率变化难以预测。',
        '以月銷售額 10 萬美元的賣家為例，匯率波動 2% 就代表約 1.4 萬元人民幣的利潤差異。平台回款通常需要 14 至 30 天，期間匯率變化難以預測。',
        'For a seller turning over USD 100,000 a month, a 2% move means about RMB 14,000 of profit. Marketplace payouts usually take 14–30 days, during which the rate is hard to predict.',
        'Para um vendedor com 100 000 USD de vendas mensais, uma variação de 2% equivale a cerca de 14 000 RMB de lucro. Os pagamentos dos marketplaces demoram normalmente 14 a 30 dias, período em que a taxa é difícil de prever.',
      ),
      l10n(
        '常用做法包括：与银行签订远期结汇锁定汇率、按周分批结汇平滑成本，以及在欧洲、日本等站点以当地货币定价并保留外币余额。',
        '常用做法包括：與銀行簽訂遠期結匯鎖定匯率、按週分批結匯平衡成本，以及在歐洲、日本等站點以當地貨幣定價並保留外幣餘額。',
        'Common approaches: lock the rate with a bank forward contract, convert weekly to smooth the cost, and price in local currency on European and Japanese sites while keeping foreign currency balances.',
        'As abordagens mais comuns: fixar a taxa com um contrato a prazo no banco, converter semanalmente para suavizar o custo e, nos sites europeus e japoneses, fixar preços em moeda local e manter saldos em divisas.',
      ),
    ],
  },
  {
    title: l10n(
      '跨境电商下半年五大趋势：品牌化、合规化与 AI 应用',
      '跨境電商下半年五大趨勢：品牌化、合規化與 AI 應用',
      'Five trends for cross-border e-commerce this half: brands, compliance and AI',
      'Cinco tendências do e-commerce transfronteiriço neste semestre: marcas, conformidade e IA',
    ),
    summary: l10n(
      '平台流量成本上升、各国监管趋严、AI 工具普及，卖家的竞争重点正从铺货转向品牌与精细化运营。',
      '平台流量成本上升、各國監管趨嚴、AI 工具普及，賣家的競爭重點正由鋪貨轉向品牌與精細化營運。',
      'Rising traffic costs, stricter regulation and widespread AI tools are moving competition from mass listing to brands and careful operations.',
      'O aumento do custo do tráfego, a regulação mais exigente e a difusão das ferramentas de IA estão a deslocar a concorrência da publicação em massa para as marcas e uma operação cuidada.',
    ),
    paragraphs: [
      l10n(
        '我们梳理出五个值得关注的方向：品牌化运营、合规成本上升、海外仓与本地履约、社交电商与短视频带货，以及 AI 在选品、文案和客服上的应用。',
        '我們梳理出五個值得關注的方向：品牌化營運、合規成本上升、海外倉與本地履約、社交電商與短片帶貨，以及 AI 在選品、文案和客服上的應用。',
        'We see five directions to watch: brand-led operations, rising compliance costs, overseas warehouses and local fulfilment, social commerce and short video selling, and AI in product research, copywriting and customer service.',
        'Identificamos cinco direções a acompanhar: operação centrada na marca, custos de conformidade crescentes, armazéns no estrangeiro e logística local, comércio social e venda por vídeo curto, e IA na seleção de produtos, redação e apoio ao cliente.',
      ),
      l10n(
        '对中小卖家而言，与其追逐每一个新渠道，不如集中资源做好一两个市场，把合规、物流和品牌基础打扎实。',
        '對中小賣家而言，與其追逐每一個新渠道，不如集中資源做好一兩個市場，把合規、物流和品牌基礎打穩。',
        'Small sellers gain more by concentrating on one or two markets and getting compliance, logistics and brand basics right than by chasing every new channel.',
        'Os pequenos vendedores ganham mais se se concentrarem num ou dois mercados e consolidarem a conformidade, a logística e as bases da marca do que se perseguirem todos os canais novos.',
      ),
    ],
  },
  {
    title: l10n(
      'TikTok Shop 美区跨境卖家数量半年翻倍',
      'TikTok Shop 美區跨境賣家數量半年翻倍',
      'Cross-border sellers on TikTok Shop US double in six months',
      'Vendedores transfronteiriços na TikTok Shop EUA duplicam em seis meses',
    ),
    summary: l10n(
      '短视频与直播带货推动 TikTok Shop 美区快速增长，家居、美妆与服饰是中国卖家最集中的类目。',
      '短片與直播帶貨推動 TikTok Shop 美區快速增長，家居、美妝與服飾是中國賣家最集中的類目。',
      'Short video and live selling are driving fast growth on TikTok Shop US; home, beauty and apparel are where Chinese sellers concentrate.',
      'O vídeo curto e a venda em direto estão a impulsionar o crescimento da TikTok Shop EUA; casa, beleza e vestuário são as categorias onde os vendedores chineses mais se concentram.',
    ),
    paragraphs: [
      l10n(
        '据第三方统计，TikTok Shop 美区的跨境卖家数量在半年内增长约一倍，达人带货贡献了超过六成的订单。',
        '據第三方統計，TikTok Shop 美區的跨境賣家數量在半年內增長約一倍，KOL 帶貨貢獻了超過六成訂單。',
        'Third-party figures show the number of cross-border sellers on TikTok Shop US roughly doubled in six months, with creators driving over 60% of orders.',
        'Segundo dados de terceiros, o número de vendedores transfronteiriços na TikTok Shop EUA quase duplicou em seis meses, e os criadores geram mais de 60% das encomendas.',
      ),
      l10n(
        '与货架电商不同，内容电商更看重素材迭代速度与达人合作能力，建议卖家建立稳定的素材生产流程，并用样品寄送与佣金激励维护达人关系。',
        '與貨架電商不同，內容電商更重視素材更新速度與 KOL 合作能力，建議賣家建立穩定的素材製作流程，並以樣品寄送與佣金激勵維繫 KOL 關係。',
        'Unlike search-led marketplaces, content commerce rewards fast creative iteration and strong creator partnerships; build a steady content pipeline and keep creators engaged with samples and commissions.',
        'Ao contrário dos marketplaces baseados em pesquisa, o comércio de conteúdos premeia a renovação rápida de criativos e boas parcerias com criadores; crie um fluxo regular de conteúdos e mantenha os criadores envolvidos com amostras e comissões.',
      ),
    ],
  },
  {
    title: l10n(
      '美国海外仓面积持续扩张，西部仓租金回落',
      '美國海外倉面積持續擴張，西部倉租金回落',
      'US overseas warehouse space keeps growing as West Coast rents ease',
      'Armazéns nos EUA continuam a crescer e as rendas na costa oeste descem',
    ),
    summary: l10n(
      '中国企业在美国运营的海外仓面积持续增长，美西仓库空置率上升、租金回落，卖家议价空间加大。',
      '中國企業在美國營運的海外倉面積持續增長，美西倉庫空置率上升、租金回落，賣家議價空間加大。',
      'Chinese-run warehouse space in the US keeps growing; West Coast vacancy is up and rents are down, giving sellers more room to negotiate.',
      'O espaço de armazenagem operado por empresas chinesas nos EUA continua a crescer; na costa oeste a taxa de desocupação subiu e as rendas desceram, dando aos vendedores mais margem negocial.',
    ),
    paragraphs: [
      l10n(
        '行业协会数据显示，中国企业在美国运营的海外仓已超过 1000 个，其中洛杉矶、新泽西与休斯敦三地占比接近七成。',
        '行業協會數據顯示，中國企業在美國營運的海外倉已超過 1000 個，其中洛杉磯、新澤西與休斯頓三地佔比接近七成。',
        'Industry association data show more than 1,000 Chinese-run warehouses in the US, nearly 70% of them in Los Angeles, New Jersey and Houston.',
        'Dados de associações do setor mostram mais de 1000 armazéns operados por empresas chinesas nos EUA, quase 70% em Los Angeles, Nova Jérsia e Houston.',
      ),
      l10n(
        '随着新仓陆续投用，美西仓储费用较去年同期下降约 10%。建议卖家比较仓库的系统对接能力、库存准确率与尾程渠道，而不只看单价。',
        '隨著新倉陸續投入使用，美西倉儲費用較去年同期下降約 10%。建議賣家比較倉庫的系統對接能力、庫存準確率與尾程渠道，而不只看單價。',
        'With new facilities opening, West Coast storage costs are about 10% lower than a year ago. Compare warehouses on system integration, stock accuracy and last-mile options, not just unit price.',
        'Com a abertura de novas instalações, os custos de armazenagem na costa oeste estão cerca de 10% abaixo do ano passado. Compare os armazéns pela integração de sistemas, pela exatidão do stock e pelas opções de última milha, e não só pelo preço unitário.',
      ),
    ],
  },
];
