import { act, useState, type FormEvent, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { useAppForm } from '@/components/form';
import { keepValues } from '@/lib/kept-values';
import { keepTypedBeforeApp, TYPED_BEFORE_APP } from './first-load';
import { theme } from './theme';
import { replayTypedBeforeApp } from './typed-before-app';

interface Values {
  username: string;
  note: string;
  remember: boolean;
}

const rules = z.object({ username: z.string(), note: z.string(), remember: z.boolean() });

function SignIn({ onSubmit }: { onSubmit: (value: Values) => void }) {
  const form = useAppForm({
    defaultValues: { username: '', note: '', remember: false } as Values,
    rules: () => rules,
    keep: { key: 'test.sign-in', fields: ['note'] },
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="username">
          {(field) => <field.TextField label="Username" />}
        </form.AppField>
        <form.AppField name="note">{(field) => <field.TextareaField label="Note" />}</form.AppField>
        <form.AppField name="remember">
          {(field) => <field.CheckboxField label="Remember me" />}
        </form.AppField>
        <form.SubmitButton>Send</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>{children}</MantineProvider>
    </I18nProvider>
  );
}

/** A search box as the college header and the lists draw it: a plain form, its own state. */
function Search({ onSearch }: { onSearch: (keyword: string) => void }) {
  const [keyword, setKeyword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(keyword);
  };
  return (
    <form role="search" onSubmit={submit}>
      <input aria-label="Keyword" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      <button type="submit">Search</button>
    </form>
  );
}

/** A menu as the header draws it: a button that opens what it holds. */
function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen((was) => !was)}>
        Menu
      </button>
      {open && <p>Menu items</p>}
    </>
  );
}

/** The page as the server wrote it, in the document, with its inline script's keeping on. */
function serverPage(page: ReactNode): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Providers>{page}</Providers>);
  document.body.appendChild(root);
  keepTypedBeforeApp(document, TYPED_BEFORE_APP);
  return root;
}

function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const roots: Root[] = [];

/** The app taking the server's page over, as src/app/hydrate-prerendered.tsx does. */
async function hydrate(container: HTMLElement, page: ReactNode): Promise<void> {
  await act(async () => {
    roots.push(hydrateRoot(container, page));
  });
}

/** Lets the tasks waiting run (a press kept, or pressed again), as React's updates. */
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const sendButton = (root: HTMLElement) =>
  [...root.querySelectorAll('button')].find((button) => button.textContent === 'Send')!;

// React's act() outside Testing Library's render, which declares it otherwise.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  // Unmounted while the test's document is there: a component's timer (a transition) must not
  // fire after the environment is gone.
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
  sessionStorage.clear();
  delete (document as unknown as Record<string, unknown>)[TYPED_BEFORE_APP];
});

describe('what was typed into a page as HTML before the app came', () => {
  it('is the form’s once the app has taken the page over, and is what the form sends', async () => {
    const onSubmit = vi.fn();
    const page = <SignIn onSubmit={onSubmit} />;
    const root = serverPage(page);
    // The browser would send the form itself: its submit waits for the app.
    expect(sendButton(root).disabled).toBe(true);
    typeInto(root.querySelector('input:not([type="checkbox"])')!, 'demo');
    typeInto(root.querySelector('textarea')!, 'call me');
    root.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();

    await hydrate(root, <Providers>{page}</Providers>);
    await act(async () => replayTypedBeforeApp(document));
    expect(sendButton(root).disabled).toBe(false);
    await act(async () => sendButton(root).click());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'demo', note: 'call me', remember: true });
    // From then on the app has the fields: nothing more is kept for it.
    typeInto(root.querySelector('input:not([type="checkbox"])')!, 'demo2');
    const typed = (document as unknown as Record<string, { fields: Map<Element, unknown> }>)[
      TYPED_BEFORE_APP
    ]!;
    expect(typed.fields.size).toBe(0);
  });

  it('shows what the form kept (a reload mid-form) once hydrated', async () => {
    keepValues('test.sign-in', { username: '', note: 'kept note', remember: false }, ['note']);
    const page = <SignIn onSubmit={() => undefined} />;
    const root = serverPage(page);
    const note = root.querySelector('textarea')!;
    expect(note.value).toBe('');
    await hydrate(root, <Providers>{page}</Providers>);
    await act(async () => replayTypedBeforeApp(document));
    expect(note.value).toBe('kept note');
  });

  it('sends a form sent before the app came once the app has it, not the browser', async () => {
    const onSearch = vi.fn();
    const page = <Search onSearch={onSearch} />;
    const root = serverPage(page);
    typeInto(root.querySelector('input')!, 'amazon');
    // Enter in the field: the browser's own sending (a reload, the keyword lost) is stopped.
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    root.querySelector('form')!.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    expect(onSearch).not.toHaveBeenCalled();

    await hydrate(root, <Providers>{page}</Providers>);
    await act(async () => replayTypedBeforeApp(document));
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch).toHaveBeenCalledWith('amazon');
    // Sent once: from then on a form is the app's alone.
    const again = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => root.querySelector('form')!.dispatchEvent(again));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('presses a button pressed before the app came once the app has it, and only then', async () => {
    const root = serverPage(<Menu />);
    const menu = root.querySelector('button')!;
    menu.click();
    await nextTask();
    expect(root.textContent).not.toContain('Menu items');

    await hydrate(
      root,
      <Providers>
        <Menu />
      </Providers>,
    );
    await act(async () => replayTypedBeforeApp(document));
    await nextTask();
    expect(root.textContent).toContain('Menu items');
    // From then on the button is the app's alone: one press closes the menu, nothing presses again.
    await act(async () => menu.click());
    await nextTask();
    expect(root.textContent).not.toContain('Menu items');
  });

  it('does not press again a button the app answered itself', async () => {
    const root = serverPage(<Menu />);
    await hydrate(
      root,
      <Providers>
        <Menu />
      </Providers>,
    );
    // The app has the button, but the page's script is still keeping (the rest not yet hydrated).
    await act(async () => root.querySelector('button')!.click());
    await nextTask();
    await act(async () => replayTypedBeforeApp(document));
    await nextTask();
    expect(root.textContent).toContain('Menu items');
  });
});
