import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ShipTransportType, TrackingStatus, WarehouseServiceType } from '@/api/gen/model';
import type { TrackingCarrier, TrackingCheck } from '@/lib/tracking-number';

export const TRANSPORT_LABELS: Record<ShipTransportType, MessageDescriptor> = {
  AIR: msg`Air freight`,
  SEA: msg`Sea freight`,
  RAIL: msg`Rail freight`,
  TRUCK: msg`Trucking`,
  EXPRESS: msg`International express`,
};

export const TRACKING_STATUS_LABELS: Record<TrackingStatus, MessageDescriptor> = {
  NOT_FOUND: msg`No result`,
  INFO_RECEIVED: msg`Information received`,
  IN_TRANSIT: msg`In transit`,
  OUT_FOR_DELIVERY: msg`Out for delivery`,
  DELIVERED: msg`Delivered`,
  EXCEPTION: msg`Exception`,
  RETURNED: msg`Returned`,
};

export const CARRIER_LABELS: Record<TrackingCarrier, MessageDescriptor> = {
  upu: msg`Postal service (UPU S10)`,
  ups: msg`UPS`,
  fedex: msg`FedEx Express`,
  usps: msg`USPS`,
  dhl: msg`DHL Express`,
  sf: msg`SF Express`,
  yunexpress: msg`YunExpress`,
  cainiao: msg`Cainiao`,
};

/** Why a number was not looked up. */
export const MISTYPED_LABELS: Partial<Record<TrackingCheck, MessageDescriptor>> = {
  'bad-check-digit': msg`Wrong check digit: probably mistyped`,
  'bad-country': msg`No such country code at the end: probably mistyped`,
};

export const WAREHOUSE_SERVICE_LABELS: Record<WarehouseServiceType, MessageDescriptor> = {
  FBA_TRANSFER: msg`FBA transfer`,
  ONE_PIECE_DROPSHIP: msg`One-piece drop shipping`,
  RETURNS: msg`Returns handling`,
  STORAGE: msg`Warehousing`,
  LABEL_CHANGE: msg`Relabelling`,
};
