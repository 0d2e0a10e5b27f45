import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWhenIdle } from './use-when-idle';

function Probe() {
  return <p>{useWhenIdle() ? 'idle' : 'busy'}</p>;
}

describe('useWhenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('turns true when the browser first calls back idle, waiting 2 s at most', () => {
    const callbacks: IdleRequestCallback[] = [];
    const requestIdle = vi.fn((callback: IdleRequestCallback) => callbacks.push(callback));
    vi.stubGlobal('requestIdleCallback', requestIdle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { unmount } = render(<Probe />);
    expect(screen.getByText('busy')).toBeInTheDocument();
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    act(() => callbacks[0]!({ didTimeout: false, timeRemaining: () => 10 }));
    expect(screen.getByText('idle')).toBeInTheDocument();
    unmount();
  });

  it('stops waiting once the component is gone', () => {
    const cancelIdle = vi.fn();
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 7),
    );
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    render(<Probe />).unmount();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('without idle callbacks (Safari), turns true in the task after the next frame', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    render(<Probe />);
    // The frame's callbacks run before it is painted: not yet.
    await act(() => vi.advanceTimersToNextFrame());
    expect(screen.getByText('busy')).toBeInTheDocument();
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(screen.getByText('idle')).toBeInTheDocument();
  });
});
