export { SMS_RESEND_SECONDS, SmsCodeButton, type SmsCodeButtonProps } from './sms-code-button';
export { SmsNotReceived } from './sms-not-received';
export { useCountdown } from './use-countdown';
