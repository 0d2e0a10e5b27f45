import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InvoiceType, PayType } from '@/api/gen/model';

/** The payment methods of spec section 3, Alipay first (the default). */
export const PAY_TYPES = ['ALIPAY', 'WECHAT', 'MANUAL'] as const satisfies readonly PayType[];

export const PAY_TYPE_LABELS: Record<PayType, MessageDescriptor> = {
  ALIPAY: msg`Alipay payment`,
  WECHAT: msg`WeChat pay`,
  MANUAL: msg`Manual pay`,
};

/** The invoice choices: none, or one of the two invoice types of spec section 3. */
export const INVOICE_CHOICES = ['NONE', 'ORDINARY', 'VAT_SPECIAL'] as const;
export type InvoiceChoice = (typeof INVOICE_CHOICES)[number];

export const INVOICE_LABELS: Record<InvoiceChoice, MessageDescriptor> = {
  NONE: msg`No invoice`,
  ORDINARY: msg`Ordinary electronic invoice`,
  VAT_SPECIAL: msg`VAT special invoice`,
};

export function invoiceTypeOf(choice: InvoiceChoice): InvoiceType | null {
  return choice === 'NONE' ? null : choice;
}
