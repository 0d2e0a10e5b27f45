import { describe, expect, it } from 'vitest';
import { failureLines } from './failure-lines.mjs';

describe('failureLines', () => {
  it('keeps the lines naming a failed journey or test, each once', () => {
    const output = [
      '  ✓  1 [desktop] › e2e/a.spec.ts:3:1 › passes (1.0s)',
      '  ✓  3 [desktop] › e2e/c.spec.ts:5:1 › a server error shows the error page (2.0s)',
      'dist-offline/assets/error-screen-C6Tgeifl.css   1.07 kB │ gzip:   0.48 kB',
      '  ✘  2 [desktop] › e2e/b.spec.ts:9:1 › times out (60.0s)',
      '    Error: expect(received).toHaveLength(expected)',
      '  1 failed',
      '    [desktop] › e2e/b.spec.ts:9:1 › times out',
      '  41 passed (14.2m)',
      ' FAIL  src/x.test.tsx > shows the error',
      '  × shows the error 12ms',
      '  × shows the error 12ms',
    ];
    expect(failureLines(output)).toEqual([
      '✘  2 [desktop] › e2e/b.spec.ts:9:1 › times out (60.0s)',
      'Error: expect(received).toHaveLength(expected)',
      '1 failed',
      'FAIL  src/x.test.tsx > shows the error',
      '× shows the error 12ms',
    ]);
  });

  it('keeps the problems ESLint and tsc report', () => {
    const output = [
      '/repo/src/a.ts',
      '  12:5  error  Unexpected any  @typescript-eslint/no-explicit-any',
      "src/b.ts(3,1): error TS2304: Cannot find name 'x'.",
      '✖ 1 problem (1 error, 0 warnings)',
    ];
    expect(failureLines(output)).toEqual(output.slice(1).map((line) => line.trim()));
  });

  it('falls back to the last ten lines when none says what failed', () => {
    const output = Array.from({ length: 15 }, (_, index) => `line ${index}`);
    expect(failureLines(output)).toEqual(output.slice(5));
  });

  it('holds at most forty lines and says how many more there were', () => {
    const output = Array.from({ length: 45 }, (_, index) => `✘ test ${index}`);
    const kept = failureLines(output);
    expect(kept).toHaveLength(41);
    expect(kept.at(-1)).toBe('… and 5 more');
  });
});
