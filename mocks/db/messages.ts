/**
 * The message centre. Seeded: 36 messages for demo over ~60 days (order, invoice, logistics,
 * system and activity notices, HTML bodies, the newest ones unread) and a few for the second
 * user. New ORDER messages are written when an order is paid (`onOrderPaid`).
 */
import type { MessageType } from '../../src/api/gen/model';
import { clock, formatDateTime } from '../lib/clock';
import { l10n, type L10n } from '../lib/l10n';
import { orders, onOrderPaid, type OrderRow } from './orders';
import { fill, paragraphs } from './seed/text';
import { defineCollection, type SeedContext } from './store';
import { DEMO_USER_ID, SECOND_USER_ID } from './users';

export interface MessageRow {
  id: number;
  userId: number;
  type: MessageType;
  title: L10n;
  content: L10n;
  read: boolean;
  createTime: string;
}

type Template = { type: MessageType; title: L10n; body: L10n[] };

const T = {
  paid: {
    type: 'ORDER',
    title: l10n(
      '订单 {orderNo} 已支付成功',
      '訂單 {orderNo} 已支付成功',
      'Order {orderNo} has been paid',
      'A encomenda {orderNo} foi paga',
    ),
    body: [
      l10n(
        '您购买的「{name}」已支付成功，支付金额 <strong>¥{amount}</strong>。',
        '您購買的「{name}」已支付成功，支付金額 <strong>¥{amount}</strong>。',
        'Your payment of <strong>¥{amount}</strong> for “{name}” was successful.',
        'O pagamento de <strong>¥{amount}</strong> por «{name}» foi concluído.',
      ),
      l10n(
        '客户经理将在 1 个工作日内与您联系，您也可以在<a href="/zh_CN/personal/order">我的订单</a>中查看进度。',
        '客戶經理將在 1 個工作日內與您聯繫，您也可以在<a href="/zh_HK/personal/order">我的訂單</a>中查看進度。',
        'An account manager will contact you within one working day; you can follow the progress in <a href="/en_US/personal/order">My orders</a>.',
        'Um gestor de conta irá contactá-lo no prazo de um dia útil; pode acompanhar o progresso em <a href="/pt_PT/personal/order">As minhas encomendas</a>.',
      ),
    ],
  },
  completed: {
    type: 'ORDER',
    title: l10n(
      '订单 {orderNo} 已完成',
      '訂單 {orderNo} 已完成',
      'Order {orderNo} is complete',
      'A encomenda {orderNo} está concluída',
    ),
    body: [
      l10n(
        '「{name}」的服务已全部交付，交易完成。感谢您的信任！',
        '「{name}」的服務已全部交付，交易完成。感謝您的信任！',
        'Everything for “{name}” has been delivered and the transaction is complete. Thank you for your trust!',
        'Tudo o que respeita a «{name}» foi entregue e a transação está concluída. Obrigado pela confiança!',
      ),
      l10n(
        '如需开具发票，请前往「我的订单」申请。',
        '如需開具發票，請前往「我的訂單」申請。',
        'If you need an invoice, apply for it in My orders.',
        'Se precisar de fatura, peça-a em As minhas encomendas.',
      ),
    ],
  },
  pending: {
    type: 'ORDER',
    title: l10n(
      '订单 {orderNo} 待支付',
      '訂單 {orderNo} 待支付',
      'Order {orderNo} is waiting for payment',
      'A encomenda {orderNo} aguarda pagamento',
    ),
    body: [
      l10n(
        '您的订单「{name}」已提交，请在 <strong>30 分钟</strong>内完成支付，超时订单将自动关闭。',
        '您的訂單「{name}」已提交，請在 <strong>30 分鐘</strong>內完成支付，逾時訂單將自動關閉。',
        'Your order “{name}” was placed. Please pay within <strong>30 minutes</strong> or it will be closed automatically.',
        'A sua encomenda «{name}» foi registada. Pague no prazo de <strong>30 minutos</strong>, caso contrário será fechada automaticamente.',
      ),
    ],
  },
  cancelled: {
    type: 'ORDER',
    title: l10n(
      '订单 {orderNo} 已取消',
      '訂單 {orderNo} 已取消',
      'Order {orderNo} was cancelled',
      'A encomenda {orderNo} foi cancelada',
    ),
    body: [
      l10n(
        '订单「{name}」已取消。如有疑问，请联系在线客服。',
        '訂單「{name}」已取消。如有疑問，請聯絡線上客服。',
        'The order “{name}” was cancelled. If you have questions, please contact customer service.',
        'A encomenda «{name}» foi cancelada. Em caso de dúvida, contacte o apoio ao cliente.',
      ),
    ],
  },
  review: {
    type: 'ORDER',
    title: l10n(
      '订单 {orderNo} 已提交审核',
      '訂單 {orderNo} 已提交審核',
      'Order {orderNo} is under review',
      'A encomenda {orderNo} está em análise',
    ),
    body: [
      l10n(
        '我们已收到「{name}」的需求，服务商将在 2 小时内完成审核并报价。',
        '我們已收到「{name}」的需求，服務商將在 2 小時內完成審核並報價。',
        'We have received your request for “{name}”; the provider will review it and quote within 2 hours.',
        'Recebemos o seu pedido de «{name}»; o prestador irá analisá-lo e orçamentá-lo no prazo de 2 horas.',
      ),
    ],
  },
  invoice: {
    type: 'ORDER',
    title: l10n(
      '订单 {orderNo} 的发票已开具',
      '訂單 {orderNo} 的發票已開具',
      'The invoice of order {orderNo} has been issued',
      'A fatura da encomenda {orderNo} foi emitida',
    ),
    body: [
      l10n(
        '发票已开具，您可以在<a href="/zh_CN/personal/invoice">我的发票</a>中查看和下载。',
        '發票已開具，您可以在<a href="/zh_HK/personal/invoice">我的發票</a>中查看和下載。',
        'The invoice has been issued; view and download it in <a href="/en_US/personal/invoice">My invoices</a>.',
        'A fatura foi emitida; consulte-a e descarregue-a em <a href="/pt_PT/personal/invoice">As minhas faturas</a>.',
      ),
    ],
  },
  shipConfirmed: {
    type: 'LOGISTICS',
    title: l10n(
      '包裹订单 {no} 已确认，请支付运费',
      '包裹訂單 {no} 已確認，請支付運費',
      'Parcel order {no} confirmed: please pay the freight',
      'Encomenda de envio {no} confirmada: pague o frete',
    ),
    body: [
      l10n(
        '业务经理已确认您的 {cartons} 箱货物发往 {warehouse}，运费 <strong>¥{fee}</strong>。',
        '業務經理已確認您的 {cartons} 箱貨物發往 {warehouse}，運費 <strong>¥{fee}</strong>。',
        'Your account manager confirmed {cartons} cartons to {warehouse}; freight <strong>¥{fee}</strong>.',
        'O seu gestor confirmou {cartons} caixas para {warehouse}; frete <strong>¥{fee}</strong>.',
      ),
      l10n(
        '请在个人中心完成支付，支付后我们将尽快安排提货。',
        '請在個人中心完成支付，支付後我們將盡快安排提貨。',
        'Please pay in the personal centre; pick-up is arranged as soon as you have paid.',
        'Pague no centro pessoal; a recolha é marcada logo após o pagamento.',
      ),
    ],
  },
  waybill: {
    type: 'LOGISTICS',
    title: l10n(
      '运单 {no} 已生成，可打印',
      '運單 {no} 已生成，可列印',
      'Waybill {no} is ready to print',
      'A guia de transporte {no} está pronta a imprimir',
    ),
    body: [
      l10n(
        '您的包裹订单已审核通过，请打印运单并贴在每个外箱上。',
        '您的包裹訂單已審核通過，請列印運單並貼在每個外箱上。',
        'Your parcel order was approved. Print the waybill and attach it to every carton.',
        'A sua encomenda de envio foi aprovada. Imprima a guia e cole-a em cada caixa.',
      ),
    ],
  },
  delivered: {
    type: 'LOGISTICS',
    title: l10n(
      '货件已签收：{warehouse}',
      '貨件已簽收：{warehouse}',
      'Shipment delivered: {warehouse}',
      'Remessa entregue: {warehouse}',
    ),
    body: [
      l10n(
        '{cartons} 箱货物已由 {warehouse} 仓库签收，预计 2–3 天内完成上架。',
        '{cartons} 箱貨物已由 {warehouse} 倉庫簽收，預計 2–3 天內完成上架。',
        '{cartons} cartons were received at {warehouse}; they should be available for sale in 2–3 days.',
        '{cartons} caixas foram recebidas em {warehouse}; deverão estar à venda dentro de 2 a 3 dias.',
      ),
    ],
  },
  customs: {
    type: 'LOGISTICS',
    title: l10n(
      '清关完成：{no}',
      '清關完成：{no}',
      'Customs cleared: {no}',
      'Desalfandegamento concluído: {no}',
    ),
    body: [
      l10n(
        '货件已在目的港完成清关，正在安排派送，预计 {days} 天送达。',
        '貨件已在目的港完成清關，正在安排派送，預計 {days} 天送達。',
        'The shipment cleared customs at the destination port and is out for delivery; expected in {days} days.',
        'A remessa foi desalfandegada no porto de destino e segue para entrega; prevista em {days} dias.',
      ),
    ],
  },
  certified: {
    type: 'SYSTEM',
    title: l10n(
      '企业认证已通过',
      '企業認證已通過',
      'Enterprise certification approved',
      'Certificação empresarial aprovada',
    ),
    body: [
      l10n(
        '恭喜！「{company}」的企业认证已审核通过，您现在可以享受企业专属服务与发票权益。',
        '恭喜！「{company}」的企業認證已審核通過，您現在可以享受企業專屬服務與發票權益。',
        'Congratulations! The certification of “{company}” was approved; enterprise services and invoicing are now open to you.',
        'Parabéns! A certificação de «{company}» foi aprovada; tem agora acesso aos serviços e à faturação para empresas.',
      ),
    ],
  },
  login: {
    type: 'SYSTEM',
    title: l10n(
      '新设备登录提醒',
      '新裝置登入提醒',
      'Sign-in from a new device',
      'Início de sessão num novo dispositivo',
    ),
    body: [
      l10n(
        '您的账号于 {time} 在 {city} 的新设备上登录。如非本人操作，请立即修改密码。',
        '您的賬號於 {time} 在 {city} 的新裝置上登入。如非本人操作，請立即修改密碼。',
        'Your account signed in on a new device in {city} at {time}. If this was not you, change your password now.',
        'A sua conta iniciou sessão num novo dispositivo em {city} às {time}. Se não foi o próprio, altere já a palavra-passe.',
      ),
    ],
  },
  maintenance: {
    type: 'SYSTEM',
    title: l10n('系统维护通知', '系統維護通知', 'Scheduled maintenance', 'Manutenção programada'),
    body: [
      l10n(
        '为提升服务质量，平台将于 {date} 02:00–04:00 进行系统升级，期间部分功能可能无法使用。',
        '為提升服務質素，平台將於 {date} 02:00–04:00 進行系統升級，期間部分功能可能無法使用。',
        'To improve our service, the platform will be upgraded on {date} from 02:00 to 04:00; some features may be unavailable.',
        'Para melhorar o serviço, a plataforma será atualizada a {date} das 02:00 às 04:00; algumas funções poderão ficar indisponíveis.',
      ),
    ],
  },
  member: {
    type: 'SYSTEM',
    title: l10n(
      '会员等级升级为金牌会员',
      '會員等級升級為金牌會員',
      'You are now a Gold member',
      'É agora membro Ouro',
    ),
    body: [
      l10n(
        '感谢您的支持！金牌会员可享服务市场 95 折、专属客户经理和优先清关通道。',
        '感謝您的支持！金牌會員可享服務市場 95 折、專屬客戶經理和優先清關通道。',
        'Thank you! Gold members get 5% off the service market, a dedicated account manager and priority customs clearance.',
        'Obrigado! Os membros Ouro têm 5% de desconto no mercado de serviços, gestor de conta dedicado e desalfandegamento prioritário.',
      ),
    ],
  },
  privacy: {
    type: 'SYSTEM',
    title: l10n(
      '《隐私政策》更新通知',
      '《私隱政策》更新通知',
      'Privacy policy update',
      'Atualização da política de privacidade',
    ),
    body: [
      l10n(
        '我们更新了《隐私政策》，进一步明确了跨境数据传输的规则，新版本自 {date} 起生效。',
        '我們更新了《私隱政策》，進一步明確了跨境數據傳輸的規則，新版本自 {date} 起生效。',
        'We updated our privacy policy to clarify the rules on cross-border data transfers; it applies from {date}.',
        'Atualizámos a política de privacidade para clarificar as regras de transferência internacional de dados; aplica-se a partir de {date}.',
      ),
    ],
  },
  promo: {
    type: 'ACTIVITY',
    title: l10n('{event}：{offer}', '{event}：{offer}', '{event}: {offer}', '{event}: {offer}'),
    body: [
      l10n(
        '活动时间：即日起至 {date}。名额有限，先到先得。',
        '活動時間：即日起至 {date}。名額有限，先到先得。',
        'From today until {date}. Places are limited: first come, first served.',
        'De hoje até {date}. Vagas limitadas: por ordem de chegada.',
      ),
    ],
  },
  live: {
    type: 'ACTIVITY',
    title: l10n(
      '跨境学院直播预告：{topic}',
      '跨境學院直播預告：{topic}',
      'College live session: {topic}',
      'Sessão em direto da Academia: {topic}',
    ),
    body: [
      l10n(
        '{date} 20:00，资深卖家在线分享实战经验，并现场答疑。',
        '{date} 20:00，資深賣家線上分享實戰經驗，並現場答疑。',
        'On {date} at 20:00 a seasoned seller shares hands-on experience and answers your questions live.',
        'A {date} às 20:00, um vendedor experiente partilha experiência prática e responde em direto às suas perguntas.',
      ),
    ],
  },
} satisfies Record<string, Template>;

