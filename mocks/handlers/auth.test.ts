import { describe, expect, it } from 'vitest';
import {
  getSessionUser,
  login,
  logout,
  register,
  sendLoginSmsCode,
  sendRegisterSmsCode,
  setPassword,
  smsLogin,
  validateCaptcha,
} from '../../src/api/gen/auth/auth';
import { clock, SECOND } from '../lib/clock';
import { answer } from '../test/http';
import { failure, signIn, SILENT, speak, useMockServer } from '../test/server';

const newUser = {
  username: 'kuajing_wu',
  password: 'Kj2026!pass',
  phone: '13611112222',
  smsCode: '123456',
  captcha: '1234',
  checkKey: 'register-key-1',
};

describe('auth handlers', () => {
  useMockServer();

  it('registers a user who can then log in, and login and logout change userInfo', async () => {
    expect(await getSessionUser()).toMatchObject({ isLogin: false, id: null, username: null });
    const registered = await register(newUser);
    expect(registered).toMatchObject({
      loggedIn: true,
      user: { isLogin: true, username: 'kuajing_wu' },
    });
    await logout();
    expect((await getSessionUser()).isLogin).toBe(false);
    const user = await login({ ...newUser, checkKey: 'login-key-01' });
    expect(user).toMatchObject({ isLogin: true, username: 'kuajing_wu', id: registered.user?.id });
    expect(await getSessionUser()).toEqual(user);
    await logout();
    expect((await getSessionUser()).isLogin).toBe(false);
  });

  it('refuses a wrong password, captcha, SMS code and taken names, in the request language', async () => {
    const wrongPassword = {
      username: 'demo',
      password: 'demo999',
      captcha: '1234',
      checkKey: 'key-123456',
    };
    expect((await failure(login(wrongPassword, SILENT))).message).toBe('用户名或密码错误');
    speak('en_US');
    expect((await failure(login(wrongPassword, SILENT))).message).toBe(
      'Wrong username or password',
    );
    speak('pt_PT');
    expect(
      (await failure(login({ ...wrongPassword, password: 'demo123', captcha: 'abcd' }, SILENT)))
        .message,
    ).toBe('O código da imagem está errado ou expirou');
    speak('zh_HK');
    expect((await failure(register({ ...newUser, username: 'demo' }, SILENT))).message).toBe(
      '該用戶名已被註冊',
    );
    speak('en_US');
    expect((await failure(register({ ...newUser, phone: '13812345678' }, SILENT))).message).toBe(
      'This phone number is already registered',
    );
    expect((await failure(register({ ...newUser, smsCode: '654321' }, SILENT))).message).toBe(
      'The SMS code is wrong or has expired',
    );
    expect((await failure(register({ ...newUser, username: '' }, SILENT))).message).toBe(
      'Username is required',
    );
    expect((await failure(register({ ...newUser, password: '12345' }, SILENT))).message).toBe(
      'The password must be 6 to 32 characters long',
    );
    expect((await getSessionUser()).isLogin).toBe(false);
  });

  it('accepts the captcha case-insensitively and never with a malformed key', async () => {
    expect(await validateCaptcha({ captcha: '1234', checkKey: 'key-abcdefg' })).toEqual({
      valid: true,
    });
    expect(await validateCaptcha({ captcha: '4321', checkKey: 'key-abcdefg' })).toEqual({
      valid: false,
    });
    speak('en_US');
    expect(
      (await failure(validateCaptcha({ captcha: '1234', checkKey: 'x' }, SILENT))).message,
    ).toBe('The captcha has expired, please load a new one');
  });

  it('sends one SMS code per phone per 60 seconds and signs in by SMS', async () => {
    speak('en_US');
    expect(await sendLoginSmsCode({ phone: '13812345678' })).toEqual({ resendAfter: 60 });
    expect((await failure(sendLoginSmsCode({ phone: '13812345678' }, SILENT))).message).toMatch(
      /try again in 60 s/,
    );
    clock.advance(61 * SECOND);
    expect(await sendLoginSmsCode({ phone: '13812345678' })).toEqual({ resendAfter: 60 });
    expect((await failure(sendLoginSmsCode({ phone: '13600000000' }, SILENT))).message).toBe(
      'This phone number is not registered',
    );
    expect((await failure(sendRegisterSmsCode({ phone: '13812345678' }, SILENT))).message).toBe(
      'This phone number is already registered',
    );
    expect((await failure(sendRegisterSmsCode({ phone: '12345' }, SILENT))).message).toBe(
      'Phone number is invalid',
    );
    expect(
      (await failure(smsLogin({ phone: '13812345678', smsCode: '000000' }, SILENT))).message,
    ).toBe('The SMS code is wrong or has expired');
    expect(await smsLogin({ phone: '13812345678', smsCode: '123456' })).toMatchObject({
      username: 'demo',
    });
  });

  it('resets a forgotten password and ends the session', async () => {
    await signIn('demo', 'demo123');
    speak('en_US');
    const reset = {
      phone: '13812345678',
      smsCode: '123456',
      password: 'newPass88',
      confirmPassword: 'newPass88',
    };
    expect(
      (await failure(setPassword({ ...reset, confirmPassword: 'other888' }, SILENT))).message,
    ).toBe('The passwords entered twice do not match!');
    await setPassword(reset);
    expect((await getSessionUser()).isLogin).toBe(false);
    await failure(signIn('demo', 'demo123'));
    await signIn('demo', 'newPass88');
    expect((await getSessionUser()).username).toBe('demo');
  });

  it('sets the 7-day ak cookie on autoLogin and clears it on logout', async () => {
    const body = new URLSearchParams({
      username: 'demo',
      password: 'demo123',
      captcha: '1234',
      checkKey: 'cookie-key-1',
      autoLogin: 'true',
    });
    const response = await answer(
      new Request('http://localhost/api/sys/login', { method: 'POST', body }),
    );
    expect(response.headers.get('Set-Cookie')).toMatch(
      /^ak=.+; Path=\/; SameSite=Lax; Max-Age=604800; HttpOnly$/,
    );
    const out = await answer(new Request('http://localhost/api/sys/logout'));
    expect(out.headers.get('Set-Cookie')).toMatch(/^ak=; .*Max-Age=0/);
  });

  it('serves the graphic captcha as an SVG reading 1234', async () => {
    const response = await answer(
      new Request('http://localhost/api/sys/randomImage/1763712000000x7kq'),
    );
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg /);
    expect([...svg.matchAll(/>(\d)<\/text>/g)].map((match) => match[1]).join('')).toBe('1234');
  });
});
