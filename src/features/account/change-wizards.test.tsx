import { http } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formFields, ok, refuse, startApiServer } from '@/test/msw';
import { activateCatalogs, renderWithProviders, resetLocale } from '@/test/render';
import { ChangeEmailWizard } from './change-email-wizard';
import { ChangePhoneWizard } from './change-phone-wizard';

const server = startApiServer();
afterEach(resetLocale);

describe('ChangePhoneWizard', () => {
  it('verifies the current phone, then binds the new one with both codes', async () => {
    const newPhoneCodes = vi.fn<(query: URLSearchParams) => void>();
    const binds = vi.fn<(fields: Record<string, string>) => void>();
    server.use(
      http.get('*/api/user/relieveSmsCode', () => ok({ resendAfter: 60 })),
      http.get('*/api/user/bindNewSmsCode', ({ request }) => {
        newPhoneCodes(new URL(request.url).searchParams);
        return ok({ resendAfter: 60 });
      }),
      http.post('*/api/user/bindNewPhone', async ({ request }) => {
        binds(await formFields(request));
        return ok(null);
      }),
    );
    const onDone = vi.fn();
    const { user } = renderWithProviders(
      <ChangePhoneWizard opened phone="13812345678" onClose={vi.fn()} onDone={onDone} />,
    );

    expect(await screen.findByText(/138\*\*\*\*5678/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter the SMS code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    await user.type(screen.getByLabelText(/^SMS code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const newPhone = await screen.findByLabelText(/^New phone number/);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter the new phone number')).toBeInTheDocument();
    await user.type(newPhone, '1391234');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Incorrect phone number')).toBeInTheDocument();
    await user.type(newPhone, '5678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(newPhoneCodes).toHaveBeenCalled());
    expect(newPhoneCodes.mock.calls[0]![0].get('phone')).toBe('13912345678');
    expect(newPhoneCodes.mock.calls[0]![0].get('oldSmsCode')).toBe('111111');

    await user.type(screen.getByLabelText(/^SMS code sent to the new phone/), '222222');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Phone number changed. Please log in again.'),
    ).toBeInTheDocument();
    expect(binds).toHaveBeenCalledWith(
      expect.objectContaining({ oldSmsCode: '111111', phone: '13912345678', smsCode: '222222' }),
    );
    await user.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('shows a refused step-1 code at the second step and lets the user go back', async () => {
    server.use(http.get('*/api/user/bindNewSmsCode', () => refuse('短信验证码错误或已过期')));
    const { user } = renderWithProviders(
      <ChangePhoneWizard opened phone="13812345678" onClose={vi.fn()} onDone={vi.fn()} />,
    );
    await user.type(await screen.findByLabelText(/^SMS code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/^New phone number/), '13912345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('短信验证码错误或已过期');
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/^SMS code/)).toHaveValue('000000');
  });
});

describe('ChangeEmailWizard', () => {
  it('binds the new e-mail with the code and asks to log in again', async () => {
    const binds = vi.fn<(fields: Record<string, string>) => void>();
    server.use(
      http.post('*/api/user/bindEmail', async ({ request }) => {
        binds(await formFields(request));
        return ok(null);
      }),
    );
    const { user } = renderWithProviders(
      <ChangeEmailWizard
        opened
        phone="13812345678"
        currentEmail={null}
        onClose={vi.fn()}
        onDone={vi.fn()}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'Bind e-mail' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^SMS code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const email = await screen.findByLabelText(/^New e-mail/);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter the e-mail address')).toBeInTheDocument();
    await user.type(email, 'li.ming@');
    expect(await screen.findByText('Incorrect e-mail address')).toBeInTheDocument();
    await user.type(email, 'example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('E-mail updated. Please log in again.')).toBeInTheDocument();
    expect(binds).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'li.ming@example.com', smsCode: '123456' }),
    );
  });

  it.each([
    ['zh-CN', '下一步', '提交', '邮箱格式不正确'],
    ['pt-PT', 'Seguinte', 'Submeter', 'Endereço de e-mail incorreto'],
  ] as const)('speaks %s', async (locale, next, submit, message) => {
    await activateCatalogs(locale, ['account']);
    const { user } = renderWithProviders(
      <ChangeEmailWizard
        opened
        phone="13812345678"
        currentEmail="a@b.cn"
        onClose={vi.fn()}
        onDone={vi.fn()}
      />,
    );
    await user.type(await screen.findByRole('textbox'), '123456');
    await user.click(screen.getByRole('button', { name: next }));
    await user.type(await screen.findByRole('textbox'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
