import type { ReactNode } from 'react';
import { Button, type ButtonProps, type StackProps } from '@mantine/core';
import { useStore } from '@tanstack/react-form';
import { useHydrated } from '@/lib/use-hydrated';
import { BackAndSubmit } from './back-and-submit';
import { useFormContext } from './form-context';
import { FormShell } from './form-shell';
import { setServerError, useServerError } from './server-errors';

export interface FormProps extends Omit<StackProps, 'children'> {
  children: ReactNode;
}

/**
 * The `<form>` of a kit form (`<form.AppForm><form.Form>…`): submitted by TanStack Form, one submit
 * at a time, with the server's message above the fields.
 */
export function Form({ children, ...stackProps }: FormProps) {
  const form = useFormContext();
  const error = useServerError(form);
  return (
    <FormShell form={form} error={error} {...stackProps}>
      {children}
    </FormShell>
  );
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'loading'> {
  children: ReactNode;
  /** Enabled only once something was changed (a form that edits saved values). */
  whenDirty?: boolean;
}

/**
 * The submit button: pending, and so disabled, while the submit runs. On a page that came as HTML
 * it is disabled until the app has taken the form over: the browser would otherwise send the
 * form itself (a click, or Enter in a field), reloading the page without what was typed.
 */
export function SubmitButton({
  children,
  whenDirty = false,
  disabled,
  ...props
}: SubmitButtonProps) {
  const form = useFormContext();
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
  const isDirty = useStore(form.store, (state) => state.isDirty);
  const hydrated = useHydrated();
  return (
    <Button
      {...props}
      type="submit"
      loading={isSubmitting}
      disabled={disabled || !hydrated || (whenDirty && !isDirty)}
    >
      {children}
    </Button>
  );
}

export interface FormBackAndSubmitProps {
  /** Returns to the previous step of the wizard (the server's message of this step goes). */
  onBack: () => void;
  submitLabel: string;
}

/** 'Back' and the submit button at the foot of a wizard step (`BackAndSubmit`). */
export function FormBackAndSubmit({ onBack, submitLabel }: FormBackAndSubmitProps) {
  const form = useFormContext();
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <BackAndSubmit
      submitLabel={submitLabel}
      submitting={isSubmitting}
      onBack={() => {
        setServerError(form, null);
        onBack();
      }}
    />
  );
}
