export { BackAndSubmit, type BackAndSubmitProps } from './back-and-submit';
export { PhoneInput, type PhoneInputProps } from './phone-input';
