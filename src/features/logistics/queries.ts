import {
  getGetShipSearchOptionsQueryOptions,
  getGetShipServiceQueryOptions,
  getGetWarehouseQueryOptions,
  getListFeaturedShipServicesQueryOptions,
  getListShipServicesQueryOptions,
  getListWarehousesQueryOptions,
  getTrackShipmentsQueryOptions,
} from '@/api/gen/logistics/logistics';
import type { ListShipServicesParams, ListWarehousesParams } from '@/api/gen/model';

/** The pages show their own error states, so every call here is silent. */
const silent = { silent: true } as const;

export const logisticsQueries = {
  featured: () =>
    getListFeaturedShipServicesQueryOptions(undefined, {
      query: { staleTime: 5 * 60_000 },
      request: silent,
    }),
  searchOptions: () =>
    getGetShipSearchOptionsQueryOptions(undefined, {
      query: { staleTime: 30 * 60_000 },
      request: silent,
    }),
  lines: (params: ListShipServicesParams) =>
    getListShipServicesQueryOptions(params, { query: { staleTime: 60_000 }, request: silent }),
  line: (id: number) => getGetShipServiceQueryOptions(id, undefined, { request: silent }),
  /** `nos`: the distinct numbers, comma separated (at most 10). */
  track: (nos: string) =>
    getTrackShipmentsQueryOptions({ nos }, { query: { staleTime: 60_000 }, request: silent }),
  warehouses: (params: ListWarehousesParams) =>
    getListWarehousesQueryOptions(params, { query: { staleTime: 60_000 }, request: silent }),
  warehouse: (id: number) => getGetWarehouseQueryOptions(id, undefined, { request: silent }),
};
