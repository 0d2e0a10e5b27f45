import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { http } from 'msw';
import { expect, it } from 'vitest';
import { getGetSessionUserQueryKey } from '@/api/gen/auth/auth';
import { clearSession } from '@/api/session';
import { ok, startApiServer } from '@/test/msw';
import { createTestQueryClient, renderWithRouter } from '@/test/render';
import { FullLayout } from './full-layout';

const server = startApiServer();

let pageFetches = 0;

/** A personal page's own data: fetched again whenever it renders without it. */
function PersonalPage() {
  const { data } = useQuery({
    queryKey: ['personal-data'],
    queryFn: () => {
      pageFetches += 1;
      return Promise.resolve('the user’s orders');
    },
  });
  return <p>{data ?? 'loading'}</p>;
}

it('takes the page away, without fetching its data again, when the session ends on it', async () => {
  server.use(http.all('*', () => ok(null)));
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getGetSessionUserQueryKey(), {
    isLogin: true,
    id: 7,
    username: 'demo',
    nickname: null,
    avatar: null,
  });
  renderWithRouter(
    <FullLayout>
      <PersonalPage />
    </FullLayout>,
    { path: '/en_US/personal/order', queryClient },
  );
  expect(await screen.findByText('the user’s orders')).toBeInTheDocument();
  expect(pageFetches).toBe(1);

  clearSession(queryClient);

  await waitFor(() => expect(screen.queryByText(/the user’s orders|loading/)).toBeNull());
  expect(screen.getByRole('main')).toBeEmptyDOMElement();
  // Give a fetch that should not happen the time to start.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(pageFetches).toBe(1);
});