type Params = Parameters<typeof fill>[1];

function message(
  template: Template,
  params: Params,
): Pick<MessageRow, 'type' | 'title' | 'content'> {
  return {
    type: template.type,
    title: fill(template.title, params),
    content: paragraphs(...template.body.map((part) => fill(part, params))),
  };
}

const orderParams = (order: Readonly<OrderRow>): Params => ({
  orderNo: order.orderNo,
  name: order.name,
  amount: order.totalAmount.toFixed(2),
});

const E = {
  double11: l10n(
    '双 11 跨境服务节',
    '雙 11 跨境服務節',
    'Singles’ Day services festival',
    'Festival de serviços do Dia dos Solteiros',
  ),
  offer20: l10n(
    '开店服务 8 折',
    '開店服務 8 折',
    '20% off store opening',
    '20% de desconto na abertura de lojas',
  ),
  blackFriday: l10n(
    '黑五备货季',
    '黑五備貨季',
    'Black Friday stock-up season',
    'Época de reposição da Black Friday',
  ),
  freeStorage: l10n(
    '美国海外仓免仓租 30 天',
    '美國海外倉免倉租 30 天',
    '30 days of free storage in US warehouses',
    '30 dias de armazenagem grátis nos armazéns dos EUA',
  ),
  newYear: l10n('新年开工季', '新年開工季', 'New Year kick-off', 'Arranque do Ano Novo'),
  vatCoupon: l10n(
    'VAT 服务立减 300 元',
    'VAT 服務立減 300 元',
    'RMB 300 off VAT services',
    '300 RMB de desconto em serviços de IVA',
  ),
  topicPpc: l10n(
    '旺季广告预算怎么分',
    '旺季廣告預算怎麼分',
    'Splitting your ad budget for peak season',
    'Como dividir o orçamento de anúncios na época alta',
  ),
  topicTiktok: l10n(
    'TikTok Shop 美区起号',
    'TikTok Shop 美區起號',
    'Launching a TikTok Shop account in the US',
    'Lançar uma conta TikTok Shop nos EUA',
  ),
  ontario: l10n('美国 ONT8 仓', '美國 ONT8 倉', 'US warehouse ONT8', 'armazém ONT8 (EUA)'),
  dortmund: l10n(
    '德国 DTM2 仓',
    '德國 DTM2 倉',
    'German warehouse DTM2',
    'armazém DTM2 (Alemanha)',
  ),
  shenzhen: l10n('深圳', '深圳', 'Shenzhen', 'Shenzhen'),
  hangzhou: l10n('杭州', '杭州', 'Hangzhou', 'Hangzhou'),
  company: l10n(
    '深圳市跨越贸易有限公司',
    '深圳市跨越貿易有限公司',
    'Shenzhen Kuayue Trading Co., Ltd.',
    'Shenzhen Kuayue Trading Co., Lda.',
  ),
};

