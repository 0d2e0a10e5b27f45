import { describe, expect, it } from 'vitest';
import {
  getShipSearchOptions,
  getShipService,
  getWarehouse,
  listFeaturedShipServices,
  listShipOrders,
  listShipServices,
  listWarehouses,
  saveShipOrder,
  trackShipments,
} from '../../src/api/gen/logistics/logistics';
import { cancelOrder, getOrder } from '../../src/api/gen/orders/orders';
import type { ShipOrderInput } from '../../src/api/gen/model';
import {
  GetShipSearchOptionsResponse,
  GetShipServiceResponse,
  GetWarehouseResponse,
  ListShipOrdersResponse,
  ListShipServicesResponse,
  ListWarehousesResponse,
  SaveShipOrderResponse,
  TrackShipmentsResponse,
} from '../../src/api/zod/logistics/logistics.zod';
import { payOrder } from '../db/orders';
import { advanceShipOrder, confirmShipOrder, rejectShipOrder } from '../db/seed/ship-orders';
import { clock, DAY, HOUR, MINUTE } from '../lib/clock';
import { l10n } from '../lib/l10n';
import { resetMockBackend } from '../node';
import { LANGUAGES } from '../lib/l10n';
import { failure, SILENT, signInAsDemo, speak, useMockServer } from '../test/server';

const wire = (result: unknown) => ({ code: 200, msg: '', success: true, result });

/** Walks every record in four languages: allowed more time on a busy machine. */
const HEAVY = 30_000;

const fbaOrder = (overrides: Partial<ShipOrderInput> = {}): ShipOrderInput => ({
  shipServiceId: 701,
  cartons: [
    { cartonNo: '1', length: 60, width: 40, height: 45, grossWeight: 18.6 },
    { cartonNo: '2', length: 60, width: 40, height: 45, grossWeight: 19.2 },
  ],
  destinationType: 'FBA',
  country: 'US',
  fbaWarehouseCode: 'ONT8',
  state: 'CA',
  city: 'Moreno Valley',
  postcode: '92551',
  tradeType: 'GENERAL_TRADE',
  transportPlan: 'SEA',
  declaredValue: 8800,
  consigneeName: 'Amazon.com Services LLC',
  contactName: '李明',
  contactPhone: '13812345678',
  ownOrder: true,
  insuranceAgreed: true,
  ...overrides,
});

