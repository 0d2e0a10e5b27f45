/**
 * logistics: logistics services (lines) with price tables, search options, overseas warehouses,
 * shipment tracking and the user's parcel orders (send-parcel form → PENDING_CONFIRMATION with a
 * quote; confirmation, payment and shipping follow mocks/db/seed/ship-orders.ts).
 */
import type {
  GetShipSearchOptions200,
  GetShipService200,
  GetWarehouse200,
  LanguageType,
  ListFeaturedShipServices200,
  ListShipOrders200,
  ListShipServices200,
  ListWarehouses200,
  SaveShipOrder200,
  ShipCountry,
  ShipDestinationType,
  ShipOrder,
  ShipOrderCarton,
  ShipOrderInput,
  ShipOrderStatus,
  ShipService,
  ShipServiceDetail,
  ShipTransportType,
  TrackingEvent,
  TrackingResult,
  TrackingStatus,
  TrackShipments200,
  Warehouse,
  WarehouseDetail,
  WarehouseServiceType,
} from '../../src/api/gen/model';
import {
  clock,
  DAY,
  formatDateTime,
  HOUR,
  MINUTE,
  parseDateTime,
  startOfChinaDay,
} from '../lib/clock';
import {
  check,
  checkMaxLength,
  fail,
  isMobilePhone,
  op,
  page,
  requireFields,
  requireUser,
  type Ctx,
} from '../lib/http';
import { l10n, pick, type L10n } from '../lib/l10n';
import { invalidMessage, requiredMessage, tooLongMessage } from '../lib/messages';
import { isDictValue } from '../db/dictionaries';
import { isUploadedUrl } from '../db/uploads';
import { onUserDeleted } from '../db/users';
import { COUNTRIES, countryName, isCountryCode } from '../db/seed/countries';
import { fbaWarehouses, findFbaWarehouse } from '../db/seed/fba-warehouses';
import {
  computeQuote,
  makeShipOrderNo,
  shipOrders,
  syncShipOrders,
  type ShipOrderRow,
} from '../db/seed/ship-orders';
import { shipServices, TRANSPORT_LABELS, type ShipServiceRow } from '../db/seed/ship-services';
import { fill } from '../db/seed/text';
import { postalOperator } from '../../src/lib/postal-operators';
import { warehouses, type WarehouseRow } from '../db/seed/warehouses';

const LOGISTICS_MSG = {
  lineMissing: l10n(
    '物流服务不存在或已停止提供',
    '物流服務不存在或已停止提供',
    'The logistics service does not exist or is no longer offered',
    'O serviço logístico não existe ou já não é prestado',
  ),
  warehouseMissing: l10n(
    '海外仓不存在或已下线',
    '海外倉不存在或已下線',
    'The warehouse does not exist or is no longer listed',
    'O armazém não existe ou já não está listado',
  ),
  lineCountry: l10n(
    '该物流服务不配送到所选国家',
    '該物流服務不配送到所選國家',
    'This logistics service does not deliver to the chosen country',
    'Este serviço logístico não entrega no país escolhido',
  ),
  lineNotFba: l10n(
    '该物流服务不派送亚马逊 FBA 仓库',
    '該物流服務不派送亞馬遜 FBA 倉庫',
    'This logistics service does not deliver to Amazon FBA warehouses',
    'Este serviço logístico não entrega em armazéns FBA da Amazon',
  ),
  fbaCodeMissing: l10n(
    '请选择 FBA 仓库代码',
    '請選擇 FBA 倉庫代碼',
    'Choose an FBA warehouse code',
    'Escolha o código do armazém FBA',
  ),
  fbaCodeUnknown: l10n(
    '所选国家没有该 FBA 仓库代码',
    '所選國家沒有該 FBA 倉庫代碼',
    'The FBA warehouse code is unknown for the chosen country',
    'O código do armazém FBA não existe no país escolhido',
  ),
  noCarton: l10n(
    '请至少添加一个箱子',
    '請至少新增一個箱子',
    'Add at least one carton',
    'Adicione pelo menos uma caixa',
  ),
  tooManyCartons: l10n(
    '一个订单最多 200 个箱子',
    '一張訂單最多 200 個箱子',
    'At most 200 cartons per order',
    'No máximo 200 caixas por encomenda',
  ),
  duplicateCarton: l10n(
    '箱号不能重复：{no}',
    '箱號不能重複：{no}',
    'Carton number {no} is used twice',
    'O número de caixa {no} está repetido',
  ),
  cartonSize: l10n(
    '箱子 {no} 的长、宽、高和毛重必须大于 0',
    '箱子 {no} 的長、闊、高和毛重必須大於 0',
    'Carton {no}: length, width, height and gross weight must be greater than 0',
    'Caixa {no}: o comprimento, a largura, a altura e o peso bruto têm de ser superiores a 0',
  ),
  declaredMinimum: l10n(
    '申报价值不能低于 1 元人民币',
    '申報價值不能低於 1 元人民幣',
    'The declared value must be at least RMB 1',
    'O valor declarado tem de ser de pelo menos 1 RMB',
  ),
  insurance: l10n(
    '请阅读并同意保险条款',
    '請閱讀並同意保險條款',
    'Please read and agree to the insurance rules',
    'Leia e aceite as regras do seguro',
  ),
  documentNotUploaded: l10n(
    '报关资料须通过上传获得',
    '報關文件須經上載取得',
    'Customs documents must be uploaded files',
    'Os documentos aduaneiros têm de ser ficheiros carregados',
  ),
  tooManyDocuments: l10n(
    '报关资料最多 9 个文件',
    '報關文件最多 9 個檔案',
    'At most 9 customs documents',
    'No máximo 9 documentos aduaneiros',
  ),
  tooManyNumbers: l10n(
    '一次最多查询 10 个单号',
    '一次最多查詢 10 個單號',
    'At most 10 numbers per query',
    'No máximo 10 números por consulta',
  ),
  badNumber: l10n(
    '单号只能包含字母、数字和连字符：{no}',
    '單號只能包含字母、數字和連字號：{no}',
    'Numbers may contain only letters, digits and hyphens: {no}',
    'Os números só podem ter letras, algarismos e hífenes: {no}',
  ),
};

