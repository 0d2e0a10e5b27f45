import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { sendLoginSmsCode } from '@/api/gen/auth/auth';
import type { SmsCodeResult } from '@/api/gen/model';
import { ok, refuse, startApiServer } from '@/test/msw';
import { sendSmsCode, type SendSmsCodeOptions } from './request-sms-code';

const server = startApiServer();

/** The options of one click on 'Get code', every effect recorded. */
function options(
  send: (phone: string) => Promise<SmsCodeResult> = () => Promise.resolve({ resendAfter: 45 }),
) {
  return {
    phone: '13812345678',
    captcha: '1234',
    captchaKey: { checkKey: 'key12345', refresh: vi.fn() },
    clearCaptcha: vi.fn(),
    fieldErrors: { show: vi.fn() },
    setServerError: vi.fn(),
    send: vi.fn(send),
  } satisfies SendSmsCodeOptions;
}

describe('sendSmsCode', () => {
  it('clears the last server error, then answers the seconds until a resend', async () => {
    server.use(http.post('*/api/User/validateCaptcha', () => ok({ valid: true })));
    const sent = options();

    await expect(sendSmsCode(sent)).resolves.toBe(45);
    expect(sent.setServerError.mock.calls).toEqual([[null]]);
    expect(sent.send).toHaveBeenCalledWith('13812345678');
    expect(sent.captchaKey.refresh).not.toHaveBeenCalled();
  });

  it('shows a refused captcha at its field, with a new and empty captcha', async () => {
    server.use(http.post('*/api/User/validateCaptcha', () => ok({ valid: false })));
    const sent = options();

    await expect(sendSmsCode(sent)).resolves.toBeNull();
    expect(sent.fieldErrors.show).toHaveBeenCalledWith(
      'captcha',
      'Incorrect captcha, please try again',
    );
    expect(sent.captchaKey.refresh).toHaveBeenCalledOnce();
    expect(sent.clearCaptcha).toHaveBeenCalledOnce();
    expect(sent.setServerError.mock.calls).toEqual([[null]]);
    expect(sent.send).not.toHaveBeenCalled();
  });

  it('shows why the server sent no code above the form, keeping the captcha', async () => {
    server.use(
      http.post('*/api/User/validateCaptcha', () => ok({ valid: true })),
      http.get('*/api/sys/smsCode', () => refuse('该手机号未注册')),
    );
    const sent = options((phone) => sendLoginSmsCode({ phone }, { silent: true }));

    await expect(sendSmsCode(sent)).resolves.toBeNull();
    expect(sent.setServerError.mock.calls).toEqual([[null], ['该手机号未注册']]);
    expect(sent.fieldErrors.show).not.toHaveBeenCalled();
    expect(sent.clearCaptcha).not.toHaveBeenCalled();
  });
});
