import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
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
 * Today in the visitor's time zone, as the kit's date fields write a day (`YYYY-MM-DD`): two such
 * days compare as their strings do (a plain comparison keeps dayjs off the profile's first paint).
 */
function today(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
}

/**
 * The account forms' rules (spec sections 3 and 5) with translated messages; limits come from
 * the generated request schemas. Factories, because `t` reads the language when called.
 */
export function smsCodeField() {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, t`Please enter the SMS code`),
      z.regex(bindNewPhoneBodySmsCodeRegExp, t`The SMS code has 6 digits`),
    );
}

export function phoneField() {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, t`Please enter the new phone number`),
      z.refine(isMainlandMobile, t`Incorrect phone number`),
    );
}

export function emailField() {
  const max = bindEmailBodyEmailMax;
  return z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, t`Please enter the e-mail address`),
        z.maxLength(max, t`The e-mail address can have at most ${max} characters`),
      ),
    z.email(t`Incorrect e-mail address`),
  );
}

/** A text of at most `max` characters, trimmed. */
function optionalText(max: number, message: string) {
  return z.string().check(z.trim(), z.maxLength(max, message));
}

export function profileSchema() {
  const nicknameMax = updateUserProfileBodyNicknameMax;
  const companyMax = updateUserProfileBodyCompanyMax;
  const addressMax = updateUserProfileBodyAddressMax;
  return z.object({
    avatar: z.nullable(z.string()),
    nickname: optionalText(nicknameMax, t`The nickname can have at most ${nicknameMax} characters`),
    accountType: z.enum(['INDIVIDUAL', 'ENTERPRISE']),
    company: optionalText(
      companyMax,
      t`The company name can have at most ${companyMax} characters`,
    ),
    mainPlatforms: z.array(z.string()),
    mainCategories: z.array(z.string()),
    region: z.nullable(z.string()),
    address: optionalText(addressMax, t`The address can have at most ${addressMax} characters`),
  });
}

/** The identity step of the change wizards: the code sent to the current phone. */
export function verifyIdentitySchema() {
  return z.object({ smsCode: smsCodeField() });
}

export function newEmailSchema() {
  return z.object({ email: emailField() });
}

export function newPhoneSchema() {
  return z.object({ phone: phoneField(), smsCode: smsCodeField() });
}

export function cancelAccountSchema() {
  return z.object({
    smsCode: smsCodeField(),
    understood: z
      .boolean()
      .check(
        z.refine(Boolean, t`Please confirm that you understand the account cannot be restored`),
      ),
  });
}

export interface CertificationValues {
  creditCode: string;
  companyName: string;
  legalPerson: string;
  longTerm: boolean;
  businessTermEnd: string | null;
  licenseImage: string | null;
}

export function certificationSchema() {
  const nameMax = saveCompanyAttestationBodyCompanyNameMax;
  const legalMax = saveCompanyAttestationBodyLegalPersonMax;
  const messages = {
    termEnd: t`Please choose the end of the business term, or long-term`,
    termEnded: t`The business term has already ended`,
    licence: t`Please upload the business licence`,
  };
  return z
    .object({
      creditCode: z
        .string()
        .check(
          z.overwrite(normalizeCreditCode),
          z.minLength(1, t`Please enter the unified social credit code`),
          z.length(18, t`The unified social credit code has 18 characters`),
          z.refine(isValidCreditCode, t`This is not a valid unified social credit code`),
        ),
      companyName: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, t`Please enter the enterprise name`),
          z.maxLength(nameMax, t`The enterprise name can have at most ${nameMax} characters`),
        ),
      legalPerson: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, t`Please enter the legal person`),
          z.maxLength(legalMax, t`The legal person can have at most ${legalMax} characters`),
        ),
      longTerm: z.boolean(),
      businessTermEnd: z.nullable(z.string()),
      licenseImage: z.nullable(z.string()),
    })
    .check(
      z.superRefine<CertificationValues>((value, ctx) => {
        if (!value.longTerm) {
          if (!value.businessTermEnd) {
            ctx.addIssue({
              code: 'custom',
              path: ['businessTermEnd'],
              message: messages.termEnd,
            });
          } else if (value.businessTermEnd < today()) {
            ctx.addIssue({
              code: 'custom',
              path: ['businessTermEnd'],
              message: messages.termEnded,
            });
          }
        }
        if (!value.licenseImage) {
          ctx.addIssue({ code: 'custom', path: ['licenseImage'], message: messages.licence });
        }
      }),
    );
}
