/**
 * Every operation of the contract has a handler: walks api-spec/dist/openapi.yaml, calls each
 * operation through the portal's client over the node mock server (unhandled requests are
 * errors), checks 512 for session-only operations without a session, and that no handler crashes
 * on empty input.
 */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from './handlers';
import { declaredOperations } from './lib/http';
import { MSG } from './lib/messages';
import { apiFetch, type ApiRequestInit } from '../src/api/client';
import { ApiError } from '../src/api/errors';
import { login } from '../src/api/gen/auth/auth';
import { specOperations, type SpecOperation } from './test/spec';
import { speak, useMockServer } from './test/server';

const operations = specOperations();

/** The path, method and an empty body of the operation's encoding, as the client sends it. */
function requestFor(operation: SpecOperation): [string, ApiRequestInit] {
  const path = operation.path.replace(/\{\w+\}/g, '1');
  const init: ApiRequestInit = { method: operation.method.toUpperCase(), silent: true };
  if (operation.bodyType === 'json') {
    return [path, { ...init, headers: { 'Content-Type': 'application/json' }, body: '{}' }];
  }
  if (operation.bodyType === 'form') return [path, { ...init, body: new URLSearchParams() }];
  if (operation.bodyType === 'multipart') return [path, { ...init, body: new FormData() }];
  return [path, init];
}

/** The envelope code of one call through the client, or what is wrong with the answer. */
async function call(operation: SpecOperation): Promise<number | string> {
  try {
    await apiFetch(...requestFor(operation));
    return 200;
  } catch (error) {
    if (!(error instanceof ApiError)) return String(error);
    if (error.kind === 'network') return 'no handler';
    if (error.kind === 'session') return 512;
    if (error.kind !== 'business') return `${error.kind} (HTTP ${error.details.status})`;
    if (error.message === MSG.internalError.en_US) return 'the handler crashed';
    return error.details.code ?? 'no code';
  }
}

/** Calls every operation and lists the ones whose answer `problem` finds wrong. */
async function walk(
  skip: (operation: SpecOperation) => boolean,
  problem: (operation: SpecOperation, code: number) => string | null,
): Promise<string[]> {
  const problems: string[] = [];
  for (const operation of operations) {
    if (skip(operation)) continue;
    const code = await call(operation);
    const found = typeof code === 'string' ? code : problem(operation, code);
    if (found)
      problems.push(
        `${operation.operationId} (${operation.method.toUpperCase()} ${operation.path}): ${found}`,
      );
  }
  return problems;
}

describe('every operation of the contract has a handler', () => {
  useMockServer();

  it('reads 90 operations from the bundled spec', () => {
    expect(operations).toHaveLength(90);
  });

  it('matches a handler for every operation', async () => {
    const missing: string[] = [];
    for (const operation of operations) {
      const [path, init] = requestFor(operation);
      const response = await getResponse(
        handlers,
        new Request(`http://localhost/api${path}`, init),
      );
      if (!response)
        missing.push(
          `${operation.operationId} (${operation.method.toUpperCase()} ${operation.path})`,
        );
    }
    expect(missing, `operations without a handler:\n${missing.join('\n')}`).toEqual([]);
  });

  it('declares no handler outside the contract', () => {
    const known = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
    const extra = declaredOperations()
      .map((operation) => `${operation.method} ${operation.path}`)
      .filter((key) => !known.has(key));
    expect(extra).toEqual([]);
  });

  it('answers 512 without a session exactly where the spec requires a session', async () => {
    speak('en_US');
    const problems = await walk(
      () => false,
      (operation, code) => {
        if (operation.sessionRequired && code !== 512) return `code ${code}, expected 512`;
        if (!operation.sessionRequired && code === 512) return 'code 512 on a public operation';
        return null;
      },
    );
    expect(problems).toEqual([]);
  });

  it('answers every operation with the envelope, never a crash, when signed in', async () => {
    speak('en_US');
    await login({
      username: 'demo',
      password: 'demo123',
      captcha: '1234',
      checkKey: 'coverage-key',
    });
    // Operations that end the session are called last by the state tests, not here.
    const endsSession = /^(logout|deleteAccount|setPassword|bindNewPhone|bindEmail)$/;
    const problems = await walk(
      (operation) => endsSession.test(operation.operationId),
      (_operation, code) => (code === 512 ? 'code 512 while signed in' : null),
    );
    expect(problems).toEqual([]);
  });
});
