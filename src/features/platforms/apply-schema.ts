import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { StoreApplicationChannel, StoreApplicationInput } from '@/api/gen/model';
import {
  applyForStoreBodyCompanyAddressMax,
  applyForStoreBodyCompanyNameMax,
  applyForStoreBodyContactEmailMax,
  applyForStoreBodyContactNameMax,
  applyForStoreBodyLegalPersonNameMax,
  applyForStoreBodyProductImagesMax,
  applyForStoreBodyWechatIdMax,
} from '@/api/zod/platforms/platforms.zod';
import { isMainlandMobile, mainlandMobile } from '@/lib/phone';
import type { ApplyValues, Step, YesNo } from './apply-values';

/*
 * The store-opening application of spec section 3 in five steps, with the required fields of
 * section 5. Limits come from the generated request schema, so that form and API cannot disagree.
 * Schemas are factories: `t` reads the language when called.
 */

export * from './apply-values';

export const MAX_PRODUCT_IMAGES = applyForStoreBodyProductImagesMax;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function requiredText(max: number, missing: string, tooLong: string) {
  return z.string().check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong));
}

const optionalChoice = () => z.nullable(z.string());
const yesNo = () => z.enum(['', 'yes', 'no']);

export function companySchema() {
  const nameMax = applyForStoreBodyCompanyNameMax;
  const legalMax = applyForStoreBodyLegalPersonNameMax;
  const addressMax = applyForStoreBodyCompanyAddressMax;
  return z.object({
    companyName: requiredText(
      nameMax,
      t`Please enter the company name`,
      t`The company name can have at most ${nameMax} characters`,
    ),
    companyNature: optionalChoice(),
    legalPersonName: requiredText(
      legalMax,
      t`Please enter the name of the legal representative`,
      t`The name of the legal representative can have at most ${legalMax} characters`,
    ),
    licenseImage: z
      .nullable(z.string())
      .check(z.refine((value) => value !== null, t`Please upload the business licence scan`)),
    region: optionalChoice(),
    companyAddress: requiredText(
      addressMax,
      t`Please enter the detailed company address`,
      t`The company address can have at most ${addressMax} characters`,
    ),
  });
}

export function contactSchema() {
  const nameMax = applyForStoreBodyContactNameMax;
  const wechatMax = applyForStoreBodyWechatIdMax;
  const emailMax = applyForStoreBodyContactEmailMax;
  return z.object({
    contactName: requiredText(
      nameMax,
      t`Please enter the contact name`,
      t`The contact name can have at most ${nameMax} characters`,
    ),
    contactPhone: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, t`Please enter the phone number`),
        z.refine(isMainlandMobile, t`Incorrect phone number`),
      ),
    wechatId: requiredText(
      wechatMax,
      t`Please enter the WeChat ID`,
      t`The WeChat ID can have at most ${wechatMax} characters`,
    ),
    contactEmail: z.string().check(
      z.trim(),
      z.minLength(1, t`Please enter the e-mail address`),
      z.maxLength(emailMax, t`The e-mail address can have at most ${emailMax} characters`),
      z.refine((value) => EMAIL.test(value.trim()), t`Incorrect e-mail address`),
    ),
  });
}

export function operationsSchema() {
  return z.object({
    shippingMethod: optionalChoice(),
    annualSales: optionalChoice(),
    productCategories: z.array(z.string()),
    overseasSiteStatus: z.enum(['', 'NONE', 'OPERATING']),
    targetSite: optionalChoice(),
    fbaCountries: z.array(z.string()),
    vatCountries: z.array(z.string()),
    teamSize: optionalChoice(),
    foreignTradeExperience: yesNo(),
    otherEcommerceExperience: yesNo(),
    vatInvoiceAbility: yesNo(),
    incubationTraining: yesNo(),
  });
}

export function brandSchema() {
  const max = MAX_PRODUCT_IMAGES;
  return z.object({
    brandNature: optionalChoice(),
    overseasTrademark: yesNo(),
    hasCertificate: yesNo(),
    productImages: z.array(z.string()).check(z.maxLength(max, t`At most ${max} product images`)),
  });
}

/** The values of one step. */
export function pickStep<K extends keyof ApplyValues>(
  values: ApplyValues,
  fields: readonly K[],
): Pick<ApplyValues, K> {
  const picked = {} as Pick<ApplyValues, K>;
  for (const field of fields) picked[field] = values[field];
  return picked;
}

/** The first step whose required fields are not all valid, or null when every step is. */
export function firstInvalidStep(values: ApplyValues): Step | null {
  if (!companySchema().safeParse(values).success) return 'company';
  if (!contactSchema().safeParse(values).success) return 'contact';
  if (!operationsSchema().safeParse(values).success) return 'operations';
  if (!brandSchema().safeParse(values).success) return 'brand';
  return null;
}

function yesNoValue(value: YesNo): boolean | null {
  return value === '' ? null : value === 'yes';
}

/** The request body of `applyForStore` from the form's values. */
export function toApplicationBody(
  values: ApplyValues,
  platformId: number,
  channel: StoreApplicationChannel,
): StoreApplicationInput {
  return {
    platformId,
    channel,
    companyName: values.companyName.trim(),
    companyNature: values.companyNature,
    legalPersonName: values.legalPersonName.trim(),
    licenseImage: values.licenseImage ?? '',
    contactName: values.contactName.trim(),
    contactPhone: mainlandMobile(values.contactPhone) ?? values.contactPhone.trim(),
    wechatId: values.wechatId.trim(),
    contactEmail: values.contactEmail.trim(),
    shippingMethod: values.shippingMethod,
    region: values.region,
    companyAddress: values.companyAddress.trim(),
    annualSales: values.annualSales,
    productCategories: values.productCategories,
    overseasSiteStatus: values.overseasSiteStatus === '' ? null : values.overseasSiteStatus,
    targetSite: values.targetSite,
    fbaCountries: values.fbaCountries,
    vatCountries: values.vatCountries,
    hasCertificate: yesNoValue(values.hasCertificate),
    teamSize: values.teamSize,
    foreignTradeExperience: yesNoValue(values.foreignTradeExperience),
    otherEcommerceExperience: yesNoValue(values.otherEcommerceExperience),
    overseasTrademark: yesNoValue(values.overseasTrademark),
    brandNature: values.brandNature,
    vatInvoiceAbility: yesNoValue(values.vatInvoiceAbility),
    incubationTraining: yesNoValue(values.incubationTraining),
    productImages: values.productImages,
  };
}
