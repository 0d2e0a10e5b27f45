import { http } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formFields, ok, refuse, startApiServer } from '@/test/msw';
import { activateCatalogs, renderWithProviders, resetLocale } from '@/test/render';
import { RegisterForm } from './register-form';

const server = startApiServer();
afterEach(resetLocale);

type User = ReturnType<typeof renderWithProviders>['user'];

async function fillValid(user: User) {
  await user.type(screen.getByLabelText(/^Username/), 'newseller');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Seller2026!');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Seller2026!');
  await user.type(screen.getByLabelText(/^Phone number/), '13700001111');
  await user.type(screen.getByLabelText(/^Captcha/), '1234');
  await user.type(screen.getByLabelText(/^SMS code/), '123456');
  await user.click(screen.getByRole('checkbox'));
}

describe('RegisterForm', () => {
  it('asks for every field, the matching confirmation and the agreement (spec section 5)', async () => {
    const registrations = vi.fn();
    server.use(http.post('*/api/sys/register', () => (registrations(), ok(null))));
    const { user } = renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByText('Please enter the password again')).toBeInTheDocument();
    expect(screen.getByText('Please enter your phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter the captcha')).toBeInTheDocument();
    expect(screen.getByText('Please enter the SMS code')).toBeInTheDocument();
    expect(screen.getByText('Please read and agree to the agreement first!')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret2');
    expect(
      await screen.findByText('The passwords entered twice do not match!'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Username/), 'x'.repeat(17));
    expect(
      await screen.findByText('The username can have at most 16 characters'),
    ).toBeInTheDocument();
    expect(registrations).not.toHaveBeenCalled();
  });

  it('what was typed comes back after a reload, never a password, captcha or SMS code', async () => {
    const first = renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    await fillValid(first.user);
    // Kept as the user types, after a short pause.
    await waitFor(() => expect(sessionStorage.getItem('portal-form:auth.register')).not.toBeNull());
    first.unmount();

    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    expect(screen.getByLabelText(/^Username/)).toHaveValue('newseller');
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('13700001111');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('');
    expect(screen.getByLabelText(/^Captcha/)).toHaveValue('');
    expect(screen.getByLabelText(/^SMS code/)).toHaveValue('');
  });

  it('advises on the password strength without blocking', async () => {
    const { user } = renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'abcdefg');
    expect(screen.getByText('Password strength: weak')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), '1!xyz');
    expect(screen.getByText('Password strength: strong')).toBeInTheDocument();
  });

  it('registers and hands over what the API answered', async () => {
    const seen = vi.fn<(fields: Record<string, string>) => void>();
    const answer = {
      loggedIn: true,
      user: { isLogin: true, id: 7, username: 'newseller', nickname: null, avatar: null },
    };
    server.use(
      http.post('*/api/sys/register', async ({ request }) => {
        seen(await formFields(request));
        return ok(answer);
      }),
    );
    const onRegistered = vi.fn();
    const { user } = renderWithProviders(<RegisterForm onRegistered={onRegistered} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(answer));
    const fields = seen.mock.calls[0]![0];
    expect(fields).toMatchObject({
      username: 'newseller',
      password: 'Seller2026!',
      phone: '13700001111',
      smsCode: '123456',
      captcha: '1234',
    });
    expect(fields).not.toHaveProperty('confirmPassword');
    expect(fields.checkKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('shows the server message and keeps what was typed', async () => {
    server.use(http.post('*/api/sys/register', () => refuse('用户名已被占用')));
    const onRegistered = vi.fn();
    const { user } = renderWithProviders(<RegisterForm onRegistered={onRegistered} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('用户名已被占用');
    expect(screen.getByLabelText(/^Username/)).toHaveValue('newseller');
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('13700001111');
    expect(screen.getByLabelText(/^SMS code/)).toHaveValue('123456');
    expect(screen.getByLabelText(/^Captcha/)).toHaveValue('');
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('shows the terms and the privacy policy in a dialog', async () => {
    const { user } = renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'terms of service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of service' });
    expect(within(dialog).getByText('2. Your account')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it.each([
    ['zh-CN', '注册', '两次输入的密码不一致！', '请先阅读并同意协议！'],
    [
      'pt-PT',
      'Registar',
      'As palavras-passe introduzidas não coincidem!',
      'Leia e aceite primeiro o acordo!',
    ],
  ] as const)('speaks %s', async (locale, submit, mismatch, agreement) => {
    await activateCatalogs(locale, ['auth']);
    const { user } = renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    const [password, confirmation] = screen.getAllByLabelText(/密码|palavra-passe/i, {
      selector: 'input',
    });
    await user.type(password!, 'secret1');
    await user.type(confirmation!, 'secret2');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(mismatch)).toBeInTheDocument();
    expect(screen.getByText(agreement)).toBeInTheDocument();
  });
});
