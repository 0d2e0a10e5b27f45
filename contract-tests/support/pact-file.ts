/** The pact file as data: reading, normalising, and the parts of it the checks look at. */
import { readFileSync } from 'node:fs';

export interface PactBody {
  content?: unknown;
  contentType?: string;
  encoded?: false | string;
}

export interface PactRequest {
  method: string;
  path: string;
  query?: Record<string, string[]>;
  headers?: Record<string, string[]>;
  body?: PactBody;
  matchingRules?: unknown;
}

export interface PactInteraction {
  description: string;
  providerStates?: { name: string; params?: unknown }[];
  request: PactRequest;
  response: {
    status: number;
    headers?: Record<string, string[]>;
    body?: PactBody;
    matchingRules?: unknown;
  };
  [key: string]: unknown;
}

export interface Pact {
  consumer: { name: string };
  provider: { name: string };
  interactions: PactInteraction[];
  metadata: Record<string, unknown>;
}

export function readPact(file: string): Pact {
  return JSON.parse(readFileSync(file, 'utf8')) as Pact;
}

const stateKey = (interaction: PactInteraction) =>
  (interaction.providerStates ?? []).map((state) => state.name).join(' & ');

/**
 * One canonical text for a pact: interactions sorted by description and states, two-space JSON,
 * a final newline. Pact writes interactions as tests happen to merge them; this keeps the
 * committed file byte-identical from run to run.
 */
export function normalisePact(pact: Pact): string {
  const interactions = [...pact.interactions].sort(
    (a, b) =>
      a.description.localeCompare(b.description, 'en') ||
      stateKey(a).localeCompare(stateKey(b), 'en'),
  );
  return `${JSON.stringify({ ...pact, interactions }, null, 2)}\n`;
}

/** Every provider state name the pact uses. */
export function stateNames(pact: Pact): string[] {
  return [
    ...new Set(pact.interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name))),
  ].sort();
}

/** The request body as text (Pact stores binary bodies base64-encoded). */
export function bodyText(body: PactBody | undefined): string {
  if (!body || body.content === undefined) return '';
  if (typeof body.content !== 'string') return JSON.stringify(body.content);
  return body.encoded === 'base64'
    ? Buffer.from(body.content, 'base64').toString('latin1')
    : body.content;
}
