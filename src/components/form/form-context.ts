import { createFormHookContexts } from '@tanstack/react-form';

/** The field and form contexts of the kit: field components and form components read them. */
export const { fieldContext, formContext, useFieldContext, useFormContext } =
  createFormHookContexts();
