/**
 * Seeded orders: the demo account's service and course orders in every state, and a few of the
 * second user (ownership checks). Ids 1–199 belong here; other modules add theirs from 1000 with
 * `contributeOrderSeed` (mocks/db/orders.ts).
 *
 * Course orders refer to course ids 1, 2, 3, 4, 6 (`refId`): demo has bought 1, 2 and 4 (3 is
 * pending payment, 6 was cancelled). Service orders refer to service ids 1–12.
 */
import type {
  CustomerInfo,
  InvoiceType,
  OrderCancelReason,
  OrderStatus,
  OrderType,
  PayType,
} from '../../src/api/gen/model';
import { formatDateTime, MINUTE, parseDateTime } from '../lib/clock';
import { l10n, type L10n } from '../lib/l10n';
import type { OrderCouponRow, OrderGoodsRow, OrderRow } from './orders';
import type { SeedContext } from './store';
import { DEMO_USER_ID, SECOND_USER_ID } from './users';

const WINDOW = 30 * MINUTE;

export interface SeedOrder {
  id: number;
  userId: number;
  type: OrderType;
  refId: number | null;
  name: L10n;
  coverImage?: string | null;
  status: OrderStatus;
  /** How long ago the order was placed, in minutes. */
  minutesAgo: number;
  goods: OrderGoodsRow[];
  customer?: CustomerInfo | null;
  invoiceType?: InvoiceType | null;
  remark?: string | null;
  payType?: PayType | null;
  /** PENDING_PAYMENT reached this many minutes after the order (0: payable at once). */
  payableAfterMinutes?: number;
  /** PAID/COMPLETED: paid this many minutes after it became payable. */
  paidAfterMinutes?: number;
  cancelReason?: OrderCancelReason;
  /** A coupon used: the total is the goods' sum less its discount (seed its redemption too). */
  coupon?: OrderCouponRow;
  deleted?: boolean;
}

const PREFIX: Record<OrderType, string> = { SERVICE: 'SO', COURSE: 'CO', SHIP: 'PO' };

/** Builds a consistent order row (deadline, pay and cancel times) from a short description. */
export function seedOrderRow(seed: SeedContext, order: SeedOrder): OrderRow {
  const created = seed.nowMs - order.minutesAgo * MINUTE;
  const payableAt = created + (order.payableAfterMinutes ?? 0) * MINUTE;
  const reachedPayment =
    order.status === 'PENDING_PAYMENT' ||
    order.status === 'PAID' ||
    order.status === 'COMPLETED' ||
    (order.status === 'CANCELLED' && order.cancelReason === 'EXPIRED') ||
    (order.status === 'CANCELLED' && order.payableAfterMinutes !== undefined);
  const deadline = reachedPayment ? payableAt + WINDOW : null;
  const paid = order.status === 'PAID' || order.status === 'COMPLETED';
  const payTime = paid ? payableAt + (order.paidAfterMinutes ?? 4) * MINUTE : null;
  let cancelTime: number | null = null;
  if (order.status === 'CANCELLED') {
    cancelTime =
      order.cancelReason === 'EXPIRED' && deadline !== null ? deadline : created + 11 * MINUTE;
  }
  const goods = order.goods.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  const total = Math.round((goods - (order.coupon?.discount ?? 0)) * 100) / 100;
  const stamp = formatDateTime(created).replace(/\D/g, '');
  return {
    id: order.id,
    userId: order.userId,
    orderNo: `${PREFIX[order.type]}${stamp}${String(order.id % 1000).padStart(3, '0')}`,
    orderType: order.type,
    refId: order.refId,
    name: order.name,
    coverImage: order.coverImage ?? null,
    status: order.status,
    createTime: formatDateTime(created),
    payDeadline: deadline === null ? null : formatDateTime(deadline),
    totalAmount: total,
    payType: order.payType === undefined ? (reachedPayment ? 'ALIPAY' : null) : order.payType,
    goods: order.goods,
    customer: order.customer ?? null,
    invoiceType: order.invoiceType ?? null,
    remark: order.remark ?? null,
    payTime: payTime === null ? null : formatDateTime(payTime),
    cancelTime: cancelTime === null ? null : formatDateTime(cancelTime),
    cancelReason: order.status === 'CANCELLED' ? (order.cancelReason ?? 'USER') : null,
    coupon: order.coupon ?? null,
    deleted: order.deleted ?? false,
  };
}

