/**
 * What the portal reads of each result, as Pact matchers: types, formats and enum sets, never
 * literal data (the examples are only examples). A nullable field is asserted only where the
 * provider state of the interaction pins it (the interaction passes the exact value or
 * `nullValue()`); otherwise it is left out, since a matcher cannot say "this type or null".
 *
 * Enum sets come from the generated models, so the pact follows the spec the portal is built on.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import {
  AccountType,
  AdPlatform,
  CertificationStatus,
  CourseLevel,
  CourseType,
  FundsDirection,
  FundsTransactionType,
  InvoiceStatus,
  InvoiceTitleType,
  InvoiceType,
  MessageType,
  OrderStatus,
  OrderType,
  PayState,
  ShipDestinationType,
  ShipOrderStatus,
  ShipTransportType,
  StoreApplicationChannel,
  WarehouseServiceType,
  type CompanyAttestationStatus,
  type TrackingStatus,
} from '@/api/gen/model';

const { boolean, eachLike, integer, number, regex, string } = MatchersV3;

// ---------------------------------------------------------------------------------------------
// Scalars

export const id = (example: number) => integer(example);
export const count = (example: number) => integer(example);
export const text = (example: string) => string(example);
export const flag = (example: boolean) => boolean(example);
/** RMB yuan; whole amounts travel as integers, so any number. */
export const money = (example: number) => number(example);
export const ratio = (example: number) => number(example);
/** `YYYY-MM-DD HH:mm:ss`, China time. */
export const dateTime = (example = '2026-11-20 14:30:00') =>
  regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, example);
export const date = (example = '2026-11-20') => regex(/^\d{4}-\d{2}-\d{2}$/, example);
/** An absolute URI (`format: uri`): https links, or `data:` images. */
export const uri = (example: string) => regex(/^[A-Za-z][A-Za-z0-9+.-]*:\S+$/, example);
export const mobile = (example = '13812345678') => regex(/^1[3-9]\d{9}$/, example);
export const email = (example: string) => regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, example);
export const countryCode = (example: string) => regex(/^[A-Z]{2}$/, example);
/** One value of a string enum of the spec. */
export const oneOf = <T extends string>(values: Record<string, T>, example: T) =>
  regex(`^(${Object.values(values).join('|')})$`, example);
/** A non-empty array whose every item has the template's shape. */
export const listOf = <T>(template: T) => eachLike(template);

/** A page of a paged list: at least one record of `record`'s shape, and the paging fields. */
export const pageOf = <T>(record: T, paging: { size?: number } = {}) => ({
  records: eachLike(record),
  total: integer(1),
  size: integer(paging.size ?? 10),
  current: integer(1),
});

// ---------------------------------------------------------------------------------------------
// auth, user

/** The header and the auth guard: a signed-in user. */
export const signedInUser = {
  isLogin: true,
  id: id(1),
  username: text('demo'),
  nickname: text('李经理'),
};

export const smsCodeSent = { resendAfter: count(60) };

export const userProfile = {
  id: id(1),
  username: text('demo'),
  nickname: text('李经理'),
  phone: mobile('13812345678'),
  email: email('li.ming@kuayue-trade.com'),
  accountType: oneOf(AccountType, 'ENTERPRISE'),
  member: flag(true),
  company: text('深圳市跨越贸易有限公司'),
  mainPlatforms: listOf(text('AMAZON')),
  mainCategories: listOf(text('HOME_GARDEN')),
  region: text('440300'),
  address: text('广东省深圳市南山区粤海街道科技南十二路 18 号 2 栋 1203'),
  registerTime: dateTime('2025-10-05 09:12:00'),
  certificationStatus: oneOf(CertificationStatus, 'CERTIFIED'),
};

// ---------------------------------------------------------------------------------------------
// site

export const friendLinks = {
  name: text('友情链接'),
  links: listOf({
    id: id(1),
    name: text('中国国际电子商务中心'),
    url: uri('https://www.ec.com.cn'),
  }),
};

export const dictItem = { value: text('AMAZON'), label: text('Amazon') };

export const banner = {
  id: id(1),
  title: text('One-stop cross-border e-commerce services'),
  image: uri('https://img.example.com/banner/home-1.jpg'),
};

