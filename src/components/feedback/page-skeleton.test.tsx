import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterPaint } from './page-skeleton';

/** The browser's frames, made when the test says: each runs the callbacks asked for before it. */
function stubFrames() {
  const callbacks: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callbacks.push(callback);
    return callbacks.length;
  });
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return {
    frame: () => {
      for (const callback of callbacks.splice(0)) callback(performance.now());
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('AfterPaint', () => {
  it('asks for a heavy part’s code once the frame that showed the content beside its placeholder is shown', async () => {
    vi.useFakeTimers();
    const { frame } = stubFrames();
    const load = vi.fn(() => Promise.resolve({ default: () => <p>The form</p> }));
    const Form = lazy(load);
    render(
      <>
        <h1>The line</h1>
        <AfterPaint fallback={<p>Placeholder</p>}>
          <Form />
        </AfterPaint>
      </>,
    );
    expect(screen.getByText('The line')).toBeInTheDocument();
    expect(screen.getByText('Placeholder')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    // The frame with the content is painted, and the next one made: the part mounts in the task
    // after them, and only then is its code asked for.
    act(() => frame());
    act(() => frame());
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.runAllTimersAsync());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('The form')).toBeInTheDocument();
    expect(screen.queryByText('Placeholder')).not.toBeInTheDocument();
  });

  it('keeps the markup of a page that came as HTML: the hydration draws the part at once', async () => {
    stubFrames();
    const tree = (
      <AfterPaint fallback={<p>Placeholder</p>}>
        <p>The form</p>
      </AfterPaint>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.appendChild(container);
    expect(container.textContent).toBe('The form');

    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree, { onRecoverableError });
      await Promise.resolve();
    });
    expect(container.textContent).toBe('The form');
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });
});
