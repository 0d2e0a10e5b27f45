import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AdPlatform, FundsDirection, FundsTransactionType } from '@/api/gen/model';

export const AD_PLATFORMS = [
  'GOOGLE',
  'META',
  'TIKTOK',
  'AMAZON',
  'MICROSOFT',
] as const satisfies readonly AdPlatform[];

export const AD_PLATFORM_LABELS: Record<AdPlatform, MessageDescriptor> = {
  GOOGLE: msg`Google Ads`,
  META: msg`Meta Ads`,
  TIKTOK: msg`TikTok Ads`,
  AMAZON: msg`Amazon Ads`,
  MICROSOFT: msg`Microsoft Advertising`,
};

export const FUNDS_TRANSACTION_TYPES = [
  'RECHARGE',
  'PAYMENT',
  'REFUND',
  'WITHDRAWAL',
  'SERVICE_FEE',
  'AD_SPEND',
] as const satisfies readonly FundsTransactionType[];

export const TRANSACTION_TYPE_LABELS: Record<FundsTransactionType, MessageDescriptor> = {
  RECHARGE: msg`Top-up`,
  PAYMENT: msg`Order payment`,
  REFUND: msg`Refund`,
  WITHDRAWAL: msg`Withdrawal`,
  SERVICE_FEE: msg`Service fee`,
  AD_SPEND: msg`Ad spend`,
};

export const FUNDS_DIRECTIONS = ['INCOME', 'EXPENSE'] as const satisfies readonly FundsDirection[];

export const DIRECTION_LABELS: Record<FundsDirection, MessageDescriptor> = {
  INCOME: msg`Income`,
  EXPENSE: msg`Expense`,
};
