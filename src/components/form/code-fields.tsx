import { CaptchaInput, type CaptchaKey } from '@/components/captcha';
import { SmsCodeInput } from '@/components/sms-code';
import { useSecretField } from './secret-fields';
import { useBoundField } from './use-bound-field';

export interface CaptchaFieldProps {
  /** What the captcha is for: to submit, or only to send an SMS code. */
  description: string;
  withAsterisk?: boolean;
  /** The captcha on screen (`useCaptchaKey`): its key goes with the value. */
  captcha: CaptchaKey;
}

/** The graphic captcha with its picture (`CaptchaInput`). */
export function CaptchaField({ description, withAsterisk, captcha }: CaptchaFieldProps) {
  const { field, value, onChange, onBlur, error } = useBoundField<string>();
  useSecretField(field.form, field.name);
  return (
    <CaptchaInput
      description={description}
      withAsterisk={withAsterisk}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      captcha={captcha}
    />
  );
}

export interface SmsCodeFieldProps {
  label?: string;
  /**
   * Asks for a code (the feature's API call): answers `resendAfter`, or null when none was sent
   * and the form shows why. The button counts down meanwhile.
   */
  onSend: () => Promise<number | null>;
}

/** The 6-digit SMS code with 'Get code' and its resend countdown (`SmsCodeInput`). */
export function SmsCodeField({ label, onSend }: SmsCodeFieldProps) {
  const { field, value, onChange, onBlur, error } = useBoundField<string>();
  useSecretField(field.form, field.name);
  return (
    <SmsCodeInput
      label={label}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      onSend={onSend}
    />
  );
}
