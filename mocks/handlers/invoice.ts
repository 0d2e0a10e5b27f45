/** invoice: my invoices, the invoice info, applying for an order's invoice. */
import type {
  ApplyInvoice200,
  GetInvoiceInfo200,
  Invoice,
  InvoiceInfo,
  InvoiceInfoInput,
  InvoiceType,
  LanguageType,
  ListInvoices200,
  OrdinaryInvoiceInfo,
  UpdateInvoiceInfo200,
  VatSpecialInvoiceInfo,
} from '../../src/api/gen/model';
import { clock, formatDateTime } from '../lib/clock';
import {
  check,
  checkMaxLength,
  fail,
  isEmail,
  isMobilePhone,
  op,
  page,
  requireFields,
  requireUser,
  type Ctx,
} from '../lib/http';
import { LABEL } from '../lib/labels';
import { l10n, pick, type L10n } from '../lib/l10n';
import { invalidMessage, MSG, requiredMessage } from '../lib/messages';
import {
  invoiceInfos,
  invoiceOfOrder,
  invoices,
  type InvoiceInfoRow,
  type InvoiceRow,
} from '../db/invoices';
import { findUserOrder, isPaid } from '../db/orders';
import { onUserDeleted } from '../db/users';

onUserDeleted((userId) => {
  invoices.removeWhere((row) => row.userId === userId);
  invoiceInfos.removeWhere((row) => row.userId === userId);
});

const INVOICE_MSG = {
  companyNeedsTaxNumber: l10n(
    '企业抬头须填写税号',
    '企業抬頭須填寫稅號',
    'A company title needs a tax number',
    'Um titular empresa precisa de número de contribuinte',
  ),
  vatNeedsReceiver: l10n(
    '增值税专用发票须填写收件人、收件人电话和邮寄地址',
    '增值稅專用發票須填寫收件人、收件人電話和郵寄地址',
    'A VAT special invoice needs the receiver, receiver phone and mailing address',
    'Uma fatura especial de IVA precisa de destinatário, telemóvel e morada de envio',
  ),
  defaultTypeMissing: l10n(
    '默认发票类型的开票信息尚未填写',
    '預設發票類型的開票資料尚未填寫',
    'The details of the default invoice type are missing',
    'Faltam os dados do tipo de fatura predefinido',
  ),
  notPaid: l10n(
    '订单尚未支付，暂不能申请发票',
    '訂單尚未支付，暫不能申請發票',
    'The order is not paid, so no invoice can be applied for yet',
    'A encomenda não está paga; ainda não pode pedir fatura',
  ),
  alreadyApplied: l10n(
    '该订单已申请过发票',
    '該訂單已申請過發票',
    'An invoice was already applied for this order',
    'Já foi pedida uma fatura para esta encomenda',
  ),
  infoMissing: (type: InvoiceType) =>
    type === 'ORDINARY'
      ? l10n(
          '请先在发票信息中填写普通发票信息',
          '請先在發票資料中填寫普通發票資料',
          'Please fill in the ordinary invoice details in the invoice info first',
          'Preencha primeiro os dados da fatura comum nas informações de faturação',
        )
      : l10n(
          '请先在发票信息中填写增值税专用发票信息和邮寄信息',
          '請先在發票資料中填寫增值稅專用發票資料和郵寄資料',
          'Please fill in the VAT special invoice and mailing details in the invoice info first',
          'Preencha primeiro os dados da fatura especial de IVA e de envio nas informações de faturação',
        ),
};

const INVOICE_TYPES: InvoiceType[] = ['ORDINARY', 'VAT_SPECIAL'];
const TAX_NUMBER = /^[0-9A-Z]{15,20}$/;

export function toInvoice(row: Readonly<InvoiceRow>, lang: LanguageType): Invoice {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNo: row.orderNo,
    orderName: pick(row.orderName, lang),
    status: row.status,
    invoiceType: row.invoiceType,
    title: row.title,
    taxNumber: row.taxNumber,
    amount: row.amount,
    email: row.email,
    receiver: row.receiver,
    receiverPhone: row.receiverPhone,
    mailingAddress: row.mailingAddress,
    applyTime: row.applyTime,
    issueTime: row.issueTime,
    invoiceNo: row.invoiceNo,
    downloadUrl: row.downloadUrl,
    trackingNo: row.trackingNo,
  };
}

