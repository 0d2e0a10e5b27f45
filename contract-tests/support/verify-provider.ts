/**
 * Child process of `verifyAgainstMocks` (support/provider-check.ts): the verifier's native core
 * writes its report straight to stdout, so it runs here and the test reads only the outcome,
 * the last line, behind OUTCOME_MARKER.
 */
import { OUTCOME_MARKER } from './provider-check';
import { verifyMockProvider } from './provider';

const [pactFile] = process.argv.slice(2);
if (!pactFile) throw new Error('usage: verify-provider.ts <pact file>');
const outcome = await verifyMockProvider(pactFile);
process.stdout.write(`\n${OUTCOME_MARKER}${JSON.stringify(outcome)}\n`);
process.exit(outcome.passed ? 0 : 1);
