/**
 * market: service categories and markets (the header dropdown), the service list and detail
 * (with the price range and rating order of the contract's additions), checking a coupon before
 * ordering (`verifyCoupon`, an addition), ordering a service (a SERVICE order in the shared
 * orders, with the coupon checked again at creation) and the service-provider settle-in
 * application.
 */
import type {
  ApplyAsProvider200,
  CreateServiceOrder200,
  CustomerInfo,
  GetService200,
  InvoiceType,
  LanguageType,
  ListMarkets200,
  ListMyProviderApplications200,
  ListServiceCategories200,
  ListServices200,
  Market,
  PayType,
  ProviderApplicationInput,
  ServiceDetail,
  ServiceOrderInput,
  ServiceSummary,
  VerifyCoupon200,
} from '../../src/api/gen/model';
import { clock, formatDateTime, parseDateTime } from '../lib/clock';
import {
  check,
  checkMaxLength,
  fail,
  isEmail,
  isMobilePhone,
  op,
  page,
  requireFields,
  requireUser,
  sortRows,
  type Ctx,
} from '../lib/http';
import { LABEL } from '../lib/labels';
import { l10n, pick, type L10n } from '../lib/l10n';
import { invalidMessage, requiredMessage } from '../lib/messages';
import { createOrder, isPaid, orders } from '../db/orders';
import { isUploadedUrl } from '../db/uploads';
import { onUserDeleted } from '../db/users';
import { providerApplications } from '../db/seed/applications';
import { COUPONS, couponRedemptions } from '../db/seed/coupons';
import { providers, type ProviderRow } from '../db/seed/providers';
import { markets, serviceCategories, type MarketRow } from '../db/seed/service-categories';
import { priceFrom, services, type ServiceRow } from '../db/seed/services';

const MARKET_MSG = {
  serviceMissing: l10n(
    '服务不存在或已下架',
    '服務不存在或已下架',
    'The service does not exist or is off the shelf',
    'O serviço não existe ou foi retirado',
  ),
  noItems: l10n(
    '请至少选择一个服务套餐',
    '請至少選擇一個服務套餐',
    'Choose at least one package',
    'Escolha pelo menos um pacote',
  ),
  foreignPackage: l10n(
    '所选套餐不属于该服务',
    '所選套餐不屬於該服務',
    'A chosen package does not belong to this service',
    'Um dos pacotes escolhidos não pertence a este serviço',
  ),
  duplicatePackage: l10n(
    '同一套餐只能选择一次',
    '同一套餐只能選擇一次',
    'Each package can be chosen only once',
    'Cada pacote só pode ser escolhido uma vez',
  ),
  quantity: l10n(
    '购买数量须为 1 到 999',
    '購買數量須為 1 至 999',
    'The quantity must be between 1 and 999',
    'A quantidade tem de estar entre 1 e 999',
  ),
  couponInvalid: l10n(
    '优惠码无效',
    '優惠碼無效',
    'The coupon code is not valid',
    'O código de desconto não é válido',
  ),
  couponExpired: l10n(
    '优惠码已过期',
    '優惠碼已過期',
    'The coupon code has expired',
    'O código de desconto expirou',
  ),
  couponUsed: l10n(
    '优惠码已被使用',
    '優惠碼已被使用',
    'The coupon code has already been used',
    'O código de desconto já foi utilizado',
  ),
  couponMinimum: l10n(
    '订单金额未达到优惠码的使用门槛',
    '訂單金額未達到優惠碼的使用門檻',
    'The order total is below the coupon’s minimum',
    'O total da encomenda é inferior ao mínimo do código de desconto',
  ),
  introMissing: l10n(
    '请上传公司介绍文件',
    '請上載公司介紹檔案',
    'Please upload the company introduction file',
    'Carregue o ficheiro de apresentação da empresa',
  ),
  introNotUploaded: l10n(
    '公司介绍文件须通过上传获得（PDF 或视频，不超过 100 MB）',
    '公司介紹檔案須經上載取得（PDF 或影片，不超過 100 MB）',
    'The company introduction must be an uploaded file (PDF or video, at most 100 MB)',
    'A apresentação da empresa tem de ser um ficheiro carregado (PDF ou vídeo, no máximo 100 MB)',
  ),
  noServices: l10n(
    '请至少选择一项入驻服务',
    '請至少選擇一項入駐服務',
    'Choose at least one service to offer',
    'Escolha pelo menos um serviço a oferecer',
  ),
  marketMissing: l10n(
    '所选服务类目不存在',
    '所選服務類目不存在',
    'A chosen service market does not exist',
    'Um dos mercados de serviços escolhidos não existe',
  ),
  notAgreed: l10n(
    '请阅读并同意入驻协议',
    '請閱讀並同意入駐協議',
    'Please read and agree to the settle-in agreement',
    'Leia e aceite o acordo de adesão',
  ),
  underReview: l10n(
    '您已有审核中的入驻申请，请等待审核结果',
    '您已有審核中的入駐申請，請等待審核結果',
    'You already have a settle-in application under review; please wait for the result',
    'Já tem uma candidatura de adesão em análise; aguarde o resultado',
  ),
};

