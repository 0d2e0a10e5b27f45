/**
 * Check 2: the offline mocks keep the same promise as the real backend must — the mock server,
 * verified as the provider against the committed pact, passes every interaction.
 */
import { describe, expect, it } from 'vitest';
import { providerStates } from '../mocks/provider-states';
import { readPact, stateNames } from './support/pact-file';
import { PACT_FILE } from './support/paths';
import { describeFailures, verifyAgainstMocks } from './support/provider-check';

const pact = readPact(PACT_FILE);

describe('the mock server as the provider', () => {
  it('has a handler for every provider state of the pact', () => {
    expect(stateNames(pact).filter((name) => !(name in providerStates))).toEqual([]);
  });

  it('gives every interaction a provider state, so the database is reseeded before each', () => {
    expect(
      pact.interactions.filter((i) => !i.providerStates?.length).map((i) => i.description),
    ).toEqual([]);
  });

  it('passes every interaction of the pact', async () => {
    const outcome = await verifyAgainstMocks(PACT_FILE);
    expect(describeFailures(outcome)).toEqual([]);
    expect(outcome.passed).toBe(true);
  }, 240_000);
});
