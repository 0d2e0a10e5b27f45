import { describe, expect, it } from 'vitest';
import { uploadFile } from '../../src/api/gen/files/files';
import {
  applyAsProvider,
  createServiceOrder,
  getService,
  listMarkets,
  listServiceCategories,
  listServices,
} from '../../src/api/gen/market/market';
import { cancelOrder, getOrder, listOrders } from '../../src/api/gen/orders/orders';
import type { ProviderApplicationInput, ServiceOrderInput } from '../../src/api/gen/model';
import {
  CreateServiceOrderResponse,
  GetServiceResponse,
  ListServiceCategoriesResponse,
  ListServicesResponse,
} from '../../src/api/zod/market/market.zod';
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
