import {
  getGetShipSearchOptionsQueryOptions,
  getGetShipServiceQueryOptions,
  getListShipOrdersQueryOptions,
  getListShipServicesQueryOptions,
} from '@/api/gen/logistics/logistics';
import type { DictCode, ListShipOrdersParams, ListShipServicesParams } from '@/api/gen/model';
import { getListDictionaryQueryOptions } from '@/api/gen/site/site';

/** The pages show their own error states, so every call here is silent. */
const silent = { silent: true } as const;

/**
 * The ordering side of logistics: the parcel order, the sender orders and the waybill. The line
 * calls are the public logistics pages' (src/features/logistics/queries.ts, same keys and
 * freshness, so the two share the cache); features do not import each other.
 */
export const shippingQueries = {
  /** The line the parcel travels on (`?id=`). */
  line: (id: number) => getGetShipServiceQueryOptions(id, undefined, { request: silent }),
  /** The lines to choose from when the address names none. */
  lines: (params: ListShipServicesParams) =>
    getListShipServicesQueryOptions(params, { query: { staleTime: 60_000 }, request: silent }),
  /** The FBA warehouses the form offers. */
  searchOptions: () =>
    getGetShipSearchOptionsQueryOptions(undefined, {
      query: { staleTime: 30 * 60_000 },
      request: silent,
    }),
  /** The parcel form's options (TRADE_TYPE, TRANSPORT_PLAN): they change with releases only. */
  dictionary: (dictCode: DictCode) =>
    getListDictionaryQueryOptions(
      { dictCode },
      { query: { staleTime: 30 * 60_000 }, request: silent },
    ),
  /** The user's parcel orders (sender orders); the table shows its own error state. */
  senderOrders: (params: ListShipOrdersParams) =>
    getListShipOrdersQueryOptions(params, { request: silent }),
};