export const siteInfo = {
  platformName: text('Kuajingtong · cross-border services platform'),
  keywords: text('cross-border e-commerce, store opening, overseas warehouses'),
  description: text('One-stop services for Chinese sellers going abroad.'),
  phone: text('400-888-6688'),
  email: email('service@example.com'),
  address: text('18/F Cross-border Tower, Nanshan, Shenzhen'),
  banners: listOf(banner),
};

// ---------------------------------------------------------------------------------------------
// company

export const companyAttestation = (status: CompanyAttestationStatus) => ({
  id: id(1),
  creditCode: regex(/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/, '91440300MA5G2KQ816'),
  companyName: text('深圳市跨越贸易有限公司'),
  legalPerson: text('李明'),
  longTerm: flag(false),
  licenseImage: uri('https://files.portal.test/license/1/business-licence.jpg'),
  status,
  submitTime: dateTime('2026-11-18 10:20:00'),
});

// ---------------------------------------------------------------------------------------------
// invoice

export const invoice = {
  id: id(601),
  orderId: id(11),
  orderNo: text('SO202611201430003'),
  orderName: text('亚马逊美国站开店全程代办'),
  status: oneOf(InvoiceStatus, 'ISSUED'),
  invoiceType: oneOf(InvoiceType, 'ORDINARY'),
  title: text('深圳市跨越贸易有限公司'),
  amount: money(3980),
  applyTime: dateTime('2026-11-18 16:00:00'),
};

export const ordinaryInvoiceInfo = {
  titleType: oneOf(InvoiceTitleType, 'COMPANY'),
  title: text('深圳市跨越贸易有限公司'),
  taxNumber: regex(/^[0-9A-Z]{15,20}$/, '91440300MA5G2KQ816'),
  email: email('finance@kuayue-trade.com'),
};

export const vatSpecialInvoiceInfo = {
  companyName: text('深圳市跨越贸易有限公司'),
  taxNumber: regex(/^[0-9A-Z]{15,20}$/, '91440300MA5G2KQ816'),
  registeredAddress: text('深圳市南山区粤海街道科技南十二路 18 号 2 栋 1203'),
  registeredPhone: regex(/^[0-9+\- ]{7,20}$/, '0755-86001234'),
  bankName: text('招商银行深圳科技园支行'),
  bankAccount: regex(/^[0-9 ]{8,32}$/, '7559 2801 2310 801'),
};

/** Invoice info with both blocks and the receiver saved. */
export const invoiceInfo = {
  defaultType: oneOf(InvoiceType, 'ORDINARY'),
  ordinary: ordinaryInvoiceInfo,
  vatSpecial: vatSpecialInvoiceInfo,
  receiver: text('王芳'),
  receiverPhone: mobile('13800138000'),
  mailingAddress: text('广东省深圳市福田区福华三路 88 号财富大厦 26 楼'),
};

// ---------------------------------------------------------------------------------------------
// messages

export const message = {
  id: id(39),
  title: text('Your order SO202611201430001 was paid'),
  content: text('<p>Your order was paid.</p>'),
  type: oneOf(MessageType, 'ORDER'),
  read: flag(false),
  createTime: dateTime(),
};

export const messagePage = { ...pageOf(message), unreadCount: count(3) };

// ---------------------------------------------------------------------------------------------
// orders, payment

export const orderSummary = {
  id: id(1001),
  orderNo: text('SO202611201430001'),
  orderType: oneOf(OrderType, 'SERVICE'),
  name: text('亚马逊美国站开店全程代办'),
  status: oneOf(OrderStatus, 'PENDING_PAYMENT'),
  payState: oneOf(PayState, 'UNPAID'),
  createTime: dateTime(),
  totalAmount: money(3980),
};

export const orderGoods = {
  name: text('亚马逊美国站开店全程代办'),
  quantity: count(1),
  unitPrice: money(3980),
  amount: money(3980),
};

/** Payment details of ALIPAY or WECHAT: the link and the QR text. */
export const onlinePayment = (payType: 'ALIPAY' | 'WECHAT') => ({
  orderId: id(1001),
  orderNo: text('SO202611201430001'),
  payType,
  amount: money(3980),
  createTime: dateTime('2026-11-20 14:30:00'),
  expireTime: dateTime('2026-11-20 15:00:00'),
  payUrl: uri('https://pay.example.com/cashier?order=SO202611201430001'),
  qrCode: text('https://pay.example.com/qr/SO202611201430001'),
});

