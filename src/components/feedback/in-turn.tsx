import { useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import { useHydrated } from '@/lib/use-hydrated';

/** The parts waiting for their turn, in the order they were mounted (`InTurn`). */
const turns: (() => void)[] = [];
/** Cancels the wait for the next turn; null when none is awaited. */
let awaitedTurn: (() => void) | null = null;

function nextTurn(): void {
  if (awaitedTurn || turns.length === 0) return;
  awaitedTurn = afterNextPaint(() => {
    awaitedTurn = null;
    turns.shift()?.();
    nextTurn();
  });
}

/**
 * A part of a heavy piece of a page that mounts in its turn: once the part before it has been
 * shown, each `InTurn` of a page in a task and a frame of its own, in the order they were mounted.
 * Mounting a long form at once is one task of its render, its commit and the style and layout of
 * its DOM (the parcel order's, some 200 ms on a phone); in turns, each section's share (its
 * sections after the first screen's, not its submit button; the course player's controls). Every
 * part is there a few frames after the piece, before anyone could use it. A server render and the
 * hydration of its HTML draw `children` at once.
 */
export function InTurn({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(!hydrated);
  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    turns.push(show);
    nextTurn();
    return () => {
      const index = turns.indexOf(show);
      if (index >= 0) turns.splice(index, 1);
    };
  }, [shown]);
  return shown ? children : null;
}
