import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `deadline` (epoch ms), re-read from the clock every second; 0 once it
 * has passed or when there is none. Reading the clock instead of counting ticks keeps a throttled
 * background tab right.
 */
export function useDeadline(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const running = deadline !== null && deadline > now;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  return deadline === null ? 0 : Math.max(0, deadline - now);
}

/** `mm:ss` of a remaining time, rounded up so 0:00 shows only when the time is really up. */
export function formatRemaining(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The current time, refreshed every `intervalMs`: for judging windows in lists without a ticking clock per row. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
