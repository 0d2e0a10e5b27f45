// The lines of a failed gate's output that say what failed (scripts/test-all.mjs repeats them in
// its summary). Playwright marks a failed test ✘ and its cause `Error:`, Vitest ×, FAIL; ESLint
// writes ` error ` in a problem's line, tsc `error TS…`; they end on counts. (Not any "error": a
// build lists chunks such as error-screen.js.)
const FAILURE_LINE = /✘|×|\bFAIL\b|\d+ failed|Error:|\serror\s|error TS\d+|\d+ errors?\b/i;
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
