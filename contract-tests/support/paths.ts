/** Where the contract suite reads and writes its files. */
import { fileURLToPath } from 'node:url';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

export const CONSUMER = 'portal-web';
export const PROVIDER = 'portal-api';

/** The committed pact: what backend teams verify their service against. */
export const PACT_FILE = root(`contract-tests/pacts/${CONSUMER}-${PROVIDER}.json`);

/**
 * Where the consumer tests write the pact while they run (Pact merges every passing interaction
 * into it); contract-tests/run.mjs clears it first and then normalises it into PACT_FILE.
 */
export const PACT_SCRATCH_DIR = process.env.PACT_SCRATCH_DIR ?? root('node_modules/.tmp/pact');

/** The bundled spec: one file, every `$ref` local. */
export const SPEC_FILE = root('api-spec/dist/openapi.yaml');

export const README_FILE = root('README.md');
