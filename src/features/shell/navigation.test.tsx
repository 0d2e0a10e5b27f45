import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceCategory } from '@/api/gen/model';
import { renderWithRouter } from '@/test/render';
import { TopNav } from './header/top-nav';
import { useNavigation } from './header/site-header';
import { buildNavigation, serviceMarketUrl } from './navigation';

const market = (id: number, categoryId: number, name: string, tag: string | null = null) => ({
  id,
  categoryId,
  name,
  tag,
  icon: null,
  description: null,
  serviceCount: 3,
});

const CATEGORIES: ServiceCategory[] = [
  {
    id: 7,
    name: 'Store opening',
    icon: null,
    markets: [market(70, 7, 'United States', 'Hot'), market(71, 7, 'Europe')],
  },
  { id: 8, name: 'Trademarks', icon: null, markets: [market(80, 8, 'European Union')] },
];

function envelope(result: unknown): Response {
  return new Response(JSON.stringify({ code: 200, msg: '', success: true, result }), {
    headers: { 'Content-Type': 'application/json' },
  });
}

function NavigationProbe() {
  return <TopNav items={useNavigation()} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('top navigation', () => {
  it('has the nine entries of spec section 2.5 in order', () => {
    const items = buildNavigation([]);
    expect(items.map((item) => item.url)).toEqual([
      '/platform',
      '/station',
      '/logistics',
      null,
      '/cross',
      '/overseas',
      '/finance',
      '/college',
      '/park',
    ]);
    expect(items[3]).toMatchObject({ type: 'service', settle: { url: '/service/settle' } });
    const tag = items[3]?.tag;
    expect(tag && i18n._(tag)).toBe('Hiring');
  });

  it('builds one service group per category, markets linked with cid, mid and index', () => {
    const service = buildNavigation(CATEGORIES).find((item) => item.type === 'service');
    expect(service?.groups).toEqual([
      {
        title: 'Store opening',
        list: [
          { name: 'United States', url: '/service?cid=7&mid=70&index=0', tag: 'Hot' },
          { name: 'Europe', url: '/service?cid=7&mid=71&index=1', tag: null },
        ],
      },
      {
        title: 'Trademarks',
        list: [{ name: 'European Union', url: '/service?cid=8&mid=80&index=0', tag: null }],
      },
    ]);
    expect(serviceMarketUrl(1, 2, 3)).toBe('/service?cid=1&mid=2&index=3');
  });

  it('renders the service dropdown from the categories the API answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(envelope({ list: CATEGORIES }))),
    );
    renderWithRouter(<NavigationProbe />, { path: '/zh_CN' });
    const panel = await screen.findByTestId('nav-panel-4');
    await within(panel).findByText('Store opening');
    expect(within(panel).getByRole('link', { name: /United States/ })).toHaveAttribute(
      'href',
      '/zh_CN/service?cid=7&mid=70&index=0',
    );
    expect(within(panel).getByRole('list', { name: 'Trademarks' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /settle in/ })).toHaveAttribute(
      'href',
      '/zh_CN/service/settle',
    );
  });

  it('logs a failed category call and keeps the default navigation without groups', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithRouter(<NavigationProbe />, { path: '/zh_CN' });
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith(
        expect.stringContaining('service categories failed'),
        expect.anything(),
      ),
    );
    const panel = screen.getByTestId('nav-panel-4');
    expect(within(panel).queryByRole('list')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Browse all services' })).toHaveAttribute(
      'href',
      '/zh_CN/service',
    );
    const entries = screen.getByRole('navigation').querySelector('ul')?.children;
    expect(entries).toHaveLength(9);
  });
});
