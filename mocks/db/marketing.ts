/**
 * Funds flow and ad-delivery statistics of the personal centre. Seeded for demo: 120 funds-flow
 * rows over ~90 days (top-ups, order payments, refunds, fees, ad spend, withdrawals) and one row
 * per campaign and day over the last 60 days (330 ad-statistics rows on five
 * platforms). A paid order adds its PAYMENT row (`onOrderPaid`).
 */
import type { AdPlatform, FundsDirection, FundsTransactionType } from '../../src/api/gen/model';
import { clock, DAY, formatDateTime, parseDateTime } from '../lib/clock';
import { l10n, type L10n } from '../lib/l10n';
import { round2 } from '../lib/random';
import { onOrderPaid, orders } from './orders';
import { defineCollection, type SeedContext } from './store';
import { DEMO_USER_ID } from './users';

export interface FundsRow {
  id: number;
  userId: number;
  serialNo: string;
  goodsName: L10n;
  transactionTime: string;
  transactionType: FundsTransactionType;
  direction: FundsDirection;
  amount: number;
}

export interface AdRow {
  id: number;
  userId: number;
  date: string;
  platform: AdPlatform;
  productId: string;
  subId: string | null;
  impressions: number;
  clicks: number;
  conversions: number;
  conversionValue: number;
  cost: number;
}

const DIRECTION: Record<FundsTransactionType, FundsDirection> = {
  RECHARGE: 'INCOME',
  REFUND: 'INCOME',
  PAYMENT: 'EXPENSE',
  WITHDRAWAL: 'EXPENSE',
  SERVICE_FEE: 'EXPENSE',
  AD_SPEND: 'EXPENSE',
};

const FUNDS_TEXT = {
  recharge: l10n(
    '账户充值（对公转账）',
    '賬戶充值（對公轉賬）',
    'Account top-up (company transfer)',
    'Carregamento da conta (transferência empresarial)',
  ),
  rechargeAlipay: l10n(
    '账户充值（支付宝）',
    '賬戶充值（支付寶）',
    'Account top-up (Alipay)',
    'Carregamento da conta (Alipay)',
  ),
  withdrawal: l10n(
    '余额提现至招商银行（尾号 0801）',
    '餘額提現至招商銀行（尾號 0801）',
    'Withdrawal to China Merchants Bank (…0801)',
    'Levantamento para o China Merchants Bank (…0801)',
  ),
  serviceFee: l10n(
    '平台技术服务费（月度）',
    '平台技術服務費（月度）',
    'Platform technical service fee (monthly)',
    'Taxa mensal de serviço técnico da plataforma',
  ),
  storage: l10n(
    '海外仓仓储费（美国 ONT8）',
    '海外倉倉儲費（美國 ONT8）',
    'Overseas warehouse storage (US ONT8)',
    'Armazenagem no estrangeiro (EUA ONT8)',
  ),
  refund: l10n(
    '服务退款：{name}',
    '服務退款：{name}',
    'Service refund: {name}',
    'Reembolso de serviço: {name}',
  ),
};

const AD_SPEND: Record<AdPlatform, L10n> = {
  GOOGLE: l10n(
    'Google Ads 广告充值',
    'Google Ads 廣告充值',
    'Google Ads top-up',
    'Carregamento Google Ads',
  ),
  META: l10n('Meta 广告充值', 'Meta 廣告充值', 'Meta ads top-up', 'Carregamento de anúncios Meta'),
  TIKTOK: l10n(
    'TikTok 广告充值',
    'TikTok 廣告充值',
    'TikTok ads top-up',
    'Carregamento de anúncios TikTok',
  ),
  AMAZON: l10n(
    '亚马逊站内广告扣费',
    '亞馬遜站內廣告扣費',
    'Amazon Sponsored Ads charge',
    'Débito de anúncios patrocinados Amazon',
  ),
  MICROSOFT: l10n(
    'Microsoft Advertising 广告充值',
    'Microsoft Advertising 廣告充值',
    'Microsoft Advertising top-up',
    'Carregamento Microsoft Advertising',
  ),
};

const PLATFORMS: AdPlatform[] = ['GOOGLE', 'META', 'TIKTOK', 'AMAZON', 'MICROSOFT'];

function serialNo(prefix: string, at: number, index: number): string {
  return `${prefix}${formatDateTime(at).replace(/\D/g, '')}${String(index % 10000).padStart(4, '0')}`;
}

function fillName(template: L10n, name: L10n): L10n {
  return {
    zh_CN: template.zh_CN.replace('{name}', name.zh_CN),
    zh_HK: template.zh_HK.replace('{name}', name.zh_HK),
    en_US: template.en_US.replace('{name}', name.en_US),
    pt_PT: template.pt_PT.replace('{name}', name.pt_PT),
  };
}

