import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, localeOf } from '@/i18n/locales';
import { renderWithRouter } from '@/test/render';
import { LanguageSwitcher, switchLanguage } from './language-switcher';

afterEach(() => {
  Cookies.remove('lang', { path: '/' });
  vi.restoreAllMocks();
});

describe('language switcher', () => {
  it('offers the four languages with name and short name', async () => {
    const { user } = renderWithRouter(<LanguageSwitcher />, { path: '/zh_CN' });
    await user.click(await screen.findByRole('button', { name: /Language/ }));
    for (const locale of LOCALES) {
      const option = screen.getByRole('button', { name: new RegExp(`^${locale.name}`) });
      expect(option).toHaveTextContent(locale.sname);
      expect(option).toHaveAttribute('data-value', locale.slug);
    }
  });

  it('stores the lang cookie and loads the same page under the new prefix', () => {
    const assign = vi.fn();
    switchLanguage(localeOf('en_US'), {
      pathname: '/zh_CN/news/3',
      search: '?a=1',
      hash: '',
      assign,
    });
    expect(Cookies.get('lang')).toBe('en_US');
    expect(assign).toHaveBeenCalledWith('/en_US/news/3?a=1');
  });
});
