import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import { useHydrated } from '@/lib/use-hydrated';

/** The parts waiting for their turn, in the order they were mounted (`InTurn`). */
const turns: (() => void)[] = [];
/** Whether a part's turn is under way: awaited, or its render not yet committed. */
let turnUnderWay = false;

function nextTurn(): void {
  if (turnUnderWay || turns.length === 0) return;
  turnUnderWay = true;
  afterNextPaint(() => {
    const show = turns.shift();
    if (show) startTransition(show);
    else turnUnderWay = false;
  });
}

/** The part whose turn it was has been committed, or is gone: the next one's turn comes. */
function endTurn(): void {
  turnUnderWay = false;
  nextTurn();
}

/**
 * A part of a heavy piece of a page that mounts in its turn: once the part before it has been
 * committed and shown, each `InTurn` of a page in a transition and a frame of its own, in the
 * order they were mounted (React builds a transition in slices of a few milliseconds). Mounting a
 * long form at once is one task of its render, its commit and the style and layout of its DOM
 * (the parcel order's, some 200 ms on a phone); in turns, each section's share (its
 * sections after the first screen's, not its submit button; the course player's controls). Every
 * part is there a few frames after the piece, before anyone could use it. A server render and the
 * hydration of its HTML draw `children` at once.
 */
export function InTurn({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(!hydrated);
  useEffect(() => {
    if (shown) return;
    let taken = false;
    const show = () => {
      taken = true;
      setShown(true);
    };
    turns.push(show);
    nextTurn();
    // Run when the part has been committed shown, or when it goes: waiting, it leaves the queue;
    // taken, its turn ends.
    return () => {
      const index = turns.indexOf(show);
      if (index >= 0) turns.splice(index, 1);
      if (taken) endTurn();
    };
  }, [shown]);
  return shown ? children : null;
}
