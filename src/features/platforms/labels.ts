import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  ProviderApplicationStatus,
  StoreApplicationChannel,
  StoreApplicationStatus,
} from '@/api/gen/model';
import type { StatusTone } from '@/components/status-pill/status-pill';

export const CHANNEL_LABELS: Record<StoreApplicationChannel, MessageDescriptor> = {
  LARGE_CUSTOMER: msg`Large customer channel`,
  ORDINARY_CUSTOMER: msg`Ordinary customer channel`,
};

/** The usual review time of each channel (spec section 9), when the API does not say. */
export const CHANNEL_REVIEW_DAYS: Record<StoreApplicationChannel, number> = {
  LARGE_CUSTOMER: 10,
  ORDINARY_CUSTOMER: 5,
};

export const APPLICATION_STATUS_LABELS: Record<
  StoreApplicationStatus | ProviderApplicationStatus,
  MessageDescriptor
> = {
  UNDER_REVIEW: msg`Under review`,
  APPROVED: msg`Approved`,
  REJECTED: msg`Rejected`,
};

export const APPLICATION_STATUS_TONES: Record<StoreApplicationStatus, StatusTone> = {
  UNDER_REVIEW: 'info',
  APPROVED: 'ok',
  REJECTED: 'bad',
};