/** Payment details of MANUAL: where to send the bank transfer. */
export const manualPayment = {
  orderId: id(1001),
  orderNo: text('CO202611201430009'),
  payType: 'MANUAL',
  amount: money(299),
  createTime: dateTime('2026-11-20 14:30:00'),
  expireTime: dateTime('2026-11-20 15:00:00'),
  bankAccount: {
    accountName: text('深圳跨境通供应链服务有限公司'),
    accountNo: text('4000 0231 0920 0012 345'),
    bankName: text('中国工商银行深圳福田支行'),
  },
};

// ---------------------------------------------------------------------------------------------
// marketing (additions)

export const fundsFlowRecord = {
  id: id(7001),
  serialNo: text('CF202611200001'),
  goodsName: text('亚马逊美国站开店全程代办'),
  transactionTime: dateTime(),
  transactionType: oneOf(FundsTransactionType, 'PAYMENT'),
  direction: oneOf(FundsDirection, 'EXPENSE'),
  amount: money(3980),
};

export const fundsFlowPage = {
  ...pageOf(fundsFlowRecord),
  totals: { income: money(5000), expense: money(3980), net: money(1020) },
};

export const adStatisticsRecord = {
  id: id(8001),
  date: date('2026-11-19'),
  platform: oneOf(AdPlatform, 'GOOGLE'),
  productId: text('B0C1234567'),
  impressions: count(12840),
  clicks: count(418),
  clickRate: ratio(0.0326),
  cpc: money(1.35),
  conversions: count(23),
  conversionValue: money(2890.5),
  conversionRate: ratio(0.055),
  cost: money(564.3),
};

export const adStatisticsPage = {
  ...pageOf(adStatisticsRecord),
  totals: {
    impressions: count(386200),
    clicks: count(11870),
    conversions: count(642),
    conversionValue: money(80650),
    cost: money(16020.4),
  },
  series: listOf({
    date: date('2026-11-19'),
    impressions: count(12840),
    clicks: count(418),
    conversions: count(23),
    cost: money(564.3),
  }),
};

// ---------------------------------------------------------------------------------------------
// files

export const uploadedFile = (name: string, contentType: string) => ({
  url: uri(`https://img.example.com/upload/2026/11/${name}`),
  name: text(name),
  size: count(68),
  contentType: text(contentType),
});

// ---------------------------------------------------------------------------------------------
// courses

export const courseSummary = {
  id: id(1),
  title: text('Amazon for beginners: from sign-up to the first order'),
  cover: uri('https://img.example.com/course/amazon-start.jpg'),
  price: money(299),
  free: flag(false),
  type: oneOf(CourseType, 'RECORDED'),
  level: oneOf(CourseLevel, 'BEGINNER'),
  learnerCount: count(3268),
  durationMinutes: count(385),
  videoCount: count(21),
  teacherId: id(301),
  teacherName: text('王磊'),
  categoryId: id(211),
  recommended: flag(true),
  createTime: dateTime(),
};

export const courseSubject = {
  id: id(401),
  title: text('Shopee South-East Asia series'),
  cover: uri('https://img.example.com/subject/shopee.jpg'),
  intro: text('Six courses on the six Shopee markets.'),
  courseCount: count(6),
  learnerCount: count(5832),
  durationMinutes: count(1260),
};

export const teacher = {
  id: id(301),
  name: text('王磊'),
  avatar: uri('https://img.example.com/teacher/wanglei.jpg'),
  title: text('Senior Amazon operations trainer'),
  intro: text('Eight years of Amazon operations.'),
  courseCount: count(6),
  followerCount: count(1520),
  followed: flag(false),
};

export const collegeHome = {
  banners: listOf(banner),
  recommended: listOf(courseSummary),
  newest: listOf(courseSummary),
  subjects: listOf(courseSubject),
  teachers: listOf(teacher),
};

