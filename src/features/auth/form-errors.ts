import { useCallback, useState } from 'react';

export { errorMessage, firstError } from '@/lib/form-errors';

/**
 * Errors found outside the form's schema (a refused captcha, a check before sending a code),
 * shown at their field until the user edits it.
 */
export function useFieldErrors<Name extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const show = useCallback((name: Name, message: string) => {
    setErrors((current) => ({ ...current, [name]: message }));
  }, []);
  const clear = useCallback((name: Name) => {
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);
  return { errors, show, clear };
}
