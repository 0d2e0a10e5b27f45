export {
  CaptchaImage,
  CaptchaInput,
  captchaImageUrl,
  newCaptchaKey,
  useCaptchaKey,
  type CaptchaInputProps,
  type CaptchaKey,
} from './captcha';
