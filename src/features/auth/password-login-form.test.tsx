import { http } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formFields, ok, refuse, startApiServer } from '@/test/msw';
import { activateCatalogs, renderWithProviders, resetLocale } from '@/test/render';
import { PasswordLoginForm } from './password-login-form';

const server = startApiServer();
afterEach(resetLocale);

const DEMO = { isLogin: true, id: 1, username: 'demo', nickname: '李经理', avatar: null };

function captchaImage(): HTMLImageElement {
  return screen.getByRole('img') as HTMLImageElement;
}

describe('PasswordLoginForm', () => {
  it('signs in with username, password, captcha and its key, auto-login when ticked', async () => {
    const seen = vi.fn<(fields: Record<string, string>) => void>();
    server.use(
      http.post('*/api/sys/login', async ({ request }) => {
        seen(await formFields(request));
        return ok(DEMO);
      }),
    );
    const onSignedIn = vi.fn();
    const { user } = renderWithProviders(<PasswordLoginForm onSignedIn={onSignedIn} />);

    await user.type(screen.getByLabelText(/Username/), 'demo');
    await user.type(screen.getByLabelText(/^Password/), 'demo123');
    await user.type(screen.getByLabelText(/^Captcha/), '1234');
    await user.click(screen.getByLabelText(/Log in automatically/));
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(DEMO));
    const checkKey = decodeURIComponent(captchaImage().src.split('/').at(-1)!);
    expect(seen).toHaveBeenCalledWith(
      expect.objectContaining({
        username: 'demo',
        password: 'demo123',
        captcha: '1234',
        checkKey,
        autoLogin: 'true',
      }),
    );
  });

  it('checks every field before calling the API (spec section 5)', async () => {
    const seen = vi.fn();
    server.use(http.post('*/api/sys/login', () => (seen(), ok(DEMO))));
    const { user } = renderWithProviders(<PasswordLoginForm onSignedIn={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByText('Please enter the captcha')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Username/), 'a_much_too_long_username');
    await user.type(screen.getByLabelText(/^Password/), '12345');
    await user.type(screen.getByLabelText(/^Captcha/), '12');
    expect(
      await screen.findByText('The username can have at most 16 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('The password must have at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('The captcha has 4 letters or digits')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(seen).not.toHaveBeenCalled();
  });

  it('shows the server message, keeps what was typed and loads a new captcha', async () => {
    server.use(http.post('*/api/sys/login', () => refuse('用户名或密码错误')));
    const onSignedIn = vi.fn();
    const { user } = renderWithProviders(<PasswordLoginForm onSignedIn={onSignedIn} />);
    const firstImage = captchaImage().src;

    await user.type(screen.getByLabelText(/Username/), 'demo');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-pass');
    await user.type(screen.getByLabelText(/^Captcha/), '1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
    expect(screen.getByLabelText(/Username/)).toHaveValue('demo');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong-pass');
    expect(screen.getByLabelText(/^Captcha/)).toHaveValue('');
    expect(captchaImage().src).not.toBe(firstImage);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('sends one request however often the button is pressed', async () => {
    const seen = vi.fn();
    let release: () => void = () => undefined;
    server.use(
      http.post('*/api/sys/login', async () => {
        seen();
        await new Promise<void>((resolve) => (release = resolve));
        return ok(DEMO);
      }),
    );
    const { user } = renderWithProviders(<PasswordLoginForm onSignedIn={vi.fn()} />);
    await user.type(screen.getByLabelText(/Username/), 'demo');
    await user.type(screen.getByLabelText(/^Password/), 'demo123');
    await user.type(screen.getByLabelText(/^Captcha/), '1234');

    const button = screen.getByRole('button', { name: 'Log in' });
    await user.click(button);
    await user.click(button);
    await user.type(screen.getByLabelText(/^Captcha/), '{Enter}');
    await waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
    expect(button).toBeDisabled();
    release();
    await waitFor(() => expect(button).toBeEnabled());
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['zh-CN', '登录', '请输入用户名', '请输入密码', '请输入验证码'],
    [
      'pt-PT',
      'Iniciar sessão',
      'Introduza o nome de utilizador',
      'Introduza a palavra-passe',
      'Introduza o código de verificação',
    ],
  ] as const)('speaks %s', async (locale, submit, username, password, captcha) => {
    await activateCatalogs(locale, ['auth']);
    const { user } = renderWithProviders(<PasswordLoginForm onSignedIn={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(username)).toBeInTheDocument();
    expect(screen.getByText(password)).toBeInTheDocument();
    expect(screen.getByText(captcha)).toBeInTheDocument();
  });
});