function seedFunds(seed: SeedContext): FundsRow[] {
  const rnd = seed.random('funds-flow');
  const rows: Omit<FundsRow, 'id' | 'serialNo'>[] = [];
  const at = (daysAgo: number) => seed.nowMs - daysAgo * DAY;
  const push = (daysAgo: number, type: FundsTransactionType, goodsName: L10n, amount: number) =>
    rows.push({
      userId: DEMO_USER_ID,
      goodsName,
      transactionTime: formatDateTime(at(daysAgo)),
      transactionType: type,
      direction: DIRECTION[type],
      amount: round2(amount),
    });
  // Payments of the seeded paid orders, as they happened.
  for (const order of orders.filter((row) => row.userId === DEMO_USER_ID && row.payTime !== null)) {
    const payTime = order.payTime ?? order.createTime;
    rows.push({
      userId: DEMO_USER_ID,
      goodsName: order.name,
      transactionTime: payTime,
      transactionType: 'PAYMENT',
      direction: 'EXPENSE',
      amount: order.totalAmount,
    });
  }
  for (let week = 0; week < 13; week += 1) {
    push(
      week * 7 + rnd.next() * 2 + 0.3,
      'RECHARGE',
      rnd.chance(0.6) ? FUNDS_TEXT.recharge : FUNDS_TEXT.rechargeAlipay,
      rnd.int(10, 60) * 500,
    );
  }
  for (let month = 0; month < 3; month += 1) {
    push(month * 30 + 1.2, 'SERVICE_FEE', FUNDS_TEXT.serviceFee, 299);
    push(month * 30 + 2.6, 'SERVICE_FEE', FUNDS_TEXT.storage, rnd.money(820, 2600));
    push(month * 30 + 12.4, 'WITHDRAWAL', FUNDS_TEXT.withdrawal, rnd.int(4, 16) * 1000);
  }
  const refundable = orders.filter((row) => row.userId === DEMO_USER_ID);
  for (let index = 0; index < 4; index += 1) {
    const order = rnd.pick(refundable);
    push(
      rnd.next() * 80 + 3,
      'REFUND',
      fillName(FUNDS_TEXT.refund, order.name),
      rnd.money(80, 600),
    );
  }
  while (rows.length < 120) {
    const platform = rnd.pick(PLATFORMS);
    push(
      rnd.next() * 88 + 0.2,
      'AD_SPEND',
      AD_SPEND[platform],
      rnd.int(6, 60) * 100 + rnd.money(0, 99),
    );
  }
  return rows
    .sort((a, b) => a.transactionTime.localeCompare(b.transactionTime))
    .map((row, index) => ({
      ...row,
      id: index + 1,
      serialNo: serialNo('CF', parseDateTime(row.transactionTime).getTime(), index + 1),
    }));
}

interface Campaign {
  platform: AdPlatform;
  productId: string;
  subId: string | null;
  /** Base daily impressions, click rate, CPC, conversion rate, order value. */
  impressions: number;
  ctr: number;
  cpc: number;
  cvr: number;
  aov: number;
  /** Runs every `every` days. */
  every: number;
}

const CAMPAIGNS: Campaign[] = [
  {
    platform: 'AMAZON',
    productId: 'B0CX7K2M9Q',
    subId: 'us-sp-auto',
    impressions: 14800,
    ctr: 0.0042,
    cpc: 4.6,
    cvr: 0.118,
    aov: 236,
    every: 1,
  },
  {
    platform: 'AMAZON',
    productId: 'B0D2HL8PQW',
    subId: 'us-sb-brand',
    impressions: 6200,
    ctr: 0.0061,
    cpc: 5.9,
    cvr: 0.094,
    aov: 358,
    every: 1,
  },
  {
    platform: 'GOOGLE',
    productId: 'SKU-LAMP-0412',
    subId: 'pmax-us-01',
    impressions: 21500,
    ctr: 0.0188,
    cpc: 2.3,
    cvr: 0.031,
    aov: 289,
    every: 1,
  },
  {
    platform: 'META',
    productId: 'SKU-LAMP-0412',
    subId: 'adv-plus-eu',
    impressions: 38400,
    ctr: 0.0121,
    cpc: 1.7,
    cvr: 0.022,
    aov: 265,
    every: 1,
  },
  {
    platform: 'TIKTOK',
    productId: '1729384756102938',
    subId: 'spark-us-summer',
    impressions: 52600,
    ctr: 0.0094,
    cpc: 1.1,
    cvr: 0.018,
    aov: 172,
    every: 1,
  },
  {
    platform: 'MICROSOFT',
    productId: 'SKU-DESK-0730',
    subId: null,
    impressions: 7300,
    ctr: 0.0152,
    cpc: 2.1,
    cvr: 0.027,
    aov: 412,
    every: 2,
  },
];

function seedAds(seed: SeedContext): AdRow[] {
  const rnd = seed.random('ad-statistics');
  const rows: AdRow[] = [];
  for (let daysAgo = 59; daysAgo >= 0; daysAgo -= 1) {
    const date = seed.dateDaysAgo(daysAgo);
    const weekday = new Date(seed.nowMs - daysAgo * DAY).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.18 : 1;
    const trend = 0.8 + ((59 - daysAgo) / 59) * 0.45;
    for (const campaign of CAMPAIGNS) {
      if (daysAgo % campaign.every !== 0) continue;
      const impressions = Math.round(
        campaign.impressions * weekend * trend * (0.8 + rnd.next() * 0.4),
      );
      const clicks = Math.round(impressions * campaign.ctr * (0.85 + rnd.next() * 0.3));
      const conversions = Math.round(clicks * campaign.cvr * (0.7 + rnd.next() * 0.6));
      rows.push({
        id: rows.length + 1,
        userId: DEMO_USER_ID,
        date,
        platform: campaign.platform,
        productId: campaign.productId,
        subId: campaign.subId,
        impressions,
        clicks,
        conversions,
        conversionValue: round2(conversions * campaign.aov * (0.9 + rnd.next() * 0.2)),
        cost: round2(clicks * campaign.cpc * (0.9 + rnd.next() * 0.2)),
      });
    }
  }
  return rows;
}

export const fundsFlow = defineCollection<FundsRow>('funds-flow', seedFunds);
export const adStatistics = defineCollection<AdRow>('ad-statistics', seedAds);

onOrderPaid((order) => {
  const now = clock.nowMs();
  fundsFlow.insert({
    userId: order.userId,
    serialNo: serialNo('CF', now, fundsFlow.count() + 1),
    goodsName: order.name,
    transactionTime: formatDateTime(now),
    transactionType: 'PAYMENT',
    direction: 'EXPENSE',
    amount: order.totalAmount,
  });
});
