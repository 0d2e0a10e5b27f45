import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearScreen } from './when-near-screen';

/** A stand-in IntersectionObserver whose callback the test calls, as the browser would. */
function stubObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
  }[] = [];
  const disconnect = vi.fn();
  class StubObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {
      disconnect();
    }
  }
  vi.stubGlobal('IntersectionObserver', StubObserver);
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback } of observers) {
        callback(
          [{ isIntersecting } as IntersectionObserverEntry],
          {} as unknown as IntersectionObserver,
        );
      }
    });
  return { observers, disconnect, report };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WhenNearScreen', () => {
  it('keeps a placeholder of the given height until the section comes near the screen', () => {
    const { observers, disconnect, report } = stubObserver();
    render(
      <WhenNearScreen height={160}>
        <p>Comments</p>
      </WhenNearScreen>,
    );
    expect(screen.queryByText('Comments')).not.toBeInTheDocument();
    const placeholder = screen.getByTestId('near-screen-placeholder');
    expect(placeholder.firstElementChild).toHaveStyle({ height: '160px' });
    // It starts a little before the section is on screen.
    expect(observers[0]?.options?.rootMargin).toBe('400px 0px');

    report(false);
    expect(screen.queryByText('Comments')).not.toBeInTheDocument();

    report(true);
    expect(screen.getByText('Comments')).toBeInTheDocument();
    expect(screen.queryByTestId('near-screen-placeholder')).not.toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it('mounts the section at once where the browser cannot tell what is on screen', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNearScreen height={160}>
        <p>Comments</p>
      </WhenNearScreen>,
    );
    expect(screen.getByText('Comments')).toBeInTheDocument();
  });
});