const FIELD = {
  line: l10n('物流服务', '物流服務', 'Logistics service', 'Serviço logístico'),
  destinationType: l10n('目的地类型', '目的地類型', 'Destination type', 'Tipo de destino'),
  country: l10n('收件国家', '收件國家', 'Destination country', 'País de destino'),
  state: l10n('州 / 省', '州 / 省', 'State', 'Estado'),
  city: l10n('城市', '城市', 'City', 'Cidade'),
  postcode: l10n('邮编', '郵政編號', 'Postcode', 'Código postal'),
  address: l10n('详细地址', '詳細地址', 'Street address', 'Morada'),
  tradeType: l10n('贸易方式', '貿易方式', 'Trade type', 'Tipo de comércio'),
  transportPlan: l10n('运输方案', '運輸方案', 'Transport plan', 'Plano de transporte'),
  declaredValue: l10n('申报价值', '申報價值', 'Declared value', 'Valor declarado'),
  consigneeName: l10n('收件人', '收件人', 'Consignee', 'Destinatário'),
  consigneePhone: l10n('收件人电话', '收件人電話', 'Consignee phone', 'Telefone do destinatário'),
  contactName: l10n('联系人', '聯絡人', 'Contact name', 'Nome do contacto'),
  contactPhone: l10n('联系人手机号', '聯絡人手機號碼', 'Contact mobile', 'Telemóvel do contacto'),
  ownOrder: l10n('是否自有货物', '是否自家貨物', 'Own goods', 'Mercadoria própria'),
  remark: l10n('备注', '備註', 'Remarks', 'Observações'),
  cartonNo: l10n('箱号', '箱號', 'Carton number', 'Número da caixa'),
  fbaLabel: l10n('FBA 箱标', 'FBA 箱標', 'FBA carton label', 'Etiqueta FBA da caixa'),
  trackingNo: l10n('货件追踪号', '貨件追蹤號', 'Shipment tracking number', 'Número de seguimento'),
  nos: l10n('查询单号', '查詢單號', 'Tracking numbers', 'Números de seguimento'),
  transportType: l10n('运输方式', '運輸方式', 'Transport type', 'Tipo de transporte'),
  serviceType: l10n('服务类型', '服務類型', 'Service type', 'Tipo de serviço'),
  status: l10n('订单状态', '訂單狀態', 'Order status', 'Estado da encomenda'),
  keyword: l10n('关键词', '關鍵字', 'Keyword', 'Palavra-chave'),
};

const TRANSPORT_TYPES: readonly ShipTransportType[] = ['AIR', 'SEA', 'RAIL', 'TRUCK', 'EXPRESS'];
const SERVICE_TYPES: readonly WarehouseServiceType[] = [
  'FBA_TRANSFER',
  'ONE_PIECE_DROPSHIP',
  'RETURNS',
  'STORAGE',
  'LABEL_CHANGE',
];
const SHIP_STATUSES: readonly ShipOrderStatus[] = [
  'PENDING_CONFIRMATION',
  'PENDING_PAYMENT',
  'PAID',
  'APPROVED',
  'SHIPPED',
  'COMPLETED',
  'REJECTED',
  'CANCELLED',
];
const DESTINATION_TYPES: readonly ShipDestinationType[] = ['FBA', 'NON_FBA'];
const MAX_TRACKING_NUMBERS = 10;

onUserDeleted((userId) => {
  shipOrders.removeWhere((row) => row.userId === userId);
});

/* ---------- lines and warehouses ---------- */

function toCountry(code: string, lang: LanguageType): ShipCountry {
  return { code, name: isCountryCode(code) ? pick(countryName(code), lang) : code };
}

function toShipService(row: Readonly<ShipServiceRow>, lang: LanguageType): ShipService {
  return {
    id: row.id,
    name: pick(row.name, lang),
    carrier: pick(row.carrier, lang),
    logo: row.logo,
    transportType: row.transportType,
    departure: pick(row.departure, lang),
    destinations: row.destinations.map((code) => toCountry(code, lang)),
    fba: row.fba,
    timelinessMinDays: row.timelinessMinDays,
    timelinessMaxDays: row.timelinessMaxDays,
    priceFrom: row.priceFrom,
    taxIncluded: row.taxIncluded,
    features: row.features.map((feature) => pick(feature, lang)),
  };
}

function toShipServiceDetail(row: Readonly<ShipServiceRow>, lang: LanguageType): ShipServiceDetail {
  return {
    ...toShipService(row, lang),
    description: pick(row.description, lang),
    prices: row.prices.map((price) => ({
      country: price.country,
      zone: price.zone ? pick(price.zone, lang) : null,
      postcodePrefixes: price.postcodePrefixes ? [...price.postcodePrefixes] : null,
      weightFrom: price.weightFrom,
      weightTo: price.weightTo,
      unitPrice: price.unitPrice,
      remark: price.remark ? pick(price.remark, lang) : null,
    })),
    volumeDivisor: row.volumeDivisor,
    minChargeableWeight: row.minChargeableWeight,
    restrictions: row.restrictions.map((text) => pick(text, lang)),
    processSteps: row.processSteps.map((step) => ({
      title: pick(step.title, lang),
      description: pick(step.description, lang),
    })),
    insuranceRules: pick(row.insuranceRules, lang),
  };
}

