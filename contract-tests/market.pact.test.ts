import { failure, get, interaction, ok, postJson, withoutSession } from './support/consumer';
import { describe, it } from 'vitest';
import {
  applyAsProvider,
  createServiceOrder,
  getService,
  listMarkets,
  listMyProviderApplications,
  listServiceCategories,
  listServices,
  verifyCoupon,
} from '@/api/gen/market/market';
import {
  ProviderApplicationStatus,
  type ProviderApplicationInput,
  type ServiceOrderInput,
} from '@/api/gen/model';
import {
  dateTime,
  id,
  listOf,
  market,
  money,
  oneOf,
  onlinePayment,
  pageOf,
  serviceDetail,
  serviceSummary,
  text,
} from './support/shapes';

/** One settle-in application of the personal centre (`rejectReason` is nullable: not asserted). */
const providerApplicationSummary = {
  id: id(2),
  companyName: text('Shenzhen Kuayue Trading'),
  markets: listOf({ id: id(2001), name: text('Store opening · Amazon') }),
  status: oneOf(ProviderApplicationStatus, 'REJECTED'),
  submitTime: dateTime(),
};

const LOGGED_IN = 'user demo is logged in';
const MARKET = 'the service market has categories, markets and services';
const SERVICE_1 = 'service 1 with package 11 is on sale';
const PRICED = 'services of category 21 are priced from 1000 to 5000 RMB and rated';
const WELCOME100 =
  'coupon WELCOME100 takes 100 RMB off orders from 500 RMB and demo has not used it';

const order = {
  serviceId: 1,
  items: [{ packageId: 11, quantity: 1 }],
  customer: {
    contact: '李明',
    phone: '13812345678',
    email: 'li.ming@kuayue-trade.com',
    address: '广东省深圳市南山区粤海街道科技南十二路 18 号 2 栋 1203',
  },
  invoiceType: 'ORDINARY',
  remark: 'Please call on working days.',
  payType: 'ALIPAY',
} satisfies ServiceOrderInput;

const orderWithBadCoupon = { ...order, couponCode: 'NOSUCHCOUPON' } satisfies ServiceOrderInput;

const providerApplication = {
  name: '李明',
  companyName: '深圳市跨越贸易有限公司',
  companyAddress: '广东省深圳市南山区粤海街道科技南十二路 18 号 2 栋 1203',
  position: 'General manager',
  introFile: 'https://files.portal.test/provider_intro/2/company-intro.pdf',
  services: [2001],
  contactPhone: '13812345678',
  contactEmail: 'li.ming@kuayue-trade.com',
  agreed: true,
} satisfies ProviderApplicationInput;

