/** How long a page waits for the browser's report of its first paint with content. */
const FIRST_PAINT_TIMEOUT_MS = 3000;

/**
 * Runs `callback` once the browser has reported the page's first paint with content (at once if
 * it has, or cannot, or the tab is hidden and paints nothing; after 3 s without a report). A frame
 * the app commits is shown a little after its frame callbacks have run, and a page's first frames
 * may show no content yet (its skeletons): what waits for this comes after the content, and
 * Lighthouse, which counts every request started before the largest paint in that paint's time,
 * does not count what it asks for.
 */
function afterFirstContentfulPaint(callback: () => void): () => void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
    document.visibilityState === 'hidden' ||
    performance.getEntriesByName('first-contentful-paint').length > 0
  ) {
    callback();
    return () => undefined;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    callback();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) finish();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(finish, FIRST_PAINT_TIMEOUT_MS);
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
}

/**
 * Runs `callback` once the browser has shown the frame being made now, and the page's first
 * content: a frame's callbacks run just before it is painted, and the next frame's once the
 * compositor has taken it (a slow phone shows a frame well after painting it); a task queued from
 * there runs after both.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  const cancelWait = afterFirstContentfulPaint(() => {
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(callback, 0);
      });
    });
  });
  return () => {
    cancelWait();
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
