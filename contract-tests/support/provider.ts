/**
 * The mock backend verified as the provider: mocks/server.ts on a free loopback port, Pact's
 * Verifier replaying a pact file against it, the state handlers of mocks/provider-states.ts,
 * and the database reseeded before every interaction.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Verifier } from '@pact-foundation/pact';
import { startMockServer } from '../../mocks/server';
import { clock } from '../../mocks/db';
import { providerStates, resetProviderState } from '../../mocks/provider-states';
import { PROVIDER } from './paths';

const stateHandlers = Object.fromEntries(
  Object.entries(providerStates).map(([name, state]) => [
    name,
    async () => {
      state.setup();
    },
  ]),
);

/**
 * pact-js's verifier proxy parses request bodies and forwards a form re-encoded as JSON, with the
 * original Content-Length (pact-foundation/pact-js#884, #1233): put forms back as they were
 * sent, and make the length match what the proxy forwards. The proxy's own state-change calls
 * (its `/_pactSetup` path) are left alone.
 */
function forwardBodiesAsSent(
  request: IncomingMessage & { body?: unknown },
  _response: ServerResponse,
  next: () => void,
): void {
  const { body } = request;
  if (request.url?.startsWith('/_pactSetup')) {
    next();
    return;
  }
  if (body !== null && typeof body === 'object' && !Buffer.isBuffer(body)) {
    const isForm = (request.headers['content-type'] ?? '').startsWith(
      'application/x-www-form-urlencoded',
    );
    const bytes = isForm
      ? Buffer.from(
          new URLSearchParams(
            Object.entries(body).map(([name, value]) => [name, String(value)]),
          ).toString(),
        )
      : Buffer.from(JSON.stringify(body));
    request.body = bytes;
    request.headers['content-length'] = String(bytes.length);
  }
  next();
}

export interface VerificationFailure {
  interaction: string;
  mismatches: string[];
}

export interface VerificationOutcome {
  passed: boolean;
  failures: VerificationFailure[];
}

interface VerifierReport {
  errors?: {
    interaction?: string;
    mismatch?: { mismatches?: { mismatch?: string; path?: string }[]; message?: string };
  }[];
}

/** The failing interactions of the verifier's report (it rejects with the report as message). */
function failuresOf(error: unknown): VerificationFailure[] {
  const text = error instanceof Error ? error.message : String(error);
  let report: VerifierReport;
  try {
    report = JSON.parse(text) as VerifierReport;
  } catch {
    return [{ interaction: '(the verifier did not run)', mismatches: [text] }];
  }
  return (report.errors ?? []).map((entry) => ({
    interaction: entry.interaction ?? '?',
    mismatches: (entry.mismatch?.mismatches ?? []).map((mismatch) =>
      `${mismatch.path ?? ''} ${mismatch.mismatch ?? ''}`.trim(),
    ),
  }));
}

/** Verifies the mock server against every interaction of `pactFile`. */
export async function verifyMockProvider(pactFile: string): Promise<VerificationOutcome> {
  const server = await startMockServer({ port: 0, host: '127.0.0.1' });
  try {
    await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: server.url,
      pactUrls: [pactFile],
      stateHandlers,
      requestFilter: forwardBodiesAsSent,
      beforeEach: async () => resetProviderState(),
      logLevel: 'error',
    }).verifyProvider();
    return { passed: true, failures: [] };
  } catch (error) {
    return { passed: false, failures: failuresOf(error) };
  } finally {
    await server.close();
    clock.reset();
  }
}
