import { useSyncExternalStore } from 'react';

/**
 * What the server (or a check made while sending, such as an SMS code request) refused, kept per
 * form beside TanStack Form's own state: a message above the fields, and messages at fields until
 * the user edits them. Kept apart from the form's `errorMap`, so that they never block a submit.
 */
interface ServerErrorState {
  form: string | null;
  fields: Readonly<Record<string, string>>;
}

const EMPTY: ServerErrorState = { form: null, fields: {} };

class ServerErrorStore {
  state: ServerErrorState = EMPTY;
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  set(next: ServerErrorState) {
    if (next.form === this.state.form && next.fields === this.state.fields) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

/**
 * A form as field and form components reach it: `useAppForm`'s answer, `field.form`, `group.form`
 * or `formApi` in `onSubmit`. They are different objects around one form, which owns `store`.
 */
export interface FormLike {
  store: object;
}

/** One store a form, found through the form's own state store. */
const stores = new WeakMap<object, ServerErrorStore>();

function storeOf(form: FormLike): ServerErrorStore {
  let store = stores.get(form.store);
  if (!store) {
    store = new ServerErrorStore();
    stores.set(form.store, store);
  }
  return store;
}

/** Shows `message` above the form's fields, or removes it (null). */
export function setServerError(form: FormLike, message: string | null): void {
  const store = storeOf(form);
  store.set({ ...store.state, form: message });
}

/** Shows `message` at the field `name` until the user changes it, or removes it (null). */
export function setFieldServerError(form: FormLike, name: string, message: string | null): void {
  const store = storeOf(form);
  const { fields } = store.state;
  if (message === null) {
    if (!(name in fields)) return;
    const next = { ...fields };
    delete next[name];
    store.set({ ...store.state, fields: next });
  } else {
    store.set({ ...store.state, fields: { ...fields, [name]: message } });
  }
}

export function useServerError(form: FormLike): string | null {
  const store = storeOf(form);
  const read = () => store.state.form;
  return useSyncExternalStore(store.subscribe, read, read);
}

export function useFieldServerError(form: FormLike, name: string): string | undefined {
  const store = storeOf(form);
  const read = () => store.state.fields[name];
  return useSyncExternalStore(store.subscribe, read, read);
}

/** Whether the form shows a message of the server (above the fields or at one). */
export function hasServerErrors(form: FormLike): boolean {
  const { state } = storeOf(form);
  return state.form !== null || Object.keys(state.fields).length > 0;
}
