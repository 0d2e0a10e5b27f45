import { http } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getGetSessionUserQueryKey } from '@/api/gen/auth/auth';
import { ok, startApiServer } from '@/test/msw';
import { renderWithRouter } from '@/test/render';
import { LoginPage } from './login-page';

const server = startApiServer();

const DEMO = { isLogin: true, id: 1, username: 'demo', nickname: '李经理', avatar: null };

async function signIn(redirect: string | undefined) {
  server.use(http.post('*/api/sys/login', () => ok(DEMO)));
  const rendered = renderWithRouter(<LoginPage lang="en_US" redirect={redirect} />, {
    path: '/en_US/login',
  });
  const { user } = rendered;
  await user.type(await screen.findByLabelText(/Username/), 'demo');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'demo123');
  await user.type(screen.getByLabelText(/^Captcha/), '1234');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return rendered;
}

describe('LoginPage', () => {
  it('returns to a safe redirect target with the user in the session', async () => {
    const { router, queryClient } = await signIn('/en_US/personal/message?tab=unread');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en_US/personal/message'));
    expect(router.state.location.search).toEqual({ tab: 'unread' });
    expect(queryClient.getQueryData(getGetSessionUserQueryKey())).toEqual(DEMO);
  });

  it('goes home for an unsafe or missing redirect', async () => {
    const { router } = await signIn('//evil.example/phish');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en_US'));
  });

  it('keeps the redirect on the links to register and forget', async () => {
    renderWithRouter(<LoginPage lang="en_US" redirect="/en_US/personal/info" />, {
      path: '/en_US/login',
    });
    expect(await screen.findByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/en_US/register?redirect=%2Fen_US%2Fpersonal%2Finfo',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/en_US/forget?redirect=%2Fen_US%2Fpersonal%2Finfo',
    );
  });

  it('offers auto-login and explains when the device has none', async () => {
    server.use(
      http.get('*/api/sys/userInfo', () =>
        ok({ isLogin: false, id: null, username: null, nickname: null, avatar: null }),
      ),
    );
    const { user } = renderWithRouter(<LoginPage lang="en_US" />, { path: '/en_US/login' });
    await user.click(await screen.findByRole('tab', { name: 'Auto-login' }));
    await user.click(screen.getByRole('button', { name: 'Log in automatically' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This device has no automatic login',
    );
  });

  it('signs in automatically when the ak cookie restores the session', async () => {
    server.use(http.get('*/api/sys/userInfo', () => ok(DEMO)));
    const { user, router } = renderWithRouter(
      <LoginPage lang="en_US" redirect="/en_US/personal/info" />,
      { path: '/en_US/login' },
    );
    await user.click(await screen.findByRole('tab', { name: 'Auto-login' }));
    await user.click(screen.getByRole('button', { name: 'Log in automatically' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en_US/personal/info'));
  });
});
