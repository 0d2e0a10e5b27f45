import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { InvoiceInfo, InvoiceInfoInput, InvoiceType, InvoiceTitleType } from '@/api/gen/model';
import {
  updateInvoiceInfoBodyMailingAddressMax,
  updateInvoiceInfoBodyOrdinaryTwoTaxNumberTwoRegExp,
  updateInvoiceInfoBodyOrdinaryTwoTitleMax,
  updateInvoiceInfoBodyReceiverMax,
  updateInvoiceInfoBodyVatSpecialTwoBankAccountRegExp,
  updateInvoiceInfoBodyVatSpecialTwoCompanyNameMax,
  updateInvoiceInfoBodyVatSpecialTwoRegisteredAddressMax,
  updateInvoiceInfoBodyVatSpecialTwoRegisteredPhoneRegExp,
  updateInvoiceInfoBodyVatSpecialTwoTaxNumberRegExp,
} from '@/api/zod/invoice/invoice.zod';
import { mainlandMobile } from '@/lib/phone';

/** What the invoice info form edits: every field as typed, each block switched on or off. */
export interface InvoiceInfoValues {
  defaultType: InvoiceType;
  ordinaryEnabled: boolean;
  ordinary: { titleType: InvoiceTitleType; title: string; taxNumber: string; email: string };
  vatEnabled: boolean;
  vatSpecial: {
    companyName: string;
    taxNumber: string;
    registeredAddress: string;
    registeredPhone: string;
    bankName: string;
    bankAccount: string;
  };
  receiver: string;
  receiverPhone: string;
  mailingAddress: string;
}

export function toFormValues(info: InvoiceInfo): InvoiceInfoValues {
  return {
    defaultType: info.defaultType,
    ordinaryEnabled: info.ordinary !== null,
    ordinary: {
      titleType: info.ordinary?.titleType ?? 'COMPANY',
      title: info.ordinary?.title ?? '',
      taxNumber: info.ordinary?.taxNumber ?? '',
      email: info.ordinary?.email ?? '',
    },
    vatEnabled: info.vatSpecial !== null,
    vatSpecial: {
      companyName: info.vatSpecial?.companyName ?? '',
      taxNumber: info.vatSpecial?.taxNumber ?? '',
      registeredAddress: info.vatSpecial?.registeredAddress ?? '',
      registeredPhone: info.vatSpecial?.registeredPhone ?? '',
      bankName: info.vatSpecial?.bankName ?? '',
      bankAccount: info.vatSpecial?.bankAccount ?? '',
    },
    receiver: info.receiver ?? '',
    receiverPhone: info.receiverPhone ?? '',
    mailingAddress: info.mailingAddress ?? '',
  };
}

/** People type tax numbers in lower case and with spaces; the API wants `^[0-9A-Z]{15,20}$`. */
const normalizeTaxNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** The request `updateInvoiceInfo` takes: switched-off blocks are cleared (sent as null). */
export function toInvoiceInfoInput(values: InvoiceInfoValues): InvoiceInfoInput {
  const { ordinary, vatSpecial } = values;
  return {
    defaultType: values.defaultType,
    ordinary: values.ordinaryEnabled
      ? {
          titleType: ordinary.titleType,
          title: ordinary.title.trim(),
          taxNumber:
            ordinary.titleType === 'COMPANY' ? normalizeTaxNumber(ordinary.taxNumber) : null,
          email: ordinary.email.trim(),
        }
      : null,
    vatSpecial: values.vatEnabled
      ? {
          companyName: vatSpecial.companyName.trim(),
          taxNumber: normalizeTaxNumber(vatSpecial.taxNumber),
          registeredAddress: vatSpecial.registeredAddress.trim(),
          registeredPhone: vatSpecial.registeredPhone.trim(),
          bankName: vatSpecial.bankName.trim(),
          bankAccount: vatSpecial.bankAccount.trim(),
        }
      : null,
    receiver: values.receiver.trim() || null,
    receiverPhone: mainlandMobile(values.receiverPhone) ?? null,
    mailingAddress: values.mailingAddress.trim() || null,
  };
}

/**
 * The form's rules: the generated request schema's limits and patterns (api-spec), plus what the
 * server checks across fields (a company title needs a tax number; VAT special invoices are
 * mailed, so they need the receiver; the default type needs its details). A factory, because `t`
 * reads the language when called.
 */
