/** Runs the provider verification of a pact file in a child process and answers its outcome. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { VerificationOutcome } from './provider';

export const OUTCOME_MARKER = 'PROVIDER-VERIFICATION-OUTCOME ';

const entry = fileURLToPath(new URL('./verify-provider.ts', import.meta.url));

export function verifyAgainstMocks(pactFile: string): Promise<VerificationOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, pactFile], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      const line = output.split('\n').find((text) => text.startsWith(OUTCOME_MARKER));
      if (line) resolve(JSON.parse(line.slice(OUTCOME_MARKER.length)) as VerificationOutcome);
      else
        resolve({
          passed: false,
          failures: [{ interaction: '(verification crashed)', mismatches: [output.slice(-4000)] }],
        });
    });
  });
}

/** One line per mismatch, for assertion messages. */
export function describeFailures(outcome: VerificationOutcome): string[] {
  return outcome.failures.flatMap((failure) =>
    failure.mismatches.length > 0
      ? failure.mismatches.map((mismatch) => `${failure.interaction}: ${mismatch}`)
      : [failure.interaction],
  );
}