const FIELD = {
  serviceId: l10n('服务', '服務', 'Service', 'Serviço'),
  items: l10n('服务套餐', '服務套餐', 'Packages', 'Pacotes'),
  customer: l10n('客户信息', '客戶資料', 'Customer details', 'Dados do cliente'),
  contact: l10n('联系人', '聯絡人', 'Contact', 'Contacto'),
  remark: l10n('留言', '留言', 'Message', 'Mensagem'),
  couponCode: l10n('优惠码', '優惠碼', 'Coupon code', 'Código de desconto'),
  keyword: l10n('关键词', '關鍵字', 'Keyword', 'Palavra-chave'),
  minPrice: l10n('最低价格', '最低價格', 'Lowest price', 'Preço mínimo'),
  maxPrice: l10n('最高价格', '最高價格', 'Highest price', 'Preço máximo'),
  amount: l10n('订单金额', '訂單金額', 'Order amount', 'Montante da encomenda'),
  name: l10n('姓名', '姓名', 'Name', 'Nome'),
  companyName: LABEL.companyName,
  companyAddress: l10n('公司地址', '公司地址', 'Company address', 'Morada da empresa'),
  position: l10n('职位', '職位', 'Position', 'Cargo'),
  contactPhone: l10n('联系电话', '聯絡電話', 'Contact phone', 'Telemóvel do contacto'),
  contactEmail: l10n('联系邮箱', '聯絡電郵', 'Contact e-mail', 'E-mail do contacto'),
  services: l10n('入驻服务', '入駐服務', 'Services', 'Serviços'),
};

const PAY_TYPES: readonly PayType[] = ['ALIPAY', 'WECHAT', 'MANUAL'];
const INVOICE_TYPES: readonly InvoiceType[] = ['ORDINARY', 'VAT_SPECIAL'];

onUserDeleted((userId) => {
  providerApplications.removeWhere((row) => row.userId === userId);
  couponRedemptions.removeWhere((row) => row.userId === userId);
});

const round2 = (value: number) => Math.round(value * 100) / 100;

function toMarket(row: Readonly<MarketRow>, lang: LanguageType): Market {
  return {
    id: row.id,
    name: pick(row.name, lang),
    categoryId: row.categoryId,
    icon: row.icon,
    description: pick(row.description, lang),
    tag: row.tag ? pick(row.tag, lang) : null,
    serviceCount: services.count((service) => service.marketId === row.id),
  };
}

function marketsOf(categoryId: number): Readonly<MarketRow>[] {
  return markets.filter((row) => row.categoryId === categoryId).sort((a, b) => a.sort - b.sort);
}

/** Units bought through the mock's own paid orders, on top of the seeded sales. */
function unitsSold(serviceId: number): number {
  return orders
    .filter(
      (order) => order.orderType === 'SERVICE' && order.refId === serviceId && isPaid(order.status),
    )
    .reduce((sum, order) => sum + order.goods.reduce((units, line) => units + line.quantity, 0), 0);
}

function toSummary(row: Readonly<ServiceRow>, lang: LanguageType): ServiceSummary {
  return {
    id: row.id,
    name: pick(row.name, lang),
    cover: row.cover,
    providerId: row.providerId,
    providerName: pick(providers.get(row.providerId)?.name ?? l10n('', '', '', ''), lang),
    priceFrom: priceFrom(row),
    unit: pick(row.unit, lang),
    sales: row.sales + unitsSold(row.id),
    rating: row.rating,
    categoryId: row.categoryId,
    marketId: row.marketId,
    tags: row.tags.map((tag) => pick(tag, lang)),
  };
}

function toProvider(row: Readonly<ProviderRow>, lang: LanguageType) {
  return {
    id: row.id,
    name: pick(row.name, lang),
    logo: row.logo,
    intro: pick(row.intro, lang),
    serviceCount: services.count((service) => service.providerId === row.id),
    certified: row.certified,
  };
}

