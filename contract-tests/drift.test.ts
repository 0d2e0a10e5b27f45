/**
 * Check 3: each check can fail. Every check is fed a deliberately drifted copy — of the pact or of
 * the spec — and must report it, while the same copy without the drift passes (so the failure is
 * the drift's, not the set-up's).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPact, type Pact, type PactInteraction } from './support/pact-file';
import { PACT_FILE } from './support/paths';
import { describeFailures, verifyAgainstMocks } from './support/provider-check';
import {
  coverageGaps,
  formBodyProblems,
  loadSpec,
  validateAgainstSpec,
  writePrefixedSpec,
  type Spec,
} from './support/spec';

const workDir = mkdtempSync(join(tmpdir(), 'pact-drift-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const spec = loadSpec();
const pact = readPact(PACT_FILE);
const specFile = writePrefixedSpec(spec, workDir);

const PROFILE = 'getUserProfile: the profile of the session user';
const ORDER_STATUS = 'getOrderStatus: a paid order';
const LOGIN = 'login: a sign-in with the right username, password and captcha';

function interaction(description: string): PactInteraction {
  const found = pact.interactions.find((candidate) => candidate.description === description);
  if (!found) throw new Error(`no interaction "${description}" in the pact`);
  return structuredClone(found);
}

/** A pact of the given interactions, written to the work folder. */
function pactOf(name: string, interactions: PactInteraction[]): string {
  const file = join(workDir, `${name}.json`);
  const copy: Pact = { ...pact, interactions };
  writeFileSync(file, JSON.stringify(copy));
  return file;
}

/** The response body's `result` object of an interaction, to drift. */
function resultOf(copy: PactInteraction): Record<string, unknown> {
  const content = copy.response.body?.content as { result?: Record<string, unknown> } | undefined;
  if (!content?.result) throw new Error(`"${copy.description}" has no result object`);
  return content.result;
}

function withUnknownField(description: string): PactInteraction {
  const copy = interaction(description);
  resultOf(copy).vipLevel = 'gold';
  return copy;
}

function withStatus(description: string, status: string): PactInteraction {
  const copy = interaction(description);
  resultOf(copy).status = status;
  return copy;
}

function withPath(description: string, path: string): PactInteraction {
  const copy = interaction(description);
  copy.description = `${description}, at a path that moved`;
  copy.request.path = path;
  return copy;
}

async function specErrors(pactFile: string, against = specFile): Promise<string[]> {
  const outcome = await validateAgainstSpec(against, pactFile);
  return outcome.errors.map((error) => `${error.code}: ${error.message}`);
}

describe('check 1, the pact against the spec, fails on drift', () => {
  it('passes the undrifted interactions used below', async () => {
    const file = pactOf('spec-control', [interaction(PROFILE), interaction(ORDER_STATUS)]);
    expect(await specErrors(file)).toEqual([]);
  });

  it('reports a response field the spec does not define', async () => {
    const errors = await specErrors(pactOf('spec-unknown-field', [withUnknownField(PROFILE)]));
    expect(errors).toEqual([expect.stringMatching(/^response\.body\.incompatible: .*vipLevel/)]);
  });

  it('reports an enum value the spec does not allow', async () => {
    const errors = await specErrors(
      pactOf('spec-wrong-enum', [withStatus(ORDER_STATUS, 'SHIPPED')]),
    );
    expect(errors).toEqual([
      expect.stringMatching(/^response\.body\.incompatible: .*allowed values/),
    ]);
  });

  it('reports a path the spec does not have', async () => {
    const { '/order/status/{id}': _removed, ...paths } = spec.paths;
    const drifted: Spec = { ...spec, paths };
    const dir = mkdtempSync(join(workDir, 'spec-'));
    const errors = await specErrors(
      pactOf('spec-missing-path', [interaction(ORDER_STATUS)]),
      writePrefixedSpec(drifted, dir),
    );
    expect(errors).toEqual([expect.stringMatching(/^request\.path-or-method\.unknown: /)]);
  });

  it('reports a form field the spec does not define, and a missing required one', () => {
    const copy = interaction(LOGIN);
    const body = copy.request.body;
    if (!body || typeof body.content !== 'string') throw new Error('the login body is not a form');
    body.content = body.content.replace('password=', 'passwd=');
    const drifted: Pact = { ...pact, interactions: [copy] };
    expect(formBodyProblems(spec, { ...pact, interactions: [interaction(LOGIN)] })).toEqual([]);
    expect(formBodyProblems(spec, drifted)).toEqual([
      `${LOGIN}: unknown field "passwd"`,
      `${LOGIN}: required field "password" missing`,
    ]);
  });

  it('reports an operation without an interaction', () => {
    const drifted: Pact = {
      ...pact,
      interactions: pact.interactions.filter(
        (i) => !i.request.path.startsWith('/api/order/status/'),
      ),
    };
    expect(coverageGaps(spec, drifted)).toEqual(['getOrderStatus: no interaction']);
  });
});

describe('check 2, the mock server as the provider, fails on drift', () => {
  it('passes the undrifted interactions used below', async () => {
    const outcome = await verifyAgainstMocks(
      pactOf('mock-control', [interaction(PROFILE), interaction(ORDER_STATUS)]),
    );
    expect(describeFailures(outcome)).toEqual([]);
  }, 120_000);

  it('reports a response field the mock server does not send, a wrong enum and a missing path', async () => {
    const outcome = await verifyAgainstMocks(
      pactOf('mock-drift', [
        withUnknownField(PROFILE),
        withStatus(ORDER_STATUS, 'COMPLETED'),
        withPath(ORDER_STATUS, '/api/order/state/11'),
      ]),
    );
    expect(outcome.passed).toBe(false);
    const failures = describeFailures(outcome).join('\n');
    expect(failures).toMatch(/getUserProfile[^\n]*\$\.result [^\n]*missing[^\n]*vipLevel/);
    expect(failures).toMatch(/getOrderStatus[^\n]*\$\.result\.status[^\n]*'PAID'[^\n]*'COMPLETED'/);
    expect(failures).toMatch(/a path that moved: expected 200 but was 404/);
  }, 120_000);
});
