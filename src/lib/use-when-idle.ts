import { useEffect, useState } from 'react';

/** The longest a caller waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False until the browser is first idle after the component was drawn (its first screen painted
 * and its work done, or `IDLE_TIMEOUT_MS` at the latest), then true: what no first screen needs
 * (the header's unread count) waits for it, so that its request and its render are not part of
 * the first paint's work on a slow phone. Where the browser has no idle callbacks (Safari), the
 * task after the next frame.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(done, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return idle;
}
