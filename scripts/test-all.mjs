// `npm test`: every gate, in order, each an npm script of its own. Runs them all, then fails if
// any failed, so one run shows every problem. The quick static gates run side by side (a group),
// each shown when it ends; the regeneration check runs before them, as it rewrites files they read. The summary repeats, under each failed gate, the
// lines of its output that name what failed: CI shows only the end of a run's output, and a
// failure named early (a journey among the e2e's) would otherwise be out of sight.
import { spawn } from 'node:child_process';
import { failureLines } from './failure-lines.mjs';

const steps = [
  'test:fresh',
  ['lint', 'typecheck', 'test:spec', 'test:i18n'],
  'test:unit',
  // The contract tests wait on their mock servers most of the time: beside the two builds, the
  // production one (checked by `test:budget`) and the offline one (the journeys').
  ['test:contract', 'test:budget', 'build:offline'],
  // `test:e2e` and `test:deploy` without building again: the builds of the group above.
  'e2e',
  'e2e:deploy',
];

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/**
 * Runs one gate, its output passed through as it comes (`buffered`: kept, for the caller to
 * show when it ends); resolves with its status, output and lines.
 */
function run(step, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', step], {
      stdio: ['inherit', 'pipe', 'pipe'],
      // Piped output has no colours unless asked; keep them on a terminal.
      env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    });
    let text = '';
    const pass = (target) => (chunk) => {
      if (!buffered) target.write(chunk);
      text += chunk.toString();
    };
    child.stdout.on('data', pass(process.stdout));
    child.stderr.on('data', pass(process.stderr));
    child.on('close', (status) =>
      resolve({ status, text, lines: text.replace(ANSI, '').split('\n') }),
    );
  });
}

/** Runs a gate and records its result; `buffered` when it runs beside others. */
async function gate(step, buffered) {
  const started = Date.now();
  if (!buffered) console.log(`\n▶ npm run ${step}`);
  const { status, text, lines } = await run(step, { buffered });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (buffered)
    process.stdout.write(`\n▶ npm run ${step} (beside the others of its group)\n${text}`);
  console.log(`${status === 0 ? '✔' : '✘'} ${step} (${seconds} s)`);
  return { step, ok: status === 0, seconds, lines };
}

const results = [];
for (const step of steps) {
  if (Array.isArray(step)) {
    console.log(`\n▶ side by side: ${step.map((name) => `npm run ${name}`).join(', ')}`);
    results.push(...(await Promise.all(step.map((name) => gate(name, true)))));
  } else {
    results.push(await gate(step, false));
  }
}

console.log('\nSummary');
for (const { step, ok, seconds, lines } of results) {
  console.log(`  ${ok ? 'pass' : 'FAIL'}  ${step.padEnd(14)} ${seconds} s`);
  if (!ok) for (const line of failureLines(lines)) console.log(`        ${line.trim()}`);
}
const failed = results.filter((result) => !result.ok).length;
console.log(`test-all: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
