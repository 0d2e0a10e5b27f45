import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedTimedPosition, savePosition } from './playback';
import {
  apiTimeMs,
  createProgressReporter,
  flushWhenHidden,
  isLearned,
  resumePosition,
  SEND_INTERVAL_MS,
  type ProgressSend,
} from './progress-sync';

afterEach(() => window.localStorage.clear());

function reporterAt(start = 1_000_000) {
  let now = start;
  const sent: ProgressSend[] = [];
  const reporter = createProgressReporter(
    (progress) => sent.push(progress),
    () => now,
  );
  return {
    reporter,
    sent,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('learning progress sent to the server', () => {
  it('sends while playing at most once per interval, the latest position each time', () => {
    const { reporter, sent, advance } = reporterAt();
    reporter.update(1, 600);
    expect(sent).toEqual([{ position: 1, keepalive: false }]);
    for (let second = 2; second <= 10; second += 1) {
      advance(1000);
      reporter.update(second, 600);
    }
    expect(sent).toHaveLength(1);
    advance(SEND_INTERVAL_MS - 9000);
    reporter.update(11.04, 600);
    expect(sent).toEqual([
      { position: 1, keepalive: false },
      { position: 11, keepalive: false },
    ]);
  });

  it('flushes the unsent position with keepalive, once', () => {
    const { reporter, sent, advance } = reporterAt();
    reporter.update(1, 600);
    advance(3000);
    reporter.update(4.26, 600);
    reporter.flush();
    expect(sent.at(-1)).toEqual({ position: 4.3, keepalive: true });
    reporter.flush();
    expect(sent).toHaveLength(2);
  });

  it('flushes when the page is hidden or goes away', () => {
    const flush = vi.fn();
    const stop = flushWhenHidden(flush);
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).not.toHaveBeenCalled();
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(2);
    visibility.mockRestore();
  });

  it('counts a video learned from 90% of its length, and sends that moment at once', () => {
    expect(isLearned(3.5, 4)).toBe(false);
    expect(isLearned(3.6, 4)).toBe(true);
    expect(isLearned(539.9, 600)).toBe(false);
    expect(isLearned(540, 600)).toBe(true);
    expect(isLearned(1, Number.NaN)).toBe(false);
    const { reporter, sent, advance } = reporterAt();
    reporter.update(3, 4);
    advance(500);
    reporter.update(3.5, 4);
    expect(sent).toHaveLength(1);
    advance(500);
    reporter.update(3.7, 4);
    expect(sent.at(-1)).toEqual({ position: 3.7, keepalive: false });
  });

  it('resumes at the newer of this browser’s and the server’s position', () => {
    const server = { seconds: 2.5, savedAt: apiTimeMs('2026-11-20 10:00:05') };
    expect(server.savedAt).toBe(Date.UTC(2026, 10, 20, 2, 0, 5));
    const older = { seconds: 1.2, savedAt: Date.UTC(2026, 10, 20, 1, 0, 0) };
    const newer = { seconds: 3.1, savedAt: Date.UTC(2026, 10, 20, 3, 0, 0) };
    expect(resumePosition(older, server, 600)).toBe(2.5);
    expect(resumePosition(newer, server, 600)).toBe(3.1);
    expect(resumePosition(null, server, 600)).toBe(2.5);
    expect(resumePosition(older, null, 600)).toBe(1.2);
    expect(resumePosition(null, null, 600)).toBe(0);
    // The newer one at the end (or under a second) starts the video over.
    expect(resumePosition({ seconds: 3.9, savedAt: newer.savedAt }, server, 4)).toBe(0);
    expect(resumePosition({ seconds: 0, savedAt: newer.savedAt }, server, 600)).toBe(0);
  });

  it('keeps the moment of each position this browser saves', () => {
    savePosition(701, 2.46, 600, 5000);
    expect(savedTimedPosition(701)).toEqual({ seconds: 2.5, savedAt: 5000 });
    savePosition(701, 599.8, 600, 6000);
    expect(savedTimedPosition(701)).toEqual({ seconds: 0, savedAt: 6000 });
    window.localStorage.setItem('college.position.702', '12.5');
    expect(savedTimedPosition(702)).toEqual({ seconds: 12.5, savedAt: 0 });
    expect(savedTimedPosition(703)).toBeNull();
  });
});
