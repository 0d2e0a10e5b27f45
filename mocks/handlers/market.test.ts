import { describe, expect, it } from 'vitest';
import { uploadFile } from '../../src/api/gen/files/files';
import {
  applyAsProvider,
  createServiceOrder,
  getService,
  listMarkets,
  listMyProviderApplications,
  listServiceCategories,
  listServices,
  verifyCoupon,
} from '../../src/api/gen/market/market';
import { cancelOrder, getOrder, listOrders } from '../../src/api/gen/orders/orders';
import type { ProviderApplicationInput, ServiceOrderInput } from '../../src/api/gen/model';
import {
  CreateServiceOrderResponse,
  GetServiceResponse,
  ListMyProviderApplicationsResponse,
  ListServiceCategoriesResponse,
  ListServicesResponse,
  VerifyCouponResponse,
} from '../../src/api/zod/market/market.zod';
import { GetOrderResponse } from '../../src/api/zod/orders/orders.zod';
import { providerApplications } from '../db/seed/applications';
import { LANGUAGES } from '../lib/l10n';
import { pdfFile } from '../test/fixtures';
import { failure, SILENT, signIn, signInAsDemo, speak, useMockServer } from '../test/server';

const wire = (result: unknown) => ({ code: 200, msg: '', success: true, result });

/** Walks every record in four languages: allowed more time on a busy machine. */
const HEAVY = 30_000;

const order = (overrides: Partial<ServiceOrderInput> = {}): ServiceOrderInput => ({
  serviceId: 17,
  items: [{ packageId: 171, quantity: 1 }],
  customer: {
    contact: '李明',
    phone: '13812345678',
    email: 'li.ming@kuayue-trade.com',
    address: null,
  },
  invoiceType: 'ORDINARY',
  payType: 'ALIPAY',
  ...overrides,
});

