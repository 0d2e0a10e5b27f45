import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Stack, Text, type StackProps } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

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

/** The messages of the fields in error (Mantine's `Input.Error`: `id="…-error"`), in page order. */
function fieldErrors(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[id$="-error"]')].filter(
    (element) => element.textContent?.trim() !== '',
  );
}

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function escapeId(id: string): string {
  return typeof CSS !== 'undefined' && 'escape' in CSS
    ? CSS.escape(id)
    : id.replace(/["\\]/g, '\\$&');
}

/** Scrolls `element` into view where the browser can (jsdom cannot). */
function reveal(element: HTMLElement, block: ScrollLogicalPosition): void {
  if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block });
}

/** The control an error message belongs to: the one it describes, else the nearest one around it. */
function controlOf(error: HTMLElement, root: HTMLElement): HTMLElement | null {
  const described = root.querySelector<HTMLElement>(`[aria-describedby~="${escapeId(error.id)}"]`);
  if (described && !(described as HTMLInputElement).disabled) return described;
  let around = error.parentElement;
  while (around && around !== root) {
    const control = around.querySelector<HTMLElement>(FOCUSABLE);
    if (control) return control;
    around = around.parentElement;
  }
  return null;
}

/** The next frame: the form's errors are on screen by then. */
function nextFrame(): Promise<void> {
  return new Promise((done) => requestAnimationFrame(() => done()));
}

/**
 * A form that TanStack Form validates and submits, not the browser; a second submit while the
 * first runs is ignored. The fields stack below the server's error, if any; other props go to
 * the `Stack`. A refused submit shows where: the first field in error takes the focus, scrolled
 * into view, and the form says how many fields need attention (until none does).
 */
export function FormShell({ form, error, children, gap = 'md', ...stackProps }: FormShellProps) {
  // Drawn again in the new language (the count is translated by `plural`).
  useLingui();
  const root = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const [attention, setAttention] = useState(0);

  const submit = async () => {
    await form.handleSubmit();
    await nextFrame();
    const element = root.current;
    if (!element) return;
    const errors = fieldErrors(element);
    setAttention(errors.length);
    const first = errors[0];
    const control = first ? controlOf(first, element) : null;
    if (control) {
      control.focus({ preventScroll: true });
      reveal(control, 'center');
    } else if (first) {
      reveal(first, 'center');
    } else if (alert.current) {
      reveal(alert.current, 'nearest');
    }
  };

  // While the count shows, it follows the fields as they are corrected.
  useEffect(() => {
    const element = root.current;
    if (attention === 0 || !element) return;
    const observer = new MutationObserver(() => setAttention(fieldErrors(element).length));
    observer.observe(element, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [attention]);

  const count = attention;
  return (
    <form
      ref={root}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.state.isSubmitting) void submit();
      }}
    >
      <Stack gap={gap} {...stackProps}>
        {error && (
          <Alert ref={alert} color="red" role="alert" variant="light">
            {error}
          </Alert>
        )}
        {children}
        {count > 0 && (
          <Text
            size="sm"
            c="var(--mantine-color-error)"
            fw={500}
            role="alert"
            data-testid="form-attention"
          >
            {plural(count, {
              one: 'One field needs attention',
              other: '# fields need attention',
            })}
          </Text>
        )}
      </Stack>
    </form>
  );
}
