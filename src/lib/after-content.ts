import type { QueryClient } from '@tanstack/react-query';
import { afterNextPaint } from './after-next-paint';

/** The longest the page's content is waited for, once the browser has painted something. */
export const CONTENT_TIMEOUT_MS = 3000;

/** Placeholders of the page's content on the page now (a list's skeleton rows, an order's). */
let placeholders = 0;
const placeholderListeners = new Set<() => void>();

/**
 * Counts a placeholder of the page's content (`SkeletonBlock` while mounted, outside the place of
 * a part that comes after the content): answers the function that takes it away.
 */
export function holdContentPlace(): () => void {
  placeholders += 1;
  return () => {
    placeholders -= 1;
    for (const listener of placeholderListeners) listener();
  };
}

/**
 * Runs `callback` once the page has shown its content: the browser has reported its first paint
 * with content, then no query of `client` is on its way and no placeholder of the content is on
 * the page any more (the first screen's data has come and been drawn, with the code that draws
 * it: a list's rows, an order), and the frame after that has been shown; at most
 * `CONTENT_TIMEOUT_MS` after that first paint (a failing call retries for longer). A page the app
 * draws first paints its skeletons, and its largest paint, which Lighthouse times with every
 * request started before it, is its data: what waits for this is asked for after it. Answers a
 * function that cancels the wait.
 */
export function afterContent(client: QueryClient, callback: () => void): () => void {
  let cancel: () => void = () => undefined;
  cancel = afterNextPaint(() => {
    const cache = client.getQueryCache();
    const settled = () => client.isFetching() === 0 && placeholders === 0;
    if (settled()) {
      cancel = afterNextPaint(callback);
      return;
    }
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      cancel = afterNextPaint(callback);
    };
    const timer = setTimeout(done, CONTENT_TIMEOUT_MS);
    const check = () => {
      if (settled()) done();
    };
    const unsubscribeCache = cache.subscribe(check);
    placeholderListeners.add(check);
    const unsubscribe = () => {
      unsubscribeCache();
      placeholderListeners.delete(check);
    };
    cancel = () => {
      clearTimeout(timer);
      unsubscribe();
    };
  });
  return () => cancel();
}