const DAY_MIN = 24 * 60;

const DEMO_CUSTOMER: CustomerInfo = {
  contact: '李明',
  phone: '13812345678',
  email: 'li.ming@kuayue-trade.com',
  address: '广东省深圳市南山区粤海街道科技南十二路 18 号 2 栋 1203',
};

const FINANCE_CUSTOMER: CustomerInfo = {
  contact: '王芳',
  phone: '13723456789',
  email: 'finance@kuayue-trade.com',
  address: '广东省深圳市福田区福华三路 88 号财富大厦 26 楼',
};

const line = (
  name: L10n,
  unitPrice: number,
  quantity = 1,
  spec: L10n | null = null,
): OrderGoodsRow => ({
  name,
  spec,
  quantity,
  unitPrice,
});

const S = {
  amazonUs: l10n(
    '亚马逊美国站开店全程代办',
    '亞馬遜美國站開店全程代辦',
    'Amazon US store opening, end to end',
    'Abertura de loja na Amazon EUA, do início ao fim',
  ),
  amazonStd: l10n(
    '标准版（含品牌备案）',
    '標準版（含品牌備案）',
    'Standard (with Brand Registry)',
    'Padrão (com Registo de Marca)',
  ),
  vatDe: l10n(
    '德国 VAT 注册与申报',
    '德國 VAT 註冊與申報',
    'German VAT registration and filing',
    'Registo e declaração de IVA na Alemanha',
  ),
  vatYear: l10n(
    '注册 + 12 个月申报',
    '註冊 + 12 個月申報',
    'Registration + 12 months of filing',
    'Registo + 12 meses de declarações',
  ),
  trademarkEu: l10n(
    '欧盟商标注册',
    '歐盟商標註冊',
    'EU trademark registration',
    'Registo de marca na UE',
  ),
  trademarkClass: l10n('单类别', '單類別', 'One class', 'Uma classe'),
  photo: l10n(
    '亚马逊主图与 A+ 页面拍摄',
    '亞馬遜主圖與 A+ 頁面拍攝',
    'Amazon main images and A+ content photography',
    'Fotografia de imagens principais e conteúdo A+ da Amazon',
  ),
  photoSet: l10n(
    '7 张主图 + 5 屏 A+',
    '7 張主圖 + 5 屏 A+',
    '7 main images + 5 A+ modules',
    '7 imagens principais + 5 módulos A+',
  ),
  tiktokAds: l10n(
    'TikTok 广告代投放（月度）',
    'TikTok 廣告代投放（月度）',
    'TikTok ads management (monthly)',
    'Gestão de anúncios TikTok (mensal)',
  ),
  shopeeOpen: l10n(
    'Shopee 东南亚多站点开店',
    'Shopee 東南亞多站點開店',
    'Shopee multi-site store opening in Southeast Asia',
    'Abertura de lojas Shopee em vários países do Sudeste Asiático',
  ),
  listing: l10n(
    'Listing 多语种优化',
    'Listing 多語種優化',
    'Multilingual listing optimisation',
    'Otimização multilingue de anúncios',
  ),
  listingSpec: l10n(
    '英 / 德 / 法 / 西 四语种',
    '英 / 德 / 法 / 西 四語種',
    'English / German / French / Spanish',
    'Inglês / Alemão / Francês / Espanhol',
  ),
  fdaReg: l10n(
    '美国 FDA 食品企业注册',
    '美國 FDA 食品企業註冊',
    'US FDA food facility registration',
    'Registo de instalação alimentar na FDA dos EUA',
  ),
  patent: l10n(
    '外观专利侵权排查',
    '外觀專利侵權排查',
    'Design patent infringement check',
    'Verificação de infração de patente de design',
  ),
  audit: l10n(
    '验厂辅导（BSCI）',
    '驗廠輔導（BSCI）',
    'Factory audit coaching (BSCI)',
    'Acompanhamento de auditoria de fábrica (BSCI)',
  ),
  ukVat: l10n(
    '英国 VAT 季度申报',
    '英國 VAT 季度申報',
    'UK VAT quarterly filing',
    'Declaração trimestral de IVA no Reino Unido',
  ),
  courseAmazon: l10n(
    '亚马逊运营从入门到精通',
    '亞馬遜運營從入門到精通',
    'Amazon operations from beginner to expert',
    'Operações na Amazon: de iniciante a especialista',
  ),
  courseAds: l10n(
    '站内广告 PPC 实战课',
    '站內廣告 PPC 實戰課',
    'Hands-on Amazon PPC advertising',
    'Publicidade PPC na Amazon na prática',
  ),
  courseTiktok: l10n(
    'TikTok Shop 短视频带货',
    'TikTok Shop 短影片帶貨',
    'Selling with short videos on TikTok Shop',
    'Vender com vídeos curtos na TikTok Shop',
  ),
  courseCompliance: l10n(
    '跨境电商税务合规必修',
    '跨境電商稅務合規必修',
    'Tax compliance essentials for cross-border sellers',
    'Conformidade fiscal essencial para vendedores internacionais',
  ),
  courseBrand: l10n(
    '独立站品牌出海',
    '獨立站品牌出海',
    'Taking your brand abroad with an independent store',
    'Levar a sua marca além-fronteiras com uma loja própria',
  ),
};