export const courseVideo = {
  id: id(101),
  title: text('1.1 Documents for Amazon global selling'),
  durationSeconds: count(1125),
  free: flag(true),
  learned: flag(false),
  position: number(2.5),
};

/** A course as the detail page reads it; `purchased` and `collected` as the state pins them. */
export const courseDetail = (viewer: { purchased: boolean; collected: boolean }) => ({
  ...courseSummary,
  description: text('<p>For sellers new to Amazon.</p>'),
  catalogue: listOf({
    id: id(10011),
    title: text('Chapter 1 Getting ready'),
    videos: listOf(courseVideo),
  }),
  teacher,
  purchased: viewer.purchased,
  collected: viewer.collected,
  commentCount: count(86),
  enrolled: flag(false),
  learnedVideoCount: count(5),
  progressPercent: count(56),
});

/** Addition: a video's saved position and its course's progress after it. */
export const videoProgress = {
  courseId: id(1),
  videoId: id(101),
  position: number(2.5),
  positionTime: dateTime(),
  learned: flag(false),
  learnedVideoCount: count(5),
  videoCount: count(9),
  progressPercent: count(56),
};

/** Addition: an enrolment in a free course. */
export const courseEnrolment = { courseId: id(8), enrolTime: dateTime() };

export const purchasedCourse = {
  ...courseSummary,
  purchaseTime: dateTime('2026-11-01 10:00:00'),
  progressPercent: count(35),
  learnedVideoCount: count(7),
};

export const courseCategory = {
  id: id(201),
  name: text('Platform operations'),
  children: listOf({ id: id(211), name: text('Amazon operations'), parentId: id(201) }),
};

const commentAuthor = {
  userId: id(1),
  nickname: text('李经理'),
  content: text('Very practical, thank you!'),
  createTime: dateTime(),
  mine: flag(true),
};

export const videoComment = {
  id: id(6001),
  videoId: id(101),
  ...commentAuthor,
  replyCount: count(0),
};

export const courseComment = {
  id: id(5026),
  courseId: id(1),
  ...commentAuthor,
  replyCount: count(0),
};

// ---------------------------------------------------------------------------------------------
// logistics

const shipCountry = { code: countryCode('US'), name: text('United States') };

export const shipService = {
  id: id(701),
  name: text('US FBA air express, tax included'),
  carrier: text('Kuajing Logistics'),
  transportType: oneOf(ShipTransportType, 'AIR'),
  departure: text('Shenzhen'),
  destinations: listOf(shipCountry),
  fba: flag(true),
  timelinessMinDays: count(8),
  timelinessMaxDays: count(12),
  priceFrom: money(38.5),
  taxIncluded: flag(true),
  features: listOf(text('Door-to-door')),
};

export const shipServiceDetail = {
  ...shipService,
  description: text('<p>Air freight to US FBA warehouses.</p>'),
  prices: listOf({
    country: countryCode('US'),
    postcodePrefixes: listOf(text('9')),
    weightFrom: number(21),
    unitPrice: money(38.5),
  }),
  volumeDivisor: count(6000),
  minChargeableWeight: number(21),
  restrictions: listOf(text('No batteries')),
  processSteps: listOf({ title: text('Book'), description: text('Submit the parcel order.') }),
  insuranceRules: text('<p>Declared value insured up to RMB 100 per kg.</p>'),
};

export const trackingResult = (status: TrackingStatus) => ({
  no: text('SP20261104073000005'),
  status,
});

export const shipSearchOptions = {
  countries: listOf(shipCountry),
  transportTypes: listOf({ value: oneOf(ShipTransportType, 'AIR'), label: text('Air') }),
  fbaWarehouses: listOf({
    country: shipCountry,
    warehouses: listOf({
      code: text('ONT8'),
      country: countryCode('US'),
      state: text('CA'),
      city: text('Moreno Valley'),
      postcode: text('92551'),
      address: text('24300 Nandina Ave'),
    }),
  }),
};

export const warehouse = {
  id: id(901),
  name: text('Los Angeles overseas warehouse'),
  country: shipCountry,
  region: text('California'),
  serviceTypes: listOf(oneOf(WarehouseServiceType, 'FBA_TRANSFER')),
  ordersProcessed: count(5000),
  areaSize: number(20000),
  image: uri('https://img.example.com/warehouse/la.jpg'),
};