function seedMessages(seed: SeedContext): MessageRow[] {
  const byId = (id: number) => orders.get(id);
  const entries: {
    userId: number;
    daysAgo: number;
    read: boolean;
    content: ReturnType<typeof message>;
  }[] = [];
  const add = (
    daysAgo: number,
    read: boolean,
    content: ReturnType<typeof message>,
    userId = DEMO_USER_ID,
  ) => entries.push({ userId, daysAgo, read, content });
  const forOrder = (id: number, template: Template, daysAgo: number, read: boolean) => {
    const order = byId(id);
    if (order) add(daysAgo, read, message(template, orderParams(order)));
  };
  const date = (daysAhead: number) => seed.dateDaysAgo(-daysAhead);

  forOrder(1, T.pending, 0.004, false);
  forOrder(2, T.pending, 0.0097, false);
  forOrder(3, T.pending, 0.013, false);
  add(0.04, false, message(T.login, { time: seed.minutesAgo(58).slice(11, 16), city: E.hangzhou }));
  forOrder(5, T.review, 0.09, false);
  add(
    0.3,
    false,
    message(T.shipConfirmed, {
      no: 'PK2026A0912',
      cartons: 12,
      warehouse: E.ontario,
      fee: '8,640.00',
    }),
  );
  add(0.6, false, message(T.promo, { event: E.double11, offer: E.offer20, date: date(9) }));
  forOrder(6, T.review, 1.06, false);
  add(1.5, false, message(T.live, { topic: E.topicPpc, date: date(2) }));
  forOrder(10, T.paid, 1.8, false);
  add(2.4, false, message(T.waybill, { no: 'KJT7730019245' }));
  forOrder(7, T.cancelled, 2.9, true);
  forOrder(11, T.paid, 4.9, true);
  add(5.5, true, message(T.delivered, { cartons: 8, warehouse: E.dortmund }));
  forOrder(12, T.paid, 7.3, true);
  add(8, true, message(T.maintenance, { date: seed.dateDaysAgo(6) }));
  forOrder(8, T.cancelled, 9.1, true);
  add(10.5, true, message(T.customs, { no: 'KJT7730018810', days: 3 }));
  add(12, true, message(T.promo, { event: E.blackFriday, offer: E.freeStorage, date: date(20) }));
  forOrder(9, T.cancelled, 15.4, true);
  forOrder(13, T.paid, 20.9, true);
  forOrder(13, T.completed, 18.2, true);
  forOrder(13, T.invoice, 17.6, true);
  add(22, true, message(T.live, { topic: E.topicTiktok, date: seed.dateDaysAgo(20) }));
  add(
    25,
    true,
    message(T.shipConfirmed, {
      no: 'PK2026A0788',
      cartons: 20,
      warehouse: E.dortmund,
      fee: '13,920.00',
    }),
  );
  add(27, true, message(T.member, {}));
  forOrder(14, T.paid, 32.9, true);
  forOrder(14, T.completed, 32.5, true);
  add(36, true, message(T.delivered, { cartons: 15, warehouse: E.ontario }));
  add(40, true, message(T.privacy, { date: seed.dateDaysAgo(38) }));
  forOrder(15, T.paid, 45.9, true);
  forOrder(15, T.completed, 44.1, true);
  forOrder(15, T.invoice, 43.2, true);
  add(
    50,
    true,
    message(T.promo, { event: E.newYear, offer: E.vatCoupon, date: seed.dateDaysAgo(35) }),
  );
  add(52, true, message(T.login, { time: '09:12', city: E.shenzhen }));
  forOrder(16, T.completed, 57.7, true);
  add(59, true, message(T.certified, { company: E.company }));
  // The second user's messages: never visible to demo.
  add(
    0.2,
    false,
    message(T.promo, { event: E.double11, offer: E.offer20, date: date(9) }),
    SECOND_USER_ID,
  );
  add(12, true, message(T.member, {}), SECOND_USER_ID);

  return entries
    .sort((a, b) => b.daysAgo - a.daysAgo)
    .map((entry, index) => ({
      id: index + 1,
      userId: entry.userId,
      read: entry.read,
      createTime: seed.daysAgo(entry.daysAgo),
      ...entry.content,
    }));
}

export const messages = defineCollection<MessageRow>('messages', seedMessages);

onOrderPaid((order) => {
  messages.insert({
    userId: order.userId,
    read: false,
    createTime: formatDateTime(clock.nowMs()),
    ...message(T.paid, orderParams(order)),
  });
});