function toDetail(row: Readonly<ServiceRow>, lang: LanguageType): ServiceDetail {
  const provider = providers.get(row.providerId);
  if (!provider) fail(MARKET_MSG.serviceMissing, 404);
  const text = (value: L10n) => pick(value, lang);
  return {
    ...toSummary(row, lang),
    images: row.images,
    description: text(row.description),
    packages: row.packages.map((item) => ({
      id: item.id,
      name: text(item.name),
      price: item.price,
      description: item.description ? text(item.description) : null,
      deliveryDays: item.deliveryDays,
    })),
    provider: toProvider(provider, lang),
    processSteps: row.processSteps.map((step) => ({
      title: text(step.title),
      description: text(step.description),
    })),
    faqs: row.faqs.map((faq) => ({ question: text(faq.question), answer: text(faq.answer) })),
    categoryName: text(serviceCategories.get(row.categoryId)?.name ?? l10n('', '', '', '')),
    marketName: text(markets.get(row.marketId)?.name ?? l10n('', '', '', '')),
  };
}

function findService(id: number | undefined): Readonly<ServiceRow> {
  const service = id === undefined ? undefined : services.get(id);
  if (!service) fail(MARKET_MSG.serviceMissing, 404);
  return service;
}

/* ---------- ordering ---------- */

function customerOf(value: unknown): CustomerInfo {
  check(
    typeof value === 'object' && value !== null && !Array.isArray(value),
    requiredMessage(FIELD.customer),
    400,
  );
  const raw = value as Record<string, unknown>;
  const textOf = (name: string) =>
    typeof raw[name] === 'string' ? (raw[name] as string).trim() : '';
  const contact = textOf('contact');
  check(contact !== '', requiredMessage(FIELD.contact), 400);
  checkMaxLength(contact, 50, FIELD.contact);
  const phone = textOf('phone');
  check(phone !== '', requiredMessage(LABEL.phone), 400);
  check(isMobilePhone(phone), invalidMessage(LABEL.phone), 400);
  const email = textOf('email');
  if (email) check(isEmail(email), invalidMessage(LABEL.email), 400);
  const address = textOf('address');
  checkMaxLength(address, 200, LABEL.address);
  return { contact, phone, email: email || null, address: address || null };
}

/** The code as the API takes it: trimmed, upper case (codes compare case-insensitively). */
function normalizeCoupon(value: string | undefined): string {
  return (value ?? '').trim().toUpperCase();
}

/**
 * What the code takes off `total` for this user: fails with the coupon messages when it is
 * unknown, expired, used by one of the user's orders that is not cancelled, or above the total's
 * reach. Shared by `verifyCoupon` and `createServiceOrder`.
 */
function couponDiscount(code: string, userId: number, total: number): number {
  const coupon = COUPONS[code];
  if (!coupon) fail(MARKET_MSG.couponInvalid, 400);
  check(parseDateTime(coupon.expires).getTime() >= clock.nowMs(), MARKET_MSG.couponExpired, 400);
  const used = couponRedemptions
    .filter((row) => row.userId === userId && row.code === code)
    .some((row) => {
      const order = orders.get(row.orderId);
      return order !== undefined && order.status !== 'CANCELLED';
    });
  check(!used, MARKET_MSG.couponUsed, 409);
  check(total >= coupon.minimum, MARKET_MSG.couponMinimum, 400);
  const discount = coupon.amount ?? round2((total * (coupon.percent ?? 0)) / 100);
  return Math.min(discount, total);
}

