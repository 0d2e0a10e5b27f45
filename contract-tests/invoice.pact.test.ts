import { failure, get, interaction, ok, postJson, withoutSession } from './support/consumer';
import { describe, it } from 'vitest';
import {
  applyInvoice,
  getInvoiceInfo,
  listInvoices,
  updateInvoiceInfo,
} from '@/api/gen/invoice/invoice';
import { id, invoice, invoiceInfo, pageOf } from './support/shapes';

const LOGGED_IN = 'user demo is logged in';
const INFO_SAVED = 'user demo has saved invoice details';

const details = {
  defaultType: 'ORDINARY',
  ordinary: {
    titleType: 'COMPANY',
    title: '深圳市跨越贸易有限公司',
    taxNumber: '91440300MA5G2KQ816',
    email: 'finance@kuayue-trade.com',
  },
  vatSpecial: {
    companyName: '深圳市跨越贸易有限公司',
    taxNumber: '91440300MA5G2KQ816',
    registeredAddress: '深圳市南山区粤海街道科技南十二路 18 号 2 栋 1203',
    registeredPhone: '0755-86001234',
    bankName: '招商银行深圳科技园支行',
    bankAccount: '7559 2801 2310 801',
  },
  receiver: '王芳',
  receiverPhone: '13800138000',
  mailingAddress: '广东省深圳市福田区福华三路 88 号财富大厦 26 楼',
} as const;

const companyTitleWithoutTaxNumber = {
  defaultType: 'ORDINARY',
  ordinary: {
    titleType: 'COMPANY',
    title: '深圳市跨越贸易有限公司',
    taxNumber: null,
    email: 'finance@kuayue-trade.com',
  },
} as const;

describe('invoice', () => {
  it('listInvoices', () =>
    interaction({
      given: [LOGGED_IN, 'user demo has invoices'],
      uponReceiving: 'listInvoices: the first page of invoices',
      request: get('/orderInvoice/list', { pageNo: '1', pageSize: '10' }),
      response: ok(pageOf(invoice)),
      call: () => listInvoices({ pageNo: 1, pageSize: 10 }),
    }));

  it('listInvoices: 512', () =>
    withoutSession('listInvoices', get('/orderInvoice/list', { pageNo: '1', pageSize: '10' }), () =>
      listInvoices({ pageNo: 1, pageSize: 10 }),
    ));

  it('getInvoiceInfo', () =>
    interaction({
      given: [LOGGED_IN, INFO_SAVED],
      uponReceiving: 'getInvoiceInfo: saved invoice details',
      request: get('/user/getInvoice'),
      response: ok(invoiceInfo),
      call: () => getInvoiceInfo(),
    }));

  it('getInvoiceInfo: 512', () =>
    withoutSession('getInvoiceInfo', get('/user/getInvoice'), () => getInvoiceInfo()));

  it('updateInvoiceInfo', () =>
    interaction({
      given: [LOGGED_IN],
      uponReceiving: 'updateInvoiceInfo: both invoice blocks and the receiver',
      request: postJson('/user/updateInvoice', details),
      response: ok(invoiceInfo),
      call: () => updateInvoiceInfo(details),
    }));

  it('updateInvoiceInfo: a company title without a tax number is refused with a message', () =>
    interaction({
      given: [LOGGED_IN],
      uponReceiving: 'updateInvoiceInfo: a company title without a tax number',
      request: postJson('/user/updateInvoice', companyTitleWithoutTaxNumber),
      response: failure('A company invoice title needs a tax number'),
      call: () => updateInvoiceInfo(companyTitleWithoutTaxNumber),
    }));

  it('updateInvoiceInfo: 512', () =>
    withoutSession('updateInvoiceInfo', postJson('/user/updateInvoice', details), () =>
      updateInvoiceInfo(details),
    ));

  it('applyInvoice', () =>
    interaction({
      given: [LOGGED_IN, INFO_SAVED, 'order 11 is paid and has no invoice'],
      uponReceiving: 'applyInvoice: an ordinary invoice for a paid order',
      request: get('/orderInvoice/apply/11', { invoiceType: 'ORDINARY' }),
      response: ok({ ...invoice, orderId: id(11), status: 'NOT_ISSUED', invoiceType: 'ORDINARY' }),
      call: () => applyInvoice(11, { invoiceType: 'ORDINARY' }),
    }));

  it('applyInvoice: refused for an unpaid order', () =>
    interaction({
      given: [LOGGED_IN, INFO_SAVED, 'order 1 is unpaid'],
      uponReceiving: 'applyInvoice: an invoice for an unpaid order',
      request: get('/orderInvoice/apply/1', { invoiceType: 'ORDINARY' }),
      response: failure('Only paid orders can be invoiced'),
      call: () => applyInvoice(1, { invoiceType: 'ORDINARY' }),
    }));

  it('applyInvoice: 512', () =>
    withoutSession('applyInvoice', get('/orderInvoice/apply/11', { invoiceType: 'ORDINARY' }), () =>
      applyInvoice(11, { invoiceType: 'ORDINARY' }),
    ));
});