export function invoiceInfoSchema() {
  const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));
  const tooLong = {
    title: (max: number) => t`The invoice title can have at most ${max} characters`,
    companyName: (max: number) => t`The company name can have at most ${max} characters`,
    registeredAddress: (max: number) =>
      t`The registered address can have at most ${max} characters`,
    receiver: (max: number) => t`The receiver can have at most ${max} characters`,
    mailingAddress: (max: number) => t`The mailing address can have at most ${max} characters`,
  };
  /** Required and at most `max` characters. */
  const requiredText = (message: string, max: number, tooLongMessage: string) =>
    required(message).check(z.maxLength(max, tooLongMessage));
  const taxNumber = (pattern: RegExp) =>
    required(t`Please enter the tax number`).check(
      z.refine(
        (value) => pattern.test(normalizeTaxNumber(value)),
        t`The tax number has 15 to 20 letters or digits`,
      ),
    );
  const titleTypes = z.enum(['PERSONAL', 'COMPANY']);
  const ordinary = z.object({
    titleType: titleTypes,
    title: requiredText(
      t`Please enter the invoice title`,
      updateInvoiceInfoBodyOrdinaryTwoTitleMax,
      tooLong.title(updateInvoiceInfoBodyOrdinaryTwoTitleMax),
    ),
    taxNumber: z.string(),
    email: z.pipe(required(t`Please enter the e-mail`), z.email(t`Please enter a valid e-mail`)),
  });
  const companyTaxNumber = taxNumber(updateInvoiceInfoBodyOrdinaryTwoTaxNumberTwoRegExp);
  const vatSpecial = z.object({
    companyName: requiredText(
      t`Please enter the company name`,
      updateInvoiceInfoBodyVatSpecialTwoCompanyNameMax,
      tooLong.companyName(updateInvoiceInfoBodyVatSpecialTwoCompanyNameMax),
    ),
    taxNumber: taxNumber(updateInvoiceInfoBodyVatSpecialTwoTaxNumberRegExp),
    registeredAddress: requiredText(
      t`Please enter the registered address`,
      updateInvoiceInfoBodyVatSpecialTwoRegisteredAddressMax,
      tooLong.registeredAddress(updateInvoiceInfoBodyVatSpecialTwoRegisteredAddressMax),
    ),
    registeredPhone: required(t`Please enter the registered telephone`).check(
      z.regex(
        updateInvoiceInfoBodyVatSpecialTwoRegisteredPhoneRegExp,
        t`Enter 7 to 20 digits; spaces, + and - are allowed`,
      ),
    ),
    bankName: required(t`Please enter the bank`),
    bankAccount: required(t`Please enter the bank account`).check(
      z.regex(
        updateInvoiceInfoBodyVatSpecialTwoBankAccountRegExp,
        t`The bank account has 8 to 32 digits`,
      ),
    ),
  });
  const optionalText = (max: number, message: string) =>
    z.string().check(z.trim(), z.maxLength(max, message));
  const messages = {
    taxNumberCompany: t`A company title needs its tax number`,
    receiver: t`Please enter the receiver`,
    receiverPhone: t`Please enter the receiver's phone number`,
    phone: t`Incorrect phone number`,
    mailingAddress: t`Please enter the mailing address`,
    defaultType: t`Fill in the details of the default invoice type`,
  };

  // The blocks are checked only when switched on, so the object itself only checks the shape.
  return z
    .object({
      defaultType: z.enum(['ORDINARY', 'VAT_SPECIAL']),
      ordinaryEnabled: z.boolean(),
      ordinary: z.object({
        titleType: titleTypes,
        title: z.string(),
        taxNumber: z.string(),
        email: z.string(),
      }),
      vatEnabled: z.boolean(),
      vatSpecial: z.object({
        companyName: z.string(),
        taxNumber: z.string(),
        registeredAddress: z.string(),
        registeredPhone: z.string(),
        bankName: z.string(),
        bankAccount: z.string(),
      }),
      receiver: optionalText(
        updateInvoiceInfoBodyReceiverMax,
        tooLong.receiver(updateInvoiceInfoBodyReceiverMax),
      ),
      receiverPhone: z.string(),
      mailingAddress: optionalText(
        updateInvoiceInfoBodyMailingAddressMax,
        tooLong.mailingAddress(updateInvoiceInfoBodyMailingAddressMax),
      ),
    })
    .check(
      z.superRefine<InvoiceInfoValues>((values, ctx) => {
        const addIssues = (prefix: string, issues: readonly z.core.$ZodIssue[]) => {
          for (const issue of issues) {
            ctx.addIssue({ code: 'custom', message: issue.message, path: [prefix, ...issue.path] });
          }
        };
        if (values.ordinaryEnabled) {
          const parsed = ordinary.safeParse(values.ordinary);
          if (!parsed.success) addIssues('ordinary', parsed.error.issues);
          else if (parsed.data.titleType === 'COMPANY') {
            const tax = companyTaxNumber.safeParse(parsed.data.taxNumber);
            if (!tax.success) {
              const message = parsed.data.taxNumber.trim()
                ? (tax.error.issues[0]?.message ?? messages.taxNumberCompany)
                : messages.taxNumberCompany;
              ctx.addIssue({ code: 'custom', message, path: ['ordinary', 'taxNumber'] });
            }
          }
        }
        if (values.vatEnabled) {
          const parsed = vatSpecial.safeParse(values.vatSpecial);
          if (!parsed.success) addIssues('vatSpecial', parsed.error.issues);
          if (!values.receiver) {
            ctx.addIssue({ code: 'custom', message: messages.receiver, path: ['receiver'] });
          }
          if (!values.receiverPhone.trim()) {
            ctx.addIssue({
              code: 'custom',
              message: messages.receiverPhone,
              path: ['receiverPhone'],
            });
          }
          if (!values.mailingAddress) {
            ctx.addIssue({
              code: 'custom',
              message: messages.mailingAddress,
              path: ['mailingAddress'],
            });
          }
        }
        if (values.receiverPhone.trim() && mainlandMobile(values.receiverPhone) === null) {
          ctx.addIssue({ code: 'custom', message: messages.phone, path: ['receiverPhone'] });
        }
        const defaultEnabled =
          values.defaultType === 'ORDINARY' ? values.ordinaryEnabled : values.vatEnabled;
        if (!defaultEnabled) {
          ctx.addIssue({ code: 'custom', message: messages.defaultType, path: ['defaultType'] });
        }
      }),
    );
}
