// The form kit (README.md beside this file): build forms with `useAppForm`, not its parts.
export { PasswordAdvice } from './password-advice';
export { passwordAdvice, type PasswordStrength } from './password-strength';
export { useAppForm, withFieldGroup, withForm, type AppFormOptions, type KitFormApi } from './kit';
export { useFieldContext, useFormContext } from './form-context';
export type { FieldOption } from './choice-fields';
export type { UploadFn } from './file-field';
export { setFieldServerError, setServerError, type FormLike } from './server-errors';
