/**
 * The committed pact as backend teams take it: in its normal form (so a re-run that writes the
 * same pact leaves it byte-identical), and documented in README.md, state by state.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalisePact, readPact } from './support/pact-file';
import { PACT_FILE, README_FILE } from './support/paths';
import { stateList, withStateList } from './support/readme';

const pact = readPact(PACT_FILE);

describe('the committed pact', () => {
  it('is in its normal form', () => {
    expect(readFileSync(PACT_FILE, 'utf8')).toBe(normalisePact(pact));
  });

  it('has its provider states listed with their meaning in README.md', () => {
    const readme = readFileSync(README_FILE, 'utf8');
    expect(withStateList(readme, stateList(pact))).toBe(readme);
  });
});
