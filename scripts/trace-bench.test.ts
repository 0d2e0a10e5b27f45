import { describe, expect, it } from 'vitest';
import { summarizeTrace, type TraceEvent } from './trace-bench.mjs';

const PAGE = 7;
const MAIN = 1;
const START = 1_000_000;
const NAVIGATION = 'page-load';

/** An event of the page's renderer, `at` ms after the navigation. */
const event = (name: string, at: number, rest: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  pid: PAGE,
  tid: MAIN,
  ts: START + at * 1000,
  ...rest,
});
const task = (at: number, ms: number, name = 'RunTask') =>
  event(name, at, { ph: 'X', dur: ms * 1000 });
const ofLoad = { args: { data: { navigationId: NAVIGATION } } };

const trace: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: PAGE, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: PAGE, tid: 2, ts: 0, args: { name: 'Compositor' } },
  // The blank page the browser opened first: not the page's.
  event('navigationStart', -500, {
    args: { data: { documentLoaderURL: '', isLoadingMainFrame: true, navigationId: 'blank' } },
  }),
  event('navigationStart', 0, {
    args: {
      data: {
        documentLoaderURL: 'https://127.0.0.1/en_US',
        isLoadingMainFrame: true,
        navigationId: NAVIGATION,
      },
    },
  }),
  event('firstContentfulPaint', 400, ofLoad),
  event('largestContentfulPaint::Candidate', 400, ofLoad),
  event('largestContentfulPaint::Candidate', 650, ofLoad),
  // Before the paint: not blocking, but the longest task.
  task(100, 180),
  // After it: 30 + 0 + 70 ms over 50.
  task(500, 80),
  task(600, 40),
  task(700, 120),
  task(705, 90, 'v8.evaluateModule'),
  // Another thread's long task counts for nothing.
  { ...task(800, 300), tid: 2 },
];

describe('summarizeTrace', () => {
  it("reads the page's paints, its blocking time after the first, its longest task and module evaluation", () => {
    expect(summarizeTrace(trace)).toEqual({
      fcp: 400,
      lcp: 650,
      blocking: 100,
      longestTask: 180,
      moduleEvaluation: 90,
    });
  });

  it('refuses a trace without the load of a page or without its paint', () => {
    expect(() => summarizeTrace(trace.filter((e) => e.name !== 'navigationStart'))).toThrow(
      'no navigation',
    );
    expect(() => summarizeTrace(trace.filter((e) => e.name !== 'firstContentfulPaint'))).toThrow(
      'never painted',
    );
  });
});
