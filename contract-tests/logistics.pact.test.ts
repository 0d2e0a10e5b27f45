import { failure, get, interaction, ok, postJson, withoutSession } from './support/consumer';
import { describe, it } from 'vitest';
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
} from '@/api/gen/logistics/logistics';
import type { ShipOrderInput } from '@/api/gen/model';
import {
  dateTime,
  listOf,
  pageOf,
  shipOrder,
  shipSearchOptions,
  shipService,
  shipServiceDetail,
  text,
  trackingResult,
  warehouse,
  warehouseDetail,
} from './support/shapes';

const LOGGED_IN = 'user demo is logged in';
const SERVICES = 'logistics services to US FBA warehouses exist';
const SERVICE_701 = 'logistics service 701 ships to US FBA warehouses';
const firstPage = { pageNo: '1', pageSize: '10' };

const parcel = {
  shipServiceId: 701,
  cartons: [{ cartonNo: 'C1', length: 60, width: 40, height: 40, grossWeight: 18.5 }],
  destinationType: 'FBA',
  country: 'US',
  fbaWarehouseCode: 'ONT8',
  state: 'CA',
  city: 'Moreno Valley',
  postcode: '92551',
  tradeType: 'GENERAL_TRADE',
  ownOrder: true,
  declaredValue: 2000,
  transportPlan: 'AIR',
  consigneeName: 'Amazon.com Services LLC',
  contactName: '李明',
  contactPhone: '13812345678',
  insuranceAgreed: true,
} satisfies ShipOrderInput;

const unknownWarehouse = { ...parcel, fbaWarehouseCode: 'ZZZ9' } satisfies ShipOrderInput;

describe('logistics', () => {
  it('listFeaturedShipServices', () =>
    interaction({
      given: [SERVICES],
      uponReceiving: 'listFeaturedShipServices: the logistics lines of the home page',
      request: get('/index/crossShip'),
      response: ok(listOf(shipService)),
      call: () => listFeaturedShipServices(),
    }));

  it('listShipServices: FBA lines to the US, cheapest first', () =>
    interaction({
      given: [SERVICES],
      uponReceiving: 'listShipServices: the first page of FBA lines to the US, cheapest first',
      request: get('/ship/list', {
        ...firstPage,
        country: 'US',
        fba: 'true',
        sortField: 'price',
        sortOrder: 'asc',
      }),
      response: ok(pageOf({ ...shipService, fba: true })),
      call: () =>
        listShipServices({
          pageNo: 1,
          pageSize: 10,
          country: 'US',
          fba: true,
          sortField: 'price',
          sortOrder: 'asc',
        }),
    }));

  it('getShipService', () =>
    interaction({
      given: [SERVICE_701],
      uponReceiving: 'getShipService: a logistics line with its prices and rules',
      request: get('/ship/info/701'),
      response: ok(shipServiceDetail),
      call: () => getShipService(701),
    }));

  it('getShipService: an unknown line is refused with a message', () =>
    interaction({
      given: ['there is no logistics service 999999'],
      uponReceiving: 'getShipService: an unknown logistics line',
      request: get('/ship/info/999999'),
      response: failure('The logistics service does not exist'),
      call: () => getShipService(999999),
    }));

  it('trackShipments: a known and an unknown number', () =>
    interaction({
      given: ['parcel order SP20261104073000005 is in transit'],
      uponReceiving: 'trackShipments: a parcel order in transit and an unknown number',
      request: get('/ship/logistics', { nos: 'SP20261104073000005,UNKNOWN0001' }),
      response: ok([
        {
          ...trackingResult('IN_TRANSIT'),
          events: listOf({ time: dateTime(), description: text('Departed from the origin hub') }),
        },
        { ...trackingResult('NOT_FOUND'), no: 'UNKNOWN0001' },
      ]),
      call: () => trackShipments({ nos: 'SP20261104073000005,UNKNOWN0001' }),
    }));

  it('getShipSearchOptions', () =>
    interaction({
      given: [SERVICES],
      uponReceiving: 'getShipSearchOptions: the filter options and the FBA warehouses',
      request: get('/ship/searchModel'),
      response: ok(shipSearchOptions),
      call: () => getShipSearchOptions(),
    }));

  it('listWarehouses: warehouses in the US', () =>
    interaction({
      given: ['overseas warehouses in the US exist'],
      uponReceiving: 'listWarehouses: the first page of warehouses in the US',
      request: get('/overseaWarehouse/list', { ...firstPage, country: 'US' }),
      response: ok(pageOf(warehouse)),
      call: () => listWarehouses({ pageNo: 1, pageSize: 10, country: 'US' }),
    }));

  it('getWarehouse', () =>
    interaction({
      given: ['warehouse 901 exists'],
      uponReceiving: 'getWarehouse: a warehouse with its inquiry contact',
      request: get('/overseaWarehouse/info/901'),
      response: ok(warehouseDetail),
      call: () => getWarehouse(901),
    }));

  it('getWarehouse: an unknown warehouse is refused with a message', () =>
    interaction({
      given: ['there is no warehouse 999999'],
      uponReceiving: 'getWarehouse: an unknown warehouse',
      request: get('/overseaWarehouse/info/999999'),
      response: failure('The warehouse does not exist'),
      call: () => getWarehouse(999999),
    }));

  it('saveShipOrder', () =>
    interaction({
      given: [LOGGED_IN, SERVICE_701],
      uponReceiving: 'saveShipOrder: a parcel to a US FBA warehouse',
      request: postJson('/shipOrder/save', parcel),
      response: ok({ ...shipOrder, status: 'PENDING_CONFIRMATION' }),
      call: () => saveShipOrder(parcel),
    }));

  it('saveShipOrder: an unknown FBA warehouse is refused with a message', () =>
    interaction({
      given: [LOGGED_IN, SERVICE_701],
      uponReceiving: 'saveShipOrder: an FBA warehouse code unknown for the country',
      request: postJson('/shipOrder/save', unknownWarehouse),
      response: failure('The FBA warehouse code is unknown for this country'),
      call: () => saveShipOrder(unknownWarehouse),
    }));

  it('saveShipOrder: 512', () =>
    withoutSession('saveShipOrder', postJson('/shipOrder/save', parcel), () =>
      saveShipOrder(parcel),
    ));

  it('listShipOrders', () =>
    interaction({
      given: [LOGGED_IN, 'user demo has parcel orders'],
      uponReceiving: 'listShipOrders: the first page of parcel orders',
      request: get('/shipOrder/list', firstPage),
      response: ok(pageOf(shipOrder)),
      call: () => listShipOrders({ pageNo: 1, pageSize: 10 }),
    }));

  it('listShipOrders: 512', () =>
    withoutSession('listShipOrders', get('/shipOrder/list', firstPage), () =>
      listShipOrders({ pageNo: 1, pageSize: 10 }),
    ));
});
