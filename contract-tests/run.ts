/**
 * `npm run test:contract`, in two Vitest runs:
 *
 * 1. the consumer tests (`*.pact.test.ts`) write the pact afresh into a scratch folder; it is
 *    normalised into contract-tests/pacts/, and README.md's list of provider states follows it.
 *    Locally a change is written (commit it); under CI (`CI` set) a committed pact or list that
 *    differs from the fresh one fails the run.
 * 2. the checks (every other `*.test.ts` here) read the committed pact: against the spec,
 *    the mock server verified as the provider, and the drifted copies that must fail.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalisePact, readPact } from './support/pact-file';
import { CONSUMER, PACT_FILE, PACT_SCRATCH_DIR, PROVIDER, README_FILE } from './support/paths';
import { stateList, withStateList } from './support/readme';

const here = dirname(fileURLToPath(import.meta.url));
const testFiles = readdirSync(here)
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => relative(process.cwd(), join(here, name)));
const consumerTests = testFiles.filter((file) => file.endsWith('.pact.test.ts'));
const checks = testFiles.filter((file) => !file.endsWith('.pact.test.ts'));

function vitest(files: string[]): boolean {
  const { status } = spawnSync('vitest', ['run', '--project', 'contract', ...files], {
    stdio: 'inherit',
    env: { ...process.env, PACT_SCRATCH_DIR },
  });
  return status === 0;
}

/** Writes `text` to `file` when it changed; under CI a change fails instead. */
function update(file: string, text: string): boolean {
  const shown = relative(process.cwd(), file);
  const committed = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (text === committed) {
    console.log(`contract: ${shown} is up to date`);
    return true;
  }
  if (process.env.CI) {
    console.error(
      `contract: ${shown} differs from what the consumer tests write: ` +
        'run `npm run test:contract` and commit it.',
    );
    return false;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`contract: ${shown} updated: commit it`);
  return true;
}

/** Writes or checks the committed pact and the README's state list; false fails the run. */
function publish(): boolean {
  const scratch = join(PACT_SCRATCH_DIR, `${CONSUMER}-${PROVIDER}.json`);
  if (!existsSync(scratch)) {
    console.error(`contract: the consumer tests wrote no pact (${scratch})`);
    return false;
  }
  const pact = readPact(scratch);
  const pactUpdated = update(PACT_FILE, normalisePact(pact));
  const readme = readFileSync(README_FILE, 'utf8');
  const readmeUpdated = update(README_FILE, withStateList(readme, stateList(pact)));
  return pactUpdated && readmeUpdated;
}

rmSync(PACT_SCRATCH_DIR, { recursive: true, force: true });
const consumersPassed = vitest(consumerTests);
const published = consumersPassed && publish();
const checksPassed = vitest(checks);
process.exit(consumersPassed && published && checksPassed ? 0 : 1);
