import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { buildDescription, buildDocumentTitle, deepestMeta, DocumentHead } from './document-head';

/** The document head of an app with a home page (`/`) and nothing else. */
function renderHead(path: string) {
  const queryClient = createTestQueryClient();
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <DocumentHead />
        <Outlet />
      </>
    ),
  });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  });
  return renderWithProviders(<RouterProvider router={router} />, { queryClient });
}

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

  it('gives a page without a description of its own its title before the site description', () => {
    const join = ({ page, description }: { page: string; description: string }) =>
      `${page}: ${description}`;
    expect(buildDescription('Order list', 'One-stop services', join)).toBe(
      'Order list: One-stop services',
    );
    expect(buildDescription(undefined, 'One-stop services', join)).toBe('One-stop services');
  });

  it('names the not-found page where no route answers (issue 26)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    renderHead('/zh_CN/no-such-page');
    await waitFor(() =>
      expect(document.title).toBe(
        'Page does not exist - KuaJingTong · Cross-border e-commerce services',
      ),
    );
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'There is no page at this address. Check the address, or start again from the home page.',
    );
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
    renderHead('/');
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
    renderHead('/');
    await waitFor(() =>
      expect(document.title).toBe('KuaJingTong · Cross-border e-commerce services'),
    );
  });
});
