import { firstError } from '@/lib/form-errors';
import { useFieldContext } from './form-context';
import { setFieldServerError, useFieldServerError } from './server-errors';

/** The props of a Mantine input that the form owns: a field component leaves them out. */
export type BoundProps = 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue';

/**
 * What every field component binds: the value; a change that also removes the server's message at
 * the field; the blur; and the first translated error (the form's rules first, else the server's).
 */
export function useBoundField<T>() {
  const field = useFieldContext<T>();
  const serverError = useFieldServerError(field.form, field.name);
  return {
    field,
    value: field.state.value,
    onChange: (value: T) => {
      setFieldServerError(field.form, field.name, null);
      field.handleChange(value);
    },
    onBlur: field.handleBlur,
    error: firstError(field.state.meta.errors) ?? serverError,
  };
}
