import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showContent, stubFrames, stubPaintReports } from '@/test/frames';
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
  vi.useRealTimers();
});

describe('WhenNearScreen', () => {
  it('keeps a placeholder of the given height until the section comes near the screen', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { frame } = stubFrames();
    const { observers, disconnect, report } = stubObserver();
    render(
      <WhenNearScreen height={160}>
        <p>Comments</p>
      </WhenNearScreen>,
    );
    expect(screen.queryByText('Comments')).not.toBeInTheDocument();
    const placeholder = screen.getByTestId('near-screen-placeholder');
    expect(placeholder.firstElementChild).toHaveStyle({ height: '160px' });
    await showContent(frame);
    // It starts a little before the section is on screen.
    expect(observers[0]?.options?.rootMargin).toBe('400px 0px');

    report(false);
    expect(screen.queryByText('Comments')).not.toBeInTheDocument();

    report(true);
    expect(screen.getByText('Comments')).toBeInTheDocument();
    expect(screen.queryByTestId('near-screen-placeholder')).not.toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it('looks for the reader only once the page has shown its content', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { frame } = stubFrames();
    const paint = stubPaintReports();
    const { observers, report } = stubObserver();
    const { unmount } = render(
      <WhenNearScreen height={160}>
        <p>Comments</p>
      </WhenNearScreen>,
    );
    // Frames of skeletons only: a section near them is not asked for yet.
    await showContent(frame);
    expect(observers).toHaveLength(0);
    act(() => paint('first-contentful-paint'));
    await showContent(frame);
    expect(observers).toHaveLength(1);
    report(true);
    expect(screen.getByText('Comments')).toBeInTheDocument();
    unmount();
  });

  it('looks for nothing once it is gone before the page has shown its content', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { frame } = stubFrames();
    const { observers } = stubObserver();
    render(
      <WhenNearScreen height={160}>
        <p>Comments</p>
      </WhenNearScreen>,
    ).unmount();
    await showContent(frame);
    expect(observers).toHaveLength(0);
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