function createServiceOrder(ctx: Ctx) {
  const user = requireUser(ctx);
  const body = ctx.json<ServiceOrderInput>();
  requireFields(ctx, { serviceId: FIELD.serviceId });
  const service = findService(ctx.int('serviceId'));
  check(Array.isArray(body.items) && body.items.length > 0, MARKET_MSG.noItems, 400);
  const seen = new Set<number>();
  const lines = body.items.map((item) => {
    const packageId = Number((item as { packageId?: unknown }).packageId);
    const quantity = Number((item as { quantity?: unknown }).quantity);
    const found = service.packages.find((candidate) => candidate.id === packageId);
    if (!found) fail(MARKET_MSG.foreignPackage, 400);
    check(!seen.has(packageId), MARKET_MSG.duplicatePackage, 400);
    seen.add(packageId);
    check(Number.isInteger(quantity) && quantity >= 1 && quantity <= 999, MARKET_MSG.quantity, 400);
    return { name: service.name, spec: found.name, quantity, unitPrice: found.price };
  });
  const customer = customerOf(body.customer);
  const invoiceType = body.invoiceType ?? null;
  check(
    invoiceType === null || INVOICE_TYPES.includes(invoiceType),
    invalidMessage(LABEL.invoiceType),
    400,
  );
  const remark = typeof body.remark === 'string' ? body.remark.trim() : '';
  checkMaxLength(remark, 500, FIELD.remark);
  requireFields(ctx, { payType: LABEL.payType });
  const payType = PAY_TYPES.find((type) => type === body.payType);
  if (!payType) fail(invalidMessage(LABEL.payType), 400);
  const total = round2(lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0));
  const couponCode = normalizeCoupon(
    typeof body.couponCode === 'string' ? body.couponCode : undefined,
  );
  checkMaxLength(couponCode, 32, FIELD.couponCode);
  const discount = couponCode ? couponDiscount(couponCode, user.id, total) : 0;
  const payment = createOrder(ctx, {
    userId: user.id,
    type: 'SERVICE',
    refId: service.id,
    name: service.name,
    coverImage: service.cover,
    goods: lines,
    customer,
    invoiceType,
    remark: remark || null,
    payType,
    coupon: couponCode ? { code: couponCode, discount } : null,
  });
  if (couponCode)
    couponRedemptions.insert({ userId: user.id, code: couponCode, orderId: payment.orderId });
  return payment;
}

/** `GET /coupon/verify`: the order's coupon check, without using the code up. */
function verifyCoupon(ctx: Ctx) {
  const user = requireUser(ctx);
  requireFields(ctx, {
    code: FIELD.couponCode,
    serviceId: FIELD.serviceId,
    amount: FIELD.amount,
  });
  const code = normalizeCoupon(ctx.str('code'));
  checkMaxLength(code, 32, FIELD.couponCode);
  const amount = ctx.num('amount');
  check(amount !== undefined && amount >= 0, invalidMessage(FIELD.amount), 400);
  findService(ctx.int('serviceId'));
  const total = round2(amount);
  const discount = couponDiscount(code, user.id, total);
  return { code, amount: total, discount, payable: round2(total - discount) };
}

/* ---------- provider settle-in ---------- */

function applyAsProvider(ctx: Ctx) {
  const user = requireUser(ctx);
  const body = ctx.json<ProviderApplicationInput>();
  requireFields(ctx, {
    name: FIELD.name,
    companyName: FIELD.companyName,
    companyAddress: FIELD.companyAddress,
    position: FIELD.position,
    contactPhone: FIELD.contactPhone,
  });
  const text = (name: 'name' | 'companyName' | 'companyAddress' | 'position', max: number) => {
    const value = (ctx.str(name) ?? '').trim();
    checkMaxLength(value, max, FIELD[name]);
    return value;
  };
  const name = text('name', 50);
  const companyName = text('companyName', 100);
  const companyAddress = text('companyAddress', 200);
  const position = text('position', 50);
  const introFile = (ctx.str('introFile') ?? '').trim();
  check(introFile !== '', MARKET_MSG.introMissing, 400);
  check(isUploadedUrl(introFile, user.id), MARKET_MSG.introNotUploaded, 400);
  check(Array.isArray(body.services) && body.services.length > 0, MARKET_MSG.noServices, 400);
  const marketIds = [...new Set(body.services.map(Number))];
  check(
    marketIds.every((id) => Number.isInteger(id) && markets.get(id) !== undefined),
    MARKET_MSG.marketMissing,
    400,
  );
  check(body.agreed === true, MARKET_MSG.notAgreed, 400);
  const contactPhone = ctx.str('contactPhone')?.trim();
  check(isMobilePhone(contactPhone), invalidMessage(FIELD.contactPhone), 400);
  const contactEmail = ctx.str('contactEmail')?.trim() || null;
  if (contactEmail !== null) check(isEmail(contactEmail), invalidMessage(FIELD.contactEmail), 400);
  const pending = providerApplications.find(
    (row) => row.userId === user.id && row.status === 'UNDER_REVIEW',
  );
  check(!pending, MARKET_MSG.underReview, 409);
  const row = providerApplications.insert({
    userId: user.id,
    name,
    companyName,
    companyAddress,
    position,
    introFile,
    services: marketIds,
    contactPhone,
    contactEmail,
    agreed: true,
    status: 'UNDER_REVIEW',
    submitTime: formatDateTime(clock.nowMs()),
  });
  return { id: row.id };
}

