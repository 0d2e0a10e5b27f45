import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

/**
 * The browser's frames, made when the test says: each runs the callbacks asked for before it.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function stubFrames() {
  const callbacks = new Map<number, FrameRequestCallback>();
  let last = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    last += 1;
    callbacks.set(last, callback);
    return last;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => callbacks.delete(handle));
  return {
    frame: () => {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const callback of due) callback(performance.now());
    },
  };
}

/**
 * The frame that shows the page's content, the next one, and the task after them: what waits for
 * `afterNextPaint` (src/lib/after-next-paint.ts) runs, with `stubFrames` and faked timers.
 */
export async function showContent(frame: () => void) {
  act(() => frame());
  act(() => frame());
  await act(() => vi.runOnlyPendingTimersAsync());
}

/**
 * The browser's reports of its paints, made when the test says: `paint(name)` reports one
 * (`'first-contentful-paint'`) to every observer of paints still observing. The page's
 * performance timeline holds none yet (jsdom keeps none). Undo with `vi.unstubAllGlobals()`.
 */
export function stubPaintReports() {
  const observers = new Set<(entries: PerformanceObserverEntryList) => void>();
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['paint'];
      private readonly report: (entries: PerformanceObserverEntryList) => void;
      constructor(callback: (entries: PerformanceObserverEntryList, observer: unknown) => void) {
        this.report = (entries) => callback(entries, this);
      }
      observe() {
        observers.add(this.report);
      }
      disconnect() {
        observers.delete(this.report);
      }
    },
  );
  vi.stubGlobal('performance', {
    now: () => Date.now(),
    timeOrigin: 0,
    getEntriesByName: () => [],
  });
  return (name: string) => {
    const entries = {
      getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []),
    } as unknown as PerformanceObserverEntryList;
    for (const report of [...observers]) report(entries);
  };
}

/**
 * Draws `tree` on the server, hydrates that markup and answers its text before and after the
 * hydration, and the hydration's recoverable errors (a mismatch between the two).
 */
export async function hydrateServerMarkup(tree: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.appendChild(container);
  const before = container.textContent;
  const onRecoverableError = vi.fn();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, tree, { onRecoverableError });
    await Promise.resolve();
  });
  const after = container.textContent;
  act(() => root?.unmount());
  container.remove();
  return { before, after, errors: onRecoverableError.mock.calls.length };
}