function toInfo(row: Readonly<InvoiceInfoRow> | undefined): InvoiceInfo {
  if (!row) {
    return {
      defaultType: 'ORDINARY',
      ordinary: null,
      vatSpecial: null,
      receiver: null,
      receiverPhone: null,
      mailingAddress: null,
    };
  }
  return {
    defaultType: row.defaultType,
    ordinary: row.ordinary ? { ...row.ordinary } : null,
    vatSpecial: row.vatSpecial ? { ...row.vatSpecial } : null,
    receiver: row.receiver,
    receiverPhone: row.receiverPhone,
    mailingAddress: row.mailingAddress,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const nullable = (value: unknown) => (text(value) === '' ? null : text(value));

function required(value: unknown, label: L10n): string {
  const result = text(value);
  if (result === '') fail(requiredMessage(label), 400);
  return result;
}

function readOrdinary(value: unknown): OrdinaryInvoiceInfo | null {
  if (value === null || value === undefined) return null;
  check(typeof value === 'object', invalidMessage(LABEL.title), 400);
  const block = value as Partial<OrdinaryInvoiceInfo>;
  const titleType =
    block.titleType === 'PERSONAL' || block.titleType === 'COMPANY' ? block.titleType : null;
  check(titleType, invalidMessage(LABEL.titleType), 400);
  const title = required(block.title, LABEL.title);
  checkMaxLength(title, 100, LABEL.title);
  const email = required(block.email, LABEL.email);
  check(isEmail(email), invalidMessage(LABEL.email), 400);
  const taxNumber = nullable(block.taxNumber)?.toUpperCase() ?? null;
  if (titleType === 'COMPANY') check(taxNumber, INVOICE_MSG.companyNeedsTaxNumber, 400);
  if (taxNumber !== null) check(TAX_NUMBER.test(taxNumber), invalidMessage(LABEL.taxNumber), 400);
  return { titleType, title, taxNumber: titleType === 'PERSONAL' ? null : taxNumber, email };
}

function readVat(value: unknown): VatSpecialInvoiceInfo | null {
  if (value === null || value === undefined) return null;
  check(typeof value === 'object', invalidMessage(LABEL.companyName), 400);
  const block = value as Partial<VatSpecialInvoiceInfo>;
  const info: VatSpecialInvoiceInfo = {
    companyName: required(block.companyName, LABEL.companyName),
    taxNumber: required(block.taxNumber, LABEL.taxNumber).toUpperCase(),
    registeredAddress: required(block.registeredAddress, LABEL.registeredAddress),
    registeredPhone: required(block.registeredPhone, LABEL.registeredPhone),
    bankName: required(block.bankName, LABEL.bankName),
    bankAccount: required(block.bankAccount, LABEL.bankAccount),
  };
  checkMaxLength(info.companyName, 100, LABEL.companyName);
  checkMaxLength(info.registeredAddress, 200, LABEL.registeredAddress);
  check(TAX_NUMBER.test(info.taxNumber), invalidMessage(LABEL.taxNumber), 400);
  check(/^[0-9+\- ]{7,20}$/.test(info.registeredPhone), invalidMessage(LABEL.registeredPhone), 400);
  check(/^[0-9 ]{8,32}$/.test(info.bankAccount), invalidMessage(LABEL.bankAccount), 400);
  return info;
}

function readInfo(ctx: Ctx): Omit<InvoiceInfoRow, 'id' | 'userId'> {
  requireFields(ctx, { defaultType: LABEL.defaultType });
  const body = ctx.json<InvoiceInfoInput>();
  const defaultType = INVOICE_TYPES.find((type) => type === body.defaultType);
  check(defaultType, invalidMessage(LABEL.defaultType), 400);
  const ordinary = readOrdinary(body.ordinary);
  const vatSpecial = readVat(body.vatSpecial);
  const receiver = nullable(body.receiver);
  const receiverPhone = nullable(body.receiverPhone);
  const mailingAddress = nullable(body.mailingAddress);
  checkMaxLength(receiver, 50, LABEL.receiver);
  checkMaxLength(mailingAddress, 200, LABEL.mailingAddress);
  if (receiverPhone !== null)
    check(isMobilePhone(receiverPhone), invalidMessage(LABEL.receiverPhone), 400);
  if (vatSpecial)
    check(receiver && receiverPhone && mailingAddress, INVOICE_MSG.vatNeedsReceiver, 400);
  check(defaultType === 'ORDINARY' ? ordinary : vatSpecial, INVOICE_MSG.defaultTypeMissing, 400);
  return { defaultType, ordinary, vatSpecial, receiver, receiverPhone, mailingAddress };
}

export const handlers = [
  op<ListInvoices200>('get', '/orderInvoice/list', (ctx) => {
    const user = requireUser(ctx);
    const status = ctx.str('status');
    const invoiceType = ctx.str('invoiceType');
    const orderNo = (ctx.str('orderNo') ?? '').trim().toUpperCase();
    const rows = invoices
      .filter(
        (row) =>
          row.userId === user.id &&
          (!status || row.status === status) &&
          (!invoiceType || row.invoiceType === invoiceType) &&
          (!orderNo || row.orderNo.includes(orderNo)),
      )
      .sort((a, b) => b.applyTime.localeCompare(a.applyTime) || b.id - a.id);
    return page(
      rows.map((row) => toInvoice(row, ctx.lang)),
      ctx,
    );
  }),

  op<GetInvoiceInfo200>('get', '/user/getInvoice', (ctx) => {
    const user = requireUser(ctx);
    return toInfo(invoiceInfos.find((row) => row.userId === user.id));
  }),

  op<UpdateInvoiceInfo200>('post', '/user/updateInvoice', (ctx) => {
    const user = requireUser(ctx);
    const info = readInfo(ctx);
    const existing = invoiceInfos.find((row) => row.userId === user.id);
    const saved = existing
      ? invoiceInfos.update(existing.id, info)
      : invoiceInfos.insert({ userId: user.id, ...info });
    return toInfo(saved);
  }),

  op<ApplyInvoice200>('get', '/orderInvoice/apply/{id}', (ctx) => {
    const user = requireUser(ctx);
    requireFields(ctx, { invoiceType: LABEL.invoiceType });
    const invoiceType = INVOICE_TYPES.find((type) => type === ctx.str('invoiceType'));
    check(invoiceType, invalidMessage(LABEL.invoiceType), 400);
    const order = findUserOrder(user.id, ctx.id());
    if (!order) fail(MSG.notFound, 404);
    check(isPaid(order.status), INVOICE_MSG.notPaid, 409);
    check(!invoiceOfOrder(order.id), INVOICE_MSG.alreadyApplied, 409);
    const info = invoiceInfos.find((row) => row.userId === user.id);
    const ordinary = invoiceType === 'ORDINARY';
    if (ordinary) check(info?.ordinary, INVOICE_MSG.infoMissing(invoiceType), 409);
    else
      check(
        info?.vatSpecial && info.receiver && info.receiverPhone && info.mailingAddress,
        INVOICE_MSG.infoMissing(invoiceType),
        409,
      );
    if (!info) fail(INVOICE_MSG.infoMissing(invoiceType), 409);
    const row = invoices.insert({
      userId: user.id,
      orderId: order.id,
      orderNo: order.orderNo,
      orderName: order.name,
      status: 'NOT_ISSUED',
      invoiceType,
      title: ordinary ? (info.ordinary?.title ?? '') : (info.vatSpecial?.companyName ?? ''),
      taxNumber: ordinary
        ? (info.ordinary?.taxNumber ?? null)
        : (info.vatSpecial?.taxNumber ?? null),
      amount: order.totalAmount,
      email: ordinary ? (info.ordinary?.email ?? null) : null,
      receiver: info.receiver,
      receiverPhone: info.receiverPhone,
      mailingAddress: info.mailingAddress,
      applyTime: formatDateTime(clock.nowMs()),
      issueTime: null,
      invoiceNo: null,
      downloadUrl: null,
      trackingNo: null,
    });
    return toInvoice(row, ctx.lang);
  }),
];
