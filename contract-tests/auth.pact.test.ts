import { failure, get, interaction, ok, postForm } from './support/consumer';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, it } from 'vitest';
import {
  getSessionUser,
  login,
  logout,
  register,
  sendLoginSmsCode,
  sendRegisterSmsCode,
  sendResetPasswordSmsCode,
  setPassword,
  smsLogin,
  validateCaptcha,
} from '@/api/gen/auth/auth';
import { flag, signedInUser, smsCodeSent } from './support/shapes';

const CHECK_KEY = 'contract-key-0001';
const CAPTCHA_STATE = 'captcha key contract-key-0001 shows 1234';

describe('auth', () => {
  it('login: the right username, password and captcha', () =>
    interaction({
      given: ['user demo exists', CAPTCHA_STATE],
      uponReceiving: 'login: a sign-in with the right username, password and captcha',
      request: postForm('/sys/login', {
        username: 'demo',
        password: 'demo123',
        captcha: '1234',
        checkKey: CHECK_KEY,
        autoLogin: 'true',
      }),
      response: ok(signedInUser),
      call: () =>
        login({
          username: 'demo',
          password: 'demo123',
          captcha: '1234',
          checkKey: CHECK_KEY,
          autoLogin: true,
        }),
    }));

  it('login: a wrong password is refused with a message', () =>
    interaction({
      given: ['user demo exists', CAPTCHA_STATE],
      uponReceiving: 'login: a sign-in with a wrong password',
      request: postForm('/sys/login', {
        username: 'demo',
        password: 'wrong-password',
        captcha: '1234',
        checkKey: CHECK_KEY,
      }),
      response: failure('Wrong username or password'),
      call: () =>
        login({
          username: 'demo',
          password: 'wrong-password',
          captcha: '1234',
          checkKey: CHECK_KEY,
        }),
    }));

  it('getSessionUser: the signed-in user', () =>
    interaction({
      given: ['user demo is logged in'],
      uponReceiving: 'getSessionUser: the session user when signed in',
      request: get('/sys/userInfo'),
      response: ok(signedInUser),
      call: () => getSessionUser(),
    }));

  it('getSessionUser: a visitor, never code 512', () =>
    interaction({
      given: ['no user is logged in'],
      uponReceiving: 'getSessionUser: the session user of a visitor',
      request: get('/sys/userInfo'),
      response: ok({
        isLogin: false,
        id: MatchersV3.nullValue(),
        username: MatchersV3.nullValue(),
        nickname: MatchersV3.nullValue(),
        avatar: MatchersV3.nullValue(),
      }),
      call: () => getSessionUser(),
    }));

  it('logout', () =>
    interaction({
      given: ['user demo is logged in'],
      uponReceiving: 'logout: signing out',
      request: get('/sys/logout'),
      response: ok(null),
      call: () => logout(),
    }));

  it('register: a new account', () =>
    interaction({
      given: ['no account uses username newseller or phone 13900001111', CAPTCHA_STATE],
      uponReceiving: 'register: a new account with a free username and phone',
      request: postForm('/sys/register', {
        username: 'newseller',
        password: 'Kj2026!pass',
        phone: '13900001111',
        smsCode: '123456',
        captcha: '1234',
        checkKey: CHECK_KEY,
      }),
      // Whether the new user is signed in at once is the API's choice; the portal reads the flag.
      response: ok({ loggedIn: flag(true) }),
      call: () =>
        register({
          username: 'newseller',
          password: 'Kj2026!pass',
          phone: '13900001111',
          smsCode: '123456',
          captcha: '1234',
          checkKey: CHECK_KEY,
        }),
    }));

  it('register: a taken username is refused with a message', () =>
    interaction({
      given: ['user demo exists', CAPTCHA_STATE],
      uponReceiving: 'register: a new account with a taken username',
      request: postForm('/sys/register', {
        username: 'demo',
        password: 'Kj2026!pass',
        phone: '13900001111',
        smsCode: '123456',
        captcha: '1234',
        checkKey: CHECK_KEY,
      }),
      response: failure('This username is already taken'),
      call: () =>
        register({
          username: 'demo',
          password: 'Kj2026!pass',
          phone: '13900001111',
          smsCode: '123456',
          captcha: '1234',
          checkKey: CHECK_KEY,
        }),
    }));

  it('sendLoginSmsCode: to a registered phone', () =>
    interaction({
      given: ['user demo exists'],
      uponReceiving: 'sendLoginSmsCode: a sign-in code to a registered phone',
      request: get('/sys/smsCode', { phone: '13812345678' }),
      response: ok(smsCodeSent),
      call: () => sendLoginSmsCode({ phone: '13812345678' }),
    }));

  it('sendLoginSmsCode: an unregistered phone is refused with a message', () =>
    interaction({
      given: ['no account uses username newseller or phone 13900001111'],
      uponReceiving: 'sendLoginSmsCode: a sign-in code to an unregistered phone',
      request: get('/sys/smsCode', { phone: '13900001111' }),
      response: failure('This phone number is not registered'),
      call: () => sendLoginSmsCode({ phone: '13900001111' }),
    }));

  it('sendRegisterSmsCode: to a free phone', () =>
    interaction({
      given: ['no account uses username newseller or phone 13900001111'],
      uponReceiving: 'sendRegisterSmsCode: a registration code to a free phone',
      request: get('/sys/registerSmsCode', { phone: '13900001111' }),
      response: ok(smsCodeSent),
      call: () => sendRegisterSmsCode({ phone: '13900001111' }),
    }));

  it('sendRegisterSmsCode: a registered phone is refused with a message', () =>
    interaction({
      given: ['user demo exists'],
      uponReceiving: 'sendRegisterSmsCode: a registration code to a registered phone',
      request: get('/sys/registerSmsCode', { phone: '13812345678' }),
      response: failure('This phone number is already registered'),
      call: () => sendRegisterSmsCode({ phone: '13812345678' }),
    }));

  it('sendResetPasswordSmsCode: to a registered phone', () =>
    interaction({
      given: ['user demo exists'],
      uponReceiving: 'sendResetPasswordSmsCode: a password-reset code to a registered phone',
      request: get('/sys/modifySmsCode', { phone: '13812345678' }),
      response: ok(smsCodeSent),
      call: () => sendResetPasswordSmsCode({ phone: '13812345678' }),
    }));

  it('sendResetPasswordSmsCode: an unregistered phone is refused with a message', () =>
    interaction({
      given: ['no account uses username newseller or phone 13900001111'],
      uponReceiving: 'sendResetPasswordSmsCode: a password-reset code to an unregistered phone',
      request: get('/sys/modifySmsCode', { phone: '13900001111' }),
      response: failure('This phone number is not registered'),
      call: () => sendResetPasswordSmsCode({ phone: '13900001111' }),
    }));

  it('smsLogin: the right code', () =>
    interaction({
      given: ['user demo exists', 'SMS code 123456 was sent to 13812345678'],
      uponReceiving: 'smsLogin: a sign-in with the right SMS code',
      request: postForm('/sys/smsLogin', { phone: '13812345678', smsCode: '123456' }),
      response: ok(signedInUser),
      call: () => smsLogin({ phone: '13812345678', smsCode: '123456' }),
    }));

  it('smsLogin: a wrong code is refused with a message', () =>
    interaction({
      given: ['user demo exists', 'SMS code 123456 was sent to 13812345678'],
      uponReceiving: 'smsLogin: a sign-in with a wrong SMS code',
      request: postForm('/sys/smsLogin', { phone: '13812345678', smsCode: '000000' }),
      response: failure('The SMS code is wrong or has expired'),
      call: () => smsLogin({ phone: '13812345678', smsCode: '000000' }),
    }));

  it('validateCaptcha: the right answer', () =>
    interaction({
      given: [CAPTCHA_STATE],
      uponReceiving: 'validateCaptcha: the right answer',
      request: postForm('/User/validateCaptcha', { captcha: '1234', checkKey: CHECK_KEY }),
      response: ok({ valid: true }),
      call: () => validateCaptcha({ captcha: '1234', checkKey: CHECK_KEY }),
    }));

  it('validateCaptcha: a wrong answer is valid false, not a failure', () =>
    interaction({
      given: [CAPTCHA_STATE],
      uponReceiving: 'validateCaptcha: a wrong answer',
      request: postForm('/User/validateCaptcha', { captcha: 'abcd', checkKey: CHECK_KEY }),
      response: ok({ valid: false }),
      call: () => validateCaptcha({ captcha: 'abcd', checkKey: CHECK_KEY }),
    }));

  it('setPassword: a new password with the right code', () =>
    interaction({
      given: ['user demo exists', 'SMS code 123456 was sent to 13812345678'],
      uponReceiving: 'setPassword: a new password with the right SMS code',
      request: postForm('/sys/setPassword', {
        phone: '13812345678',
        smsCode: '123456',
        password: 'NewPass2026',
        confirmPassword: 'NewPass2026',
      }),
      response: ok(null),
      call: () =>
        setPassword({
          phone: '13812345678',
          smsCode: '123456',
          password: 'NewPass2026',
          confirmPassword: 'NewPass2026',
        }),
    }));

  it('setPassword: passwords that differ are refused with a message', () =>
    interaction({
      given: ['user demo exists', 'SMS code 123456 was sent to 13812345678'],
      uponReceiving: 'setPassword: a new password whose confirmation differs',
      request: postForm('/sys/setPassword', {
        phone: '13812345678',
        smsCode: '123456',
        password: 'NewPass2026',
        confirmPassword: 'OtherPass2026',
      }),
      response: failure('The two passwords do not match'),
      call: () =>
        setPassword({
          phone: '13812345678',
          smsCode: '123456',
          password: 'NewPass2026',
          confirmPassword: 'OtherPass2026',
        }),
    }));
});
