export { SMS_RESEND_SECONDS, SmsCodeButton, type SmsCodeButtonProps } from './sms-code-button';
export { SmsCodeInput, type SmsCodeInputProps } from './sms-code-input';
export { SmsNotReceived } from './sms-not-received';
export { useCountdown } from './use-countdown';
