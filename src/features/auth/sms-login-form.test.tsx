import { http } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formFields, ok, refuse, startApiServer } from '@/test/msw';
import { activateCatalogs, renderWithProviders, resetLocale } from '@/test/render';
import { SmsLoginForm } from './sms-login-form';

const server = startApiServer();
afterEach(resetLocale);

const DEMO = { isLogin: true, id: 1, username: 'demo', nickname: null, avatar: null };

/** Answers the captcha check and the SMS call, recording both. */
function answerCodes({ captchaValid = true, resendAfter = 60 } = {}) {
  const checks = vi.fn<(fields: Record<string, string>) => void>();
  const sends = vi.fn<(phone: string | null) => void>();
  server.use(
    http.post('*/api/User/validateCaptcha', async ({ request }) => {
      checks(await formFields(request));
      return ok({ valid: captchaValid });
    }),
    http.get('*/api/sys/smsCode', ({ request }) => {
      sends(new URL(request.url).searchParams.get('phone'));
      return ok({ resendAfter });
    }),
  );
  return { checks, sends };
}

describe('SmsLoginForm', () => {
  it('checks the phone and the captcha before sending a code', async () => {
    const { checks, sends } = answerCodes();
    const { user } = renderWithProviders(<SmsLoginForm onSignedIn={vi.fn()} />);
    const getCode = screen.getByRole('button', { name: 'Get code' });

    await user.click(getCode);
    expect(await screen.findByText('Please enter your phone number')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Phone number/), '12345678901');
    await user.click(getCode);
    expect(await screen.findByText('Incorrect phone number')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Phone number/));
    await user.type(screen.getByLabelText(/Phone number/), '138 1234 5678');
    expect(screen.queryByText('Incorrect phone number')).not.toBeInTheDocument();
    await user.click(getCode);
    expect(await screen.findByText('Please enter the captcha')).toBeInTheDocument();
    expect(checks).not.toHaveBeenCalled();
    expect(sends).not.toHaveBeenCalled();
  });

  it('sends no code for a wrong captcha and shows a new picture', async () => {
    const { sends } = answerCodes({ captchaValid: false });
    const { user } = renderWithProviders(<SmsLoginForm onSignedIn={vi.fn()} />);
    const image = screen.getByRole('img') as HTMLImageElement;
    const first = image.src;

    await user.type(screen.getByLabelText(/Phone number/), '13812345678');
    await user.type(screen.getByLabelText(/^Captcha/), 'abcd');
    await user.click(screen.getByRole('button', { name: 'Get code' }));

    expect(await screen.findByText('Incorrect captcha, please try again')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Captcha/)).toHaveValue('');
    expect((screen.getByRole('img') as HTMLImageElement).src).not.toBe(first);
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
    expect(sends).not.toHaveBeenCalled();
  });

  it('sends the code to the normalised phone and counts down resendAfter', async () => {
    const { checks, sends } = answerCodes({ resendAfter: 45 });
    const { user } = renderWithProviders(<SmsLoginForm onSignedIn={vi.fn()} />);

    await user.type(screen.getByLabelText(/Phone number/), '+86 138-1234-5678');
    await user.type(screen.getByLabelText(/^Captcha/), '1234');
    await user.click(screen.getByRole('button', { name: 'Get code' }));

    expect(await screen.findByRole('button', { name: /Resend in 4\d s/ })).toBeDisabled();
    expect(checks).toHaveBeenCalledWith(expect.objectContaining({ captcha: '1234' }));
    expect(sends).toHaveBeenCalledWith('13812345678');
  });

  it('shows why the server sent no code, keeping the phone', async () => {
    server.use(
      http.post('*/api/User/validateCaptcha', () => ok({ valid: true })),
      http.get('*/api/sys/smsCode', () => refuse('该手机号未注册')),
    );
    const { user } = renderWithProviders(<SmsLoginForm onSignedIn={vi.fn()} />);
    await user.type(screen.getByLabelText(/Phone number/), '13912345678');
    await user.type(screen.getByLabelText(/^Captcha/), '1234');
    await user.click(screen.getByRole('button', { name: 'Get code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('该手机号未注册');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('13912345678');
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('signs in with phone and a 6-digit code', async () => {
    const logins = vi.fn<(fields: Record<string, string>) => void>();
    server.use(
      http.post('*/api/sys/smsLogin', async ({ request }) => {
        logins(await formFields(request));
        return ok(DEMO);
      }),
    );
    const onSignedIn = vi.fn();
    const { user } = renderWithProviders(<SmsLoginForm onSignedIn={onSignedIn} />);

    await user.type(screen.getByLabelText(/Phone number/), '13812345678');
    await user.type(screen.getByLabelText(/^SMS code/), '1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The SMS code has 6 digits')).toBeInTheDocument();
    expect(logins).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^SMS code/), '56');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(DEMO));
    expect(logins).toHaveBeenCalledWith(
      expect.objectContaining({ phone: '13812345678', smsCode: '123456', autoLogin: 'false' }),
    );
  });

  it.each([
    ['zh-CN', '手机号码不正确', '短信验证码为 6 位数字'],
    ['pt-PT', 'Número de telemóvel incorreto', 'O código SMS tem 6 algarismos'],
  ] as const)('speaks %s', async (locale, phoneMessage, codeMessage) => {
    await activateCatalogs(locale, ['auth']);
    const { user } = renderWithProviders(<SmsLoginForm onSignedIn={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: /手机号码|telemóvel/ }), '123');
    await user.type(screen.getByRole('textbox', { name: /短信验证码|Código SMS/ }), '12');
    await user.click(screen.getByRole('button', { name: /^(登录|Iniciar sessão)$/ }));
    expect(await screen.findByText(phoneMessage)).toBeInTheDocument();
    expect(screen.getByText(codeMessage)).toBeInTheDocument();
  });
});
