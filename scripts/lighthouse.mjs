// `npm run bench:lighthouse`: Lighthouse on the home and login pages of the offline build, mobile
// and desktop, median of 3 runs each, printed as a table. A benchmark, not a test: timings on a
// shared 2-core machine are noisy, so it reports and never fails on a score (issue 5: target
// mobile performance >= 95, accessibility 100).
//
// Serves dist-offline/ (LH_DIST; built first when missing, or always with --build) with `vite preview`
// on LH_PORT (default 4175) and drives Chromium at CHROME_PATH (default /usr/bin/chromium).
// With --production it measures what users download instead: the production build (dist/, no
// in-browser mock backend) with its API calls answered over HTTP by `npm run mock-server`.
// `node scripts/lighthouse.mjs [--production] [--build] [--runs N] [path ...]`
// (default paths /zh_CN, /zh_CN/login).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { get } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const RUNS = Number(option('--runs', 3));
const PORT = Number(process.env.LH_PORT ?? 4175);
const PRODUCTION = flag('--production');
const DIST = process.env.LH_DIST ?? (PRODUCTION ? 'dist' : 'dist-offline');
const MODE = PRODUCTION ? 'production' : 'offline';
const MOCK_PORT = Number(process.env.MOCK_PORT ?? 4011);
const optionValues = new Set([option('--runs', null)].filter(Boolean));
const PATHS = args.filter((arg) => arg.startsWith('/') && !optionValues.has(arg));
const pages = PATHS.length ? PATHS : ['/zh_CN', '/zh_CN/login'];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 'ms'],
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function answers(url) {
  return new Promise((resolve) => {
    get(url, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    }).on('error', () => resolve(false));
  });
}

async function waitForServer(url, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    if (await answers(url)) return;
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

if (flag('--build') || !existsSync(`${DIST}/index.html`)) {
  console.log(`Building ${DIST}/ …`);
  const build = spawnSync('npx', ['vite', 'build', '--mode', MODE, '--outDir', DIST], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const servers = [
  spawn(
    'npx',
    ['vite', 'preview', '--mode', MODE, '--outDir', DIST, '--port', String(PORT), '--strictPort'],
    { stdio: 'ignore', detached: true, env: { ...process.env, MOCK_PORT: String(MOCK_PORT) } },
  ),
];
if (PRODUCTION) {
  servers.push(
    spawn('npx', ['tsx', 'mocks/server.ts'], {
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, MOCK_PORT: String(MOCK_PORT) },
    }),
  );
}
const stopServer = () => {
  for (const server of servers) {
    try {
      process.kill(-server.pid);
    } catch {
      // already gone
    }
  }
};
process.on('exit', stopServer);
process.on('SIGINT', () => process.exit(130));

const origin = `http://127.0.0.1:${PORT}`;
const rows = [];
try {
  await waitForServer(origin);
  if (PRODUCTION) await waitForServer(`http://127.0.0.1:${MOCK_PORT}/__mock/scenario`);
  for (const path of pages) {
    for (const formFactor of ['mobile', 'desktop']) {
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        // A fresh browser (and profile) per run: every run is a first visit.
        const chrome = await chromeLauncher.launch({
          chromePath: CHROME_PATH,
          chromeFlags: CHROME_FLAGS,
        });
        try {
          const result = await lighthouse(
            `${origin}${path}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          const { categories, audits } = result.lhr;
          runs.push({
            scores: Object.fromEntries(
              CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
            ),
            metrics: Object.fromEntries(
              METRICS.map(([id]) => [id, audits[id]?.numericValue ?? NaN]),
            ),
          });
          process.stdout.write(
            `  ${path} ${formFactor} run ${run}: performance ${runs.at(-1).scores.performance}\n`,
          );
        } finally {
          await chrome.kill();
        }
      }
      rows.push({
        path,
        formFactor,
        scores: Object.fromEntries(
          CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))]),
        ),
        metrics: Object.fromEntries(
          METRICS.map(([id]) => [id, median(runs.map((r) => r.metrics[id]))]),
        ),
      });
    }
  }
} finally {
  stopServer();
}

const header = [
  'page',
  'device',
  'perf',
  'a11y',
  'best',
  'seo',
  ...METRICS.map(([, label]) => label),
];
const table = rows.map((row) => [
  row.path,
  row.formFactor,
  ...CATEGORIES.map((id) => String(row.scores[id])),
  ...METRICS.map(([id, , unit]) =>
    unit === 'ms' ? `${Math.round(row.metrics[id])} ms` : row.metrics[id].toFixed(3),
  ),
]);
const widths = header.map((cell, i) =>
  Math.max(cell.length, ...table.map((line) => line[i].length)),
);
const format = (line) => line.map((cell, i) => cell.padEnd(widths[i])).join('  ');
const served = PRODUCTION
  ? `${DIST}/ served by vite preview, API by the mock server`
  : `${DIST}/ served by vite preview`;
console.log(`\nLighthouse, median of ${RUNS} runs (${served})`);
console.log(format(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const line of table) console.log(format(line));
