import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showContent, stubFrames, stubPaintReports } from '@/test/frames';
import { useWhenIdle } from './use-when-idle';

function Probe() {
  return <p>{useWhenIdle() ? 'idle' : 'busy'}</p>;
}

function stubIdle(handle = 1) {
  const callbacks: IdleRequestCallback[] = [];
  const requestIdle = vi.fn((callback: IdleRequestCallback) => {
    callbacks.push(callback);
    return handle;
  });
  const cancelIdle = vi.fn();
  vi.stubGlobal('requestIdleCallback', requestIdle);
  vi.stubGlobal('cancelIdleCallback', cancelIdle);
  return { callbacks, requestIdle, cancelIdle };
}

describe('useWhenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('turns true when the browser is first idle after the page has shown its content, waiting 2 s at most', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { frame } = stubFrames();
    const { callbacks, requestIdle } = stubIdle();
    const { unmount } = render(<Probe />);
    expect(screen.getByText('busy')).toBeInTheDocument();
    expect(requestIdle).not.toHaveBeenCalled();
    await showContent(frame);
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    act(() => callbacks[0]!({ didTimeout: false, timeRemaining: () => 10 }));
    expect(screen.getByText('idle')).toBeInTheDocument();
    unmount();
  });

  it("waits for the browser's report that the page has painted its content", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { frame } = stubFrames();
    const paint = stubPaintReports();
    const { requestIdle } = stubIdle();
    const { unmount } = render(<Probe />);
    // Frames of skeletons only (the header is drawn before the page's content).
    await showContent(frame);
    expect(requestIdle).not.toHaveBeenCalled();
    act(() => paint('first-contentful-paint'));
    await showContent(frame);
    expect(requestIdle).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('stops waiting once the component is gone', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { frame } = stubFrames();
    const { requestIdle, cancelIdle } = stubIdle(7);
    const { unmount } = render(<Probe />);
    await showContent(frame);
    unmount();
    expect(cancelIdle).toHaveBeenCalledWith(7);
    // Gone before the page had shown its content: it never asks.
    requestIdle.mockClear();
    render(<Probe />).unmount();
    await showContent(frame);
    expect(requestIdle).not.toHaveBeenCalled();
  });

  it('without idle callbacks (Safari), turns true once the page has shown its content', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { frame } = stubFrames();
    const paint = stubPaintReports();
    vi.stubGlobal('requestIdleCallback', undefined);
    render(<Probe />);
    await showContent(frame);
    expect(screen.getByText('busy')).toBeInTheDocument();
    act(() => paint('first-contentful-paint'));
    await showContent(frame);
    expect(screen.getByText('idle')).toBeInTheDocument();
  });
});