describe('logistics handlers', () => {
  useMockServer();

  it(
    'answers lines, options and warehouses in every language, within the contract',
    async () => {
      for (const lang of LANGUAGES) {
        speak(lang);
        const lines = await listShipServices({ pageSize: 100 });
        ListShipServicesResponse.parse(wire(lines));
        expect(lines.total).toBeGreaterThanOrEqual(10);
        for (const line of lines.records)
          GetShipServiceResponse.parse(wire(await getShipService(line.id)));
        GetShipSearchOptionsResponse.parse(wire(await getShipSearchOptions()));
        const warehouses = await listWarehouses({ pageSize: 100 });
        ListWarehousesResponse.parse(wire(warehouses));
        expect(warehouses.total).toBeGreaterThanOrEqual(8);
        for (const warehouse of warehouses.records)
          GetWarehouseResponse.parse(wire(await getWarehouse(warehouse.id)));
      }
      const lines = (await listShipServices({ pageSize: 100 })).records;
      expect(new Set(lines.map((line) => line.transportType))).toEqual(
        new Set(['AIR', 'SEA', 'RAIL', 'TRUCK', 'EXPRESS']),
      );
      expect(lines.some((line) => line.fba) && lines.some((line) => !line.fba)).toBe(true);
      expect(
        new Set(lines.flatMap((line) => line.destinations.map((country) => country.code))).size,
      ).toBeGreaterThanOrEqual(10);
      expect((await listFeaturedShipServices()).length).toBeLessThanOrEqual(8);
    },
    HEAVY,
  );

  it('filters and sorts lines, and offers FBA warehouse codes with addresses', async () => {
    const germany = await listShipServices({ country: 'DE', pageSize: 100 });
    expect(germany.total).toBeGreaterThan(0);
    expect(
      germany.records.every((line) => line.destinations.some((country) => country.code === 'DE')),
    ).toBe(true);
    const air = await listShipServices({ transportType: 'AIR', fba: true, pageSize: 100 });
    expect(air.records.every((line) => line.transportType === 'AIR' && line.fba)).toBe(true);
    const cheapest = await listShipServices({
      sortField: 'price',
      sortOrder: 'asc',
      pageSize: 100,
    });
    const prices = cheapest.records.map((line) => line.priceFrom);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const options = await getShipSearchOptions();
    const us = options.fbaWarehouses.find((group) => group.country.code === 'US');
    expect(us?.warehouses.find((warehouse) => warehouse.code === 'ONT8')).toMatchObject({
      state: 'CA',
      city: 'Moreno Valley',
      postcode: '92551',
    });
    const ontario = await listWarehouses({ country: 'US', serviceType: 'LABEL_CHANGE' });
    expect(
      ontario.records.every(
        (warehouse) =>
          warehouse.country.code === 'US' && warehouse.serviceTypes.includes('LABEL_CHANGE'),
      ),
    ).toBe(true);
  });

  it('seeds demo parcel orders in different states, newest first, filtered by status and number', async () => {
    await signInAsDemo();
    const all = await listShipOrders({ pageSize: 100 });
    ListShipOrdersResponse.parse(wire(all));
    expect(new Set(all.records.map((order) => order.status)).size).toBeGreaterThanOrEqual(6);
    const times = all.records.map((order) => order.createTime);
    expect(times).toEqual([...times].sort().reverse());
    const approved = all.records.find((order) => order.status === 'APPROVED');
    expect(approved?.waybillUrl).toMatch(/^data:application\/pdf;base64,/);
    expect(all.records.find((order) => order.status === 'PENDING_CONFIRMATION')).toMatchObject({
      fee: null,
      payOrderId: null,
      waybillUrl: null,
    });
    const shipped = await listShipOrders({ status: 'SHIPPED' });
    expect(shipped.records.every((order) => order.status === 'SHIPPED')).toBe(true);
    const byNumber = await listShipOrders({ key: approved?.orderNo.slice(0, 12) });
    expect(byNumber.records.some((order) => order.id === approved?.id)).toBe(true);
  });

  it('submits a parcel order with a quote; it appears in the list and follows confirmation and payment', async () => {
    await signInAsDemo();
    const before = await listShipOrders({ pageSize: 100 });
    const order = await saveShipOrder(fbaOrder({ state: 'wrong', city: 'wrong' }));
    SaveShipOrderResponse.parse(wire(order));
    expect(order).toMatchObject({
      status: 'PENDING_CONFIRMATION',
      state: 'CA',
      city: 'Moreno Valley',
      fee: null,
    });
    // Volumetric 2 × 60×40×45 / 6000 = 36 kg is below the gross 37.8 kg: the gross weight is charged.
    expect(order.quote).toMatchObject({
      grossWeight: 37.8,
      volumetricWeight: 36,
      chargeableWeight: 37.8,
    });
    expect(order.quote.estimatedFee).toBeCloseTo(
      order.quote.chargeableWeight * order.quote.unitPrice,
      2,
    );
    const after = await listShipOrders({ pageSize: 100 });
    expect(after.total).toBe(before.total + 1);
    expect(after.records[0]?.id).toBe(order.id);

    const confirmed = confirmShipOrder(order.id);
    expect(confirmed?.status).toBe('PENDING_PAYMENT');
    const payOrderId = confirmed?.payOrderId ?? 0;
    expect(await getOrder(payOrderId)).toMatchObject({
      orderType: 'SHIP',
      status: 'PENDING_PAYMENT',
    });
    expect(payOrder(payOrderId)).toMatchObject({ ok: true });
    const paid = (await listShipOrders({ pageSize: 100 })).records.find(
      (row) => row.id === order.id,
    );
    expect(paid).toMatchObject({ status: 'PAID' });
    expect(paid?.payTime).not.toBeNull();
  });

  it('follows the warehouse and carrier to delivery, and refunds refused goods', async () => {
    resetMockBackend('2026-11-20 14:30:00');
    await signInAsDemo();
    const order = await saveShipOrder(fbaOrder());
    clock.advance(2 * HOUR);
    const payOrderId = confirmShipOrder(order.id)?.payOrderId ?? 0;
    clock.advance(10 * MINUTE);
    payOrder(payOrderId);
    clock.advance(DAY);
    expect(advanceShipOrder(order.id)?.status).toBe('APPROVED');
    const approved = (await listShipOrders({ status: 'APPROVED', pageSize: 100 })).records.find(
      (row) => row.id === order.id,
    );
    expect(approved?.waybillUrl).toMatch(/^data:application\/pdf;base64,/);
    clock.advance(2 * DAY);
    const shipped = advanceShipOrder(order.id);
    expect(shipped?.status).toBe('SHIPPED');
    const [byTransfer] = await trackShipments({ nos: shipped?.transferNo ?? '' });
    expect(byTransfer?.status).toBe('IN_TRANSIT');
    clock.advance(20 * DAY);
    expect(advanceShipOrder(order.id)?.status).toBe('COMPLETED');
    const [delivered] = await trackShipments({ nos: order.orderNo });
    expect(delivered?.status).toBe('DELIVERED');
    expect(delivered?.events[0]?.description).toBe('亚马逊仓库已签收入库（ONT8）');
    const times = delivered?.events.map((event) => event.time) ?? [];
    expect(times).toEqual([...times].sort().reverse());
    expect(delivered?.events.at(-1)?.description).toBe('订单已提交，等待业务经理确认');
    expect(await getOrder(payOrderId)).toMatchObject({ status: 'COMPLETED' });
    expect(advanceShipOrder(order.id)).toBeUndefined();

    const refused = await saveShipOrder(fbaOrder());
    const refusedPayment = confirmShipOrder(refused.id)?.payOrderId ?? 0;
    payOrder(refusedPayment);
    const reason = l10n(
      '含违禁品',
      '含違禁品',
      'Contains prohibited goods',
      'Contém mercadoria proibida',
    );
    expect(rejectShipOrder(refused.id, reason)?.status).toBe('REJECTED');
    speak('en_US');
    const row = (await listShipOrders({ status: 'REJECTED', pageSize: 100 })).records.find(
      (candidate) => candidate.id === refused.id,
    );
    expect(row?.rejectReason).toBe('Contains prohibited goods');
    expect(await getOrder(refusedPayment)).toMatchObject({ status: 'CANCELLED' });
  });

  it('cancels a parcel order whose payment order was cancelled', async () => {
    await signInAsDemo();
    const order = await saveShipOrder(fbaOrder());
    const payOrderId = confirmShipOrder(order.id)?.payOrderId ?? 0;
    await cancelOrder(payOrderId);
    const row = (await listShipOrders({ pageSize: 100 })).records.find(
      (candidate) => candidate.id === order.id,
    );
    expect(row?.status).toBe('CANCELLED');
  });

  it('validates the parcel form with translated messages', async () => {
    await signInAsDemo();
    speak('zh_CN');
    expect((await failure(saveShipOrder(fbaOrder({ declaredValue: 0.5 }), SILENT))).message).toBe(
      '申报价值不能低于 1 元人民币',
    );
    speak('pt_PT');
    expect((await failure(saveShipOrder(fbaOrder({ declaredValue: 0.5 }), SILENT))).message).toBe(
      'O valor declarado tem de ser de pelo menos 1 RMB',
    );
    speak('en_US');
    const message = async (input: ShipOrderInput) =>
      (await failure(saveShipOrder(input, SILENT))).message;
    expect(await message(fbaOrder({ cartons: [] }))).toBe('Add at least one carton');
    expect(
      await message(
        fbaOrder({
          cartons: [
            { cartonNo: 'A', length: 10, width: 10, height: 10, grossWeight: 1 },
            { cartonNo: 'A', length: 10, width: 10, height: 10, grossWeight: 1 },
          ],
        }),
      ),
    ).toBe('Carton number A is used twice');
    expect(
      await message(
        fbaOrder({
          cartons: [{ cartonNo: '1', length: 0, width: 10, height: 10, grossWeight: 1 }],
        }),
      ),
    ).toBe('Carton 1: length, width, height and gross weight must be greater than 0');
    expect(await message(fbaOrder({ fbaWarehouseCode: 'XXX9' }))).toBe(
      'The FBA warehouse code is unknown for the chosen country',
    );
    expect(await message(fbaOrder({ country: 'JP' }))).toBe(
      'This logistics service does not deliver to the chosen country',
    );
    expect(
      await message(fbaOrder({ shipServiceId: 713, destinationType: 'NON_FBA', address: null })),
    ).toBe('Street address is required');
    expect(await message(fbaOrder({ contactPhone: '12345' }))).toBe('Contact mobile is invalid');
    expect(await message(fbaOrder({ consigneeName: '' }))).toBe('Consignee is required');
    // The contract forbids false, so a client could only omit it or send it wrongly.
    expect(await message({ ...fbaOrder(), insuranceAgreed: false as true })).toBe(
      'Please read and agree to the insurance rules',
    );
    expect(await message(fbaOrder({ shipServiceId: 999 }))).toBe(
      'The logistics service does not exist or is no longer offered',
    );
  });

  it('tracks up to 10 numbers: orders, carrier numbers, unknown ones', async () => {
    await signInAsDemo();
    const shipped = (await listShipOrders({ status: 'SHIPPED' })).records[0];
    const results = await trackShipments({
      nos: ` ${shipped?.orderNo ?? ''} , ${shipped?.transferNo ?? ''},1Z999AA10123456784,NOPE-0,1Z999AA10123456784 `,
    });
    TrackShipmentsResponse.parse(wire(results));
    expect(results.map((result) => result.status)).toEqual([
      'IN_TRANSIT',
      'IN_TRANSIT',
      expect.any(String),
      'NOT_FOUND',
    ]);
    expect(results[0]?.events.length).toBeGreaterThan(3);
    expect(results[2]?.carrier).toBe('UPS');
    expect(results[3]).toEqual({
      no: 'NOPE-0',
      status: 'NOT_FOUND',
      carrier: null,
      country: null,
      events: [],
    });

    // An S10 number is carried by the postal operator of the country at its end, not China Post EMS.
    speak('en_US');
    const postal = await trackShipments({ nos: 'RB123456785GB,RB123456785US,RB123456785PH' });
    expect(postal.map((result) => result.carrier)).toEqual([
      'Royal Mail',
      'USPS',
      'Postal operator of Philippines',
    ]);

    const eleven = Array.from({ length: 11 }, (_, index) => `SP${index}`).join(',');
    speak('en_US');
    expect((await failure(trackShipments({ nos: eleven }, SILENT))).message).toBe(
      'At most 10 numbers per query',
    );
    expect((await failure(trackShipments({ nos: 'AB_1' }, SILENT))).message).toBe(
      'Numbers may contain only letters, digits and hyphens: AB_1',
    );
    expect((await failure(trackShipments({ nos: '' }, SILENT))).message).toBe(
      'Tracking numbers is required',
    );
  });
});
