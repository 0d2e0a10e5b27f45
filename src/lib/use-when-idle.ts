import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/** The longest a caller waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False until the browser is first idle after the page has shown its content (`afterNextPaint`),
 * or `IDLE_TIMEOUT_MS` after that at the latest, then true: what no first screen needs (the
 * header's unread count) waits for it, so that its request and its render are not part of the
 * first paint's work on a slow phone, nor among the requests Lighthouse counts in the largest
 * paint's time (on a page as HTML the header is in the markup, drawn before the page's data is
 * in: idle can come before that data has been painted). Where the browser has no idle callbacks (Safari), once the page
 * has shown its content.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    let cancelIdle: () => void = () => undefined;
    const cancelPaint = afterNextPaint(() => {
      // Safari has no idle callbacks: the task after the shown frame is the nearest to idle.
      if (typeof requestIdleCallback !== 'function') return done();
      const handle = requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => cancelIdleCallback(handle);
    });
    return () => {
      cancelPaint();
      cancelIdle();
    };
  }, []);
  return idle;
}
