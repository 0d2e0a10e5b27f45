/**
 * auth: sign-in (password and SMS), registration, SMS codes, captcha, password reset, the session
 * user, and the captcha image (`GET /api/sys/randomImage/{checkKey}`, an SVG showing 1234).
 */
import type {
  GetSessionUser200,
  Login200,
  Logout200,
  Register200,
  SendLoginSmsCode200,
  SendRegisterSmsCode200,
  SendResetPasswordSmsCode200,
  SessionUser,
  SetPassword200,
  SmsLogin200,
  ValidateCaptcha200,
} from '../../src/api/gen/model';
import { clock, formatDateTime } from '../lib/clock';
import {
  check,
  checkMaxLength,
  currentUser,
  fail,
  isMobilePhone,
  op,
  rawOp,
  requireFields,
  type Ctx,
} from '../lib/http';
import { l10n } from '../lib/l10n';
import { invalidMessage } from '../lib/messages';
import { random } from '../lib/random';
import { signIn, signOut } from '../db/session';
import {
  DEV_CAPTCHA,
  isCaptchaKey,
  isValidCaptcha,
  isValidSmsCode,
  sendSmsCode,
  SMS_MSG,
} from '../db/sms';
import { findUserByPhone, findUserByUsername, users, type UserRow } from '../db/users';
import { LABEL } from '../lib/labels';

export const AK_MAX_AGE = 604800;

export const AUTH_MSG = {
  badCredentials: l10n(
    '用户名或密码错误',
    '用戶名或密碼錯誤',
    'Wrong username or password',
    'Nome de utilizador ou palavra-passe incorretos',
  ),
  usernameTaken: l10n(
    '该用户名已被注册',
    '該用戶名已被註冊',
    'This username is already taken',
    'Este nome de utilizador já está em uso',
  ),
  phoneTaken: l10n(
    '该手机号已注册',
    '該手機號碼已註冊',
    'This phone number is already registered',
    'Este número de telemóvel já está registado',
  ),
  phoneUnknown: l10n(
    '该手机号未注册',
    '該手機號碼未註冊',
    'This phone number is not registered',
    'Este número de telemóvel não está registado',
  ),
  passwordLength: l10n(
    '密码长度应为 6–32 个字符',
    '密碼長度應為 6–32 個字元',
    'The password must be 6 to 32 characters long',
    'A palavra-passe deve ter entre 6 e 32 caracteres',
  ),
  passwordMismatch: l10n(
    '两次输入的密码不一致！',
    '兩次輸入的密碼不一致！',
    'The passwords entered twice do not match!',
    'As palavras-passe introduzidas não coincidem!',
  ),
  captchaExpired: l10n(
    '图形验证码已过期，请刷新后重试',
    '圖形驗證碼已過期，請重新整理後再試',
    'The captcha has expired, please load a new one',
    'O código da imagem expirou, carregue um novo',
  ),
};

export function toSessionUser(user: Readonly<UserRow>): SessionUser {
  return {
    isLogin: true,
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
  };
}

const VISITOR: SessionUser = {
  isLogin: false,
  id: null,
  username: null,
  nickname: null,
  avatar: null,
};

/** Fails unless `phone` is a mainland mobile number. */
export function checkPhone(phone: string | undefined): asserts phone is string {
  check(isMobilePhone(phone), invalidMessage(LABEL.phone), 400);
}

export function checkSmsCode(code: string | undefined): void {
  check(isValidSmsCode(code), SMS_MSG.wrongCode, 400);
}

function checkCaptcha(ctx: Ctx): void {
  check(isCaptchaKey(ctx.str('checkKey')), AUTH_MSG.captchaExpired, 400);
  check(isValidCaptcha(ctx.str('captcha')), SMS_MSG.wrongCaptcha, 400);
}

export function checkPassword(password: string | undefined): asserts password is string {
  const length = [...(password ?? '')].length;
  check(length >= 6 && length <= 32, AUTH_MSG.passwordLength, 400);
}

/** Signs in; with `autoLogin` also sets the 7-day `ak` cookie. */
function startSession(ctx: Ctx, user: Readonly<UserRow>): SessionUser {
  const autoLogin = ctx.bool('autoLogin') ?? false;
  signIn(user.id, autoLogin);
  if (autoLogin) ctx.setCookie('ak', `mock-ak-${user.id}-${clock.nowMs()}`, { maxAge: AK_MAX_AGE });
  return toSessionUser(user);
}

function endSession(ctx: Ctx): void {
  signOut();
  ctx.setCookie('ak', '', { maxAge: 0 });
}

/** 4 characters with noise lines and dots, varied by the key, always reading 1234. */
export function captchaSvg(checkKey: string): string {
  const rnd = random(`captcha:${checkKey}`);
  const colours = ['#1d4ed8', '#b91c1c', '#047857', '#7c2d12', '#6d28d9'];
  const chars = [...DEV_CAPTCHA]
    .map((char, index) => {
      const x = 16 + index * 24 + rnd.int(-3, 3);
      const y = 30 + rnd.int(-4, 4);
      const rotate = rnd.int(-25, 25);
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" fill="${rnd.pick(colours)}" font-family="Georgia,serif" font-size="26" font-weight="700">${char}</text>`;
    })
    .join('');
  const lines = Array.from({ length: 5 }, () => {
    const colour = rnd.pick(colours);
    return `<line x1="${rnd.int(0, 120)}" y1="${rnd.int(0, 40)}" x2="${rnd.int(0, 120)}" y2="${rnd.int(0, 40)}" stroke="${colour}" stroke-opacity="0.55" stroke-width="${rnd.int(1, 2)}"/>`;
  }).join('');
  const dots = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${rnd.int(0, 120)}" cy="${rnd.int(0, 40)}" r="1" fill="${rnd.pick(colours)}" fill-opacity="0.6"/>`,
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40" role="img" aria-label="captcha">` +
    `<rect width="120" height="40" fill="#f3f4f6"/>${dots}${chars}${lines}</svg>`
  );
}