describe('market handlers', () => {
  useMockServer();

  it(
    'answers categories, markets and services in every language, within the contract',
    async () => {
      for (const lang of LANGUAGES) {
        speak(lang);
        const categories = await listServiceCategories();
        ListServiceCategoriesResponse.parse(wire(categories));
        expect(categories.list.length).toBeGreaterThanOrEqual(5);
        expect(categories.list.every((category) => category.markets.length > 0)).toBe(true);
        const all = await listServices({ pageSize: 100 });
        ListServicesResponse.parse(wire(all));
        expect(all.total).toBeGreaterThanOrEqual(30);
        for (const service of all.records)
          GetServiceResponse.parse(wire(await getService(service.id)));
      }
      const detail = await getService(1);
      expect(detail.packages.length).toBeGreaterThan(1);
      expect(detail.processSteps.length).toBeGreaterThan(2);
      expect(detail.faqs.length).toBeGreaterThan(1);
    },
    HEAVY,
  );

  it('keeps market counts, filters and sorting consistent', async () => {
    const markets = await listMarkets();
    for (const market of markets.slice(0, 6)) {
      const services = await listServices({ mid: market.id, pageSize: 100 });
      expect(services.total).toBe(market.serviceCount);
      expect(services.records.every((service) => service.marketId === market.id)).toBe(true);
    }
    const category = (await listServiceCategories()).list[0];
    expect(await listMarkets({ categoryId: category?.id })).toEqual(category?.markets);
    expect(await listMarkets({ categoryId: 999 })).toEqual([]);
    const bySales = (await listServices({ pageSize: 100 })).records.map((service) => service.sales);
    expect(bySales).toEqual([...bySales].sort((a, b) => b - a));
    const cheapest = (await listServices({ sortField: 'price', sortOrder: 'asc', pageSize: 100 }))
      .records;
    expect(cheapest.map((service) => service.priceFrom)).toEqual(
      [...cheapest.map((service) => service.priceFrom)].sort((a, b) => a - b),
    );
    speak('en_US');
    expect((await listServices({ key: 'trademark', pageSize: 100 })).total).toBeGreaterThanOrEqual(
      4,
    );
  });

  it('filters by an inclusive price range on the server, with its own pages', async () => {
    const all = (await listServices({ pageSize: 1000 })).records;
    const inRange = all.filter((service) => service.priceFrom >= 1000 && service.priceFrom <= 5000);
    expect(inRange.length).toBeGreaterThan(5);
    expect(inRange.length).toBeLessThan(all.length);
    const ranged = await listServices({ minPrice: 1000, maxPrice: 5000, pageSize: 1000 });
    ListServicesResponse.parse(wire(ranged));
    expect(ranged.records.map((service) => service.id)).toEqual(
      inRange.map((service) => service.id),
    );
    // Pages are cut after the filter.
    const second = await listServices({ minPrice: 1000, maxPrice: 5000, pageNo: 2, pageSize: 3 });
    expect(second).toMatchObject({ total: inRange.length, current: 2, size: 3 });
    expect(second.records.map((service) => service.id)).toEqual(
      inRange.slice(3, 6).map((service) => service.id),
    );
    // Both bounds are inclusive; one bound alone; a range upside down matches nothing.
    const price = all[0]?.priceFrom ?? 0;
    const exact = await listServices({ minPrice: price, maxPrice: price, pageSize: 1000 });
    expect(exact.total).toBe(all.filter((service) => service.priceFrom === price).length);
    expect(exact.total).toBeGreaterThan(0);
    const cheap = await listServices({ maxPrice: 3000, pageSize: 1000 });
    expect(cheap.total).toBe(all.filter((service) => service.priceFrom <= 3000).length);
    expect((await listServices({ minPrice: 5000, maxPrice: 1000 })).total).toBe(0);
    // Combined with a category and a sort.
    const category = all[0]?.categoryId;
    const combined = await listServices({
      cid: category,
      minPrice: 1000,
      sortField: 'price',
      sortOrder: 'asc',
      pageSize: 1000,
    });
    expect(
      combined.records.every(
        (service) => service.categoryId === category && service.priceFrom >= 1000,
      ),
    ).toBe(true);
    speak('en_US');
    expect((await failure(listServices({ minPrice: -1 }, SILENT))).message).toBe(
      'Lowest price is invalid',
    );
    expect((await failure(listServices({ maxPrice: -0.01 }, SILENT))).message).toBe(
      'Highest price is invalid',
    );
  });

  it('orders by rating on the server, most sold first among equal ratings', async () => {
    const best = await listServices({ sortField: 'rating', sortOrder: 'desc', pageSize: 1000 });
    ListServicesResponse.parse(wire(best));
    const ratings = best.records.map((service) => service.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(new Set(ratings).size).toBeLessThan(ratings.length);
    for (const [index, service] of best.records.entries()) {
      const next = best.records[index + 1];
      if (next && next.rating === service.rating)
        expect(service.sales).toBeGreaterThanOrEqual(next.sales);
    }
    const worst = await listServices({ sortField: 'rating', sortOrder: 'asc', pageSize: 1000 });
    expect(worst.records.map((service) => service.rating)).toEqual(
      [...ratings].sort((a, b) => a - b),
    );
    const page2 = await listServices({
      sortField: 'rating',
      sortOrder: 'desc',
      pageNo: 2,
      pageSize: 12,
    });
    expect(page2.records.map((service) => service.id)).toEqual(
      best.records.slice(12, 24).map((service) => service.id),
    );
    const rangedBest = await listServices({
      sortField: 'rating',
      minPrice: 1000,
      maxPrice: 5000,
      pageSize: 1000,
    });
    expect(rangedBest.records.map((service) => service.id)).toEqual(
      best.records
        .filter((service) => service.priceFrom >= 1000 && service.priceFrom <= 5000)
        .map((service) => service.id),
    );
  });

  it('verifies a coupon for a service and a total without using it up', async () => {
    await signInAsDemo();
    const check = await verifyCoupon({ code: ' welcome100 ', serviceId: 17, amount: 5680 });
    VerifyCouponResponse.parse(wire(check));
    expect(check).toEqual({ code: 'WELCOME100', amount: 5680, discount: 100, payable: 5580 });
    // A percentage, rounded to the fen as the order rounds it.
    expect(await verifyCoupon({ code: 'KJ2026NEW', serviceId: 17, amount: 11360 })).toEqual({
      code: 'KJ2026NEW',
      amount: 11360,
      discount: 1136,
      payable: 10224,
    });
    expect(
      (await verifyCoupon({ code: 'KJ2026NEW', serviceId: 17, amount: 1234.56 })).payable,
    ).toBe(1111.1);
    // Verifying twice uses nothing up: the order takes the discount the check announced.
    expect(await verifyCoupon({ code: 'WELCOME100', serviceId: 17, amount: 5680 })).toEqual(check);
    const payment = await createServiceOrder(
      order({ items: [{ packageId: 172, quantity: 1 }], couponCode: 'WELCOME100' }),
    );
    expect(payment.amount).toBe(check.payable);
    // The order keeps its coupon: the goods less the discount make its total.
    const detail = await getOrder(payment.orderId);
    GetOrderResponse.parse(wire(detail));
    expect(detail.coupon).toEqual({ code: 'WELCOME100', discount: 100 });
    expect(detail.goods[0]?.amount).toBe(5680);
    expect(detail.totalAmount).toBe(5580);

    speak('en_US');
    const message = async (code: string, amount = 5680, serviceId = 17) =>
      (await failure(verifyCoupon({ code, serviceId, amount }, SILENT))).message;
    expect(await message('WELCOME100')).toBe('The coupon code has already been used');
    await cancelOrder(payment.orderId);
    expect((await verifyCoupon({ code: 'WELCOME100', serviceId: 17, amount: 5680 })).payable).toBe(
      5580,
    );
    expect(await message('NOSUCHCODE')).toBe('The coupon code is not valid');
    expect(await message('SPRING2025')).toBe('The coupon code has expired');
    expect(await message('VIP500', 4999.99)).toBe('The order total is below the coupon’s minimum');
    expect(await message('WELCOME100', 499.99)).toBe(
      'The order total is below the coupon’s minimum',
    );
    expect(await message('WELCOME100', 5680, 999)).toBe(
      'The service does not exist or is off the shelf',
    );
    expect(await message('  ')).toBe('Coupon code is required');
    expect(await message('WELCOME100', -1)).toBe('Order amount is invalid');
    speak('zh_HK');
    expect(await message('SPRING2025')).toBe('優惠碼已過期');
  });

  it('verifies coupons for a signed-in user only', async () => {
    expect(
      (await failure(verifyCoupon({ code: 'WELCOME100', serviceId: 17, amount: 5680 }, SILENT)))
        .kind,
    ).toBe('session');
  });

  it('creates a service order that appears in the order list, with a coupon used once', async () => {
    await signInAsDemo();
    const payment = await createServiceOrder(
      order({ items: [{ packageId: 172, quantity: 2 }], couponCode: 'kj2026new' }),
    );
    CreateServiceOrderResponse.parse(wire(payment));
    // Two classes × 5680, less 10 %.
    expect(payment.amount).toBe(10224);
    const listed = (await listOrders({ pageSize: 100 })).records.find(
      (row) => row.id === payment.orderId,
    );
    expect(listed).toMatchObject({
      orderType: 'SERVICE',
      status: 'PENDING_PAYMENT',
      totalAmount: 10224,
    });
    const detail = await getOrder(payment.orderId);
    expect(detail.goods[0]).toMatchObject({ quantity: 2, unitPrice: 5680 });

    expect(
      (await failure(createServiceOrder(order({ couponCode: 'KJ2026NEW' }), SILENT))).message,
    ).toBe('优惠码已被使用');
    await cancelOrder(payment.orderId);
    const again = await createServiceOrder(
      order({ items: [{ packageId: 172, quantity: 1 }], couponCode: 'KJ2026NEW' }),
    );
    expect(again.amount).toBe(5112);
  });

  it('validates service orders', async () => {
    await signInAsDemo();
    speak('en_US');
    const message = async (input: ServiceOrderInput) =>
      (await failure(createServiceOrder(input, SILENT))).message;
    expect(await message(order({ serviceId: 999 }))).toBe(
      'The service does not exist or is off the shelf',
    );
    expect(await message(order({ items: [] }))).toBe('Choose at least one package');
    expect(await message(order({ items: [{ packageId: 11, quantity: 1 }] }))).toBe(
      'A chosen package does not belong to this service',
    );
    expect(
      await message(
        order({
          items: [
            { packageId: 171, quantity: 1 },
            { packageId: 171, quantity: 2 },
          ],
        }),
      ),
    ).toBe('Each package can be chosen only once');
    expect(await message(order({ items: [{ packageId: 171, quantity: 1000 }] }))).toBe(
      'The quantity must be between 1 and 999',
    );
    expect(
      await message(
        order({ customer: { contact: '', phone: '13812345678', email: null, address: null } }),
      ),
    ).toBe('Contact is required');
    expect(
      await message(
        order({ customer: { contact: 'Li', phone: '555', email: null, address: null } }),
      ),
    ).toBe('Phone number is invalid');
    expect(await message(order({ couponCode: 'NOSUCHCODE' }))).toBe('The coupon code is not valid');
    expect(await message(order({ couponCode: 'SPRING2025' }))).toBe('The coupon code has expired');
    expect(await message(order({ couponCode: 'VIP500' }))).toBe(
      'The order total is below the coupon’s minimum',
    );
  });

  it('saves a provider application and refuses a second one under review', async () => {
    await signInAsDemo();
    const intro = await uploadFile({ file: pdfFile(), biz: 'PROVIDER_INTRO' });
    const application: ProviderApplicationInput = {
      name: '陈志强',
      companyName: '广州跨境通关服务有限公司',
      companyAddress: '广东省广州市黄埔区开发大道 348 号 1206 室',
      position: '业务总监',
      introFile: intro.url,
      services: [2006, 2010],
      contactPhone: '13812345678',
      contactEmail: 'chenzq@gz-customs.com',
      agreed: true,
    };
    const saved = await applyAsProvider(application);
    expect(providerApplications.get(saved.id)).toMatchObject({
      userId: 1,
      services: [2006, 2010],
      status: 'UNDER_REVIEW',
    });
    speak('en_US');
    expect((await failure(applyAsProvider(application, SILENT))).message).toBe(
      'You already have a settle-in application under review; please wait for the result',
    );
    await signIn('lihua', 'lihua123');
    expect(
      (await failure(applyAsProvider({ ...application, services: [9999] }, SILENT))).message,
    ).toBe('The company introduction must be an uploaded file (PDF or video, at most 100 MB)');
  });

  it('lists the user’s provider applications newest first, with the reason of a rejection', async () => {
    speak('en_US');
    expect((await failure(listMyProviderApplications(undefined, SILENT))).kind).toBe('session');
    await signInAsDemo();
    const before = await listMyProviderApplications();
    ListMyProviderApplicationsResponse.parse(wire(before));
    expect(before.map((row) => row.status)).toEqual(['REJECTED']);
    expect(before[0]!.rejectReason).toMatch(/company introduction/);
    expect(before[0]!.markets[0]!.name).toContain(' · ');
    const intro = await uploadFile({ file: pdfFile(), biz: 'PROVIDER_INTRO' });
    const saved = await applyAsProvider({
      name: 'Chen',
      companyName: 'Guangzhou Customs Services',
      companyAddress: 'Huangpu, Guangzhou',
      position: 'Director',
      introFile: intro.url,
      services: [2006],
      contactPhone: '13812345678',
      agreed: true,
    });
    const after = await listMyProviderApplications();
    expect(after[0]).toMatchObject({ id: saved.id, status: 'UNDER_REVIEW', rejectReason: null });
    expect(after).toHaveLength(2);
    await signIn('lihua', 'lihua123');
    expect((await listMyProviderApplications()).every((row) => row.id !== saved.id)).toBe(true);
  });

  it('validates the provider application', async () => {
    await signInAsDemo();
    speak('en_US');
    const intro = await uploadFile({ file: pdfFile(), biz: 'PROVIDER_INTRO' });
    const base: ProviderApplicationInput = {
      name: 'Chen',
      companyName: 'Guangzhou Customs Services',
      companyAddress: 'Huangpu, Guangzhou',
      position: 'Director',
      introFile: intro.url,
      services: [2006],
      contactPhone: '13812345678',
      agreed: true,
    };
    const message = async (input: ProviderApplicationInput) =>
      (await failure(applyAsProvider(input, SILENT))).message;
    expect(await message({ ...base, position: '' })).toBe('Position is required');
    expect(await message({ ...base, services: [] })).toBe('Choose at least one service to offer');
    expect(await message({ ...base, services: [9999] })).toBe(
      'A chosen service market does not exist',
    );
    expect(await message({ ...base, agreed: false as true })).toBe(
      'Please read and agree to the settle-in agreement',
    );
    expect(await message({ ...base, introFile: '' })).toBe(
      'Please upload the company introduction file',
    );
    expect(await message({ ...base, contactEmail: 'not-an-email' })).toBe(
      'Contact e-mail is invalid',
    );
  });
});