function findLine(id: number | undefined): Readonly<ShipServiceRow> {
  const line = id === undefined ? undefined : shipServices.get(id);
  if (!line) fail(LOGISTICS_MSG.lineMissing, 404);
  return line;
}

function countryParam(ctx: Ctx): string | undefined {
  const country = ctx.str('country')?.trim().toUpperCase();
  if (!country) return undefined;
  check(/^[A-Z]{2}$/.test(country), invalidMessage(FIELD.country), 400);
  return country;
}

function listLines(ctx: Ctx): Readonly<ShipServiceRow>[] {
  const country = countryParam(ctx);
  const transportType = ctx.str('transportType');
  if (transportType)
    check(
      TRANSPORT_TYPES.some((type) => type === transportType),
      invalidMessage(FIELD.transportType),
      400,
    );
  const fba = ctx.bool('fba');
  const key = (ctx.str('key') ?? '').trim().toLowerCase();
  checkMaxLength(key, 50, FIELD.keyword);
  const rows = shipServices.filter(
    (row) =>
      (!country || row.destinations.some((code) => code === country)) &&
      (!transportType || row.transportType === transportType) &&
      (fba !== true || row.fba) &&
      (!key ||
        `${pick(row.name, ctx.lang)} ${pick(row.carrier, ctx.lang)}`.toLowerCase().includes(key)),
  );
  const field = ctx.str('sortField');
  if (!field)
    return [...rows].sort((a, b) => Number(b.recommended) - Number(a.recommended) || a.id - b.id);
  const accessors: Record<string, (row: Readonly<ShipServiceRow>) => number> = {
    price: (row) => row.priceFrom,
    timeliness: (row) => row.timelinessMinDays,
  };
  const accessor = accessors[field];
  if (!accessor)
    fail(invalidMessage(l10n('排序字段', '排序欄位', 'Sort field', 'Campo de ordenação')), 400);
  const order = ctx.str('sortOrder') || 'desc';
  check(
    order === 'asc' || order === 'desc',
    invalidMessage(l10n('排序方向', '排序方向', 'Sort order', 'Sentido da ordenação')),
    400,
  );
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * (accessor(a) - accessor(b)) || a.id - b.id);
}

function toWarehouse(row: Readonly<WarehouseRow>, lang: LanguageType): Warehouse {
  return {
    id: row.id,
    name: pick(row.name, lang),
    country: toCountry(row.country, lang),
    region: pick(row.region, lang),
    serviceTypes: row.serviceTypes,
    ordersProcessed: row.ordersProcessed,
    areaSize: row.areaSize,
    image: row.image,
  };
}

function toWarehouseDetail(row: Readonly<WarehouseRow>, lang: LanguageType): WarehouseDetail {
  return {
    ...toWarehouse(row, lang),
    images: row.images,
    description: pick(row.description, lang),
    address: row.address,
    contact: { ...row.contact, name: pick(row.contact.name, lang) },
  };
}

/* ---------- parcel orders ---------- */

