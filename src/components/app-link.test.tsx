import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { AppLink, localizedHref } from './app-link';

describe('site links', () => {
  it('puts paths under the language and leaves absolute URLs alone', () => {
    expect(localizedHref('/platform', 'en_US')).toBe('/en_US/platform');
    expect(localizedHref('/', 'en_US')).toBe('/en_US');
    expect(localizedHref('/?quick=1', 'en_US')).toBe('/en_US?quick=1');
    expect(localizedHref('service?cid=1', 'pt_PT')).toBe('/pt_PT/service?cid=1');
    expect(localizedHref('https://www.ec.com.cn', 'en_US')).toBe('https://www.ec.com.cn');
    expect(localizedHref('mailto:a@b.c', 'en_US')).toBe('mailto:a@b.c');
  });

  it('navigates inside the app on a plain click', async () => {
    const { user, router } = renderWithRouter(<AppLink href="/news?type=5">News</AppLink>, {
      path: '/zh_CN',
    });
    const link = await screen.findByRole('link', { name: 'News' });
    expect(link).toHaveAttribute('href', '/zh_CN/news?type=5');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/zh_CN/news');
    expect(router.state.location.search).toEqual({ type: 5 });
  });
});
