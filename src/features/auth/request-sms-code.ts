import { t } from '@lingui/core/macro';
import { validateCaptcha } from '@/api/gen/auth/auth';
import type { SmsCodeResult } from '@/api/gen/model';
import { mainlandMobile } from '@/lib/phone';
import { errorMessage, firstError } from '@/lib/form-errors';
import { fields } from './schemas';

export type SmsCodeOutcome =
  | { ok: true; resendAfter: number }
  | { ok: false; field: 'phone' | 'captcha' | null; message: string; refreshCaptcha: boolean };

export interface SmsCodeRequest {
  phone: string;
  captcha: string;
  checkKey: string;
}

/**
 * Asks for an SMS code the way the public code calls want it (api-spec): the phone and the graphic
 * captcha checked here, the captcha checked by the server (`validateCaptcha`, which does not spend
 * it), and only then `send`. Answers where to show what went wrong.
 */
export async function requestSmsCode(
  request: SmsCodeRequest,
  send: (phone: string) => Promise<SmsCodeResult>,
): Promise<SmsCodeOutcome> {
  const phone = fields.phone().safeParse(request.phone);
  if (!phone.success) {
    const message = firstError(phone.error.issues) ?? '';
    return { ok: false, field: 'phone', message, refreshCaptcha: false };
  }
  const captcha = fields.captcha().safeParse(request.captcha);
  if (!captcha.success) {
    const message = firstError(captcha.error.issues) ?? '';
    return { ok: false, field: 'captcha', message, refreshCaptcha: false };
  }
  try {
    const check = await validateCaptcha(
      { captcha: captcha.data, checkKey: request.checkKey },
      { silent: true },
    );
    if (!check.valid) {
      return {
        ok: false,
        field: 'captcha',
        message: t`Incorrect captcha, please try again`,
        refreshCaptcha: true,
      };
    }
  } catch (error) {
    // An expired or unknown captcha: the user needs a new picture either way.
    return { ok: false, field: 'captcha', message: errorMessage(error), refreshCaptcha: true };
  }
  try {
    const { resendAfter } = await send(mainlandMobile(request.phone) ?? request.phone);
    return { ok: true, resendAfter };
  } catch (error) {
    return { ok: false, field: null, message: errorMessage(error), refreshCaptcha: false };
  }
}

export interface SendSmsCodeOptions extends Omit<SmsCodeRequest, 'checkKey'> {
  /** The captcha on screen (`useCaptchaKey`): a new one when a check spent or refused it. */
  captchaKey: { checkKey: string; refresh: () => void };
  /** Empties the captcha field along with a new picture. */
  clearCaptcha: () => void;
  /** Shows a message at the phone or the captcha field (`useFieldErrors`). */
  fieldErrors: { show: (field: 'phone' | 'captcha', message: string) => void };
  setServerError: (message: string | null) => void;
  send: (phone: string) => Promise<SmsCodeResult>;
}

/**
 * `requestSmsCode` for an SMS code input's `onSend`: the seconds until a resend, or null once
 * the form shows what went wrong (at its field, else above the form).
 */
export async function sendSmsCode({
  phone,
  captcha,
  captchaKey,
  clearCaptcha,
  fieldErrors,
  setServerError,
  send,
}: SendSmsCodeOptions): Promise<number | null> {
  setServerError(null);
  const outcome = await requestSmsCode({ phone, captcha, checkKey: captchaKey.checkKey }, send);
  if (outcome.ok) return outcome.resendAfter;
  if (outcome.refreshCaptcha) {
    captchaKey.refresh();
    clearCaptcha();
  }
  if (outcome.field) fieldErrors.show(outcome.field, outcome.message);
  else setServerError(outcome.message);
  return null;
}
