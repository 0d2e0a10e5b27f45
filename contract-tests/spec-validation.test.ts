/**
 * Check 1: the committed pact agrees with api-spec/ — every request and response of it against
 * the bundled spec with `@pactflow/swagger-mock-validator`, the form and multipart bodies it
 * does not read against their schemas, and an interaction for every operation.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPact } from './support/pact-file';
import { PACT_FILE } from './support/paths';
import {
  coverageGaps,
  describeOutcome,
  formBodyProblems,
  loadSpec,
  specOperations,
  validateInParallel,
  writePrefixedSpec,
} from './support/spec';

const workDir = mkdtempSync(join(tmpdir(), 'pact-spec-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const spec = loadSpec();
const pact = readPact(PACT_FILE);

describe('the pact agrees with api-spec', () => {
  it('swagger-mock-validator finds no error and no warning', async () => {
    const outcome = await validateInParallel(writePrefixedSpec(spec, workDir), pact, workDir);
    expect(describeOutcome(outcome)).toEqual([]);
    expect(outcome.success).toBe(true);
    // The validator compiles a schema per interaction: about 30 s of CPU for the whole pact.
  }, 240_000);

  it('form-encoded and multipart bodies hold only fields of their schema, with valid values', () => {
    expect(formBodyProblems(spec, pact)).toEqual([]);
  });

  it('every operation has an interaction, and every session operation its code 512', () => {
    expect(specOperations(spec)).toHaveLength(90);
    expect(coverageGaps(spec, pact)).toEqual([]);
  });

  it('is the pact between portal-web and portal-api, in Pact specification 4', () => {
    expect(pact.consumer.name).toBe('portal-web');
    expect(pact.provider.name).toBe('portal-api');
    expect(pact.metadata.pactSpecification).toEqual({ version: '4.0' });
  });
});
