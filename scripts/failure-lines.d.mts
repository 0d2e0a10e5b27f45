/** The lines of a failed gate's output that say what failed (see failure-lines.mjs). */
export function failureLines(lines: string[]): string[];
