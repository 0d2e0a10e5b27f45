/**
 * What the learning page tells the server about a video (saveVideoProgress, an addition of
 * issue 28): the position while it plays, at most once per `SEND_INTERVAL_MS`, at once when it
 * reaches the learned share, and on demand (`flush`: pause, end, leaving the video, the page
 * hidden or closed, sent with `keepalive` so that the last position survives the page).
 *
 * Pure and clock-driven (the clock is passed in), so its rules are unit-tested.
 */

/** A video counts as learned from 90% of its length on (the server applies the same rule). */
export const LEARNED_SHARE = 0.9;

/** While playing, the position is sent at most this often. */
export const SEND_INTERVAL_MS = 10_000;

export function isLearned(position: number, duration: number): boolean {
  return Number.isFinite(duration) && duration > 0 && position >= duration * LEARNED_SHARE;
}

export interface ProgressSend {
  /** Seconds, to a tenth. */
  position: number;
  /** Sent as the page goes away or pauses: a keepalive request. */
  keepalive: boolean;
}

export interface ProgressReporter {
  /** The player's position (about once a second while playing, and on seeks). */
  update(position: number, duration: number): void;
  /** Sends the latest position now if it was not sent yet. */
  flush(): void;
}

const tenth = (seconds: number) => Math.round(seconds * 10) / 10;

export function createProgressReporter(
  send: (progress: ProgressSend) => void,
  now: () => number = Date.now,
  intervalMs = SEND_INTERVAL_MS,
): ProgressReporter {
  let latest: number | null = null;
  let sent: number | null = null;
  let sentAt = -Infinity;
  let learnedSent = false;
  const sendLatest = (keepalive: boolean) => {
    if (latest === null || latest === sent) return;
    sent = latest;
    sentAt = now();
    send({ position: latest, keepalive });
  };
  return {
    update(position, duration) {
      if (!Number.isFinite(position) || position < 0) return;
      latest = tenth(position);
      if (!learnedSent && isLearned(latest, duration)) {
        learnedSent = true;
        sendLatest(false);
        return;
      }
      if (now() - sentAt >= intervalMs) sendLatest(false);
    },
    flush() {
      sendLatest(true);
    },
  };
}

/**
 * Calls `flush` when the page is hidden (another tab, the phone's home screen) or goes away
 * (closed, reloaded, another site): the moments after which a page may never run again.
 * Answers the function that stops listening.
 */
export function flushWhenHidden(flush: () => void, target: Window = window): () => void {
  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') flush();
  };
  target.document.addEventListener('visibilitychange', onVisibility);
  target.addEventListener('pagehide', flush);
  return () => {
    target.document.removeEventListener('visibilitychange', onVisibility);
    target.removeEventListener('pagehide', flush);
  };
}

/** A position with the moment it was saved (epoch ms; 0 when unknown). */
export interface TimedPosition {
  seconds: number;
  savedAt: number;
}

/** `YYYY-MM-DD HH:mm:ss` China time (the API's date format) as epoch ms; 0 when absent. */
export function apiTimeMs(time: string | null | undefined): number {
  if (!time) return 0;
  const ms = Date.parse(`${time.replace(' ', 'T')}+08:00`);
  return Number.isFinite(ms) ? ms : 0;
}

/**
 * Where to resume a video: the newer of the position this browser kept and the server's (the
 * same user on another browser may have gone further, or back); a position at the end (or
 * under a second) starts the video over.
 */
export function resumePosition(
  local: TimedPosition | null,
  server: TimedPosition | null,
  duration: number,
): number {
  const candidates = [local, server].filter((entry): entry is TimedPosition => entry !== null);
  if (candidates.length === 0) return 0;
  const newest = candidates.reduce((best, entry) => (entry.savedAt > best.savedAt ? entry : best));
  const seconds = newest.seconds;
  if (seconds < 1 || (duration > 0 && seconds >= duration - END_MARGIN_SECONDS)) return 0;
  return seconds;
}

/** Near the end counts as finished: the next visit starts from the beginning. */
export const END_MARGIN_SECONDS = 0.5;
