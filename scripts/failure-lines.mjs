// The lines of a failed gate's output that say what failed (scripts/test-all.mjs repeats them in
// its summary). Playwright marks a failed test ✘, Vitest ×; they, ESLint and tsc end on counts.
const FAILURE_LINE = /✘|×|\bFAIL\b|\d+ failed|\berror\b/i;
// A passed test whose title says "error" is not a failure.
const PASSED_LINE = /✓/;
const MAX_LINES = 40;

/** Each failure line once, at most MAX_LINES; the last ten lines when none looks like one. */
export function failureLines(lines) {
  const found = [
    ...new Set(
      lines
        .map((line) => line.trim())
        .filter((line) => FAILURE_LINE.test(line) && !PASSED_LINE.test(line)),
    ),
  ];
  const kept = found.length
    ? found
    : lines
        .map((line) => line.trim())
        .filter(Boolean)
        .slice(-10);
  return kept.length > MAX_LINES
    ? [...kept.slice(0, MAX_LINES), `… and ${kept.length - MAX_LINES} more`]
    : kept;
}
