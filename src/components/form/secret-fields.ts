import { useEffect } from 'react';
import type { FormLike } from './server-errors';

/**
 * The fields of a form that hold a secret (a password, a captcha, an SMS code), marked by the
 * kit's own field components as they mount: the form's kept values never hold them, whatever the
 * form's `keep` names (src/lib/kept-values.ts). One set per form, found through its state store.
 */
const secrets = new WeakMap<object, Set<string>>();

export function secretFieldsOf(form: FormLike): ReadonlySet<string> {
  return secrets.get(form.store) ?? new Set();
}

/** Marks the field `name` of `form` as a secret (a field component calls it). */
export function markSecretField(form: FormLike, name: string): void {
  let names = secrets.get(form.store);
  if (!names) {
    names = new Set();
    secrets.set(form.store, names);
  }
  names.add(name);
}

/** In a field component that holds a secret: the form never keeps its value. */
export function useSecretField(form: FormLike, name: string): void {
  useEffect(() => markSecretField(form, name), [form, name]);
}