export function seedOrders(seed: SeedContext): OrderRow[] {
  const demo = DEMO_USER_ID;
  const rows: SeedOrder[] = [
    // Unpaid tab
    {
      id: 1,
      userId: demo,
      type: 'SERVICE',
      refId: 1,
      name: S.amazonUs,
      status: 'PENDING_PAYMENT',
      minutesAgo: 6,
      goods: [line(S.amazonUs, 3980, 1, S.amazonStd)],
      customer: DEMO_CUSTOMER,
      invoiceType: 'VAT_SPECIAL',
      remark: '请尽快安排客户经理联系，工作日 9:00-18:00 方便接听电话。',
    },
    {
      id: 2,
      userId: demo,
      type: 'COURSE',
      refId: 3,
      name: S.courseTiktok,
      status: 'PENDING_PAYMENT',
      minutesAgo: 14,
      goods: [line(S.courseTiktok, 299)],
      payType: 'WECHAT',
    },
    {
      id: 3,
      userId: demo,
      type: 'SERVICE',
      refId: 5,
      name: S.shopeeOpen,
      status: 'PENDING_PAYMENT',
      minutesAgo: 19,
      goods: [line(S.shopeeOpen, 2600)],
      customer: DEMO_CUSTOMER,
      payType: 'MANUAL',
      remark: '先开新加坡和马来西亚站点。',
    },
    // Window already run out: closed as EXPIRED by the first order call.
    {
      id: 4,
      userId: demo,
      type: 'SERVICE',
      refId: 6,
      name: S.listing,
      status: 'PENDING_PAYMENT',
      minutesAgo: 47,
      goods: [line(S.listing, 480, 3, S.listingSpec)],
      customer: DEMO_CUSTOMER,
    },
    {
      id: 5,
      userId: demo,
      type: 'SERVICE',
      refId: 2,
      name: S.vatDe,
      status: 'PENDING_REVIEW',
      minutesAgo: 2 * 60 + 12,
      goods: [line(S.vatDe, 5800, 1, S.vatYear)],
      customer: FINANCE_CUSTOMER,
      invoiceType: 'ORDINARY',
      remark: '我们已有德国仓储，需要同时提供 EPR 咨询。',
    },
    {
      id: 6,
      userId: demo,
      type: 'SERVICE',
      refId: 7,
      name: S.fdaReg,
      status: 'PENDING_CONFIRMATION',
      minutesAgo: DAY_MIN + 95,
      goods: [line(S.fdaReg, 1880)],
      customer: DEMO_CUSTOMER,
    },
    {
      id: 7,
      userId: demo,
      type: 'SERVICE',
      refId: 4,
      name: S.tiktokAds,
      status: 'CANCELLED',
      cancelReason: 'USER',
      minutesAgo: 3 * DAY_MIN + 40,
      goods: [line(S.tiktokAds, 6500)],
      customer: DEMO_CUSTOMER,
      payableAfterMinutes: 0,
    },
    {
      id: 8,
      userId: demo,
      type: 'COURSE',
      refId: 6,
      name: S.courseBrand,
      status: 'CANCELLED',
      cancelReason: 'EXPIRED',
      minutesAgo: 9 * DAY_MIN + 300,
      goods: [line(S.courseBrand, 399)],
    },
    {
      id: 9,
      userId: demo,
      type: 'SERVICE',
      refId: 8,
      name: S.patent,
      status: 'CANCELLED',
      cancelReason: 'USER',
      minutesAgo: 15 * DAY_MIN + 610,
      goods: [line(S.patent, 800)],
      customer: FINANCE_CUSTOMER,
    },
    // Paid tab
    {
      id: 10,
      userId: demo,
      type: 'SERVICE',
      refId: 3,
      name: S.trademarkEu,
      status: 'PAID',
      minutesAgo: 2 * DAY_MIN + 260,
      goods: [line(S.trademarkEu, 2980, 1, S.trademarkClass)],
      customer: DEMO_CUSTOMER,
      invoiceType: 'ORDINARY',
      // Redeemed in the coupons' seed (mocks/db/seed/coupons.ts).
      coupon: { code: 'NEWSTORE200', discount: 200 },
    },
    {
      id: 11,
      userId: demo,
      type: 'SERVICE',
      refId: 9,
      name: S.photo,
      status: 'PAID',
      minutesAgo: 5 * DAY_MIN + 75,
      goods: [line(S.photo, 1680, 2, S.photoSet)],
      customer: DEMO_CUSTOMER,
      payType: 'WECHAT',
    },
    {
      id: 12,
      userId: demo,
      type: 'COURSE',
      refId: 1,
      name: S.courseAmazon,
      status: 'PAID',
      minutesAgo: 7 * DAY_MIN + 500,
      goods: [line(S.courseAmazon, 199)],
    },
    {
      id: 13,
      userId: demo,
      type: 'SERVICE',
      refId: 10,
      name: S.audit,
      status: 'COMPLETED',
      minutesAgo: 21 * DAY_MIN + 130,
      goods: [line(S.audit, 4500)],
      customer: FINANCE_CUSTOMER,
      invoiceType: 'VAT_SPECIAL',
      payType: 'MANUAL',
      paidAfterMinutes: 22,
    },
    {
      id: 14,
      userId: demo,
      type: 'COURSE',
      refId: 2,
      name: S.courseAds,
      status: 'COMPLETED',
      minutesAgo: 33 * DAY_MIN + 720,
      goods: [line(S.courseAds, 259)],
    },
    {
      id: 15,
      userId: demo,
      type: 'SERVICE',
      refId: 11,
      name: S.ukVat,
      status: 'COMPLETED',
      minutesAgo: 46 * DAY_MIN + 60,
      goods: [line(S.ukVat, 1200)],
      customer: FINANCE_CUSTOMER,
      invoiceType: 'ORDINARY',
    },
    {
      id: 16,
      userId: demo,
      type: 'COURSE',
      refId: 4,
      name: S.courseCompliance,
      status: 'COMPLETED',
      minutesAgo: 58 * DAY_MIN + 210,
      goods: [line(S.courseCompliance, 159)],
      payType: 'WECHAT',
    },
    {
      id: 17,
      userId: demo,
      type: 'SERVICE',
      refId: 1,
      name: S.amazonUs,
      status: 'COMPLETED',
      minutesAgo: 87 * DAY_MIN + 400,
      goods: [line(S.amazonUs, 3980, 1, S.amazonStd)],
      customer: DEMO_CUSTOMER,
      invoiceType: 'VAT_SPECIAL',
    },
    {
      id: 18,
      userId: demo,
      type: 'SERVICE',
      refId: 12,
      name: S.vatDe,
      status: 'COMPLETED',
      minutesAgo: 120 * DAY_MIN + 90,
      goods: [line(S.vatDe, 5800, 1, S.vatYear)],
      customer: FINANCE_CUSTOMER,
      deleted: true,
    },
    // The second user's orders: never visible to demo.
    {
      id: 50,
      userId: SECOND_USER_ID,
      type: 'SERVICE',
      refId: 5,
      name: S.shopeeOpen,
      status: 'PENDING_PAYMENT',
      minutesAgo: 8,
      goods: [line(S.shopeeOpen, 2600)],
      customer: { contact: '李华', phone: '13987654321', email: null, address: null },
    },
    {
      id: 51,
      userId: SECOND_USER_ID,
      type: 'COURSE',
      refId: 1,
      name: S.courseAmazon,
      status: 'PAID',
      minutesAgo: 12 * DAY_MIN,
      goods: [line(S.courseAmazon, 199)],
    },
  ];
  return rows.map((order) => seedOrderRow(seed, order));
}

/** Parses the seed's deadline back (tests). */
export function deadlineMs(order: Pick<OrderRow, 'payDeadline'>): number | null {
  return order.payDeadline === null ? null : parseDateTime(order.payDeadline).getTime();
}
