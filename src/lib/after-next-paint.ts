/**
 * Runs `callback` once the browser has shown the frame being made now: a frame's callbacks run
 * just before it is painted, and the next frame's once the compositor has taken it (a slow phone
 * shows a frame well after painting it); a task queued from there runs after both.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(callback, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
