import { screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { Banner } from '@/api/gen/model';
import { localizedHref } from '@/components/app-link';
import { renderWithProviders } from '@/test/render';
import { HomeHero } from './home-hero';

const banner = (id: number, title: string, link: string): Banner => ({
  id,
  title,
  subtitle: `${title} subtitle`,
  image: `https://img.example.com/banner/${id}.png`,
  link,
});

/** The home page under a route tree that has the platform directory and no '/market'. */
function renderHero(banners: Banner[]) {
  const rootRoute = createRootRoute({ component: Outlet });
  const lang = createRoute({ getParentRoute: () => rootRoute, path: '$lang', component: Outlet });
  const home = createRoute({
    getParentRoute: () => lang,
    path: '/',
    component: () => <HomeHero banners={banners} />,
  });
  const platform = createRoute({ getParentRoute: () => lang, path: 'platform', component: Outlet });
  const router = createRouter({
    routeTree: rootRoute.addChildren([lang.addChildren([home, platform])]),
    history: createMemoryHistory({ initialEntries: ['/en_US'] }),
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('the home banners', () => {
  it('link a banner to its page, and leave unlinked one whose link is no page', async () => {
    renderHero([
      banner(1, 'Sell on the platforms', '/platform'),
      banner(2, 'Service market', '/market'),
    ]);
    const linked = await screen.findByRole('link', { name: 'Sell on the platforms' });
    expect(linked).toHaveAttribute('href', localizedHref('/platform'));
    // The second slide is hidden until it turns; its image is there, in no link.
    const unlinked = screen.getByRole('img', { name: 'Service market', hidden: true });
    expect(unlinked.closest('a')).toBeNull();
    expect(document.querySelector(`a[href="${localizedHref('/market')}"]`)).toBeNull();
  });
});
