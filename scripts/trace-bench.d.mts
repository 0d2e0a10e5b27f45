/** A trace event as Chromium writes it (the fields the summary reads). */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: Record<string, unknown>;
}

/** What one load's trace says of its main thread (see trace-bench.mjs), in ms. */
export function summarizeTrace(events: TraceEvent[]): {
  fcp: number;
  lcp: number;
  blocking: number;
  longestTask: number;
  moduleEvaluation: number;
};