describe('market', () => {
  it('listMarkets: of one category', () =>
    interaction({
      given: [MARKET],
      uponReceiving: 'listMarkets: the markets of service category 21',
      request: get('/market/list', { categoryId: '21' }),
      response: ok(listOf({ ...market, categoryId: 21 })),
      call: () => listMarkets({ categoryId: 21 }),
    }));

  it('listServiceCategories', () =>
    interaction({
      given: [MARKET],
      uponReceiving: 'listServiceCategories: the categories with their markets',
      request: get('/market/category/list'),
      response: ok({
        list: listOf({ id: id(21), name: text('Store services'), markets: listOf(market) }),
      }),
      call: () => listServiceCategories(),
    }));

  it('listServices: the best sellers of a category', () =>
    interaction({
      given: [MARKET],
      uponReceiving: 'listServices: the first page of a category, best sellers first',
      request: get('/service/list', {
        pageNo: '1',
        pageSize: '10',
        cid: '21',
        sortField: 'sales',
        sortOrder: 'desc',
      }),
      response: ok(pageOf({ ...serviceSummary, categoryId: 21 })),
      call: () =>
        listServices({ pageNo: 1, pageSize: 10, cid: 21, sortField: 'sales', sortOrder: 'desc' }),
    }));

  it('listServices: a price range (addition)', () =>
    interaction({
      given: [MARKET, PRICED],
      uponReceiving: 'listServices: the services of a category priced from 1000 to 5000 RMB',
      request: get('/service/list', {
        pageNo: '1',
        pageSize: '12',
        cid: '21',
        minPrice: '1000',
        maxPrice: '5000',
      }),
      response: ok(pageOf({ ...serviceSummary, categoryId: 21 }, { size: 12 })),
      call: () =>
        listServices({ pageNo: 1, pageSize: 12, cid: 21, minPrice: 1000, maxPrice: 5000 }),
    }));

  it('listServices: best rated first (addition)', () =>
    interaction({
      given: [MARKET, PRICED],
      uponReceiving: 'listServices: the first page of a category, best rated first',
      request: get('/service/list', {
        pageNo: '1',
        pageSize: '12',
        cid: '21',
        sortField: 'rating',
        sortOrder: 'desc',
      }),
      response: ok(pageOf({ ...serviceSummary, categoryId: 21 }, { size: 12 })),
      call: () =>
        listServices({ pageNo: 1, pageSize: 12, cid: 21, sortField: 'rating', sortOrder: 'desc' }),
    }));

  it('getService', () =>
    interaction({
      given: [SERVICE_1],
      uponReceiving: 'getService: a service with its packages and provider',
      request: get('/service/info/1'),
      response: ok(serviceDetail),
      call: () => getService(1),
    }));

  it('getService: an unknown service is refused with a message', () =>
    interaction({
      given: ['there is no service 999999'],
      uponReceiving: 'getService: an unknown service',
      request: get('/service/info/999999'),
      response: failure('The service does not exist'),
      call: () => getService(999999),
    }));

  it('createServiceOrder', () =>
    interaction({
      given: [LOGGED_IN, SERVICE_1],
      uponReceiving: 'createServiceOrder: one package paid by Alipay',
      request: postJson('/order/service/create', order),
      response: ok(onlinePayment('ALIPAY')),
      call: () => createServiceOrder(order),
    }));

  it('createServiceOrder: an unknown coupon is refused with a message', () =>
    interaction({
      given: [LOGGED_IN, SERVICE_1],
      uponReceiving: 'createServiceOrder: an unknown coupon code',
      request: postJson('/order/service/create', orderWithBadCoupon),
      response: failure('The coupon code is invalid or has expired'),
      call: () => createServiceOrder(orderWithBadCoupon),
    }));

  it('createServiceOrder: 512', () =>
    withoutSession('createServiceOrder', postJson('/order/service/create', order), () =>
      createServiceOrder(order),
    ));

  it('verifyCoupon (addition)', () =>
    interaction({
      given: [LOGGED_IN, SERVICE_1, WELCOME100],
      uponReceiving: 'verifyCoupon: a valid code for an order of service 1',
      request: get('/coupon/verify', { code: 'WELCOME100', serviceId: '1', amount: '3980' }),
      response: ok({
        code: text('WELCOME100'),
        amount: money(3980),
        discount: money(100),
        payable: money(3880),
      }),
      call: () => verifyCoupon({ code: 'WELCOME100', serviceId: 1, amount: 3980 }),
    }));

  it('verifyCoupon: a code already used is refused with a message', () =>
    interaction({
      given: [LOGGED_IN, SERVICE_1, 'user demo has used coupon WELCOME100 on an unpaid order'],
      uponReceiving: 'verifyCoupon: a code the user has already used',
      request: get('/coupon/verify', { code: 'WELCOME100', serviceId: '1', amount: '3980' }),
      response: failure('The coupon code has already been used'),
      call: () => verifyCoupon({ code: 'WELCOME100', serviceId: 1, amount: 3980 }),
    }));

  it('verifyCoupon: an unknown code is refused with a message', () =>
    interaction({
      given: [LOGGED_IN, SERVICE_1],
      uponReceiving: 'verifyCoupon: an unknown code',
      request: get('/coupon/verify', { code: 'NOSUCHCOUPON', serviceId: '1', amount: '3980' }),
      response: failure('The coupon code is not valid'),
      call: () => verifyCoupon({ code: 'NOSUCHCOUPON', serviceId: 1, amount: 3980 }),
    }));

  it('verifyCoupon: 512', () =>
    withoutSession(
      'verifyCoupon',
      get('/coupon/verify', { code: 'WELCOME100', serviceId: '1', amount: '3980' }),
      () => verifyCoupon({ code: 'WELCOME100', serviceId: 1, amount: 3980 }),
    ));

  it('applyAsProvider', () =>
    interaction({
      given: [
        LOGGED_IN,
        MARKET,
        'user demo uploaded https://files.portal.test/provider_intro/2/company-intro.pdf',
      ],
      uponReceiving: 'applyAsProvider: a settle-in application',
      request: postJson('/serviceApply/save', providerApplication),
      response: ok({ id: id(801) }),
      call: () => applyAsProvider(providerApplication),
    }));

  it('applyAsProvider: a second application under review is refused with a message', () =>
    interaction({
      given: [LOGGED_IN, MARKET, 'user demo has a provider application under review'],
      uponReceiving: 'applyAsProvider: an application while another is under review',
      request: postJson('/serviceApply/save', providerApplication),
      response: failure('An application is already under review'),
      call: () => applyAsProvider(providerApplication),
    }));

  it('listMyProviderApplications', () =>
    interaction({
      given: [LOGGED_IN, 'user demo has a provider application'],
      uponReceiving: 'listMyProviderApplications: the user’s settle-in applications',
      request: get('/serviceApply/list'),
      response: ok(listOf(providerApplicationSummary)),
      call: () => listMyProviderApplications(),
    }));

  it('listMyProviderApplications: 512', () =>
    withoutSession('listMyProviderApplications', get('/serviceApply/list'), () =>
      listMyProviderApplications(),
    ));

  it('applyAsProvider: 512', () =>
    withoutSession('applyAsProvider', postJson('/serviceApply/save', providerApplication), () =>
      applyAsProvider(providerApplication),
    ));
});