/** A printable one-page waybill (PDF, Latin text) as a data: URL, so it opens offline. */
function waybillPdf(lines: string[]): string {
  const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, '\\$&');
  const [title = '', ...rest] = lines;
  const content = [
    'BT',
    '/F1 20 Tf',
    '56 780 Td',
    `(${ascii(title)}) Tj`,
    '/F1 11 Tf',
    ...rest.flatMap((line) => ['0 -22 Td', `(${ascii(line)}) Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return `data:application/pdf;base64,${btoa(pdf)}`;
}

const WAYBILL_STATES: readonly ShipOrderStatus[] = ['APPROVED', 'SHIPPED', 'COMPLETED'];

function waybillOf(
  order: Readonly<ShipOrderRow>,
  line: Readonly<ShipServiceRow> | undefined,
): string | null {
  if (!WAYBILL_STATES.includes(order.status)) return null;
  const weight = order.quote.chargeableWeight;
  return waybillPdf([
    `WAYBILL ${order.orderNo}`,
    `Carrier no.: ${order.logisticsOrderNo ?? '-'}`,
    `Service: ${line ? pick(line.name, 'en_US') : order.shipServiceId}`,
    `From: ${line ? pick(line.departure, 'en_US') : '-'}, China`,
    `To: ${order.consigneeName}, ${order.address ?? ''} ${order.city} ${order.state} ${order.postcode} ${order.country}`,
    order.fbaWarehouseCode ? `Amazon FBA warehouse: ${order.fbaWarehouseCode}` : 'Private address',
    `Cartons: ${order.cartons.length}   Chargeable weight: ${weight} kg`,
    `Declared value: RMB ${order.declaredValue.toFixed(2)}`,
  ]);
}

function toShipOrder(row: Readonly<ShipOrderRow>, lang: LanguageType): ShipOrder {
  const line = shipServices.get(row.shipServiceId);
  return {
    id: row.id,
    orderNo: row.orderNo,
    status: row.status,
    createTime: row.createTime,
    shipServiceId: row.shipServiceId,
    shipServiceName: line ? pick(line.name, lang) : '',
    destinationType: row.destinationType,
    country: row.country,
    fbaWarehouseCode: row.fbaWarehouseCode,
    state: row.state,
    city: row.city,
    postcode: row.postcode,
    address: row.address,
    tradeType: row.tradeType,
    transportPlan: row.transportPlan,
    customsDocuments: row.customsDocuments,
    remark: row.remark,
    ownOrder: row.ownOrder,
    declaredValue: row.declaredValue,
    consigneeName: row.consigneeName,
    consigneePhone: row.consigneePhone,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    cartons: row.cartons,
    quote: row.quote,
    fee: row.fee,
    logisticsOrderNo: row.logisticsOrderNo,
    transferNo: row.transferNo,
    payOrderId: row.payOrderId,
    waybillUrl: waybillOf(row, line),
    confirmTime: row.confirmTime,
    payTime: row.payTime,
    rejectReason: row.rejectReason ? pick(row.rejectReason, lang) : null,
  };
}

function requiredText(ctx: Ctx, name: keyof typeof FIELD, max: number): string {
  requireFields(ctx, { [name]: FIELD[name] });
  const value = (ctx.str(name) ?? '').trim();
  checkMaxLength(value, max, FIELD[name]);
  return value;
}

function optionalText(value: unknown, max: number, label: L10n): string | null {
  if (value === undefined || value === null) return null;
  check(typeof value === 'string', invalidMessage(label), 400);
  const text = value.trim();
  checkMaxLength(text, max, label);
  return text || null;
}

function cartonsOf(value: unknown): ShipOrderCarton[] {
  check(Array.isArray(value) && value.length > 0, LOGISTICS_MSG.noCarton, 400);
  check(value.length <= 200, LOGISTICS_MSG.tooManyCartons, 400);
  const seen = new Set<string>();
  return value.map((item: unknown, index): ShipOrderCarton => {
    const raw = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const cartonNo =
      typeof raw.cartonNo === 'string' || typeof raw.cartonNo === 'number'
        ? String(raw.cartonNo).trim()
        : '';
    check(cartonNo !== '', requiredMessage(FIELD.cartonNo), 400);
    checkMaxLength(cartonNo, 40, FIELD.cartonNo);
    check(!seen.has(cartonNo), fill(LOGISTICS_MSG.duplicateCarton, { no: cartonNo }), 400);
    seen.add(cartonNo);
    const size = [raw.length, raw.width, raw.height, raw.grossWeight].map(Number);
    check(
      size.every((measure) => Number.isFinite(measure) && measure > 0),
      fill(LOGISTICS_MSG.cartonSize, { no: cartonNo || String(index + 1) }),
      400,
    );
    const [length = 0, width = 0, height = 0, grossWeight = 0] = size;
    return {
      cartonNo,
      fbaLabel: optionalText(raw.fbaLabel, 40, FIELD.fbaLabel),
      trackingNo: optionalText(raw.trackingNo, 40, FIELD.trackingNo),
      length,
      width,
      height,
      grossWeight,
    };
  });
}

function saveShipOrder(ctx: Ctx): ShipOrder {
  const user = requireUser(ctx);
  const body = ctx.json<ShipOrderInput>();
  requireFields(ctx, {
    shipServiceId: FIELD.line,
    destinationType: FIELD.destinationType,
    country: FIELD.country,
  });
  const line = findLine(ctx.int('shipServiceId'));
  const destinationType = DESTINATION_TYPES.find((type) => type === body.destinationType);
  if (!destinationType) fail(invalidMessage(FIELD.destinationType), 400);
  const country = countryParam(ctx) ?? '';
  check(
    line.destinations.some((code) => code === country),
    LOGISTICS_MSG.lineCountry,
    400,
  );

  let place: {
    state: string;
    city: string;
    postcode: string;
    address: string | null;
    fbaWarehouseCode: string | null;
  };
  if (destinationType === 'FBA') {
    check(line.fba, LOGISTICS_MSG.lineNotFba, 400);
    const code = (ctx.str('fbaWarehouseCode') ?? '').trim();
    check(code !== '', LOGISTICS_MSG.fbaCodeMissing, 400);
    const warehouse = findFbaWarehouse(country, code);
    if (!warehouse) fail(LOGISTICS_MSG.fbaCodeUnknown, 400);
    // The warehouse's own address wins over what the form sent (it is filled from the code).
    place = {
      state: warehouse.state,
      city: warehouse.city,
      postcode: warehouse.postcode,
      address: warehouse.address,
      fbaWarehouseCode: warehouse.code,
    };
  } else {
    place = {
      state: requiredText(ctx, 'state', 50),
      city: requiredText(ctx, 'city', 50),
      postcode: requiredText(ctx, 'postcode', 20),
      address: requiredText(ctx, 'address', 200),
      fbaWarehouseCode: null,
    };
  }

  const cartons = cartonsOf(body.cartons);
  check(
    body.declaredValue !== undefined && body.declaredValue !== null,
    requiredMessage(FIELD.declaredValue),
    400,
  );
  const declaredValue = ctx.num('declaredValue') ?? 0;
  check(declaredValue >= 1, LOGISTICS_MSG.declaredMinimum, 400);
  const tradeType = requiredText(ctx, 'tradeType', 40);
  check(isDictValue('TRADE_TYPE', tradeType), invalidMessage(FIELD.tradeType), 400);
  const transportPlan = requiredText(ctx, 'transportPlan', 40);
  check(isDictValue('TRANSPORT_PLAN', transportPlan), invalidMessage(FIELD.transportPlan), 400);
  const consigneeName = requiredText(ctx, 'consigneeName', 100);
  const consigneePhone = optionalText(body.consigneePhone, 30, FIELD.consigneePhone);
  const contactName = requiredText(ctx, 'contactName', 50);
  const contactPhone = requiredText(ctx, 'contactPhone', 11);
  check(isMobilePhone(contactPhone), invalidMessage(FIELD.contactPhone), 400);
  requireFields(ctx, { ownOrder: FIELD.ownOrder });
  check(typeof body.ownOrder === 'boolean', invalidMessage(FIELD.ownOrder), 400);
  check(body.insuranceAgreed === true, LOGISTICS_MSG.insurance, 400);
  const remark = optionalText(body.remark, 500, FIELD.remark);
  const customsDocuments = body.customsDocuments ?? [];
  check(Array.isArray(customsDocuments), LOGISTICS_MSG.documentNotUploaded, 400);
  check(customsDocuments.length <= 9, LOGISTICS_MSG.tooManyDocuments, 400);
  check(
    customsDocuments.every((url) => typeof url === 'string' && isUploadedUrl(url, user.id)),
    LOGISTICS_MSG.documentNotUploaded,
    400,
  );

  const now = clock.nowMs();
  const row = shipOrders.insert({
    userId: user.id,
    orderNo: makeShipOrderNo(now, shipOrders.count() + 1),
    status: 'PENDING_CONFIRMATION',
    createTime: formatDateTime(now),
    shipServiceId: line.id,
    destinationType,
    country,
    ...place,
    tradeType,
    transportPlan,
    customsDocuments,
    remark,
    ownOrder: body.ownOrder,
    declaredValue: Math.round(declaredValue * 100) / 100,
    consigneeName,
    consigneePhone,
    contactName,
    contactPhone,
    cartons,
    quote: computeQuote(line, country, place.postcode, cartons),
    fee: null,
    logisticsOrderNo: null,
    transferNo: null,
    payOrderId: null,
    confirmTime: null,
    payTime: null,
    rejectReason: null,
    statusTime: formatDateTime(now),
  });
  return toShipOrder(row, ctx.lang);
}

/* ---------- tracking ---------- */

const TRACK = {
  submitted: l10n(
    '订单已提交，等待业务经理确认',
    '訂單已提交，等待業務經理確認',
    'Order submitted, awaiting confirmation by a business manager',
    'Encomenda submetida, a aguardar confirmação de um gestor comercial',
  ),
  confirmed: l10n(
    '运费已确认，等待付款',
    '運費已確認，等待付款',
    'Freight confirmed, awaiting payment',
    'Frete confirmado, a aguardar pagamento',
  ),
  paid: l10n(
    '已付款，运单审核中',
    '已付款，運單審核中',
    'Paid, order under review',
    'Pago, encomenda em verificação',
  ),
  approved: l10n(
    '审核通过，运单已生成，请按约定时间送货入仓',
    '審核通過，運單已生成，請按約定時間送貨入倉',
    'Approved: the waybill is ready, bring the goods to the warehouse as agreed',
    'Aprovado: a guia está pronta, entregue a mercadoria no armazém como combinado',
  ),
  cancelled: l10n('订单已取消', '訂單已取消', 'Order cancelled', 'Encomenda cancelada'),
  rejected: l10n(
    '货物审核未通过，已安排退回：{reason}',
    '貨物審核未通過，已安排退回：{reason}',
    'Goods refused and being returned: {reason}',
    'Mercadoria recusada e em devolução: {reason}',
  ),
  received: l10n(
    '仓库已收货，完成称重量方',
    '倉庫已收貨，完成稱重量方',
    'Received at the warehouse, weighed and measured',
    'Recebido no armazém, pesado e medido',
  ),
  exportCleared: l10n(
    '已完成出口报关',
    '已完成出口報關',
    'Export customs cleared',
    'Desalfandegamento de exportação concluído',
  ),
  departed: {
    SEA: l10n(
      '已装船，离开始发港',
      '已裝船，離開始發港',
      'Loaded on board, left the port of origin',
      'Carregado a bordo, saiu do porto de origem',
    ),
    AIR: l10n('航班已起飞', '航班已起飛', 'Flight departed', 'O voo partiu'),
    RAIL: l10n('班列已发车', '班列已發車', 'Train departed', 'O comboio partiu'),
    TRUCK: l10n('车辆已发车', '車輛已發車', 'Truck departed', 'O camião partiu'),
    EXPRESS: l10n(
      '已交国际快递网络转运',
      '已交國際快遞網絡轉運',
      'Handed to the international express network',
      'Entregue à rede expresso internacional',
    ),
  } satisfies Record<ShipTransportType, L10n>,
  arrived: l10n(
    '已到达目的地转运中心',
    '已到達目的地轉運中心',
    'Arrived at the destination hub',
    'Chegou ao centro de distribuição de destino',
  ),
  importCleared: l10n(
    '目的国清关完成',
    '目的國清關完成',
    'Import customs cleared',
    'Desalfandegamento de importação concluído',
  ),
  inspection: l10n(
    '目的国海关查验，等待放行',
    '目的國海關查驗，等待放行',
    'Held for customs inspection at destination',
    'Retido para inspeção aduaneira no destino',
  ),
  outForDelivery: l10n('派送中', '派送中', 'Out for delivery', 'Em distribuição'),
  deliveredFba: l10n(
    '亚马逊仓库已签收入库（{code}）',
    '亞馬遜倉庫已簽收入庫（{code}）',
    'Received into the Amazon warehouse ({code})',
    'Recebido no armazém da Amazon ({code})',
  ),
  delivered: l10n(
    '收件人已签收',
    '收件人已簽收',
    'Delivered to the consignee',
    'Entregue ao destinatário',
  ),
};

const HUBS: Record<string, L10n> = {
  US: l10n('洛杉矶', '洛杉磯', 'Los Angeles', 'Los Angeles'),
  CA: l10n('温哥华', '溫哥華', 'Vancouver', 'Vancouver'),
  GB: l10n('费利克斯托', '費利克斯托', 'Felixstowe', 'Felixstowe'),
  DE: l10n('杜伊斯堡', '杜伊斯堡', 'Duisburg', 'Duisburgo'),
  PL: l10n('马拉舍维奇', '馬拉舍維奇', 'Małaszewicze', 'Małaszewicze'),
  FR: l10n('勒阿弗尔', '勒阿弗爾', 'Le Havre', 'Le Havre'),
  IT: l10n('米兰', '米蘭', 'Milan', 'Milão'),
  ES: l10n('马德里', '馬德里', 'Madrid', 'Madrid'),
  NL: l10n('鹿特丹', '鹿特丹', 'Rotterdam', 'Roterdão'),
  JP: l10n('东京', '東京', 'Tokyo', 'Tóquio'),
  AU: l10n('悉尼', '悉尼', 'Sydney', 'Sydney'),
  AE: l10n('迪拜', '迪拜', 'Dubai', 'Dubai'),
  SA: l10n('利雅得', '利雅得', 'Riyadh', 'Riade'),
  SG: l10n('新加坡', '新加坡', 'Singapore', 'Singapura'),
  MY: l10n('吉隆坡', '吉隆坡', 'Kuala Lumpur', 'Kuala Lumpur'),
  TH: l10n('曼谷', '曼谷', 'Bangkok', 'Banguecoque'),
  PH: l10n('马尼拉', '馬尼拉', 'Manila', 'Manila'),
  VN: l10n('胡志明市', '胡志明市', 'Ho Chi Minh City', 'Cidade de Ho Chi Minh'),
};

const SHENZHEN = l10n('深圳', '深圳', 'Shenzhen', 'Shenzhen');

interface Leg {
  at: number;
  text: L10n;
  location: L10n | string | null;
  status: TrackingStatus;
}

interface JourneyPlan {
  mode: ShipTransportType;
  departure: L10n;
  country: string;
  city: string;
  finalText: L10n;
  transitDays: number;
  /** Nothing of the journey happens before this moment (the order's last step before it). */
  after: number;
  departedAt: number;
  /** When the goods were delivered (COMPLETED); otherwise the transit time dates the rest. */
  deliveredAt?: number;
  /** Legs later than this are left out. */
  until: number;
  /** Starts with the review approving the order (parcel orders of ours). */
  approval: boolean;
}

/**
 * The journey of shipped goods: approval, warehouse, export, departure, arrival, import, delivery.
 * Dated by the line's transit time around the departure; when the real steps came faster (a demo
 * driven from the dev panel), the legs are squeezed in between so that the story stays in order.
 */
function journey(plan: JourneyPlan): Leg[] {
  const { departedAt, transitDays, departure } = plan;
  const hub = HUBS[plan.country] ?? countryName(isCountryCode(plan.country) ? plan.country : 'US');
  const before = (nominal: number, share: number) =>
    Math.max(departedAt - nominal, plan.after + (departedAt - plan.after) * share);
  const total = transitDays * DAY + 3 * HOUR;
  const span = plan.deliveredAt === undefined ? total : Math.max(plan.deliveredAt - departedAt, 0);
  const afterDeparture = (nominal: number) => departedAt + (span * nominal) / total;
  const arrival = Math.max(1, transitDays * 0.6) * DAY;
  const legs: Leg[] = [
    ...(plan.approval
      ? [
          {
            at: before(2 * DAY + 6 * HOUR, 0.2),
            text: TRACK.approved,
            location: departure,
            status: 'INFO_RECEIVED' as const,
          },
        ]
      : []),
    { at: before(2 * DAY, 0.4), text: TRACK.received, location: departure, status: 'IN_TRANSIT' },
    {
      at: before(DAY - 5 * HOUR, 0.7),
      text: TRACK.exportCleared,
      location: departure,
      status: 'IN_TRANSIT',
    },
    { at: departedAt, text: TRACK.departed[plan.mode], location: departure, status: 'IN_TRANSIT' },
    { at: afterDeparture(arrival), text: TRACK.arrived, location: hub, status: 'IN_TRANSIT' },
    {
      at: afterDeparture(arrival + DAY),
      text: TRACK.importCleared,
      location: hub,
      status: 'IN_TRANSIT',
    },
    {
      at: afterDeparture((transitDays - 1) * DAY),
      text: TRACK.outForDelivery,
      location: plan.city,
      status: 'OUT_FOR_DELIVERY',
    },
    { at: afterDeparture(total), text: plan.finalText, location: plan.city, status: 'DELIVERED' },
  ];
  // Short transit times could put delivery before import clearance: keep the legs in order.
  for (let i = 1; i < legs.length; i += 1) {
    const previous = legs[i - 1];
    const leg = legs[i];
    if (previous && leg && leg.at <= previous.at) leg.at = previous.at + MINUTE;
  }
  return legs.filter((leg) => leg.at <= plan.until);
}

function toEvents(legs: readonly Leg[], lang: LanguageType): TrackingEvent[] {
  return [...legs]
    .sort((a, b) => b.at - a.at)
    .map((leg) => ({
      time: formatDateTime(leg.at),
      location:
        leg.location === null
          ? null
          : typeof leg.location === 'string'
            ? leg.location
            : pick(leg.location, lang),
      description: pick(leg.text, lang),
    }));
}

function traceOfOrder(
  no: string,
  order: Readonly<ShipOrderRow>,
  lang: LanguageType,
): TrackingResult {
  const line = shipServices.get(order.shipServiceId);
  const departure = line?.departure ?? SHENZHEN;
  const ms = (time: string | null) => (time === null ? null : parseDateTime(time).getTime());
  const legs: Leg[] = [
    {
      at: ms(order.createTime) ?? 0,
      text: TRACK.submitted,
      location: departure,
      status: 'INFO_RECEIVED',
    },
  ];
  const confirmed = ms(order.confirmTime);
  if (confirmed !== null)
    legs.push({
      at: confirmed,
      text: TRACK.confirmed,
      location: departure,
      status: 'INFO_RECEIVED',
    });
  const paid = ms(order.payTime);
  if (paid !== null)
    legs.push({ at: paid, text: TRACK.paid, location: departure, status: 'INFO_RECEIVED' });
  const statusAt = ms(order.statusTime) ?? clock.nowMs();
  const transit = line?.timelinessMinDays ?? 10;
  const finalText = order.fbaWarehouseCode
    ? fill(TRACK.deliveredFba, { code: order.fbaWarehouseCode })
    : TRACK.delivered;
  const lastStep = Math.max(...legs.map((leg) => leg.at));
  const plan = {
    mode: line?.transportType ?? 'EXPRESS',
    departure,
    country: order.country,
    city: order.city,
    finalText,
    transitDays: transit,
    after: lastStep,
    approval: true,
  } satisfies Omit<JourneyPlan, 'departedAt' | 'until'>;
  let status: TrackingStatus = 'INFO_RECEIVED';
  switch (order.status) {
    case 'APPROVED':
      legs.push({
        at: statusAt,
        text: TRACK.approved,
        location: departure,
        status: 'INFO_RECEIVED',
      });
      break;
    case 'SHIPPED': {
      legs.push(
        ...journey({ ...plan, departedAt: statusAt, until: clock.nowMs() }).filter(
          (leg) => leg.status !== 'DELIVERED',
        ),
      );
      status = legs.some((leg) => leg.status === 'OUT_FOR_DELIVERY')
        ? 'OUT_FOR_DELIVERY'
        : 'IN_TRANSIT';
      break;
    }
    case 'COMPLETED': {
      const departedAt = Math.max(
        statusAt - transit * DAY - 3 * HOUR,
        lastStep + (statusAt - lastStep) * 0.5,
      );
      // Delivered is a fact: every leg is shown, even when the steps came all at once.
      legs.push(
        ...journey({ ...plan, departedAt, deliveredAt: statusAt, until: Number.POSITIVE_INFINITY }),
      );
      status = 'DELIVERED';
      break;
    }
    case 'REJECTED':
      legs.push({
        at: statusAt,
        text: fill(TRACK.rejected, { reason: order.rejectReason ?? l10n('', '', '', '') }),
        location: departure,
        status: 'RETURNED',
      });
      status = 'RETURNED';
      break;
    case 'CANCELLED':
      legs.push({ at: statusAt, text: TRACK.cancelled, location: departure, status: 'EXCEPTION' });
      status = 'EXCEPTION';
      break;
    default:
      break;
  }
  return {
    no,
    status,
    carrier: line ? pick(line.carrier, lang) : null,
    country: order.country,
    events: toEvents(legs, lang),
  };
}

/**
 * The carrier of a UPU S10 number: the postal operator of the country its last two letters name
 * (Royal Mail for …GB, USPS for …US), from the checker's table (src/lib/tracking-number.ts).
 */
function s10Carrier(no: string): L10n | null {
  if (!/^[A-Z]{2}\d{9}[A-Z]{2}$/.test(no)) return null;
  const code = no.slice(-2);
  const operator = postalOperator(code);
  if (operator) return l10n(operator.hans, operator.hant, operator.latin, operator.latin);
  if (!isCountryCode(code)) return null;
  const name = countryName(code);
  return l10n(
    `${name.zh_CN}邮政`,
    `${name.zh_HK}郵政`,
    `Postal operator of ${name.en_US}`,
    `Operador postal de ${name.pt_PT}`,
  );
}

/** Carriers recognised by their number format, for numbers that are not parcel orders of ours. */
const CARRIER_FORMATS: { pattern: RegExp; carrier: L10n }[] = [
  { pattern: /^1Z[0-9A-Z]{16}$/, carrier: l10n('UPS', 'UPS', 'UPS', 'UPS') },
  {
    pattern: /^[A-Z]{2}\d{9}[A-Z]{2}$/,
    carrier: l10n('邮政', '郵政', 'Postal service', 'Serviço postal'),
  },
  {
    pattern: /^\d{10}$/,
    carrier: l10n('DHL Express', 'DHL Express', 'DHL Express', 'DHL Express'),
  },
  { pattern: /^\d{12}$/, carrier: l10n('FedEx', 'FedEx', 'FedEx', 'FedEx') },
  { pattern: /^\d{14}$/, carrier: l10n('DPD', 'DPD', 'DPD', 'DPD') },
];

function hashOf(text: string): number {
  let h = 17;
  for (let i = 0; i < text.length; i += 1) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

/** A plausible, stable trace for a carrier number: the same number always tells the same story. */
function syntheticTrace(no: string, lang: LanguageType): TrackingResult | null {
  const upper = no.toUpperCase();
  const line = shipServices.find(
    (row) => upper.startsWith(row.trackingPrefix) && /^\D{2}\d{10,}$/.test(upper),
  );
  const format = CARRIER_FORMATS.find((candidate) => candidate.pattern.test(upper));
  if (!line && !format) return null;
  const h = hashOf(upper);
  const countries = line?.destinations ?? ['US', 'GB', 'DE', 'FR', 'AU', 'JP'];
  const country = countries[h % countries.length] ?? 'US';
  const mode: ShipTransportType = line?.transportType ?? 'EXPRESS';
  const transit = line?.timelinessMinDays ?? 5;
  const elapsedDays = 1 + (h % (transit + 4));
  // Anchored to midnight so that the story is the same all day long.
  const shippedAt =
    startOfChinaDay(clock.nowMs()).getTime() - elapsedDays * DAY + (8 + (h % 10)) * HOUR;
  const city = pick(HUBS[country] ?? COUNTRIES.US, lang);
  const legs = journey({
    mode,
    departure: line?.departure ?? SHENZHEN,
    country,
    city,
    finalText: TRACK.delivered,
    transitDays: transit,
    after: shippedAt - 3 * DAY,
    departedAt: shippedAt,
    until: clock.nowMs(),
    approval: false,
  });
  // One number in ten is held by customs after arriving, when that moment has come.
  const arrival = legs[3];
  const inspectionAt = (arrival?.at ?? 0) + 20 * HOUR;
  if (h % 10 === 0 && arrival && inspectionAt <= clock.nowMs()) {
    legs.splice(4, legs.length, {
      at: inspectionAt,
      text: TRACK.inspection,
      location: arrival.location,
      status: 'EXCEPTION',
    });
  }
  const latest = [...legs].sort((a, b) => b.at - a.at)[0];
  return {
    no,
    status: latest?.status ?? 'INFO_RECEIVED',
    carrier: pick(line?.carrier ?? s10Carrier(upper) ?? format?.carrier ?? SHENZHEN, lang),
    country,
    events: toEvents(legs, lang),
  };
}

function findOrderByNumber(no: string): Readonly<ShipOrderRow> | undefined {
  const upper = no.toUpperCase();
  return shipOrders.find((row) =>
    [row.orderNo, row.logisticsOrderNo, row.transferNo].some(
      (candidate) => candidate?.toUpperCase() === upper,
    ),
  );
}

function track(ctx: Ctx): TrackingResult[] {
  requireFields(ctx, { nos: FIELD.nos });
  const raw = ctx.str('nos') ?? '';
  checkMaxLength(raw, 500, FIELD.nos);
  const given = raw.split(',').map((part) => part.trim());
  check(given.length <= MAX_TRACKING_NUMBERS, LOGISTICS_MSG.tooManyNumbers, 400);
  for (const no of given)
    check(/^[A-Za-z0-9-]+$/.test(no), fill(LOGISTICS_MSG.badNumber, { no }), 400);
  syncShipOrders();
  const distinct = [...new Map(given.map((no) => [no.toUpperCase(), no])).values()];
  return distinct.map((no) => {
    const order = findOrderByNumber(no);
    if (order) return traceOfOrder(no, order, ctx.lang);
    return (
      syntheticTrace(no, ctx.lang) ?? {
        no,
        status: 'NOT_FOUND',
        carrier: null,
        country: null,
        events: [],
      }
    );
  });
}

/* ---------- handlers ---------- */

export const handlers = [
  op<ListFeaturedShipServices200>('get', '/index/crossShip', (ctx) =>
    shipServices
      .filter((row) => row.featuredOrder !== null)
      .sort((a, b) => (a.featuredOrder ?? 0) - (b.featuredOrder ?? 0))
      .slice(0, 8)
      .map((row) => toShipService(row, ctx.lang)),
  ),

  op<ListShipServices200>('get', '/ship/list', (ctx) =>
    page(
      listLines(ctx).map((row) => toShipService(row, ctx.lang)),
      ctx,
    ),
  ),

  op<GetShipService200>('get', '/ship/info/{id}', (ctx) =>
    toShipServiceDetail(findLine(ctx.id()), ctx.lang),
  ),

  op<TrackShipments200>('get', '/ship/logistics', track),

  op<GetShipSearchOptions200>('get', '/ship/searchModel', (ctx) => {
    const served = new Set(shipServices.all().flatMap((row) => row.destinations));
    const fbaServed = new Set(
      shipServices.filter((row) => row.fba).flatMap((row) => row.destinations),
    );
    const codes = Object.keys(COUNTRIES).filter((code) =>
      served.has(code as keyof typeof COUNTRIES),
    );
    return {
      countries: codes.map((code) => toCountry(code, ctx.lang)),
      transportTypes: TRANSPORT_TYPES.map((value) => ({
        value,
        label: pick(TRANSPORT_LABELS[value], ctx.lang),
      })),
      fbaWarehouses: codes
        .filter((code) => fbaServed.has(code as keyof typeof COUNTRIES))
        .map((code) => ({
          country: toCountry(code, ctx.lang),
          warehouses: fbaWarehouses
            .filter((row) => row.country === code)
            .map(({ code: fc, country, state, city, postcode, address }) => ({
              code: fc,
              country,
              state,
              city,
              postcode,
              address,
            })),
        }))
        .filter((group) => group.warehouses.length > 0),
    };
  }),

  op<ListWarehouses200>('get', '/overseaWarehouse/list', (ctx) => {
    const country = countryParam(ctx);
    const serviceType = ctx.str('serviceType');
    if (serviceType)
      check(
        SERVICE_TYPES.some((type) => type === serviceType),
        invalidMessage(FIELD.serviceType),
        400,
      );
    const key = (ctx.str('key') ?? '').trim().toLowerCase();
    checkMaxLength(key, 50, FIELD.keyword);
    const rows = warehouses.filter(
      (row) =>
        (!country || row.country === country) &&
        (!serviceType || row.serviceTypes.some((type) => type === serviceType)) &&
        (!key ||
          `${pick(row.name, ctx.lang)} ${pick(row.region, ctx.lang)}`.toLowerCase().includes(key)),
    );
    return page(
      rows.map((row) => toWarehouse(row, ctx.lang)),
      ctx,
    );
  }),

  op<GetWarehouse200>('get', '/overseaWarehouse/info/{id}', (ctx) => {
    const row = warehouses.get(ctx.id());
    if (!row) fail(LOGISTICS_MSG.warehouseMissing, 404);
    return toWarehouseDetail(row, ctx.lang);
  }),

  op<SaveShipOrder200>('post', '/shipOrder/save', saveShipOrder),

  op<ListShipOrders200>('get', '/shipOrder/list', (ctx) => {
    const user = requireUser(ctx);
    const status = ctx.str('status');
    if (status)
      check(
        SHIP_STATUSES.some((known) => known === status),
        invalidMessage(FIELD.status),
        400,
      );
    const key = (ctx.str('key') ?? '').trim().toUpperCase();
    check([...key].length <= 40, tooLongMessage(FIELD.keyword, 40), 400);
    syncShipOrders();
    const rows = shipOrders
      .filter(
        (row) =>
          row.userId === user.id &&
          (!status || row.status === status) &&
          (!key ||
            [row.orderNo, row.logisticsOrderNo, row.transferNo].some((no) =>
              no?.toUpperCase().startsWith(key),
            )),
      )
      .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
    return page(
      rows.map((row) => toShipOrder(row, ctx.lang)),
      ctx,
    );
  }),
];
