import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, formatPercent } from './format';

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
  });
});
