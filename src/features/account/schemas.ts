import { t } from '@lingui/core/macro';
import dayjs from 'dayjs';
import { z } from 'zod';
import {
  saveCompanyAttestationBodyCompanyNameMax,
  saveCompanyAttestationBodyLegalPersonMax,
} from '@/api/zod/company/company.zod';
import {
  bindEmailBodyEmailMax,
  bindNewPhoneBodySmsCodeRegExp,
  updateUserProfileBodyAddressMax,
  updateUserProfileBodyCompanyMax,
  updateUserProfileBodyNicknameMax,
} from '@/api/zod/user/user.zod';
import { isMainlandMobile } from '@/lib/phone';
import { isValidCreditCode, normalizeCreditCode } from './credit-code';

/**
 * The account forms' rules (spec sections 3 and 5) with translated messages; limits come from
 * the generated request schemas. Factories, because `t` reads the language when called.
 */
export function smsCodeField() {
  return z
    .string()
    .trim()
    .min(1, t`Please enter the SMS code`)
    .regex(bindNewPhoneBodySmsCodeRegExp, t`The SMS code has 6 digits`);
}

export function phoneField() {
  return z
    .string()
    .trim()
    .min(1, t`Please enter the new phone number`)
    .refine(isMainlandMobile, t`Incorrect phone number`);
}

export function emailField() {
  const max = bindEmailBodyEmailMax;
  return z
    .string()
    .trim()
    .min(1, t`Please enter the e-mail address`)
    .max(max, t`The e-mail address can have at most ${max} characters`)
    .pipe(z.email(t`Incorrect e-mail address`));
}

export function profileSchema() {
  const nicknameMax = updateUserProfileBodyNicknameMax;
  const companyMax = updateUserProfileBodyCompanyMax;
  const addressMax = updateUserProfileBodyAddressMax;
  return z.object({
    avatar: z.string().nullable(),
    nickname: z
      .string()
      .trim()
      .max(nicknameMax, t`The nickname can have at most ${nicknameMax} characters`),
    accountType: z.enum(['INDIVIDUAL', 'ENTERPRISE']),
    company: z
      .string()
      .trim()
      .max(companyMax, t`The company name can have at most ${companyMax} characters`),
    mainPlatforms: z.array(z.string()),
    mainCategories: z.array(z.string()),
    region: z.string().nullable(),
    address: z
      .string()
      .trim()
      .max(addressMax, t`The address can have at most ${addressMax} characters`),
  });
}

export function changeEmailSchema() {
  return z.object({ smsCode: smsCodeField(), email: emailField() });
}

export function cancelAccountSchema() {
  return z.object({
    smsCode: smsCodeField(),
    understood: z
      .boolean()
      .refine(Boolean, t`Please confirm that you understand the account cannot be restored`),
  });
}

export function certificationSchema() {
  const nameMax = saveCompanyAttestationBodyCompanyNameMax;
  const legalMax = saveCompanyAttestationBodyLegalPersonMax;
  return z
    .object({
      creditCode: z
        .string()
        .transform(normalizeCreditCode)
        .pipe(
          z
            .string()
            .min(1, t`Please enter the unified social credit code`)
            .length(18, t`The unified social credit code has 18 characters`)
            .refine(isValidCreditCode, t`This is not a valid unified social credit code`),
        ),
      companyName: z
        .string()
        .trim()
        .min(1, t`Please enter the enterprise name`)
        .max(nameMax, t`The enterprise name can have at most ${nameMax} characters`),
      legalPerson: z
        .string()
        .trim()
        .min(1, t`Please enter the legal person`)
        .max(legalMax, t`The legal person can have at most ${legalMax} characters`),
      longTerm: z.boolean(),
      businessTermEnd: z.string().nullable(),
      licenseImage: z.string().nullable(),
    })
    .superRefine((value, ctx) => {
      if (!value.longTerm) {
        if (!value.businessTermEnd) {
          ctx.addIssue({
            code: 'custom',
            path: ['businessTermEnd'],
            message: t`Please choose the end of the business term, or long-term`,
          });
        } else if (dayjs(value.businessTermEnd).isBefore(dayjs(), 'day')) {
          ctx.addIssue({
            code: 'custom',
            path: ['businessTermEnd'],
            message: t`The business term has already ended`,
          });
        }
      }
      if (!value.licenseImage) {
        ctx.addIssue({
          code: 'custom',
          path: ['licenseImage'],
          message: t`Please upload the business licence`,
        });
      }
    });
}
