import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 9: the top navigation scrolls 80 px every 50 ms, up to 5000 px per gesture. */
export const NAV_SCROLL_STEP_PX = 80;
export const NAV_SCROLL_INTERVAL_MS = 50;
export const NAV_SCROLL_MAX_PX = 5000;

export interface NavScroll {
  viewportRef: (element: HTMLDivElement | null) => void;
  canScrollStart: boolean;
  canScrollEnd: boolean;
  /** Starts scrolling towards the start (-1) or the end (1) until `stop` or the limit. */
  start: (direction: -1 | 1) => void;
  stop: () => void;
}

/** Horizontal scrolling of the top navigation when its entries do not fit (spec section 9). */
export function useNavScroll(): NavScroll {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  const timer = useRef<number | undefined>(undefined);

  const measure = useCallback(() => {
    if (!element) return;
    const max = element.scrollWidth - element.clientWidth;
    setEdges({ start: element.scrollLeft > 1, end: element.scrollLeft < max - 1 });
  }, [element]);

  const stop = useCallback(() => {
    window.clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const start = useCallback(
    (direction: -1 | 1) => {
      if (!element) return;
      stop();
      let travelled = 0;
      timer.current = window.setInterval(() => {
        const before = element.scrollLeft;
        element.scrollLeft = before + direction * NAV_SCROLL_STEP_PX;
        travelled += NAV_SCROLL_STEP_PX;
        if (element.scrollLeft === before || travelled >= NAV_SCROLL_MAX_PX) stop();
        measure();
      }, NAV_SCROLL_INTERVAL_MS);
    },
    [element, measure, stop],
  );

  useEffect(() => {
    if (!element) return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const list = element.firstElementChild;
    if (list) observer.observe(list);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [element, measure]);

  useEffect(() => stop, [stop]);

  return {
    viewportRef: setElement,
    canScrollStart: edges.start,
    canScrollEnd: edges.end,
    start,
    stop,
  };
}
