import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { buildDocumentTitle, deepestMeta, DocumentHead } from './document-head';

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

describe('document titles', () => {
  it('puts the page title before the platform name', () => {
    expect(buildDocumentTitle('Login', 'KuaJingTong')).toBe('Login - KuaJingTong');
  });

  it('uses the platform name alone for pages without a title or with the same one', () => {
    expect(buildDocumentTitle(undefined, 'KuaJingTong')).toBe('KuaJingTong');
    expect(buildDocumentTitle('  ', 'KuaJingTong')).toBe('KuaJingTong');
    expect(buildDocumentTitle('KuaJingTong', 'KuaJingTong')).toBe('KuaJingTong');
  });

  it('takes the deepest route that names the page', () => {
    const matches = [
      { meta: [{ title: 'Personal centre' }] },
      { meta: undefined },
      { meta: [{ name: 'description', content: 'Orders' }, { title: 'Order list' }] },
    ];
    expect(deepestMeta(matches, (meta) => meta.title)).toBe('Order list');
    expect(deepestMeta(matches.slice(0, 2), (meta) => meta.title)).toBe('Personal centre');
    expect(
      deepestMeta(matches, (meta) => (meta.name === 'description' ? meta.content : undefined)),
    ).toBe('Orders');
  });

  it('sets title, description and keywords from the global settings', async () => {
    const site = {
      platformName: 'KJT Portal',
      keywords: 'cross-border, logistics',
      description: 'One-stop services',
      phone: '1',
      email: 'a@b.c',
      address: 'x',
      banners: [],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ code: 200, msg: '', success: true, result: site }), {
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    );
    renderWithRouter(<DocumentHead />, { path: '/zh_CN' });
    await waitFor(() => expect(document.title).toBe('KJT Portal'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'One-stop services',
    );
    expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute(
      'content',
      'cross-border, logistics',
    );
  });

  it('falls back to the translated defaults when the settings call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    renderWithRouter(<DocumentHead />, { path: '/zh_CN' });
    await waitFor(() =>
      expect(document.title).toBe('KuaJingTong · Cross-border e-commerce services'),
    );
  });
});
