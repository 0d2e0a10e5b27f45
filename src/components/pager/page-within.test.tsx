import { render, screen, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  stripSearchParams,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { searchPositiveInteger, searchSchema } from '@/lib/search-params';
import { usePageWithin } from './page-within';

/** A list page as the app's are: `/$lang/service?page=`, the page 1 default stripped. */
function renderList(path: string, pages: number | undefined) {
  const rootRoute = createRootRoute();
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$lang/service',
    validateSearch: searchSchema({ page: searchPositiveInteger(1) }),
    search: { middlewares: [stripSearchParams({ page: 1 })] },
    component: function List() {
      const { page } = listRoute.useSearch();
      return <p>showing page {usePageWithin(page, pages)}</p>;
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([listRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('usePageWithin (issue 26: /service?page=999)', () => {
  it('replaces a page past the last with the last page, so Back does not return to it', async () => {
    const router = renderList('/en_US/service?page=999', 4);
    expect(await screen.findByText('showing page 4')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 4 }));
    expect(router.state.location.pathname).toBe('/en_US/service');
    // Replaced, not pushed: the history still holds the one entry it started with.
    expect(router.history.length).toBe(1);
  });

  it('goes to page 1, without a page in the address, when the list is empty', async () => {
    const router = renderList('/en_US/service?page=3', 1);
    await waitFor(() => expect(router.state.location.searchStr).toBe(''));
    expect(screen.getByText('showing page 1')).toBeInTheDocument();
  });

  it('leaves a page within the list', async () => {
    const router = renderList('/en_US/service?page=3', 5);
    expect(await screen.findByText('showing page 3')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ page: 3 });
  });

  it('waits while the count of pages is unknown', async () => {
    const router = renderList('/en_US/service?page=999', undefined);
    expect(await screen.findByText('showing page 999')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ page: 999 });
  });
});
