import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatLabelled,
  formatList,
  formatMoney,
  formatNumber,
  formatPercent,
  formatSentences,
  numberFormat,
  parseApiTime,
} from './format';

afterEach(() => i18n.activate('en-US'));

describe('locale formatting', () => {
  it('formats money as RMB in each locale', () => {
    expect(formatMoney(1280.5)).toBe('CN¥1,280.50');
    i18n.loadAndActivate({ locale: 'zh-CN', messages: {} });
    expect(formatMoney(1280.5)).toBe('¥1,280.50');
    i18n.loadAndActivate({ locale: 'pt-PT', messages: {} });
    expect(formatMoney(1280.5)).toMatch(/^1280,50\s?CN¥$/);
  });

  it('formats numbers and ratios per locale', () => {
    i18n.loadAndActivate({ locale: 'pt-PT', messages: {} });
    expect(formatNumber(12345.6)).toMatch(/^12\s?345,6$/);
    expect(formatPercent(0.0523)).toMatch(/^5,23\s?%$/);
  });

  it('formats API dates per locale', () => {
    i18n.loadAndActivate({ locale: 'zh-CN', messages: {} });
    expect(formatDate('2026-11-20')).toBe('2026年11月20日');
    expect(formatDateTime('2026-11-20 14:05:09')).toBe('2026年11月20日 14:05');
  });

  it('reads API times as local times, to the second', () => {
    const time = parseApiTime('2026-01-31 23:59:58');
    expect([time.getFullYear(), time.getMonth(), time.getDate()]).toEqual([2026, 0, 31]);
    expect([time.getHours(), time.getMinutes(), time.getSeconds()]).toEqual([23, 59, 58]);
    expect(parseApiTime('2026-03-01').getHours()).toBe(0);
  });

  it('makes one formatter per locale and options, and follows a change of locale', () => {
    i18n.loadAndActivate({ locale: 'zh-CN', messages: {} });
    const money = numberFormat({ style: 'currency', currency: 'CNY' });
    expect(numberFormat({ style: 'currency', currency: 'CNY' })).toBe(money);
    expect(numberFormat({ style: 'percent' })).not.toBe(money);
    i18n.loadAndActivate({ locale: 'en-US', messages: {} });
    expect(numberFormat({ style: 'currency', currency: 'CNY' })).not.toBe(money);
    expect(formatMoney(1)).toBe('CN¥1.00');
  });
});

describe('lists and punctuation per locale', () => {
  it('joins a list as each language does (not with 、 in English)', () => {
    const items = ['United States', 'IP and trademarks'];
    expect(formatList(items, 'conjunction', 'en-US')).toBe('United States and IP and trademarks');
    expect(formatList(['美国', '日本', '德国'], 'conjunction', 'zh-CN')).toBe('美国、日本和德国');
    expect(formatList(['A', 'B', 'C'], 'conjunction', 'pt-PT')).toBe('A, B e C');
    expect(formatList(['A', 'B', 'C'], 'unit', 'en-US')).toBe('A B C');
    i18n.loadAndActivate({ locale: 'zh-HK', messages: {} });
    expect(formatList(['美國', '日本'])).toBe('美國及日本');
  });

  it('ends and joins sentences with the full stop of the locale', () => {
    expect(formatSentences(['审核时间：约 5 个工作日', '平台招商经理会联系您。'], 'zh-CN')).toBe(
      '审核时间：约 5 个工作日。平台招商经理会联系您。',
    );
    expect(formatSentences(['Wrong check digit', 'Likely carrier: UPS'], 'en-US')).toBe(
      'Wrong check digit. Likely carrier: UPS.',
    );
    expect(formatSentences(['Done!', null, 'Next'], 'pt-PT')).toBe('Done! Next.');
  });

  it('writes a label and its value with the colon of the locale', () => {
    expect(formatLabelled('审核时间', '约 5 个工作日', 'zh-CN')).toBe('审核时间：约 5 个工作日');
    expect(formatLabelled('Review time', 'About 5 working days', 'en-US')).toBe(
      'Review time: About 5 working days',
    );
  });
});
