/**
 * SMS codes and graphic captchas, with the fixed development values: every SMS code is `123456`,
 * every graphic captcha is `1234`. A code is accepted without a prior send (so testers and tests
 * can type it at once); sending still keeps the backend's limits per phone: one code per 60 s, ten
 * a day (by the mock clock).
 */
import { clock, formatDate, SECOND } from '../lib/clock';
import { l10n } from '../lib/l10n';
import { fail } from '../lib/http';
import { defineValue } from './store';

export const DEV_SMS_CODE = '123456';
export const DEV_CAPTCHA = '1234';
export const RESEND_AFTER_SECONDS = 60;
export const DAILY_SMS_LIMIT = 10;

interface SmsLog {
  [phone: string]: { lastSentMs: number; day: string; countToday: number };
}

const smsLog = defineValue<SmsLog>('sms-log', () => ({}));

export const SMS_MSG = {
  tooSoon: (seconds: number) =>
    l10n(
      `验证码发送过于频繁，请 ${seconds} 秒后再试`,
      `驗證碼發送過於頻繁，請 ${seconds} 秒後再試`,
      `A code was sent recently, please try again in ${seconds} s`,
      `Foi enviado um código há pouco, tente novamente dentro de ${seconds} s`,
    ),
  dailyLimit: l10n(
    '该手机号今日获取验证码次数已达上限（10 次）',
    '該手機號碼今日獲取驗證碼次數已達上限（10 次）',
    'This phone has reached today’s limit of 10 codes',
    'Este telemóvel atingiu o limite diário de 10 códigos',
  ),
  wrongCode: l10n(
    '短信验证码错误或已过期',
    '短訊驗證碼錯誤或已過期',
    'The SMS code is wrong or has expired',
    'O código SMS está errado ou expirou',
  ),
  wrongCaptcha: l10n(
    '图形验证码错误或已过期',
    '圖形驗證碼錯誤或已過期',
    'The captcha is wrong or has expired',
    'O código da imagem está errado ou expirou',
  ),
};

/** Records a code sent to `phone`, or fails on the 60-second and daily limits. */
export function sendSmsCode(phone: string): { resendAfter: number } {
  const now = clock.nowMs();
  const today = formatDate(now);
  const entry = smsLog.get()[phone];
  if (entry) {
    const wait = Math.ceil((entry.lastSentMs + RESEND_AFTER_SECONDS * SECOND - now) / SECOND);
    if (wait > 0) fail(SMS_MSG.tooSoon(wait), 429);
    if (entry.day === today && entry.countToday >= DAILY_SMS_LIMIT) fail(SMS_MSG.dailyLimit, 429);
  }
  const countToday = entry && entry.day === today ? entry.countToday + 1 : 1;
  smsLog.update((log) => ({ ...log, [phone]: { lastSentMs: now, day: today, countToday } }));
  return { resendAfter: RESEND_AFTER_SECONDS };
}

export function isValidSmsCode(code: string | undefined): boolean {
  return code === DEV_SMS_CODE;
}

/** Compared case-insensitively, as the real captcha. */
export function isValidCaptcha(captcha: string | undefined): boolean {
  return (captcha ?? '').trim().toLowerCase() === DEV_CAPTCHA;
}

export const isCaptchaKey = (key: string | undefined): key is string =>
  key !== undefined && /^[A-Za-z0-9_-]{8,64}$/.test(key);
