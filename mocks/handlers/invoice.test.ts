import { describe, expect, it } from 'vitest';
import {
  applyInvoice,
  getInvoiceInfo,
  listInvoices,
  updateInvoiceInfo,
} from '../../src/api/gen/invoice/invoice';
import { listOrders } from '../../src/api/gen/orders/orders';
import type { InvoiceInfoInput } from '../../src/api/gen/model';
import { failure, SILENT, signIn, signInAsDemo, speak, useMockServer } from '../test/server';

const VAT = {
  companyName: '杭州云帆贸易有限公司',
  taxNumber: '91330106MA2H3L6K0Q',
  registeredAddress: '杭州市西湖区文三路 90 号',
  registeredPhone: '0571-88001234',
  bankName: '工商银行杭州文三路支行',
  bankAccount: '1202 0211 0900 1234 567',
};

const INFO: InvoiceInfoInput = {
  defaultType: 'VAT_SPECIAL',
  ordinary: {
    titleType: 'PERSONAL',
    title: '华姐',
    taxNumber: null,
    email: 'hua.li@hzyuntrade.cn',
  },
  vatSpecial: VAT,
  receiver: '李华',
  receiverPhone: '13987654321',
  mailingAddress: '浙江省杭州市西湖区文三路 90 号东部软件园 3 号楼 605',
};

describe('invoice handlers', () => {
  useMockServer();

  it('saves the invoice info and reads it back; a user who never saved gets empty blocks', async () => {
    await signIn('lihua', 'lihua123');
    expect(await getInvoiceInfo()).toEqual({
      defaultType: 'ORDINARY',
      ordinary: null,
      vatSpecial: null,
      receiver: null,
      receiverPhone: null,
      mailingAddress: null,
    });
    const saved = await updateInvoiceInfo(INFO);
    expect(saved).toEqual(INFO);
    expect(await getInvoiceInfo()).toEqual(INFO);
  });

  it('validates the invoice info with translated messages', async () => {
    await signIn('lihua', 'lihua123');
    speak('en_US');
    const companyWithoutTax = {
      ...INFO,
      ordinary: {
        titleType: 'COMPANY' as const,
        title: 'Yunfan',
        taxNumber: null,
        email: 'a@b.cn',
      },
    };
    expect((await failure(updateInvoiceInfo(companyWithoutTax, SILENT))).message).toBe(
      'A company title needs a tax number',
    );
    expect((await failure(updateInvoiceInfo({ ...INFO, receiver: null }, SILENT))).message).toBe(
      'A VAT special invoice needs the receiver, receiver phone and mailing address',
    );
    expect((await failure(updateInvoiceInfo({ ...INFO, vatSpecial: null }, SILENT))).message).toBe(
      'The details of the default invoice type are missing',
    );
    speak('zh_CN');
    const badTax = { ...INFO, vatSpecial: { ...VAT, taxNumber: 'abc' } };
    expect((await failure(updateInvoiceInfo(badTax, SILENT))).message).toBe('税号格式不正确');
  });

  it('applies once for a paid order, never for an unpaid one', async () => {
    await signInAsDemo();
    const before = await listInvoices({ pageSize: 100 });
    expect(before.total).toBeGreaterThanOrEqual(5);
    const paid = await listOrders({ payState: 'PAID', pageSize: 100 });
    const withoutInvoice = paid.records.find((order) => order.invoiceStatus === null);
    if (!withoutInvoice) throw new Error('no paid order without invoice seeded');
    const invoice = await applyInvoice(withoutInvoice.id, { invoiceType: 'VAT_SPECIAL' });
    expect(invoice).toMatchObject({
      orderId: withoutInvoice.id,
      status: 'NOT_ISSUED',
      invoiceType: 'VAT_SPECIAL',
      title: '深圳市跨越贸易有限公司',
      amount: withoutInvoice.totalAmount,
      email: null,
      receiver: '王芳',
    });
    const after = await listInvoices({ pageSize: 100 });
    expect(after.total).toBe(before.total + 1);
    expect(after.records[0]?.id).toBe(invoice.id);
    const order = (await listOrders({ payState: 'PAID', pageSize: 100 })).records.find(
      (row) => row.id === withoutInvoice.id,
    );
    expect(order?.invoiceStatus).toBe('NOT_ISSUED');
    speak('en_US');
    expect(
      (await failure(applyInvoice(withoutInvoice.id, { invoiceType: 'ORDINARY' }, SILENT))).message,
    ).toBe('An invoice was already applied for this order');
    expect((await failure(applyInvoice(1, { invoiceType: 'ORDINARY' }, SILENT))).message).toBe(
      'The order is not paid, so no invoice can be applied for yet',
    );
    expect(
      (await failure(applyInvoice(51, { invoiceType: 'ORDINARY' }, SILENT))).details.code,
    ).toBe(404);
  });

  it('lists issued invoices with a download link or tracking number and filters them', async () => {
    await signInAsDemo();
    const issued = await listInvoices({ status: 'ISSUED', pageSize: 100 });
    expect(issued.records.length).toBeGreaterThan(0);
    for (const invoice of issued.records) {
      if (invoice.invoiceType === 'ORDINARY')
        expect(invoice.downloadUrl).toMatch(/^https:\/\/.+\.pdf$/);
      else expect(invoice.trackingNo).toMatch(/^SF\d+/);
    }
    const vat = await listInvoices({ invoiceType: 'VAT_SPECIAL', pageSize: 100 });
    expect(vat.records.every((invoice) => invoice.invoiceType === 'VAT_SPECIAL')).toBe(true);
  });
});
