export { BackAndSubmit, type BackAndSubmitProps } from './back-and-submit';
export { FormShell, type FormShellProps, type SubmittableForm } from './form-shell';
export { PhoneInput, type PhoneInputProps } from './phone-input';
export { PasswordAdvice } from './password-advice';
export { passwordAdvice, type PasswordStrength } from './password-strength';
export { useAppForm, withFieldGroup, withForm, type AppFormOptions, type KitFormApi } from './kit';
export { useFieldContext, useFormContext } from './form-context';
export type { FieldOption } from './choice-fields';
export type { UploadFn } from './file-field';
export {
  clearServerErrors,
  setFieldServerError,
  setServerError,
  type FormLike,
} from './server-errors';
