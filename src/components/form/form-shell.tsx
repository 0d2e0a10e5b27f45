import type { ReactNode } from 'react';
import { Alert, Stack, type StackProps } from '@mantine/core';

/** What the shell needs of a form; every TanStack Form `FormApi` has it. */
export interface SubmittableForm {
  state: { isSubmitting: boolean };
  handleSubmit: () => Promise<unknown>;
}

export interface FormShellProps extends Omit<StackProps, 'children'> {
  form: SubmittableForm;
  /** Why the server refused, shown above the fields. */
  error?: string | null;
  children: ReactNode;
}

/**
 * A form that TanStack Form validates and submits, not the browser; a second submit while the
 * first runs is ignored. The fields stack below the server's error, if any; other props go to
 * the `Stack`.
 */
export function FormShell({ form, error, children, gap = 'md', ...stackProps }: FormShellProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.state.isSubmitting) void form.handleSubmit();
      }}
    >
      <Stack gap={gap} {...stackProps}>
        {error && (
          <Alert color="red" role="alert" variant="light">
            {error}
          </Alert>
        )}
        {children}
      </Stack>
    </form>
  );
}
