import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  createFormHook,
  revalidateLogic,
  type FormApi,
  type FormAsyncValidateOrFn,
  type FormValidateOrFn,
  type StandardSchemaV1,
} from '@tanstack/react-form';
import { isApiError } from '@/api/errors';
import { errorMessage } from '@/lib/form-errors';
import { CheckboxField, RadioField, SwitchField } from './choice-fields';
import { CaptchaField, SmsCodeField } from './code-fields';
import { Form, FormBackAndSubmit, SubmitButton } from './form-components';
import { fieldContext, formContext } from './form-context';
import { DateField, FileField, MultiSelectField, SelectField } from './lazy-fields';
import { forgetKeptValues, keepValues, keptGeneration, keptValues } from '@/lib/kept-values';
import { useHydrated } from '@/lib/use-hydrated';
import { RepeatingGroup } from './repeating-group';
import { secretFieldsOf } from './secret-fields';
import { hasServerErrors, setServerError } from './server-errors';
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
   * The form's rules: the function that makes its zod/mini schema, with translated messages. The
   * kit makes the schema when it first checks the form (the first submit; every change after it),
   * not as the form mounts: a long form's schema is a few milliseconds of a phone's main thread.
   */
  rules?: () => StandardSchemaV1<TFormData, unknown>;
  /**
   * Sends the form. A rejection shows its message above the fields (the API client's errors carry
   * the server's `msg`); what was typed stays.
   */
  onSubmit: (props: { value: TFormData; formApi: KitFormApi<TFormData> }) => unknown;
  /** After a refused submit, once its message shows (e.g. a new captcha). */
  onSubmitError?: (error: unknown, formApi: KitFormApi<TFormData>) => void;
  /**
   * Keeps the named fields under `key` (unique to the form) as the user types, in the tab's
   * session storage: they come back after a reload, the code-512 re-login and a visit elsewhere,
   * and go on a successful submit and on logout. Passwords, captchas and SMS codes are never kept
   * (the kit leaves out the fields of `PasswordField`, `CaptchaField` and `SmsCodeField`).
   */
  keep?: { key: string; fields: readonly (keyof TFormData & string)[] };
}

/** The schema `rules` makes, made when it first checks a value. */
function rulesWhenChecked<TFormData>(
  rules: () => StandardSchemaV1<TFormData, unknown>,
): StandardSchemaV1<TFormData, unknown> {
  let schema: StandardSchemaV1<TFormData, unknown> | undefined;
  return {
    '~standard': {
      version: 1,
      vendor: 'form-kit',
      validate: (value) => (schema ??= rules())['~standard'].validate(value),
    },
  };
}

/** How long typing pauses before what was typed is kept. */
const KEEP_DELAY_MS = 300;

interface Keeper {
  /** Saves now what waits to be saved. */
  flush: () => void;
  /** Drops what waits to be saved. */
  cancel: () => void;
}

/**
 * Saves the named fields of `form` as the user types (debounced; at once when the page is hidden
 * or the form goes), only those that differ from `defaults`, never a secret field.
 */
function useKeeper<TFormData>(
  form: KitFormApi<TFormData>,
  keep: AppFormOptions<TFormData>['keep'],
  defaults: TFormData,
  keeperRef: RefObject<Keeper>,
): void {
  const latest = useRef({ keep, defaults });
  useEffect(() => {
    latest.current = { keep, defaults };
  });
  const key = keep?.key;
  useEffect(() => {
    if (!key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let planned = keptGeneration();
    let last = form.state.values;
    const save = () => {
      timer = undefined;
      const { keep: current, defaults: first } = latest.current;
      // A logout since the change: the values belong to the user who left.
      if (!current || planned !== keptGeneration()) return;
      keepValues(current.key, form.state.values as TFormData & object, current.fields, {
        defaults: first as TFormData & object,
        secrets: secretFieldsOf(form),
      });
    };
    const cancel = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    };
    const flush = () => {
      if (timer === undefined) return;
      cancel();
      save();
    };
    keeperRef.current = { flush, cancel };
    const subscription = form.store.subscribe(() => {
      const values = form.state.values;
      if (values === last) return;
      last = values;
      planned = keptGeneration();
      cancel();
      timer = setTimeout(save, KEEP_DELAY_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [form, key, keeperRef]);
}

/**
 * A kit form: TanStack Form's `useAppForm` with the portal's rules (errors from the first submit,
 * then as the user types), the server's message above the fields, and what was typed kept across
 * a reload and the code-512 re-login (`keep`).
 */
export function useAppForm<TFormData>({
  defaultValues,
  rules,
  onSubmit,
  onSubmitError,
  keep,
}: AppFormOptions<TFormData>) {
  const [defaults] = useState(defaultValues);
  const [schema] = useState(() => (rules ? rulesWhenChecked(rules) : undefined));
  // A form drawn on the server (a page as HTML), and then hydrated, starts as the server drew it:
  // the fields' markup is the server's. What was kept comes once the app owns the form (below).
  const hydrated = useHydrated();
  const [hydrating] = useState(!hydrated);
  // Read once at mount; kept until a successful submit or logout (a reload finds them again).
  const [initialValues] = useState(() =>
    keep && !hydrating
      ? keptValues(keep.key, defaultValues as TFormData & object, keep.fields)
      : defaultValues,
  );
  const keeperRef = useRef<Keeper>({ flush: () => undefined, cancel: () => undefined });

  const form = kit.useAppForm<
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
    validators: { onDynamic: schema },
    onSubmit: async ({ value, formApi }) => {
      setServerError(formApi, null);
      keeperRef.current.flush();
      try {
        await onSubmit({ value, formApi });
        // Sent (a message at a field, e.g. a code to verify first, is no success).
        if (keep && !hasServerErrors(formApi)) {
          keeperRef.current.cancel();
          forgetKeptValues(keep.key);
        }
      } catch (error) {
        if (keep && isApiError(error) && error.kind === 'session') {
          keepValues(keep.key, value as TFormData & object, keep.fields, {
            defaults: defaults as TFormData & object,
            secrets: secretFieldsOf(formApi),
          });
        }
        setServerError(formApi, errorMessage(error));
        onSubmitError?.(error, formApi);
      }
    },
  });
  useKeeper(form as unknown as KitFormApi<TFormData>, keep, defaults, keeperRef);
  useEffect(() => {
    if (!hydrating || !keep) return;
    const kept = keptValues(keep.key, defaults as TFormData & object, keep.fields);
    for (const name of keep.fields) {
      if (kept[name] !== defaults[name]) form.setFieldValue(name as never, kept[name] as never);
    }
    // Once, after the hydration; `keep` is the form's own constant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, hydrating, defaults]);
  return form;
}
