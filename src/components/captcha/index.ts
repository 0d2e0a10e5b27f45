export {
  CaptchaImage,
  CaptchaInput,
  useCaptchaKey,
  type CaptchaInputProps,
  type CaptchaKey,
} from './captcha';
// The preload (`preloadCaptcha`) is imported from './captcha-key' itself: it runs at start-up, in the entry.
export { captchaImageUrl, newCaptchaKey } from './captcha-key';
