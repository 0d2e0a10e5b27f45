/**
 * What the learning page keeps about playback: the position of each video in localStorage
 * (resumed when the video is opened again), and the handle through which the comments seek the
 * player. The contract has no call that saves a position or marks a video learned (`learned` is
 * read-only in getCourse), so the position stays on this device.
 */

/** The speeds offered by the player's rate button. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;

/** The player as the rest of the page sees it. */
export interface PlayerHandle {
  seek(seconds: number): void;
  currentTime(): number;
}

const KEY_PREFIX = 'college.position.';

/** Near the end counts as finished: the next visit starts from the beginning. */
const END_MARGIN_SECONDS = 0.5;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The saved position of a video in seconds (to a tenth), 0 when none. */
export function savedPosition(videoId: number): number {
  const raw = storage()?.getItem(`${KEY_PREFIX}${videoId}`);
  const seconds = raw === null || raw === undefined ? NaN : Number(raw);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/**
 * Keeps where the user is in a video; at the end (or at the start) the saved position is
 * dropped, so that the video starts over next time.
 */
export function savePosition(videoId: number, seconds: number, duration: number): void {
  const store = storage();
  if (!store) return;
  const key = `${KEY_PREFIX}${videoId}`;
  try {
    if (seconds < 1 || (Number.isFinite(duration) && seconds >= duration - END_MARGIN_SECONDS)) {
      store.removeItem(key);
    } else {
      store.setItem(key, seconds.toFixed(1));
    }
  } catch {
    // A full or blocked storage only loses the resume point.
  }
}

/** m:ss (or h:mm:ss) for a number of seconds. */
export function formatPlaybackTime(total: number): string {
  const whole = Math.max(0, Math.floor(total));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
