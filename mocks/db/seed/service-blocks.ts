/**
 * What every service of a category shares: the promise paragraph of the description, the
 * process steps and the FAQ. Services add their own summary and packages (services.ts).
 */
import { l10n, type L10n } from '../../lib/l10n';
import { SERVICE_CATEGORY_IDS as C } from './service-categories';

export interface StepRow {
  title: L10n;
  description: L10n;
}

export interface FaqRow {
  question: L10n;
  answer: L10n;
}

export interface CategoryBlock {
  promise: L10n;
  process: StepRow[];
  faqs: FaqRow[];
}

const step = (title: L10n, description: L10n): StepRow => ({ title, description });
const faq = (question: L10n, answer: L10n): FaqRow => ({ question, answer });

export const INCLUDED_HEADING = l10n(
  '服务内容',
  '服務內容',
  'What is included',
  'O que está incluído',
);

export const CATEGORY_BLOCKS: Record<number, CategoryBlock> = {
  [C.STORE_OPENING]: {
    promise: l10n(
      '资料预审通过率 98%，审核未通过可免费重新提交；专属顾问全程跟进，开店后赠送 30 天运营陪跑。',
      '資料預審通過率 98%，審核未獲通過可免費重新提交；專屬顧問全程跟進，開店後贈送 30 天營運陪跑。',
      'A 98% pass rate at pre-check and free resubmission if the review fails; a dedicated adviser follows every step and you get 30 days of operations coaching after opening.',
      'Taxa de aprovação de 98% na pré-verificação e nova submissão gratuita se a análise falhar; um consultor dedicado acompanha cada passo e recebe 30 dias de acompanhamento operacional após a abertura.',
    ),
    process: [
      step(
        l10n('提交资料', '提交資料', 'Send documents', 'Enviar documentos'),
        l10n(
          '下单后按清单上传营业执照、法人身份证与收款账户信息，顾问 1 个工作日内完成预审。',
          '落單後按清單上載營業執照、法人身份證與收款帳戶資料，顧問 1 個工作天內完成預審。',
          'After ordering, upload the business licence, the legal representative’s ID and payment account details from the checklist; the adviser pre-checks them within one working day.',
          'Depois da encomenda, carregue a licença comercial, a identificação do representante legal e os dados da conta de pagamentos conforme a lista; o consultor verifica-os num dia útil.',
        ),
      ),
      step(
        l10n('注册申请', '註冊申請', 'Registration', 'Registo'),
        l10n(
          '顾问在独立网络环境中完成平台注册与资料填写，避免账号关联风险。',
          '顧問在獨立網絡環境中完成平台註冊與資料填寫，避免帳戶關聯風險。',
          'The adviser registers the store and fills in the forms from a dedicated network environment to avoid linked-account risks.',
          'O consultor regista a loja e preenche os formulários a partir de um ambiente de rede dedicado, para evitar riscos de contas associadas.',
        ),
      ),
      step(
        l10n('平台审核', '平台審核', 'Platform review', 'Análise da plataforma'),
        l10n(
          '跟进平台审核与视频验证，如需补充材料会第一时间通知您。',
          '跟進平台審核與視像驗證，如需補交文件會第一時間通知您。',
          'We follow the platform review and video verification and tell you at once if more documents are needed.',
          'Acompanhamos a análise da plataforma e a verificação por vídeo e avisamos de imediato se forem precisos mais documentos.',
        ),
      ),
      step(
        l10n('开店交付', '開店交付', 'Handover', 'Entrega'),
        l10n(
          '审核通过后移交账号并完成基础设置，顾问陪跑 30 天。',
          '審核通過後移交帳戶並完成基本設定，顧問陪跑 30 天。',
          'Once approved we hand over the account with the basic settings done, and the adviser coaches you for 30 days.',
          'Depois da aprovação entregamos a conta já com a configuração básica e o consultor acompanha-o durante 30 dias.',
        ),
      ),
    ],
    faqs: [
      faq(
        l10n(
          '开店需要多长时间？',
          '開店需要多長時間？',
          'How long does opening a store take?',
          'Quanto tempo demora abrir uma loja?',
        ),
        l10n(
          '资料齐全时一般 5 到 10 个工作日，视平台审核进度而定。',
          '資料齊全時一般 5 至 10 個工作天，視乎平台審核進度。',
          'Usually 5 to 10 working days with complete documents, depending on the platform’s review.',
          'Normalmente 5 a 10 dias úteis com a documentação completa, consoante a análise da plataforma.',
        ),
      ),
      faq(
        l10n(
          '审核没有通过怎么办？',
          '審核未獲通過怎麼辦？',
          'What if the review fails?',
          'E se a análise não for aprovada?',
        ),
        l10n(
          '顾问会分析原因并免费重新提交；因平台政策原因无法开店的，全额退还服务费。',
          '顧問會分析原因並免費重新提交；因平台政策原因無法開店的，全數退還服務費。',
          'The adviser finds out why and resubmits for free; if the platform’s policy makes opening impossible, the service fee is refunded in full.',
          'O consultor analisa o motivo e volta a submeter sem custos; se a política da plataforma impedir a abertura, a taxa de serviço é reembolsada na totalidade.',
        ),
      ),
      faq(
        l10n(
          '个体工商户可以开店吗？',
          '個體工商戶可以開店嗎？',
          'Can a sole proprietor open a store?',
          'Um empresário em nome individual pode abrir loja?',
        ),
        l10n(
          '部分平台和站点支持个体工商户，下单前顾问会根据您的资质推荐合适的站点。',
          '部分平台和站點支援個體工商戶，落單前顧問會按您的資質推薦合適的站點。',
          'Some platforms and sites accept sole proprietors; before you order, the adviser recommends suitable sites for your situation.',
          'Algumas plataformas e sites aceitam empresários em nome individual; antes da encomenda, o consultor recomenda os sites adequados à sua situação.',
        ),
      ),
    ],
  },
  [C.IP]: {
    promise: l10n(
      '官费透明、进度可查，代理人一对一答复审查意见；商标被驳回可免费复审一次。',
      '官費透明、進度可查，代理人一對一答覆審查意見；商標被駁回可免費覆審一次。',
      'Transparent official fees and trackable progress, with an attorney answering office actions one to one; one free appeal if the trademark is refused.',
      'Taxas oficiais transparentes e progresso acompanhável, com um mandatário a responder às objeções; um recurso gratuito se a marca for recusada.',
    ),
    process: [
      step(
        l10n('商标检索', '商標檢索', 'Clearance search', 'Pesquisa prévia'),
        l10n(
          '免费检索近似商标并评估注册成功率。',
          '免費檢索近似商標並評估註冊成功率。',
          'Free search for similar marks and an estimate of the chances of registration.',
          'Pesquisa gratuita de marcas semelhantes e estimativa das hipóteses de registo.',
        ),
      ),
      step(
        l10n('准备文件', '準備文件', 'Prepare the filing', 'Preparar o pedido'),
        l10n(
          '确认申请人、商品类别与商标图样，签署委托书。',
          '確認申請人、商品類別與商標圖樣，簽署委託書。',
          'Confirm the applicant, the classes of goods and the mark, and sign the power of attorney.',
          'Confirmar o requerente, as classes de produtos e o sinal, e assinar a procuração.',
        ),
      ),
      step(
        l10n('官方递交', '官方遞交', 'Filing', 'Apresentação do pedido'),
        l10n(
          '向官方递交申请，1 个工作日内提供申请号，可用于平台品牌备案。',
          '向官方遞交申請，1 個工作天內提供申請號，可用於平台品牌備案。',
          'We file with the office and send the serial number within one working day; it can already be used for brand registries.',
          'Apresentamos o pedido e enviamos o número num dia útil; já pode ser usado nos registos de marca dos marketplaces.',
        ),
      ),
      step(
        l10n('审查与下证', '審查與下證', 'Examination and registration', 'Exame e registo'),
        l10n(
          '跟进审查、公告与异议期，下证后寄送证书电子版。',
          '跟進審查、公告與異議期，下證後寄送證書電子版。',
          'We follow the examination, publication and opposition period and send the certificate once registered.',
          'Acompanhamos o exame, a publicação e o prazo de oposição e enviamos o certificado após o registo.',
        ),
      ),
    ],
    faqs: [
      faq(
        l10n(
          '商标注册需要多长时间？',
          '商標註冊需要多長時間？',
          'How long does a trademark registration take?',
          'Quanto tempo demora o registo de uma marca?',
        ),
        l10n(
          '美国约 8 到 12 个月，欧盟约 4 到 6 个月，英国约 3 到 4 个月，日本约 6 到 10 个月；递交后即可获得申请号。',
          '美國約 8 至 12 個月，歐盟約 4 至 6 個月，英國約 3 至 4 個月，日本約 6 至 10 個月；遞交後即可取得申請號。',
          'About 8–12 months in the US, 4–6 in the EU, 3–4 in the UK and 6–10 in Japan; you get a serial number as soon as it is filed.',
          'Cerca de 8 a 12 meses nos EUA, 4 a 6 na UE, 3 a 4 no Reino Unido e 6 a 10 no Japão; recebe o número do pedido logo após a apresentação.',
        ),
      ),
      faq(
        l10n(
          '用个人名义还是公司名义申请？',
          '用個人名義還是公司名義申請？',
          'Should I file as an individual or a company?',
          'Devo fazer o pedido em nome pessoal ou da empresa?',
        ),
        l10n(
          '建议与开店主体一致，便于品牌备案；计划转让的也可先以个人名义申请。',
          '建議與開店主體一致，方便品牌備案；計劃轉讓的亦可先以個人名義申請。',
          'Preferably the same entity as the store, which makes brand registry easier; if you plan to transfer it, you can file as an individual first.',
          'De preferência a mesma entidade da loja, o que facilita o registo de marca; se pretender transferi-la, pode fazer primeiro o pedido em nome pessoal.',
        ),
      ),
      faq(
        l10n(
          '价格包含官费吗？',
          '價格包括官費嗎？',
          'Are official fees included?',
          'As taxas oficiais estão incluídas?',
        ),
        l10n(
          '套餐价已含一个类别的官费，增加类别按套餐说明另计。',
          '套餐價已包括一個類別的官費，增加類別按套餐說明另計。',
          'Package prices include the official fee for one class; extra classes are charged as the package states.',
          'O preço do pacote inclui a taxa oficial de uma classe; as classes adicionais são cobradas conforme indicado no pacote.',
        ),
      ),
    ],
  },
  [C.VAT]: {
    promise: l10n(
      '本地持牌税务师办理，按时申报零逾期；提供中文申报报表与缴税指引。',
      '本地持牌稅務師辦理，按時申報零逾期；提供中文申報報表與繳稅指引。',
      'Handled by licensed local tax advisers with every return filed on time; Chinese-language reports and payment instructions included.',
      'Tratado por técnicos fiscais locais licenciados, com todas as declarações entregues a tempo; relatórios e instruções de pagamento em chinês incluídos.',
    ),
    process: [
      step(
        l10n('资料收集', '資料收集', 'Collect documents', 'Recolha de documentos'),
        l10n(
          '上传公司文件、法人护照或身份证与平台销售报告。',
          '上載公司文件、法人護照或身份證與平台銷售報告。',
          'Upload the company documents, the representative’s passport or ID and the marketplace sales reports.',
          'Carregue os documentos da empresa, o passaporte ou identificação do representante e os relatórios de vendas do marketplace.',
        ),
      ),
      step(
        l10n('税号申请', '稅號申請', 'VAT number', 'Número de IVA'),
        l10n(
          '税务师向当地税局递交注册申请并跟进问询。',
          '稅務師向當地稅局遞交註冊申請並跟進查詢。',
          'The tax adviser files the registration with the local tax office and handles its questions.',
          'O técnico fiscal apresenta o registo à autoridade tributária local e responde às suas questões.',
        ),
      ),
      step(
        l10n('按期申报', '按期申報', 'Returns', 'Declarações'),
        l10n(
          '根据销售数据按月或按季申报，申报前发送报表供您确认。',
          '根據銷售數據按月或按季申報，申報前發送報表供您確認。',
          'Returns are filed monthly or quarterly from your sales data; you confirm the report before filing.',
          'As declarações são entregues mensal ou trimestralmente com base nas vendas; confirma o relatório antes da entrega.',
        ),
      ),
      step(
        l10n('缴税与存档', '繳稅與存檔', 'Payment and records', 'Pagamento e comprovativos'),
        l10n(
          '提供缴税指引与回执，所有申报记录在线可查。',
          '提供繳稅指引與回條，所有申報記錄網上可查。',
          'You get payment instructions and receipts, and every return stays available online.',
          'Recebe instruções de pagamento e comprovativos, e todas as declarações ficam disponíveis online.',
        ),
      ),
    ],
    faqs: [
      faq(
        l10n(
          '没有当地仓储也需要注册 VAT 吗？',
          '沒有當地倉儲也需要註冊 VAT 嗎？',
          'Do I need VAT without local storage?',
          'Preciso de IVA sem armazenamento local?',
        ),
        l10n(
          '在欧盟远程销售超过 1 万欧元阈值、或通过 FBA 在当地仓储时都需要注册；不确定时顾问可免费评估。',
          '在歐盟遙距銷售超過 1 萬歐元門檻、或透過 FBA 在當地倉儲時均需註冊；不確定時顧問可免費評估。',
          'Yes, once EU distance sales pass the EUR 10,000 threshold, or if FBA stores goods locally; the adviser can assess your case for free.',
          'Sim, quando as vendas à distância na UE ultrapassam o limiar de 10 000 EUR ou se o FBA armazenar mercadoria no país; o consultor avalia o seu caso gratuitamente.',
        ),
      ),
      faq(
        l10n(
          '注册需要多长时间？',
          '註冊需要多長時間？',
          'How long does registration take?',
          'Quanto tempo demora o registo?',
        ),
        l10n(
          '英国约 2 到 4 周，德国约 6 到 8 周，法国与意大利约 4 到 6 周。',
          '英國約 2 至 4 週，德國約 6 至 8 週，法國與意大利約 4 至 6 週。',
          'About 2–4 weeks in the UK, 6–8 in Germany and 4–6 in France and Italy.',
          'Cerca de 2 a 4 semanas no Reino Unido, 6 a 8 na Alemanha e 4 a 6 em França e Itália.',
        ),
      ),
      faq(
        l10n(
          '以前没有申报可以补报吗？',
          '以前沒有申報可以補報嗎？',
          'Can past returns be filed late?',
          'É possível regularizar declarações em atraso?',
        ),
        l10n(
          '可以，税务师会核算历史销售并制定补报方案，尽量降低罚款与利息。',
          '可以，稅務師會核算歷史銷售並制定補報方案，盡量減低罰款與利息。',
          'Yes; the adviser reconstructs past sales and plans the late filings to keep penalties and interest as low as possible.',
          'Sim; o técnico reconstitui as vendas passadas e planeia as declarações em atraso para reduzir ao mínimo coimas e juros.',
        ),
      ),
    ],
  },
  [C.BRAND]: {
    promise: l10n(
      '一对一品牌顾问，母语审校，不满意可修改两轮；交付源文件与使用规范。',
      '一對一品牌顧問，母語審校，不滿意可修改兩輪；交付原始檔案與使用規範。',
      'A one-to-one brand consultant, native-speaker proofreading and two rounds of revisions; source files and usage guidelines delivered.',
      'Um consultor de marca dedicado, revisão por falantes nativos e duas rondas de alterações; entrega dos ficheiros originais e das regras de utilização.',
    ),
    process: [
      step(
        l10n('需求沟通', '需求溝通', 'Brief', 'Briefing'),
        l10n(
          '顾问了解产品、目标人群与竞品，确认交付清单。',
          '顧問了解產品、目標客群與競品，確認交付清單。',
          'The consultant learns about the product, the target customers and competitors and confirms the deliverables.',
          'O consultor conhece o produto, o público-alvo e a concorrência e confirma a lista de entregas.',
        ),
      ),
      step(
        l10n('方案策划', '方案策劃', 'Proposal', 'Proposta'),
        l10n(
          '输出创意方案或文案初稿，与您确认方向。',
          '提交創意方案或文案初稿，與您確認方向。',
          'We present the creative proposal or first draft and agree the direction with you.',
          'Apresentamos a proposta criativa ou o primeiro rascunho e definimos a direção consigo.',
        ),
      ),
      step(
        l10n('制作与审校', '製作與審校', 'Production and proofreading', 'Produção e revisão'),
        l10n(
          '拍摄、设计或撰写，母语译者逐字审校。',
          '拍攝、設計或撰寫，母語譯者逐字審校。',
          'Shooting, design or writing, with native translators proofreading every word.',
          'Fotografia, design ou redação, com tradutores nativos a rever cada palavra.',
        ),
      ),
      step(
        l10n('交付与修改', '交付與修改', 'Delivery and revisions', 'Entrega e alterações'),
        l10n(
          '交付成品与源文件，两轮内免费修改。',
          '交付成品與原始檔案，兩輪內免費修改。',
          'Final files and sources delivered, with two rounds of free revisions.',
          'Entrega dos ficheiros finais e originais, com duas rondas de alterações gratuitas.',
        ),
      ),
    ],
    faqs: [
      faq(
        l10n(
          '需要寄样品吗？',
          '需要寄樣品嗎？',
          'Do I need to send samples?',
          'Tenho de enviar amostras?',
        ),
        l10n(
          '拍摄类服务需要寄送 1 到 2 件样品到杭州摄影棚，拍摄完成后可寄回。',
          '拍攝類服務需要寄送 1 至 2 件樣品到杭州攝影棚，拍攝完成後可寄回。',
          'For photography, send one or two samples to our Hangzhou studio; they can be returned afterwards.',
          'Para fotografia, envie uma ou duas amostras para o nosso estúdio em Hangzhou; podem ser devolvidas depois.',
        ),
      ),
      faq(
        l10n(
          '文案由谁翻译？',
          '文案由誰翻譯？',
          'Who translates the copy?',
          'Quem traduz os textos?',
        ),
        l10n(
          '由目标市场的母语译者撰写，并结合平台搜索关键词优化。',
          '由目標市場的母語譯者撰寫，並結合平台搜尋關鍵字優化。',
          'Native translators from the target market write it and optimise it for marketplace search keywords.',
          'Tradutores nativos do mercado-alvo redigem os textos e otimizam-nos para as palavras-chave de pesquisa dos marketplaces.',
        ),
      ),
      faq(
        l10n(
          '版权归谁？',
          '版權歸誰？',
          'Who owns the copyright?',
          'A quem pertencem os direitos de autor?',
        ),
        l10n(
          '付款完成后成品与源文件的版权归您所有。',
          '付款完成後成品與原始檔案的版權歸您所有。',
          'Once paid, you own the copyright of the final and source files.',
          'Após o pagamento, os direitos de autor dos ficheiros finais e originais passam a ser seus.',
        ),
      ),
    ],
  },
  [C.ADS]: {
    promise: l10n(
      '专属优化师每日调整，周报与月度复盘透明可查；首月 ACOS 或 ROAS 未达约定目标可免当月服务费。',
      '專屬優化師每日調整，週報與月度覆盤透明可查；首月 ACOS 或 ROAS 未達約定目標可免當月服務費。',
      'A dedicated optimiser adjusts campaigns daily, with weekly reports and monthly reviews; if the agreed ACOS or ROAS target is missed in the first month, that month’s fee is waived.',
      'Um otimizador dedicado ajusta as campanhas todos os dias, com relatórios semanais e revisões mensais; se o objetivo de ACOS ou ROAS acordado não for atingido no primeiro mês, a taxa desse mês não é cobrada.',
    ),
    process: [
      step(
        l10n('账户诊断', '帳戶診斷', 'Account audit', 'Diagnóstico da conta'),
        l10n(
          '免费诊断现有广告与店铺数据，给出目标与预算建议。',
          '免費診斷現有廣告與店鋪數據，提出目標與預算建議。',
          'A free audit of your current ads and store data, with target and budget recommendations.',
          'Diagnóstico gratuito dos anúncios e dados da loja, com recomendações de objetivos e orçamento.',
        ),
      ),
      step(
        l10n('策略制定', '策略制定', 'Strategy', 'Estratégia'),
        l10n(
          '搭建广告结构，确定关键词、受众与出价策略。',
          '搭建廣告結構，確定關鍵字、受眾與出價策略。',
          'We build the campaign structure and set keywords, audiences and bidding.',
          'Construímos a estrutura das campanhas e definimos palavras-chave, públicos e licitações.',
        ),
      ),
      step(
        l10n('投放优化', '投放優化', 'Running and optimising', 'Execução e otimização'),
        l10n(
          '每日调整出价与否定词，每周提交数据周报。',
          '每日調整出價與否定字詞，每週提交數據週報。',
          'Bids and negatives are adjusted daily and a weekly report is sent.',
          'Ajustamos licitações e palavras negativas todos os dias e enviamos um relatório semanal.',
        ),
      ),
      step(
        l10n('月度复盘', '月度覆盤', 'Monthly review', 'Revisão mensal'),
        l10n(
          '复盘目标完成情况并规划下月预算与大促节奏。',
          '覆盤目標完成情況並規劃下月預算與大促節奏。',
          'We review the targets and plan next month’s budget and campaign calendar.',
          'Revemos os objetivos e planeamos o orçamento e o calendário de campanhas do mês seguinte.',
        ),
      ),
    ],
    faqs: [
      faq(
        l10n(
          '广告费包含在服务费里吗？',
          '廣告費包括在服務費內嗎？',
          'Is the ad spend included in the fee?',
          'O investimento em anúncios está incluído na taxa?',
        ),
        l10n(
          '不包含，广告费由您直接支付给平台，服务费仅为代运营费用。',
          '不包括，廣告費由您直接支付給平台，服務費僅為代營運費用。',
          'No. You pay the ad spend directly to the platform; the fee covers management only.',
          'Não. Paga o investimento diretamente à plataforma; a taxa cobre apenas a gestão.',
        ),
      ),
      faq(
        l10n(
          '需要提供账号权限吗？',
          '需要提供帳戶權限嗎？',
          'Do you need access to my account?',
          'Precisam de acesso à minha conta?',
        ),
        l10n(
          '只需开通广告子账号权限，无需提供主账号密码。',
          '只需開通廣告子帳戶權限，無需提供主帳戶密碼。',
          'Only an advertising user permission; we never need your main account password.',
          'Apenas uma permissão de utilizador de publicidade; nunca precisamos da palavra-passe da conta principal.',
        ),
      ),
      faq(
        l10n(
          '最短合作多久？',
          '最短合作多久？',
          'What is the minimum term?',
          'Qual é o prazo mínimo?',
        ),
        l10n(
          '按月付费，最短一个月，建议至少合作一个季度以完成测试与优化周期。',
          '按月付費，最短一個月，建議至少合作一個季度以完成測試與優化週期。',
          'Billing is monthly with a one-month minimum; a quarter is recommended to complete a test and optimisation cycle.',
          'A faturação é mensal com um mínimo de um mês; recomenda-se um trimestre para completar um ciclo de testes e otimização.',
        ),
      ),
    ],
  },
  [C.SITE]: {
    promise: l10n(
      '项目经理全程对接，上线前完成速度、移动端与支付测试；上线后 3 个月免费技术维护。',
      '項目經理全程對接，上線前完成速度、手機版與支付測試；上線後 3 個月免費技術維護。',
      'A project manager throughout, with speed, mobile and payment tests before launch and three months of free technical maintenance afterwards.',
      'Um gestor de projeto do início ao fim, com testes de velocidade, telemóvel e pagamentos antes do lançamento e três meses de manutenção técnica gratuita depois.',
    ),
    process: [
      step(
        l10n('需求确认', '需求確認', 'Requirements', 'Requisitos'),
        l10n(
          '确认品牌风格、页面清单、语言与币种，签订项目计划。',
          '確認品牌風格、頁面清單、語言與貨幣，簽訂項目計劃。',
          'We agree the brand style, page list, languages and currencies and sign the project plan.',
          'Definimos o estilo da marca, a lista de páginas, as línguas e as moedas e assinamos o plano do projeto.',
        ),
      ),
      step(
        l10n('设计开发', '設計開發', 'Design and build', 'Design e desenvolvimento'),
        l10n(
          '设计首页与商品页并完成主题开发、插件配置。',
          '設計首頁與商品頁並完成主題開發、外掛設定。',
          'We design the home and product pages, develop the theme and configure the apps.',
          'Desenhamos a página inicial e as páginas de produto, desenvolvemos o tema e configuramos as aplicações.',
        ),
      ),
      step(
        l10n('测试上线', '測試上線', 'Testing and launch', 'Testes e lançamento'),
        l10n(
          '完成支付、物流、速度与移动端测试后正式上线。',
          '完成支付、物流、速度與手機版測試後正式上線。',
          'Payments, shipping, speed and mobile are tested before going live.',
          'Testamos pagamentos, envios, velocidade e versão móvel antes de entrar em produção.',
        ),
      ),
      step(
        l10n('培训维护', '培訓維護', 'Training and maintenance', 'Formação e manutenção'),
        l10n(
          '培训后台操作，提供 3 个月免费维护。',
          '培訓後台操作，提供 3 個月免費維護。',
          'We train your team on the back office and maintain the site free for three months.',
          'Formamos a sua equipa na área de gestão e mantemos o site gratuitamente durante três meses.',
        ),
      ),
    ],
    faqs: [
      faq(
        l10n(
          '建站需要多长时间？',
          '建站需要多長時間？',
          'How long does a website take?',
          'Quanto tempo demora um site?',
        ),
        l10n(
          '标准站约 15 个工作日，定制站约 30 到 45 个工作日。',
          '標準網站約 15 個工作天，定制網站約 30 至 45 個工作天。',
          'About 15 working days for a standard site and 30–45 for a custom one.',
          'Cerca de 15 dias úteis para um site padrão e 30 a 45 para um personalizado.',
        ),
      ),
      faq(
        l10n(
          '平台月费和域名费包含吗？',
          '平台月費和域名費包括嗎？',
          'Are the platform subscription and domain included?',
          'A subscrição da plataforma e o domínio estão incluídos?',
        ),
        l10n(
          '不包含，Shopify 月费、付费主题与域名由您直接购买，我们协助开通。',
          '不包括，Shopify 月費、付費主題與域名由您直接購買，我們協助開通。',
          'No. You buy the Shopify plan, paid themes and the domain directly; we help you set them up.',
          'Não. Compra diretamente o plano Shopify, os temas pagos e o domínio; ajudamos na configuração.',
        ),
      ),
      faq(
        l10n(
          '上线后可以自己修改吗？',
          '上線後可以自行修改嗎？',
          'Can I edit the site myself after launch?',
          'Posso alterar o site depois do lançamento?',
        ),
        l10n(
          '可以，我们会提供操作培训与图文手册，日常上新和修改可自行完成。',
          '可以，我們會提供操作培訓與圖文手冊，日常上新和修改可自行完成。',
          'Yes. We provide training and an illustrated manual so that you can add products and make everyday changes yourself.',
          'Sim. Damos formação e um manual ilustrado para que possa adicionar produtos e fazer alterações do dia a dia.',
        ),
      ),
    ],
  },
  [C.CERTIFICATION]: {
    promise: l10n(
      'CNAS 认可实验室出具报告，平台审核不通过免费整改复测；全程进度在线可查。',
      'CNAS 認可實驗室出具報告，平台審核不通過免費整改覆測；全程進度網上可查。',
      'Reports from a CNAS-accredited laboratory, free corrective retesting if a marketplace rejects them, and progress trackable online.',
      'Relatórios de um laboratório acreditado pelo CNAS, novo ensaio corretivo gratuito se um marketplace os rejeitar e progresso acompanhável online.',
    ),
    process: [
      step(
        l10n('方案评估', '方案評估', 'Assessment', 'Avaliação'),
        l10n(
          '工程师根据产品与目标市场确定认证标准、测试项目与周期。',
          '工程師根據產品與目標市場確定認證標準、測試項目與週期。',
          'An engineer sets the standards, tests and timeline for your product and target market.',
          'Um engenheiro define as normas, os ensaios e o prazo para o produto e o mercado-alvo.',
        ),
      ),
      step(
        l10n('寄样测试', '寄樣測試', 'Samples and testing', 'Amostras e ensaios'),
        l10n(
          '寄送样品与资料，实验室安排测试。',
          '寄送樣品與資料，實驗室安排測試。',
          'You send samples and documents and the laboratory runs the tests.',
          'Envia as amostras e os documentos e o laboratório realiza os ensaios.',
        ),
      ),
      step(
        l10n('整改复测', '整改覆測', 'Corrections', 'Correções'),
        l10n(
          '测试未通过时提供整改建议并免费复测一次。',
          '測試未通過時提供整改建議並免費覆測一次。',
          'If a test fails we advise on corrections and retest once for free.',
          'Se um ensaio falhar, aconselhamos as correções e repetimos o ensaio uma vez sem custos.',
        ),
      ),
      step(
        l10n('出具证书', '出具證書', 'Certificate', 'Certificado'),
        l10n(
          '出具报告与证书，协助上传平台审核。',
          '出具報告與證書，協助上載平台審核。',
          'We issue the report and certificate and help you upload them for marketplace review.',
          'Emitimos o relatório e o certificado e ajudamos a carregá-los para a análise do marketplace.',
        ),
      ),
    ],
    faqs: [
      faq(
        l10n(
          '需要寄几件样品？',
          '需要寄幾件樣品？',
          'How many samples are needed?',
          'Quantas amostras são necessárias?',
        ),
        l10n(
          '一般 2 到 3 件，无线类产品需额外提供测试固件。',
          '一般 2 至 3 件，無線類產品需額外提供測試韌體。',
          'Usually two or three; wireless products also need test firmware.',
          'Normalmente duas ou três; os produtos sem fios precisam também de firmware de teste.',
        ),
      ),
      faq(
        l10n(
          '证书有效期多久？',
          '證書有效期多久？',
          'How long is a certificate valid?',
          'Qual é a validade do certificado?',
        ),
        l10n(
          '只要产品设计与适用标准不变，证书长期有效；FDA 注册需每两年续期。',
          '只要產品設計與適用標準不變，證書長期有效；FDA 註冊需每兩年續期。',
          'As long as the design and applicable standards do not change; FDA registration must be renewed every two years.',
          'Enquanto o design e as normas aplicáveis não mudarem; o registo na FDA tem de ser renovado de dois em dois anos.',
        ),
      ),
      faq(
        l10n(
          '报告平台认可吗？',
          '報告獲平台認可嗎？',
          'Do marketplaces accept the reports?',
          'Os marketplaces aceitam os relatórios?',
        ),
        l10n(
          '报告由 CNAS 认可实验室出具，亚马逊、eBay、速卖通等平台均认可。',
          '報告由 CNAS 認可實驗室出具，亞馬遜、eBay、速賣通等平台均認可。',
          'Yes. They come from a CNAS-accredited laboratory and are accepted by Amazon, eBay, AliExpress and others.',
          'Sim. São emitidos por um laboratório acreditado pelo CNAS e aceites pela Amazon, eBay, AliExpress e outros.',
        ),
      ),
    ],
  },
};
