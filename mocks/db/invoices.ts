/**
 * Invoices (one per order, details copied from the invoice info when applying) and each user's
 * invoice info. Seeded: demo's invoices of paid orders 10, 13, 15, 17 and 18 (issued and not yet
 * issued, both types) and complete invoice info; paid orders 11, 12, 14 and 16 have none yet.
 * Issued ORDINARY invoices link a generated PDF on the mock file host.
 */
import type {
  InvoiceStatus,
  InvoiceType,
  OrdinaryInvoiceInfo,
  VatSpecialInvoiceInfo,
} from '../../src/api/gen/model';
import { DAY, parseDateTime } from '../lib/clock';
import type { L10n } from '../lib/l10n';
import { orders } from './orders';
import { defineCollection } from './store';
import { FILE_HOST } from './uploads';
import { DEMO_USER_ID } from './users';

export interface InvoiceRow {
  id: number;
  userId: number;
  orderId: number;
  orderNo: string;
  orderName: L10n;
  status: InvoiceStatus;
  invoiceType: InvoiceType;
  title: string;
  taxNumber: string | null;
  amount: number;
  email: string | null;
  receiver: string | null;
  receiverPhone: string | null;
  mailingAddress: string | null;
  applyTime: string;
  issueTime: string | null;
  invoiceNo: string | null;
  downloadUrl: string | null;
  trackingNo: string | null;
}

export interface InvoiceInfoRow {
  id: number;
  userId: number;
  defaultType: InvoiceType;
  ordinary: OrdinaryInvoiceInfo | null;
  vatSpecial: VatSpecialInvoiceInfo | null;
  receiver: string | null;
  receiverPhone: string | null;
  mailingAddress: string | null;
}

export function invoicePdfUrl(invoiceId: number, invoiceNo: string): string {
  return `${FILE_HOST}/invoice/${invoiceId}/${invoiceNo}.pdf`;
}

const DEMO_INFO: Omit<InvoiceInfoRow, 'id' | 'userId'> = {
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
  receiverPhone: '13723456789',
  mailingAddress: '广东省深圳市福田区福华三路 88 号财富大厦 26 楼',
};

export const invoiceInfos = defineCollection<InvoiceInfoRow>('invoice-infos', () => [
  { id: 1, userId: DEMO_USER_ID, ...DEMO_INFO },
]);

export const invoices = defineCollection<InvoiceRow>('invoices', (seed) => {
  const plan: {
    id: number;
    orderId: number;
    type: InvoiceType;
    issued: boolean;
    applyDaysAfter: number;
  }[] = [
    { id: 1, orderId: 10, type: 'ORDINARY', issued: false, applyDaysAfter: 0.2 },
    { id: 2, orderId: 13, type: 'VAT_SPECIAL', issued: true, applyDaysAfter: 1.1 },
    { id: 3, orderId: 15, type: 'ORDINARY', issued: true, applyDaysAfter: 0.5 },
    { id: 4, orderId: 17, type: 'VAT_SPECIAL', issued: true, applyDaysAfter: 2.3 },
    { id: 5, orderId: 18, type: 'ORDINARY', issued: true, applyDaysAfter: 0.8 },
  ];
  const rows: InvoiceRow[] = [];
  for (const entry of plan) {
    const order = orders.get(entry.orderId);
    if (!order || !order.payTime) continue;
    const paidDaysAgo = (seed.nowMs - parseDateTime(order.payTime).getTime()) / DAY;
    const appliedDaysAgo = Math.max(0.01, paidDaysAgo - entry.applyDaysAfter);
    const issuedDaysAgo = Math.max(0.005, appliedDaysAgo - 1.4);
    const invoiceNo = entry.issued
      ? `2644200000${String(1234567 + entry.id * 7919).padStart(10, '0')}`
      : null;
    const ordinary = entry.type === 'ORDINARY';
    const info = DEMO_INFO;
    rows.push({
      id: entry.id,
      userId: order.userId,
      orderId: order.id,
      orderNo: order.orderNo,
      orderName: order.name,
      status: entry.issued ? 'ISSUED' : 'NOT_ISSUED',
      invoiceType: entry.type,
      title: ordinary ? (info.ordinary?.title ?? '') : (info.vatSpecial?.companyName ?? ''),
      taxNumber: ordinary
        ? (info.ordinary?.taxNumber ?? null)
        : (info.vatSpecial?.taxNumber ?? null),
      amount: order.totalAmount,
      email: ordinary ? (info.ordinary?.email ?? null) : null,
      receiver: info.receiver,
      receiverPhone: info.receiverPhone,
      mailingAddress: info.mailingAddress,
      applyTime: seed.daysAgo(appliedDaysAgo),
      issueTime: entry.issued ? seed.daysAgo(issuedDaysAgo) : null,
      invoiceNo,
      downloadUrl:
        entry.issued && ordinary && invoiceNo ? invoicePdfUrl(entry.id, invoiceNo) : null,
      trackingNo: entry.issued && !ordinary ? `SF14029384${String(75610 + entry.id * 13)}` : null,
    });
  }
  return rows;
});

export function invoiceOfOrder(orderId: number): Readonly<InvoiceRow> | undefined {
  return invoices.find((row) => row.orderId === orderId);
}
