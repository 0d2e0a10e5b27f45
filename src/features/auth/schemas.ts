import { t } from '@lingui/core/macro';
import { z } from 'zod';
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
      .trim()
      .min(1, t`Please enter your username`)
      .max(max, t`The username can have at most ${max} characters`);
  },
  password: () => {
    const min = loginBodyPasswordMin;
    const max = loginBodyPasswordMax;
    return z
      .string()
      .min(1, t`Please enter your password`)
      .min(min, t`The password must have at least ${min} characters`)
      .max(max, t`The password can have at most ${max} characters`);
  },
  confirmPassword: () => z.string().min(1, t`Please enter the password again`),
  phone: () =>
    z
      .string()
      .trim()
      .min(1, t`Please enter your phone number`)
      .refine(isMainlandMobile, t`Incorrect phone number`),
  captcha: () =>
    z
      .string()
      .trim()
      .min(1, t`Please enter the captcha`)
      .regex(loginBodyCaptchaRegExp, t`The captcha has 4 letters or digits`),
  smsCode: () =>
    z
      .string()
      .trim()
      .min(1, t`Please enter the SMS code`)
      .regex(registerBodySmsCodeRegExp, t`The SMS code has 6 digits`),
};

const passwordsMatch = {
  check: (value: { password: string; confirmPassword: string }) =>
    value.confirmPassword === '' || value.password === value.confirmPassword,
  message: () => t`The passwords entered twice do not match!`,
};

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
      agreed: z.boolean().refine(Boolean, t`Please read and agree to the agreement first!`),
    })
    .refine(passwordsMatch.check, {
      message: passwordsMatch.message(),
      path: ['confirmPassword'],
    });
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
    .refine(passwordsMatch.check, {
      message: passwordsMatch.message(),
      path: ['confirmPassword'],
    });
}