export const handlers = [
  rawOp('get', '/sys/randomImage/{checkKey}', (_request, params) => {
    const key = params.checkKey ?? '';
    return new Response(captchaSvg(key), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
    });
  }),

  op<Login200>('post', '/sys/login', (ctx) => {
    requireFields(ctx, {
      username: LABEL.username,
      password: LABEL.password,
      captcha: LABEL.captcha,
      checkKey: LABEL.captcha,
    });
    checkCaptcha(ctx);
    const user = findUserByUsername(ctx.str('username') ?? '');
    if (!user || user.password !== ctx.str('password')) fail(AUTH_MSG.badCredentials, 401);
    return startSession(ctx, user);
  }),

  op<GetSessionUser200>('get', '/sys/userInfo', () => {
    const user = currentUser();
    return user ? toSessionUser(user) : VISITOR;
  }),

  op<Logout200>('get', '/sys/logout', (ctx) => {
    endSession(ctx);
    return null;
  }),

  op<Register200>('post', '/sys/register', (ctx) => {
    requireFields(ctx, {
      username: LABEL.username,
      password: LABEL.password,
      phone: LABEL.phone,
      smsCode: LABEL.smsCode,
      captcha: LABEL.captcha,
      checkKey: LABEL.captcha,
    });
    checkCaptcha(ctx);
    const username = (ctx.str('username') ?? '').trim();
    checkMaxLength(username, 16, LABEL.username);
    const password = ctx.str('password');
    checkPassword(password);
    const phone = ctx.str('phone');
    checkPhone(phone);
    checkSmsCode(ctx.str('smsCode'));
    check(!findUserByUsername(username), AUTH_MSG.usernameTaken, 409);
    check(!findUserByPhone(phone), AUTH_MSG.phoneTaken, 409);
    const user = users.insert({
      username,
      password,
      nickname: null,
      phone,
      email: null,
      avatar: null,
      accountType: 'INDIVIDUAL',
      member: false,
      memberLevel: null,
      company: null,
      mainPlatforms: [],
      mainCategories: [],
      region: null,
      address: null,
      registerTime: formatDateTime(clock.nowMs()),
    });
    signIn(user.id, false);
    return { loggedIn: true, user: toSessionUser(user) };
  }),

  op<SendLoginSmsCode200>('get', '/sys/smsCode', (ctx) => {
    const phone = ctx.str('phone');
    checkPhone(phone);
    check(findUserByPhone(phone), AUTH_MSG.phoneUnknown, 404);
    return sendSmsCode(phone);
  }),

  op<SendRegisterSmsCode200>('get', '/sys/registerSmsCode', (ctx) => {
    const phone = ctx.str('phone');
    checkPhone(phone);
    check(!findUserByPhone(phone), AUTH_MSG.phoneTaken, 409);
    return sendSmsCode(phone);
  }),

  op<SendResetPasswordSmsCode200>('get', '/sys/modifySmsCode', (ctx) => {
    const phone = ctx.str('phone');
    checkPhone(phone);
    check(findUserByPhone(phone), AUTH_MSG.phoneUnknown, 404);
    return sendSmsCode(phone);
  }),

  op<SmsLogin200>('post', '/sys/smsLogin', (ctx) => {
    requireFields(ctx, { phone: LABEL.phone, smsCode: LABEL.smsCode });
    const phone = ctx.str('phone');
    checkPhone(phone);
    const user = findUserByPhone(phone);
    if (!user) fail(AUTH_MSG.phoneUnknown, 404);
    checkSmsCode(ctx.str('smsCode'));
    return startSession(ctx, user);
  }),

  op<ValidateCaptcha200>('post', '/User/validateCaptcha', (ctx) => {
    requireFields(ctx, { captcha: LABEL.captcha, checkKey: LABEL.captcha });
    check(isCaptchaKey(ctx.str('checkKey')), AUTH_MSG.captchaExpired, 400);
    return { valid: isValidCaptcha(ctx.str('captcha')) };
  }),

  op<SetPassword200>('post', '/sys/setPassword', (ctx) => {
    requireFields(ctx, {
      phone: LABEL.phone,
      smsCode: LABEL.smsCode,
      password: LABEL.password,
      confirmPassword: LABEL.confirmPassword,
    });
    const phone = ctx.str('phone');
    checkPhone(phone);
    const user = findUserByPhone(phone);
    if (!user) fail(AUTH_MSG.phoneUnknown, 404);
    checkSmsCode(ctx.str('smsCode'));
    const password = ctx.str('password');
    checkPassword(password);
    check(password === ctx.str('confirmPassword'), AUTH_MSG.passwordMismatch, 400);
    users.update(user.id, { password });
    if (currentUser()?.id === user.id) endSession(ctx);
    return null;
  }),
];