/* ---------- list ---------- */

/** A price bound of the list (`minPrice`, `maxPrice`): RMB from 0, or undefined when absent. */
function priceBound(ctx: Ctx, name: 'minPrice' | 'maxPrice'): number | undefined {
  const value = ctx.num(name);
  check(value === undefined || value >= 0, invalidMessage(FIELD[name]), 400);
  return value;
}

function listServiceRows(ctx: Ctx): Readonly<ServiceRow>[] {
  const cid = ctx.int('cid');
  const mid = ctx.int('mid');
  const key = (ctx.str('key') ?? '').trim().toLowerCase();
  checkMaxLength(key, 50, FIELD.keyword);
  const minPrice = priceBound(ctx, 'minPrice');
  const maxPrice = priceBound(ctx, 'maxPrice');
  const rows = services.filter(
    (row) =>
      (cid === undefined || row.categoryId === cid) &&
      (mid === undefined || row.marketId === mid) &&
      (minPrice === undefined || priceFrom(row) >= minPrice) &&
      (maxPrice === undefined || priceFrom(row) <= maxPrice) &&
      (!key ||
        `${pick(row.name, ctx.lang)} ${pick(providers.get(row.providerId)?.name ?? l10n('', '', '', ''), ctx.lang)}`
          .toLowerCase()
          .includes(key)),
  );
  const sold = (row: Readonly<ServiceRow>) => row.sales + unitsSold(row.id);
  // Equal ratings keep the default order, most sold first (api-spec: listServices sortField).
  const ranked =
    ctx.str('sortField') === 'rating' ? [...rows].sort((a, b) => sold(b) - sold(a)) : rows;
  return sortRows(
    ranked,
    ctx,
    {
      price: priceFrom,
      sales: sold,
      createTime: (row) => row.createTime,
      rating: (row) => row.rating,
    },
    'sales',
  );
}

export const handlers = [
  op<ListMarkets200>('get', '/market/list', (ctx) => {
    const categoryId = ctx.int('categoryId');
    const categories = serviceCategories
      .all()
      .filter((row) => categoryId === undefined || row.id === categoryId);
    return [...categories]
      .sort((a, b) => a.sort - b.sort)
      .flatMap((category) => marketsOf(category.id).map((row) => toMarket(row, ctx.lang)));
  }),

  op<ListServiceCategories200>('get', '/market/category/list', (ctx) => ({
    list: [...serviceCategories.all()]
      .sort((a, b) => a.sort - b.sort)
      .map((category) => ({
        id: category.id,
        name: pick(category.name, ctx.lang),
        icon: category.icon,
        markets: marketsOf(category.id).map((row) => toMarket(row, ctx.lang)),
      })),
  })),

  op<ListServices200>('get', '/service/list', (ctx) =>
    page(
      listServiceRows(ctx).map((row) => toSummary(row, ctx.lang)),
      ctx,
    ),
  ),

  op<GetService200>('get', '/service/info/{id}', (ctx) =>
    toDetail(findService(ctx.id()), ctx.lang),
  ),

  op<CreateServiceOrder200>('post', '/order/service/create', createServiceOrder),

  op<VerifyCoupon200>('get', '/coupon/verify', verifyCoupon),

  op<ApplyAsProvider200>('post', '/serviceApply/save', applyAsProvider),

  // Addition (issue 14): the user's settle-in applications for the personal centre, newest first.
  op<ListMyProviderApplications200>('get', '/serviceApply/list', (ctx) => {
    const user = requireUser(ctx);
    return providerApplications
      .filter((row) => row.userId === user.id)
      .sort((a, b) => b.submitTime.localeCompare(a.submitTime) || b.id - a.id)
      .map((row) => ({
        id: row.id,
        companyName: row.companyName,
        markets: row.services.flatMap((id) => {
          const market = markets.get(id);
          if (!market) return [];
          const category = serviceCategories.get(market.categoryId);
          const name = pick(market.name, ctx.lang);
          return [{ id, name: category ? `${pick(category.name, ctx.lang)} · ${name}` : name }];
        }),
        status: row.status,
        rejectReason:
          row.status === 'REJECTED' && row.rejectReason ? pick(row.rejectReason, ctx.lang) : null,
        submitTime: row.submitTime,
      }));
  }),
];
