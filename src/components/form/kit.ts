import { useEffect, useState } from 'react';
import {
  createFormHook,
  revalidateLogic,
  type FormApi,
  type FormAsyncValidateOrFn,
  type FormValidateOrFn,
} from '@tanstack/react-form';
import { isApiError } from '@/api/errors';
import { errorMessage } from '@/lib/form-errors';
import { CheckboxField, RadioField, SwitchField } from './choice-fields';
import { CaptchaField, SmsCodeField } from './code-fields';
import { Form, FormBackAndSubmit, SubmitButton } from './form-components';
import { fieldContext, formContext } from './form-context';
import { DateField, FileField, MultiSelectField, SelectField } from './lazy-fields';
import { forgetKeptValues, keepValues, keptValues } from './kept-values';
import { RepeatingGroup } from './repeating-group';
import { setServerError } from './server-errors';
import { PasswordField, PhoneField, TextareaField, TextField } from './text-fields';

/**
 * The portal's form kit (TanStack Form's form composition): its field components, registered once,
 * are `field.TextField` & co. inside `form.AppField`; its form components are `form.Form`,
 * `form.SubmitButton` and `form.BackAndSubmit` inside `form.AppForm`. See ./README.md.
 */
const kit = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField,
    TextareaField,
    PasswordField,
    PhoneField,
    CaptchaField,
    SmsCodeField,
    SelectField,
    MultiSelectField,
    RadioField,
    CheckboxField,
    SwitchField,
    DateField,
    FileField,
    RepeatingGroup,
  },
  formComponents: { Form, SubmitButton, BackAndSubmit: FormBackAndSubmit },
});

/** Sections of one form type (`withForm`) and groups of fields shared by forms (`withFieldGroup`). */
export const { withForm, withFieldGroup } = kit;

// Validators a kit form does not set are typed as TanStack Form types them when left out, so that
// `withForm` sections accept kit forms.
type Rules<TFormData> = FormValidateOrFn<TFormData> | undefined;
type AsyncRules<TFormData> = FormAsyncValidateOrFn<TFormData> | undefined;

/** The form as `onSubmit` gets it. */
export type KitFormApi<TFormData> = FormApi<
  TFormData,
  Rules<TFormData>,
  Rules<TFormData>,
  AsyncRules<TFormData>,
  Rules<TFormData>,
  AsyncRules<TFormData>,
  Rules<TFormData>,
  AsyncRules<TFormData>,
  Rules<TFormData>,
  AsyncRules<TFormData>,
  AsyncRules<TFormData>,
  unknown
>;

export interface AppFormOptions<TFormData> {
  defaultValues: TFormData;
  /**
   * The form's rules, a zod/mini schema with translated messages: checked at the first submit,
   * then at every change.
   */
  rules?: Rules<TFormData>;
  /**
   * Sends the form. A rejection shows its message above the fields (the API client's errors carry
   * the server's `msg`); what was typed stays.
   */
  onSubmit: (props: { value: TFormData; formApi: KitFormApi<TFormData> }) => unknown;
  /** After a refused submit, once its message shows (e.g. a new captcha). */
  onSubmitError?: (error: unknown, formApi: KitFormApi<TFormData>) => void;
  /**
   * Keeps the named fields across the code-512 re-login under `key` (unique to the form), and
   * restores them when the form comes back. Never name passwords, captchas or SMS codes.
   */
  keep?: { key: string; fields: readonly (keyof TFormData & string)[] };
}

/**
 * A kit form: TanStack Form's `useAppForm` with the portal's rules (errors from the first submit,
 * then as the user types), the server's message above the fields, and values kept across a
 * code-512 re-login.
 */
export function useAppForm<TFormData>({
  defaultValues,
  rules,
  onSubmit,
  onSubmitError,
  keep,
}: AppFormOptions<TFormData>) {
  const [initialValues] = useState(() =>
    keep ? keptValues(keep.key, defaultValues as TFormData & object, keep.fields) : defaultValues,
  );
  const keepKey = keep?.key;
  // Read once at mount; forgotten once on screen (a second read in React's strict mode still finds them).
  useEffect(() => {
    if (keepKey) forgetKeptValues(keepKey);
  }, [keepKey]);

  return kit.useAppForm<
    TFormData,
    Rules<TFormData>,
    Rules<TFormData>,
    AsyncRules<TFormData>,
    Rules<TFormData>,
    AsyncRules<TFormData>,
    Rules<TFormData>,
    AsyncRules<TFormData>,
    Rules<TFormData>,
    AsyncRules<TFormData>,
    AsyncRules<TFormData>,
    unknown
  >({
    defaultValues: initialValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: rules },
    onSubmit: async ({ value, formApi }) => {
      setServerError(formApi, null);
      try {
        await onSubmit({ value, formApi });
      } catch (error) {
        if (keep && isApiError(error) && error.kind === 'session') {
          keepValues(keep.key, value as TFormData & object, keep.fields);
        }
        setServerError(formApi, errorMessage(error));
        onSubmitError?.(error, formApi);
      }
    },
  });
}
