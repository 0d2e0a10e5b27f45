// `npm run test:budget` (after `vite build`): fails when the production build contains mock code.
//
// Searches every file of the build for strings that only the mock backend brings: the marker
// exported by mocks/browser.ts, msw's worker registration, the dev panel and the mock hosts; and
// fails on the MSW worker file itself, which vite.config.ts keeps out of production builds.
//
// `node scripts/check-no-mocks.mjs [dir]` checks dir (default dist/). With `--expect-mocks` it
// checks the opposite, that an offline build (dist-offline/) does contain the marker: proof that
// the search would see mock code if it leaked.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const args = process.argv.slice(2);
const expectMocks = args.includes('--expect-mocks');
const dir = args.find((arg) => !arg.startsWith('--')) ?? (expectMocks ? 'dist-offline' : 'dist');

/** Strings that exist only in mock code (mocks/**, msw). */
const SIGNATURES = [
  '__PORTAL_OFFLINE_MOCK_BACKEND__', // mocks/browser.ts MOCK_BUNDLE_MARKER
  'mockServiceWorker', // the worker's URL, used by msw's setupWorker
  'MOCKING_ENABLED', // msw's worker protocol
  '[MSW]', // msw's log prefix
  'mock-devtools', // mocks/dev-panel.ts
  'files.portal.test', // mocks/db/uploads.ts mock file host
  'mockCashier', // mocks/db/orders.ts offline payment link
];
const WORKER = 'mockServiceWorker.js';
const TEXT = /\.(js|mjs|cjs|css|html|json|map|txt|svg|webmanifest)$/;

function files(root) {
  return readdirSync(root).flatMap((name) => {
    const path = join(root, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

if (!existsSync(dir)) {
  console.error(`check-no-mocks: ${dir}/ does not exist; build first.`);
  process.exit(1);
}

const found = [];
for (const path of files(dir)) {
  const name = relative(dir, path);
  if (name === WORKER) {
    found.push(`${name}: the MSW worker is in the build`);
    continue;
  }
  if (!TEXT.test(name)) continue;
  const text = readFileSync(path, 'utf8');
  for (const signature of SIGNATURES) {
    if (text.includes(signature)) found.push(`${name}: contains "${signature}"`);
  }
}

if (expectMocks) {
  const marker = found.some((entry) => entry.includes('__PORTAL_OFFLINE_MOCK_BACKEND__'));
  if (!marker) {
    console.error(
      `check-no-mocks: ${dir}/ has no mock marker; the search would miss leaked mock code.`,
    );
    process.exit(1);
  }
  console.log(`check-no-mocks: ${dir}/ carries the mock backend, as an offline build should.`);
  process.exit(0);
}

if (found.length > 0) {
  console.error(`check-no-mocks: mock code in ${dir}/:\n  ${found.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-no-mocks: ${dir}/ contains no mock code.`);
