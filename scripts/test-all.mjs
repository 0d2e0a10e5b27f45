// `npm test`: every gate, in order, each an npm script of its own. Runs them all, then fails if
// any failed, so one run shows every problem.
import { spawnSync } from 'node:child_process';

const steps = [
  'lint',
  'typecheck',
  'test:spec',
  'test:fresh',
  'test:i18n',
  'test:unit',
  'test:contract',
  'test:budget',
  'test:e2e',
  'test:deploy',
];

const results = [];
for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ npm run ${step}`);
  const { status } = spawnSync('npm', ['run', '--silent', step], { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ step, ok: status === 0, seconds });
  console.log(`${status === 0 ? '✔' : '✘'} ${step} (${seconds} s)`);
}

console.log('\nSummary');
for (const { step, ok, seconds } of results) {
  console.log(`  ${ok ? 'pass' : 'FAIL'}  ${step.padEnd(14)} ${seconds} s`);
}
const failed = results.filter((result) => !result.ok).length;
console.log(`test-all: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
