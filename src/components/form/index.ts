export { BackAndSubmit, type BackAndSubmitProps } from './back-and-submit';
export { FormShell, type FormShellProps, type SubmittableForm } from './form-shell';
export { PhoneInput, type PhoneInputProps } from './phone-input';
