/**
 * What the learning page keeps about playback on this device: the position of each video in
 * localStorage with the moment it was saved (resumed when the video is opened again, unless the
 * server's position, saved from another browser, is newer: progress-sync.ts), and the handle
 * through which the comments seek the player.
 */
import type { TimedPosition } from './progress-sync';

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

/**
 * The position this browser saved for a video and when (`{s, t}`; a bare number, as older
 * versions saved it, has no time), or null when none.
 */
export function savedTimedPosition(videoId: number): TimedPosition | null {
  const raw = storage()?.getItem(`${KEY_PREFIX}${videoId}`);
  if (raw === null || raw === undefined) return null;
  let seconds = NaN;
  let savedAt = 0;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'number') seconds = parsed;
    else if (parsed && typeof parsed === 'object') {
      const { s, t } = parsed as { s?: unknown; t?: unknown };
      seconds = typeof s === 'number' ? s : NaN;
      savedAt = typeof t === 'number' && Number.isFinite(t) ? t : 0;
    }
  } catch {
    return null;
  }
  return Number.isFinite(seconds) && seconds >= 0 ? { seconds, savedAt } : null;
}

/** The saved position of a video in seconds (to a tenth), 0 when none. */
export function savedPosition(videoId: number): number {
  return savedTimedPosition(videoId)?.seconds ?? 0;
}

/**
 * Keeps where the user is in a video, with the moment; at the end (or at the start) the position
 * is 0, so that the video starts over next time (and this beats an older position elsewhere).
 */
export function savePosition(
  videoId: number,
  seconds: number,
  duration: number,
  now = Date.now(),
): void {
  const store = storage();
  if (!store) return;
  const key = `${KEY_PREFIX}${videoId}`;
  const atEnd =
    seconds < 1 || (Number.isFinite(duration) && seconds >= duration - END_MARGIN_SECONDS);
  try {
    store.setItem(key, JSON.stringify({ s: atEnd ? 0 : Math.round(seconds * 10) / 10, t: now }));
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
