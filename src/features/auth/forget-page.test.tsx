import { http } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formFields, ok, refuse, startApiServer } from '@/test/msw';
import { activateCatalogs, renderWithRouter, resetLocale } from '@/test/render';
import { ForgetPage } from './forget-page';

const server = startApiServer();
afterEach(resetLocale);

type User = ReturnType<typeof renderWithRouter>['user'];

async function verifyPhone(user: User) {
  await user.type(await screen.findByLabelText(/^Phone number/), '13812345678');
  await user.type(screen.getByLabelText(/^SMS code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

function passwordInput(name: RegExp) {
  return screen.getByLabelText(name, { selector: 'input' });
}

describe('ForgetPage', () => {
  it('needs the phone and the SMS code before the new password', async () => {
    const { user } = renderWithRouter(<ForgetPage lang="en_US" />, { path: '/en_US/forget' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter your phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter the SMS code')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('resets the password, then offers to log in, keeping the redirect', async () => {
    const seen = vi.fn<(fields: Record<string, string>) => void>();
    server.use(
      http.post('*/api/sys/setPassword', async ({ request }) => {
        seen(await formFields(request));
        return ok(null);
      }),
    );
    const { user } = renderWithRouter(<ForgetPage lang="en_US" redirect="/en_US/personal/info" />, {
      path: '/en_US/forget',
    });
    await verifyPhone(user);

    await user.type(passwordInput(/^New password/), 'NewPass2026');
    await user.type(passwordInput(/^Confirm password/), 'NewPass2027');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('The passwords entered twice do not match!'),
    ).toBeInTheDocument();
    expect(seen).not.toHaveBeenCalled();

    await user.clear(passwordInput(/^Confirm password/));
    await user.type(passwordInput(/^Confirm password/), 'NewPass2026');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(
      await screen.findByText('Reset succeeded, please remember the new password'),
    ).toBeInTheDocument();
    expect(seen).toHaveBeenCalledWith(
      expect.objectContaining({
        phone: '13812345678',
        smsCode: '123456',
        password: 'NewPass2026',
        confirmPassword: 'NewPass2026',
      }),
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/en_US/login?redirect=%2Fen_US%2Fpersonal%2Finfo',
    );
  });

  it('shows a refused code and lets the user go back with the phone kept', async () => {
    server.use(http.post('*/api/sys/setPassword', () => refuse('短信验证码错误或已过期')));
    const { user } = renderWithRouter(<ForgetPage lang="en_US" />, { path: '/en_US/forget' });
    await verifyPhone(user);
    await user.type(passwordInput(/^New password/), 'NewPass2026');
    await user.type(passwordInput(/^Confirm password/), 'NewPass2026');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('短信验证码错误或已过期');
    expect(passwordInput(/^New password/)).toHaveValue('NewPass2026');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByLabelText(/^Phone number/)).toHaveValue('13812345678'));
  });

  it.each([
    ['zh-CN', '下一步', '请输入手机号码'],
    ['pt-PT', 'Seguinte', 'Introduza o número de telemóvel'],
  ] as const)('speaks %s', async (locale, next, message) => {
    await activateCatalogs(locale, ['auth']);
    const { user } = renderWithRouter(<ForgetPage lang="en_US" />, { path: '/en_US/forget' });
    await user.click(await screen.findByRole('button', { name: next }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
