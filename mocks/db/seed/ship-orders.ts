/**
 * Parcel (send-parcel) orders. Seeded: the demo account's orders in every state of the parcel
 * flow, with the SHIP orders that pay them (contributed to the shared orders, ids 1001–1006),
 * and one order of the second user (ownership).
 *
 * The quote is computed from the line's price table (`computeQuote`), the same way for seeded
 * and submitted orders.
 */
import type {
  ShipDestinationType,
  ShipOrderCarton,
  ShipOrderStatus,
  ShipQuote,
} from '../../../src/api/gen/model';
import { clock, formatDateTime, MINUTE } from '../../lib/clock';
import { l10n, type L10n } from '../../lib/l10n';
import {
  contributeOrderSeed,
  expireOrders,
  insertPendingOrder,
  onOrderPaid,
  orders,
  type OrderRow,
} from '../orders';
import { seedOrderRow } from '../orders.seed';
import { defineCollection, type SeedContext } from '../store';
import { DEMO_USER_ID, SECOND_USER_ID } from '../users';
import { findFbaWarehouse } from './fba-warehouses';
import { priceRowFor, shipServices, type ShipServiceRow } from './ship-services';

export interface ShipOrderRow {
  id: number;
  userId: number;
  orderNo: string;
  status: ShipOrderStatus;
  createTime: string;
  shipServiceId: number;
  destinationType: ShipDestinationType;
  country: string;
  fbaWarehouseCode: string | null;
  state: string;
  city: string;
  postcode: string;
  address: string | null;
  tradeType: string;
  transportPlan: string;
  customsDocuments: string[];
  remark: string | null;
  ownOrder: boolean;
  declaredValue: number;
  consigneeName: string;
  consigneePhone: string | null;
  contactName: string;
  contactPhone: string;
  cartons: ShipOrderCarton[];
  quote: ShipQuote;
  fee: number | null;
  logisticsOrderNo: string | null;
  transferNo: string | null;
  payOrderId: number | null;
  confirmTime: string | null;
  payTime: string | null;
  /** Set when the goods were refused (REJECTED). */
  rejectReason: L10n | null;
  /** When the order reached its current state (tracking events are dated from it). */
  statusTime: string;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Chargeable weight and estimated fee from the line's price table. */
export function computeQuote(
  line: Readonly<ShipServiceRow>,
  country: string,
  postcode: string,
  cartons: readonly ShipOrderCarton[],
): ShipQuote {
  const grossWeight = round2(cartons.reduce((sum, carton) => sum + carton.grossWeight, 0));
  const volumetricWeight = round2(
    cartons.reduce(
      (sum, carton) => sum + (carton.length * carton.width * carton.height) / line.volumeDivisor,
      0,
    ),
  );
  const chargeableWeight = round2(
    Math.max(grossWeight, volumetricWeight, line.minChargeableWeight),
  );
  const row =
    priceRowFor(line, country, postcode, chargeableWeight) ??
    // A postcode outside the US zones falls back to the country's first zone.
    line.prices.find(
      (candidate) =>
        candidate.country === country &&
        chargeableWeight >= candidate.weightFrom &&
        (candidate.weightTo === null || chargeableWeight < candidate.weightTo),
    );
  const unitPrice = row?.unitPrice ?? line.priceFrom;
  return {
    grossWeight,
    volumetricWeight,
    chargeableWeight,
    unitPrice,
    estimatedFee: round2(chargeableWeight * unitPrice),
  };
}

/** `SP` + `YYYYMMDDHHmmss` (China time) + 3 digits. */
export function makeShipOrderNo(at: number, sequence: number): string {
  return `SP${formatDateTime(at).replace(/\D/g, '')}${String(sequence % 1000).padStart(3, '0')}`;
}

/** The name of the SHIP order that pays a parcel order. */
function shipPaymentName(orderNo: string): L10n {
  return l10n(
    `包裹运费 ${orderNo}`,
    `包裹運費 ${orderNo}`,
    `Parcel freight ${orderNo}`,
    `Frete da encomenda ${orderNo}`,
  );
}

const cartonsOf = (
  count: number,
  size: [number, number, number],
  weight: number,
  fbaShipment?: string,
) =>
  Array.from({ length: count }, (_, index): ShipOrderCarton => ({
    cartonNo: String(index + 1),
    fbaLabel: fbaShipment ? `${fbaShipment}U${String(index + 1).padStart(6, '0')}` : null,
    trackingNo: null,
    length: size[0],
    width: size[1],
    height: size[2],
    grossWeight: weight,
  }));

interface ShipOrderSpec {
  id: number;
  userId: number;
  status: ShipOrderStatus;
  /** Order placed this many minutes before the seed moment. */
  minutesAgo: number;
  lineId: number;
  destinationType: ShipDestinationType;
  country: string;
  fbaWarehouseCode: string | null;
  /** NON_FBA destinations. */
  place?: { state: string; city: string; postcode: string; address: string };
  cartons: ShipOrderCarton[];
  declaredValue: number;
  tradeType: string;
  transportPlan: string;
  remark: string | null;
  consigneeName: string;
  consigneePhone: string | null;
  /** Minutes after the order that a manager confirmed it (fee, carrier number, payable order). */
  confirmedAfter?: number;
  /** Minutes after confirmation that it was paid. */
  paidAfter?: number;
  /** Minutes from the order to the current state. */
  statusAfter: number;
  payOrderId?: number;
  transferNo?: string;
  rejectReason?: L10n;
}

const DAY_MIN = 24 * 60;

const DEMO_CONTACT = { contactName: '李明', contactPhone: '13812345678' };

const SPECS: ShipOrderSpec[] = [
  {
    id: 1,
    userId: DEMO_USER_ID,
    status: 'PENDING_CONFIRMATION',
    minutesAgo: 40,
    lineId: 701,
    destinationType: 'FBA',
    country: 'US',
    fbaWarehouseCode: 'ONT8',
    cartons: cartonsOf(6, [60, 40, 45], 18.6, 'FBA17ABC2K3L'),
    declaredValue: 36800,
    tradeType: 'GENERAL_TRADE',
    transportPlan: 'SEA',
    remark: '含 2 箱带电产品（内置锂电池），已附 MSDS。',
    consigneeName: 'Amazon.com Services LLC',
    consigneePhone: '+1 951-555-0136',
    statusAfter: 0,
  },
  {
    id: 2,
    userId: DEMO_USER_ID,
    status: 'PENDING_PAYMENT',
    minutesAgo: 2 * DAY_MIN + 90,
    lineId: 703,
    destinationType: 'FBA',
    country: 'US',
    fbaWarehouseCode: 'LGB8',
    cartons: cartonsOf(3, [50, 40, 35], 12.4, 'FBA17XYZ8M2Q'),
    declaredValue: 15600,
    tradeType: 'B2B_9810',
    transportPlan: 'AIR',
    remark: null,
    consigneeName: 'Amazon.com Services LLC',
    consigneePhone: null,
    // Confirmed 12 minutes before the seed: the payment window is still open.
    confirmedAfter: 2 * DAY_MIN + 78,
    statusAfter: 2 * DAY_MIN + 78,
    payOrderId: 1001,
  },
  {
    id: 3,
    userId: DEMO_USER_ID,
    status: 'PAID',
    minutesAgo: 5 * DAY_MIN + 300,
    lineId: 705,
    destinationType: 'FBA',
    country: 'DE',
    fbaWarehouseCode: 'DTM2',
    cartons: cartonsOf(10, [58, 38, 40], 16.2, 'FBA15DE3RT7W'),
    declaredValue: 42800,
    tradeType: 'GENERAL_TRADE',
    transportPlan: 'RAIL',
    remark: '请在 Dortmund 预约卸货，需要尾板车。',
    consigneeName: 'Amazon EU S.à r.l.',
    consigneePhone: null,
    confirmedAfter: 180,
    paidAfter: 55,
    statusAfter: 235,
    payOrderId: 1002,
  },
  {
    id: 4,
    userId: DEMO_USER_ID,
    status: 'APPROVED',
    minutesAgo: 8 * DAY_MIN + 200,
    lineId: 708,
    destinationType: 'FBA',
    country: 'JP',
    fbaWarehouseCode: 'NRT5',
    cartons: cartonsOf(4, [45, 35, 30], 9.8, 'FBA16JP9QW1E'),
    declaredValue: 12800,
    tradeType: 'B2C_9610',
    transportPlan: 'AIR',
    remark: null,
    consigneeName: 'Amazon Japan G.K.',
    consigneePhone: null,
    confirmedAfter: 120,
    paidAfter: 30,
    statusAfter: DAY_MIN,
    payOrderId: 1003,
  },
  {
    id: 5,
    userId: DEMO_USER_ID,
    status: 'SHIPPED',
    minutesAgo: 16 * DAY_MIN + 420,
    lineId: 702,
    destinationType: 'FBA',
    country: 'US',
    fbaWarehouseCode: 'MDW2',
    cartons: cartonsOf(12, [60, 45, 40], 21.5, 'FBA17MDW5NB4'),
    declaredValue: 58200,
    tradeType: 'GENERAL_TRADE',
    transportPlan: 'SEA',
    remark: '木制收纳架已熏蒸，熏蒸证明见附件。',
    consigneeName: 'Amazon.com Services LLC',
    consigneePhone: null,
    confirmedAfter: 150,
    paidAfter: 40,
    statusAfter: 4 * DAY_MIN,
    payOrderId: 1004,
    transferNo: '1Z5X82E40312847751',
  },
  {
    id: 6,
    userId: DEMO_USER_ID,
    status: 'COMPLETED',
    minutesAgo: 52 * DAY_MIN + 100,
    lineId: 706,
    destinationType: 'FBA',
    country: 'GB',
    fbaWarehouseCode: 'BHX4',
    cartons: cartonsOf(8, [55, 40, 38], 17.0, 'FBA15GB7HJ2P'),
    declaredValue: 31500,
    tradeType: 'GENERAL_TRADE',
    transportPlan: 'SEA',
    remark: null,
    consigneeName: 'Amazon UK Services Ltd.',
    consigneePhone: null,
    confirmedAfter: 95,
    paidAfter: 20,
    statusAfter: 38 * DAY_MIN,
    payOrderId: 1005,
    transferNo: '15501966284751',
  },
  {
    id: 7,
    userId: DEMO_USER_ID,
    status: 'REJECTED',
    minutesAgo: 11 * DAY_MIN + 260,
    lineId: 710,
    destinationType: 'NON_FBA',
    country: 'MY',
    fbaWarehouseCode: null,
    place: {
      state: 'Selangor',
      city: 'Shah Alam',
      postcode: '40150',
      address: 'Lot 12, Jalan Utas 15/7, Seksyen 15',
    },
    cartons: cartonsOf(2, [40, 30, 30], 8.5),
    declaredValue: 4200,
    tradeType: 'B2C_9610',
    transportPlan: 'EXPRESS',
    remark: null,
    consigneeName: 'Tan Mei Ling',
    consigneePhone: '+60 12-345 6789',
    confirmedAfter: 60,
    paidAfter: 25,
    statusAfter: DAY_MIN + 200,
    payOrderId: 1006,
    rejectReason: l10n(
      '申报品名与实际货物不符（实为纯锂电池），请核实后重新下单',
      '申報品名與實際貨物不符（實為純鋰電池），請核實後重新落單',
      'The declared goods do not match the contents (loose lithium batteries); please check and place a new order',
      'A mercadoria declarada não corresponde ao conteúdo (baterias de lítio soltas); verifique e faça uma nova encomenda',
    ),
  },
  {
    id: 8,
    userId: DEMO_USER_ID,
    status: 'CANCELLED',
    minutesAgo: 20 * DAY_MIN + 30,
    lineId: 713,
    destinationType: 'NON_FBA',
    country: 'AU',
    fbaWarehouseCode: null,
    place: { state: 'NSW', city: 'Sydney', postcode: '2000', address: 'Level 5, 100 George St' },
    cartons: cartonsOf(1, [35, 25, 20], 3.2),
    declaredValue: 980,
    tradeType: 'B2C_9610',
    transportPlan: 'EXPRESS',
    remark: '样品件',
    consigneeName: 'Oliver Smith',
    consigneePhone: '+61 2 5550 1234',
    statusAfter: 50,
  },
  {
    id: 9,
    userId: SECOND_USER_ID,
    status: 'PENDING_CONFIRMATION',
    minutesAgo: 3 * 60,
    lineId: 710,
    destinationType: 'NON_FBA',
    country: 'TH',
    fbaWarehouseCode: null,
    place: {
      state: 'Bangkok',
      city: 'Bangkok',
      postcode: '10110',
      address: '88 Sukhumvit Rd, Khlong Toei',
    },
    cartons: cartonsOf(1, [40, 30, 25], 6.3),
    declaredValue: 1500,
    tradeType: 'B2C_9610',
    transportPlan: 'EXPRESS',
    remark: null,
    consigneeName: 'Somchai Wongsa',
    consigneePhone: '+66 81 234 5678',
    statusAfter: 0,
  },
];

const PAY_STATUS: Partial<Record<ShipOrderStatus, OrderRow['status']>> = {
  PENDING_PAYMENT: 'PENDING_PAYMENT',
  PAID: 'PAID',
  APPROVED: 'PAID',
  SHIPPED: 'PAID',
  COMPLETED: 'COMPLETED',
  // Refused goods are refunded: the payment order is closed.
  REJECTED: 'CANCELLED',
};

function lineOf(id: number): Readonly<ShipServiceRow> {
  const line = shipServices.get(id);
  if (!line) throw new Error(`ship order seed: unknown line ${id}`);
  return line;
}

function buildShipOrder(seed: SeedContext, spec: ShipOrderSpec): ShipOrderRow {
  const line = lineOf(spec.lineId);
  const created = seed.nowMs - spec.minutesAgo * MINUTE;
  const at = (minutesAfter: number) => formatDateTime(created + minutesAfter * MINUTE);
  const fbaWarehouse = spec.fbaWarehouseCode
    ? findFbaWarehouse(spec.country, spec.fbaWarehouseCode)
    : undefined;
  const place = fbaWarehouse ?? spec.place;
  if (!place) throw new Error(`ship order seed ${spec.id}: no destination`);
  const quote = computeQuote(line, spec.country, place.postcode, spec.cartons);
  const confirmed = spec.confirmedAfter !== undefined;
  const orderNo = makeShipOrderNo(created, spec.id);
  return {
    id: spec.id,
    userId: spec.userId,
    orderNo,
    status: spec.status,
    createTime: at(0),
    shipServiceId: line.id,
    destinationType: spec.destinationType,
    country: spec.country,
    fbaWarehouseCode: fbaWarehouse?.code ?? null,
    state: place.state,
    city: place.city,
    postcode: place.postcode,
    address: place.address,
    tradeType: spec.tradeType,
    transportPlan: spec.transportPlan,
    customsDocuments: [],
    remark: spec.remark,
    ownOrder: true,
    declaredValue: spec.declaredValue,
    consigneeName: spec.consigneeName,
    consigneePhone: spec.consigneePhone,
    ...DEMO_CONTACT,
    ...(spec.userId === SECOND_USER_ID ? { contactName: '李华', contactPhone: '13987654321' } : {}),
    cartons: spec.cartons,
    quote,
    fee: confirmed ? Math.ceil(quote.estimatedFee / 10) * 10 : null,
    logisticsOrderNo: confirmed
      ? `${line.trackingPrefix}${orderNo.slice(2, 10)}${String(70000 + spec.id * 137)}`
      : null,
    transferNo: spec.transferNo ?? null,
    payOrderId: spec.payOrderId ?? null,
    confirmTime: spec.confirmedAfter !== undefined ? at(spec.confirmedAfter) : null,
    payTime:
      spec.confirmedAfter !== undefined && spec.paidAfter !== undefined
        ? at(spec.confirmedAfter + spec.paidAfter)
        : null,
    rejectReason: spec.rejectReason ?? null,
    statusTime: at(spec.statusAfter),
  };
}

export const shipOrders = defineCollection<ShipOrderRow>('shipOrders', (seed) =>
  SPECS.map((spec) => buildShipOrder(seed, spec)),
);

// The SHIP orders that pay the seeded parcel orders, built from the same specs (ids 1001–1006).
contributeOrderSeed((seed) =>
  SPECS.flatMap((spec) => {
    const status = PAY_STATUS[spec.status];
    if (spec.payOrderId === undefined || spec.confirmedAfter === undefined || !status) return [];
    const row = buildShipOrder(seed, spec);
    const confirmedMinutesAgo = spec.minutesAgo - spec.confirmedAfter;
    return [
      seedOrderRow(seed, {
        id: spec.payOrderId,
        userId: spec.userId,
        type: 'SHIP',
        refId: spec.id,
        name: shipPaymentName(row.orderNo),
        status,
        minutesAgo: confirmedMinutesAgo,
        goods: [
          { name: lineOf(spec.lineId).name, spec: null, quantity: 1, unitPrice: row.fee ?? 0 },
        ],
        payableAfterMinutes: 0,
        paidAfterMinutes: spec.paidAfter,
        cancelReason: status === 'CANCELLED' ? 'USER' : undefined,
      }),
    ];
  }),
);

/**
 * What a business manager does outside the portal: confirms a PENDING_CONFIRMATION parcel order,
 * sets the final fee (the quote rounded up to ten yuan unless given) and the carrier's number,
 * and opens the SHIP order that pays it (30-minute window from now). The dev panel and tests
 * call it; answers the updated parcel order, or undefined when it is not awaiting confirmation.
 */
export function confirmShipOrder(id: number, fee?: number): Readonly<ShipOrderRow> | undefined {
  const order = shipOrders.get(id);
  if (!order || order.status !== 'PENDING_CONFIRMATION') return undefined;
  const line = lineOf(order.shipServiceId);
  const finalFee = fee ?? Math.ceil(order.quote.estimatedFee / 10) * 10;
  const payOrder = insertPendingOrder({
    userId: order.userId,
    type: 'SHIP',
    refId: order.id,
    name: shipPaymentName(order.orderNo),
    goods: [{ name: line.name, spec: null, quantity: 1, unitPrice: finalFee }],
  });
  const now = formatDateTime(clock.nowMs());
  return shipOrders.update(id, {
    status: 'PENDING_PAYMENT',
    fee: finalFee,
    logisticsOrderNo: `${line.trackingPrefix}${order.orderNo.slice(2, 10)}${String(70000 + order.id * 137)}`,
    payOrderId: payOrder.id,
    confirmTime: now,
    statusTime: now,
  });
}

/**
 * Keeps parcel orders in step with the orders that pay them: paid → PAID (under review); closed
 * unpaid (cancelled by the user or expired) → CANCELLED. Run before parcel orders are read.
 */
export function syncShipOrders(): void {
  expireOrders();
  for (const order of shipOrders.filter(
    (row) => row.status === 'PENDING_PAYMENT' && row.payOrderId !== null,
  )) {
    const payment = orders.get(order.payOrderId ?? 0);
    if (payment?.status === 'PAID' || payment?.status === 'COMPLETED')
      markPaid(order.id, payment.payTime);
    else if (payment?.status === 'CANCELLED') {
      shipOrders.update(order.id, {
        status: 'CANCELLED',
        statusTime: payment.cancelTime ?? formatDateTime(clock.nowMs()),
      });
    }
  }
}

function markPaid(id: number, payTime: string | null): void {
  const time = payTime ?? formatDateTime(clock.nowMs());
  shipOrders.update(id, { status: 'PAID', payTime: time, statusTime: time });
}

onOrderPaid((payment) => {
  if (payment.orderType !== 'SHIP' || payment.refId === null) return;
  const order = shipOrders.get(payment.refId);
  if (order?.status === 'PENDING_PAYMENT') markPaid(order.id, payment.payTime);
});

const NEXT_STATE: Partial<Record<ShipOrderStatus, ShipOrderStatus>> = {
  PAID: 'APPROVED',
  APPROVED: 'SHIPPED',
  SHIPPED: 'COMPLETED',
};

/**
 * The rest of the flow after payment, as the warehouse and carrier would drive it (dev panel,
 * tests): PAID → APPROVED (waybill printable) → SHIPPED (a last-mile number) → COMPLETED (its
 * payment order completed too). Answers the updated order, or undefined when nothing follows.
 */
export function advanceShipOrder(id: number): Readonly<ShipOrderRow> | undefined {
  const order = shipOrders.get(id);
  const next = order ? NEXT_STATE[order.status] : undefined;
  if (!order || !next) return undefined;
  const now = formatDateTime(clock.nowMs());
  if (next === 'COMPLETED' && order.payOrderId !== null)
    orders.update(order.payOrderId, { status: 'COMPLETED' });
  return shipOrders.update(id, {
    status: next,
    statusTime: now,
    ...(next === 'SHIPPED'
      ? { transferNo: `1Z${order.orderNo.slice(-12)}${String(order.id).padStart(4, '0')}` }
      : {}),
  });
}

/** The review refuses the goods of a PAID order: REJECTED, and the payment is refunded (closed). */
export function rejectShipOrder(id: number, reason: L10n): Readonly<ShipOrderRow> | undefined {
  const order = shipOrders.get(id);
  if (!order || order.status !== 'PAID') return undefined;
  const now = formatDateTime(clock.nowMs());
  if (order.payOrderId !== null) {
    orders.update(order.payOrderId, { status: 'CANCELLED', cancelTime: now, cancelReason: 'USER' });
  }
  return shipOrders.update(id, { status: 'REJECTED', rejectReason: reason, statusTime: now });
}
