import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { InvoiceStatus, InvoiceTitleType, InvoiceType } from '@/api/gen/model';

export const INVOICE_STATUSES = [
  'NOT_ISSUED',
  'ISSUED',
] as const satisfies readonly InvoiceStatus[];
export const INVOICE_TYPES = ['ORDINARY', 'VAT_SPECIAL'] as const satisfies readonly InvoiceType[];
export const TITLE_TYPES = ['PERSONAL', 'COMPANY'] as const satisfies readonly InvoiceTitleType[];

/** Billing status (spec section 4). */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, MessageDescriptor> = {
  NOT_ISSUED: msg`Not issued`,
  ISSUED: msg`Issued`,
};

export const INVOICE_TYPE_LABELS: Record<InvoiceType, MessageDescriptor> = {
  ORDINARY: msg`Ordinary electronic invoice`,
  VAT_SPECIAL: msg`VAT special invoice`,
};

export const TITLE_TYPE_LABELS: Record<InvoiceTitleType, MessageDescriptor> = {
  PERSONAL: msg`Personal`,
  COMPANY: msg`Company`,
};