export const warehouseDetail = {
  ...warehouse,
  images: listOf(uri('https://img.example.com/warehouse/la-1.jpg')),
  description: text('<p>Bonded warehouse near the port of Los Angeles.</p>'),
  address: text('1200 E Dominguez St, Carson, CA'),
  contact: { name: text('Jack Chen'), phone: text('+1 310 555 0100') },
};

export const shipOrder = {
  id: id(901),
  orderNo: text('SP20261120135000001'),
  status: oneOf(ShipOrderStatus, 'PENDING_CONFIRMATION'),
  createTime: dateTime(),
  shipServiceId: id(701),
  shipServiceName: text('US FBA air express, tax included'),
  destinationType: oneOf(ShipDestinationType, 'FBA'),
  country: countryCode('US'),
  declaredValue: money(2000),
  consigneeName: text('Amazon.com Services LLC'),
  contactName: text('李明'),
  contactPhone: mobile('13812345678'),
  cartons: listOf({
    cartonNo: text('C1'),
    length: number(60),
    width: number(40),
    height: number(40),
    grossWeight: number(18.5),
  }),
  quote: {
    grossWeight: number(18.5),
    volumetricWeight: number(16),
    chargeableWeight: number(21),
    unitPrice: money(38.5),
    estimatedFee: money(808.5),
  },
};

// ---------------------------------------------------------------------------------------------
// news, platforms, market

export const newsSummary = {
  id: id(3001),
  title: text('New EU VAT rules for cross-border sellers'),
  summary: text('What changes for sellers shipping to the EU.'),
  type: integer(5),
  source: text('Kuajingtong'),
  publishTime: dateTime(),
  views: count(1024),
  hot: flag(true),
};

export const newsDetail = {
  ...newsSummary,
  content: text('<p>From 1 July...</p>'),
  hotNews: listOf(newsSummary),
};

export const platform = {
  id: id(101),
  name: text('Amazon'),
  logo: uri('https://img.example.com/platform/amazon.png'),
  categoryId: id(11),
  region: text('North America'),
  sites: listOf(text('US')),
  summary: text('The largest marketplace in North America.'),
  tags: listOf(text('FBA')),
};

export const platformDetail = {
  ...platform,
  introduction: text('<p>Amazon is...</p>'),
  storeGuide: text('<p>How to open a store...</p>'),
  advantages: listOf(text('Huge traffic')),
  fees: listOf({ name: text('Monthly fee'), amount: text('USD 39.99') }),
  requirements: listOf(text('A business licence')),
  channels: listOf({
    channel: oneOf(StoreApplicationChannel, 'ORDINARY_CUSTOMER'),
    name: text('Ordinary seller'),
    reviewDays: count(5),
    description: text('For new sellers.'),
  }),
  applyOpen: flag(true),
};

export const market = {
  id: id(2001),
  name: text('Store opening'),
  categoryId: id(21),
  serviceCount: count(12),
};

export const serviceSummary = {
  id: id(1),
  name: text('Amazon US store opening, all inclusive'),
  cover: uri('https://img.example.com/service/amazon-us-store.jpg'),
  providerId: id(801),
  providerName: text('Shenzhen Kuayue Consulting'),
  priceFrom: money(3980),
  unit: text('per store'),
  sales: count(326),
  rating: number(4.9),
  categoryId: id(21),
  marketId: id(2001),
  tags: listOf(text('Fast review')),
};

export const serviceDetail = {
  ...serviceSummary,
  images: listOf(uri('https://img.example.com/service/amazon-us-store-1.jpg')),
  description: text('<p>We open your Amazon US store.</p>'),
  packages: listOf({ id: id(11), name: text('Standard'), price: money(3980) }),
  provider: {
    id: id(801),
    name: text('Shenzhen Kuayue Consulting'),
    intro: text('Ten years of store opening.'),
    serviceCount: count(8),
    certified: flag(true),
  },
  processSteps: listOf({ title: text('Consult'), description: text('We call you.') }),
  faqs: listOf({ question: text('How long?'), answer: text('About 10 working days.') }),
  categoryName: text('Store services'),
  marketName: text('Store opening'),
};
