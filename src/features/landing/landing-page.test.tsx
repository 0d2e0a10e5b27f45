import { describe, expect, it } from 'vitest';
import { financeValues } from './finance-figures';
import { customsAccess } from './personal-cross-page';

/** Intl separates with no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('finance figures', () => {
  it('formats the figures of spec section 1 for each locale', () => {
    const en = financeValues('en-US');
    expect(en.limit).toBe('$1–10M');
    expect(plain(en.limitFull)).toBe('$1,000,000 – $10,000,000');
    expect(plain(en.cost)).toBe('2% – 3%');
    expect(en.prepayment).toBe('20%');
    expect(en.accountPeriod).toBe('3 months');
    expect(en.disbursement).toBe('2–3 weeks');
    expect(en.shopAge).toBe('1 year');
    const cn = financeValues('zh-CN');
    expect(cn.limit).toBe('US$100-1000万');
    expect(cn.accountPeriod).toBe('3个月');
    expect(cn.disbursement).toBe('2-3周');
    const pt = financeValues('pt-PT');
    expect(plain(pt.limitFull)).toBe('1 000 000 - 10 000 000 US$');
    expect(pt.accountPeriod).toBe('3 meses');
    expect(plain(pt.disbursement)).toBe('2 - 3 semanas');
    expect(plain(financeValues('zh-HK').disbursement)).toBe('2-3 星期');
  });
});

describe('customs-declaration access', () => {
  it('asks individuals and uncertified enterprises to certify first', () => {
    expect(customsAccess({ accountType: 'INDIVIDUAL', certificationStatus: 'CERTIFIED' })).toBe(
      'individual',
    );
    expect(customsAccess({ accountType: 'ENTERPRISE', certificationStatus: 'NOT_CERTIFIED' })).toBe(
      'uncertified',
    );
    expect(customsAccess({ accountType: 'ENTERPRISE', certificationStatus: 'CERTIFIED' })).toBe(
      'ready',
    );
  });
});
