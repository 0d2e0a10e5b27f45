import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalogs, renderWithRouter, resetLocale } from '@/test/render';
import { FinancePage } from './finance-page';

afterEach(resetLocale);

/**
 * The financing cost of spec section 1 has one reading (issue 26): 2% to 3% charged once for an
 * account period of up to 3 months, as the financing tool computes it, never "a year". Each
 * language says "once" and none says "a year".
 */
const ONCE = {
  'en-US': /charged once/i,
  'zh-CN': /一次性/,
  'zh-HK': /一次性/,
  'pt-PT': /uma só vez/,
};
const A_YEAR = { 'en-US': /a year/i, 'zh-CN': /年化/, 'zh-HK': /年化/, 'pt-PT': /por ano/ };
const PATHS = { 'en-US': 'en_US', 'zh-CN': 'zh_CN', 'zh-HK': 'zh_HK', 'pt-PT': 'pt_PT' };

describe('the finance landing page: one reading of the financing cost', () => {
  it.each(['en-US', 'zh-CN', 'zh-HK', 'pt-PT'] as const)('in %s', async (locale) => {
    await activateCatalogs(locale, ['landing']);
    renderWithRouter(<FinancePage />, { path: `/${PATHS[locale]}/finance` });
    await screen.findAllByRole('heading', { level: 1 });
    const text = document.body.textContent ?? '';
    expect(text).toMatch(ONCE[locale]);
    expect(text).not.toMatch(A_YEAR[locale]);
  });
});
