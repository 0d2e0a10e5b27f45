import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { PayType } from '@/api/gen/model';
import {
  applyAsProviderBodyCompanyAddressMax,
  applyAsProviderBodyCompanyNameMax,
  applyAsProviderBodyContactEmailMax,
  applyAsProviderBodyNameMax,
  applyAsProviderBodyPositionMax,
  createServiceOrderBodyCouponCodeMax,
  createServiceOrderBodyCustomerAddressMax,
  createServiceOrderBodyCustomerContactMax,
  createServiceOrderBodyItemsItemQuantityMax,
  createServiceOrderBodyRemarkMax,
} from '@/api/zod/market/market.zod';
import { isMainlandMobile } from '@/lib/phone';
import { INVOICE_CHOICES, PAY_TYPES, type InvoiceChoice } from './labels';
import { parseQuantity } from './order-total';

/*
 * The market's forms with the messages of spec section 5, in the active language; limits from the
 * generated request schemas, so that form and API cannot disagree. Factories: `t` reads the
 * language when called.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function requiredText(max: number, missing: string, tooLong: string) {
  return z.string().check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong));
}

function phoneField() {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, t`Please enter the phone number`),
      z.refine(isMainlandMobile, t`Incorrect phone number`),
    );
}

function optionalEmail(max: number) {
  return z.string().check(
    z.trim(),
    z.maxLength(max, t`The e-mail address can have at most ${max} characters`),
    z.refine(
      (value) => value.trim() === '' || EMAIL.test(value.trim()),
      t`Incorrect e-mail address`,
    ),
  );
}

/** A coupon or invitation code as the API takes it: letters and digits, upper case. */
export const COUPON_PATTERN = /^[A-Z0-9]{4,32}$/;

export function normalizeCoupon(typed: string): string {
  return typed.trim().toUpperCase();
}

export interface OrderValues {
  packageId: string;
  quantity: string;
  contact: string;
  email: string;
  phone: string;
  address: string;
  invoice: InvoiceChoice;
  remark: string;
  couponCode: string;
  payType: PayType;
}

export function orderSchema() {
  const maxQuantity = createServiceOrderBodyItemsItemQuantityMax;
  const contactMax = createServiceOrderBodyCustomerContactMax;
  const addressMax = createServiceOrderBodyCustomerAddressMax;
  const remarkMax = createServiceOrderBodyRemarkMax;
  const couponMax = createServiceOrderBodyCouponCodeMax;
  return z.object({
    packageId: z.string().check(z.minLength(1, t`Please choose a package`)),
    quantity: z.string().check(
      z.refine(
        (typed) => {
          const quantity = parseQuantity(typed);
          return quantity !== null && quantity <= maxQuantity;
        },
        t`The quantity must be a whole number from 1 to ${maxQuantity}`,
      ),
    ),
    contact: requiredText(
      contactMax,
      t`Please enter the contact`,
      t`The contact can have at most ${contactMax} characters`,
    ),
    email: optionalEmail(100),
    phone: phoneField(),
    address: z
      .string()
      .check(
        z.trim(),
        z.maxLength(addressMax, t`The address can have at most ${addressMax} characters`),
      ),
    invoice: z.enum(INVOICE_CHOICES),
    remark: z
      .string()
      .check(z.maxLength(remarkMax, t`The message can have at most ${remarkMax} characters`)),
    couponCode: z
      .string()
      .check(
        z.trim(),
        z.maxLength(couponMax, t`The code can have at most ${couponMax} characters`),
      ),
    payType: z.enum(PAY_TYPES),
  });
}

export interface SettleValues {
  name: string;
  companyName: string;
  companyAddress: string;
  position: string;
  introFile: string | null;
  services: string[];
  contactPhone: string;
  contactEmail: string;
  agreed: boolean;
}

export function settleSchema() {
  const nameMax = applyAsProviderBodyNameMax;
  const companyMax = applyAsProviderBodyCompanyNameMax;
  const addressMax = applyAsProviderBodyCompanyAddressMax;
  const positionMax = applyAsProviderBodyPositionMax;
  return z.object({
    name: requiredText(
      nameMax,
      t`Please enter your name`,
      t`The name can have at most ${nameMax} characters`,
    ),
    companyName: requiredText(
      companyMax,
      t`Please enter the company name`,
      t`The company name can have at most ${companyMax} characters`,
    ),
    companyAddress: requiredText(
      addressMax,
      t`Please enter the company address`,
      t`The company address can have at most ${addressMax} characters`,
    ),
    position: requiredText(
      positionMax,
      t`Please enter your position`,
      t`The position can have at most ${positionMax} characters`,
    ),
    introFile: z
      .nullable(z.string())
      .check(z.refine((value) => value !== null, t`Please upload the company introduction file`)),
    services: z.array(z.string()).check(z.minLength(1, t`Choose at least one service to offer`)),
    contactPhone: phoneField(),
    contactEmail: optionalEmail(applyAsProviderBodyContactEmailMax),
    agreed: z.boolean().check(z.refine(Boolean, t`Please read and agree to the agreement first!`)),
  });
}
