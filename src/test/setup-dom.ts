import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import * as streams from 'node:stream/web';
import { afterEach, vi } from 'vitest';

// Each test file runs in a VM context whose globals are jsdom's window's (the vmThreads pool,
// vite.config.ts): msw needs the web streams Node has and jsdom lacks.
for (const name of ['ReadableStream', 'WritableStream', 'TransformStream'] as const) {
  (globalThis as Record<string, unknown>)[name] ??= streams[name];
}

i18n.loadAndActivate({ locale: 'en-US', messages: {} });

// jsdom lacks these; Mantine and the router use them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = () => undefined;
HTMLElement.prototype.scrollIntoView = () => undefined;

// Each test is a new tab: unmounting first lets a form save what it keeps (kit forms keep what
// was typed in session storage), which then goes with the tab. A test may end while a lazy part
// of its page is still being imported (a form's fields after its first paint): the next test, or
// the file's end, waits for it, as an import finishing after the file's module runner has closed
// fails the whole run ("Vite module runner has been closed").
afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  await vi.dynamicImportSettled();
});
