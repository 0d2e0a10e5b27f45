import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import {
  loginBodyCaptchaRegExp,
  loginBodyPasswordMax,
  loginBodyPasswordMin,
  loginBodyUsernameMax,
  registerBodySmsCodeRegExp,
} from '@/api/zod/auth/auth.zod';
import { isMainlandMobile } from '@/lib/phone';

/**
 * The account fields with the messages of spec section 5, in the active language. Limits and
 * patterns come from the generated request schemas (api-spec), so form and API cannot disagree.
 * Factories, because `t` reads the language when called.
 */
export const fields = {
  username: () => {
    const max = loginBodyUsernameMax;
    return z
      .string()
      .check(
        z.trim(),
        z.minLength(1, t`Please enter your username`),
        z.maxLength(max, t`The username can have at most ${max} characters`),
      );
  },
  password: () => {
    const min = loginBodyPasswordMin;
    const max = loginBodyPasswordMax;
    return z
      .string()
      .check(
        z.minLength(1, t`Please enter your password`),
        z.minLength(min, t`The password must have at least ${min} characters`),
        z.maxLength(max, t`The password can have at most ${max} characters`),
      );
  },
  confirmPassword: () => z.string().check(z.minLength(1, t`Please enter the password again`)),
  phone: () =>
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, t`Please enter your phone number`),
        z.refine(isMainlandMobile, t`Incorrect phone number`),
      ),
  captcha: () =>
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, t`Please enter the captcha`),
        z.regex(loginBodyCaptchaRegExp, t`The captcha has 4 letters or digits`),
      ),
  smsCode: () =>
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, t`Please enter the SMS code`),
        z.regex(registerBodySmsCodeRegExp, t`The SMS code has 6 digits`),
      ),
};

/** Whether the confirmation matches the password (checked once both are typed). */
const passwordsMatch = () =>
  z.refine<{ password: string; confirmPassword: string }>(
    (value) => value.confirmPassword === '' || value.password === value.confirmPassword,
    { message: t`The passwords entered twice do not match!`, path: ['confirmPassword'] },
  );

export function passwordLoginSchema() {
  return z.object({
    username: fields.username(),
    password: fields.password(),
    captcha: fields.captcha(),
    autoLogin: z.boolean(),
  });
}

export function smsLoginSchema() {
  return z.object({
    phone: fields.phone(),
    captcha: z.string(),
    smsCode: fields.smsCode(),
    autoLogin: z.boolean(),
  });
}

export function registerSchema() {
  return z
    .object({
      username: fields.username(),
      password: fields.password(),
      confirmPassword: fields.confirmPassword(),
      phone: fields.phone(),
      captcha: fields.captcha(),
      smsCode: fields.smsCode(),
      agreed: z
        .boolean()
        .check(z.refine(Boolean, t`Please read and agree to the agreement first!`)),
    })
    .check(passwordsMatch());
}

export function verifyPhoneSchema() {
  return z.object({
    phone: fields.phone(),
    captcha: z.string(),
    smsCode: fields.smsCode(),
  });
}

export function newPasswordSchema() {
  return z
    .object({
      password: fields.password(),
      confirmPassword: fields.confirmPassword(),
    })
    .check(passwordsMatch());
}
