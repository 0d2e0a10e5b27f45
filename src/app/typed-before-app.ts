// What a visitor typed into a page that came as HTML before the app's code came: kept by the
// page's inline script (`keepTypedBeforeApp`, src/app/first-load.ts), handed here to the forms once
// the app has taken the page over (src/app/hydrate-prerendered.tsx).
import { TYPED_BEFORE_APP, type TypedBeforeApp } from './first-load';

/**
 * The value property's own setter, past React's: React watches a field's value through a setter
 * of its own on the element, and calls `onChange` for an input event only when the value differs
 * from the last it saw.
 */
function setNativeValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

/** Acts on `element`, if it is still on the page, once React has rendered what is pending. */
function inTaskOfItsOwn<T extends Element>(element: T | null, act: (element: T) => void): void {
  if (!element) return;
  setTimeout(() => {
    if (element.isConnected) act(element);
  }, 0);
}

/**
 * Gives each field the visitor changed before the app took the page over to whoever owns it now
 * (the form's state), as if typed again: React took the field over as it was, but its state holds
 * what the server drew. This is what React does itself when built with `enableHydrationChangeEvent`
 * (off in React 19.3): an input event for a text field, a click for a box. A form the visitor
 * sent in that time is then sent, as the app's (in a task of its own, once React has rendered what
 * the fields now hold), and a button pressed that nothing answered is pressed. The page's script
 * stops keeping fields from then on: the app has them.
 */
export function replayTypedBeforeApp(doc: Document = document): void {
  const typed = (doc as unknown as Record<string, TypedBeforeApp | undefined>)[TYPED_BEFORE_APP];
  if (!typed) return;
  typed.keeping = false;
  for (const [field, { value, checked }] of typed.fields) {
    if (!field.isConnected) continue;
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      // A radio only ever becomes checked; a box as the visitor left it.
      if (field.type === 'radio' && !checked) continue;
      // Through React's setter, so that the click below is a change it sees.
      field.checked = !checked;
      field.click();
    } else if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      // React's setter learns another value, the element gets the visitor's: the input event is
      // then a change to React.
      field.value = value === '' ? ' ' : '';
      setNativeValue(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  typed.fields.clear();
  inTaskOfItsOwn(typed.submitted, (form) => form.requestSubmit());
  inTaskOfItsOwn(typed.pressed, (button) => button.click());
  typed.submitted = null;
  typed.pressed = null;
}
