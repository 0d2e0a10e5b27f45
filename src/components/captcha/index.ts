export {
  CaptchaImage,
  CaptchaInput,
  useCaptchaKey,
  type CaptchaInputProps,
  type CaptchaKey,
} from './captcha';
export { captchaImageUrl, newCaptchaKey, preloadCaptcha } from './captcha-key';
