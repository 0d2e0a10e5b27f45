import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import { FIRST_SCREEN_CATALOGS, isHomePath, loadBeforeFirstRender } from './deferred';

const { activateLocale, loadFullStyles } = vi.hoisted(() => ({
  activateLocale: vi.fn(() => Promise.resolve()),
  loadFullStyles: vi.fn(() => Promise.resolve()),
}));
vi.mock('@/i18n/activate', () => ({ activateLocale, completeLocale: vi.fn() }));
vi.mock('./styles/load', () => ({ loadFullStyles }));

const locale = LOCALES[2];

describe('what a page load fetches before its first render', () => {
  beforeEach(() => vi.clearAllMocks());

  it('knows the home page of every language, and / that goes there', () => {
    expect(isHomePath('/en_US')).toBe(true);
    expect(isHomePath('/zh_CN/')).toBe(true);
    expect(isHomePath('/en_US/login')).toBe(false);
    expect(isHomePath('/')).toBe(true);
  });

  it("loads only the first screen's catalogs for the home page and for /", async () => {
    await loadBeforeFirstRender('/en_US', locale);
    await loadBeforeFirstRender('/', locale);
    expect(activateLocale).toHaveBeenNthCalledWith(1, locale, FIRST_SCREEN_CATALOGS);
    expect(activateLocale).toHaveBeenNthCalledWith(2, locale, FIRST_SCREEN_CATALOGS);
    expect(loadFullStyles).not.toHaveBeenCalled();
  });

  it('loads every catalog and the rest of the styles for any other page', async () => {
    await loadBeforeFirstRender('/en_US/personal/order', locale);
    expect(activateLocale).toHaveBeenCalledWith(locale);
    expect(loadFullStyles).toHaveBeenCalledOnce();
  });
});
