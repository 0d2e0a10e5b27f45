// `npm run bench:lighthouse`: Lighthouse on the pages users open first, mobile and desktop,
// median of 5 runs each, printed as a Markdown table (perf, FCP, LCP, TBT, CLS, bytes), beside the
// stack floor measured in the same run. A benchmark, not a test: timings on a shared 2-core
// machine are noisy, so it reports and never fails. Five runs, as Lighthouse's own guidance on
// variability advises: the blocking time above all moves between runs (the floor's data page
// 0.16 to 0.21 s in one run of three), and a median of three is one noisy run from a miss.
//
// The stack floor (bench/floor/, its own lockfile at this project's versions) is the lightest app
// the same stack makes: a static page and a data page (8 courses from /api/eduCourse/list with
// their covers). It is built when missing (or with --build), served by the same nginx
// configuration on the next port, against the same API, and measured first in each device; every
// page's LCP is then printed as a ratio to the floor of its kind (static or data) of this run.
// A figure from another run is never compared. Targets: mobile LCP at most 1.15x its floor,
// performance at least 97, TBT under 150 ms, CLS under 0.05; desktop performance 100 (the
// "targets" column names what a page misses).
//
// By default it measures what users get: the production build (dist/, built when missing or with
// --build) served by the shipped nginx configuration (deploy/nginx/, through
// scripts/serve-nginx.mjs: HTTP/2, precompressed brotli, year-long asset caching, the CSP), with
// `/api` passed behind the same origin to `npm run mock-server`, where demo is signed in (the
// mock server has one session for every client), so the personal pages are measured too.
// `--offline` measures dist-offline/ behind the same server (the in-browser mock backend; public
// pages only by default; the floor is left out: its data comes from the mock server).
// `node scripts/lighthouse.mjs [--offline] [--build] [--runs N] [--device mobile|desktop]
// [--save DIR] [--no-floor] [--dist DIR] [path ...]` (a path is taken as a data page unless it is one of the
// static pages below).
// Environment: LH_PORT (4175; the floor on the next port), MOCK_PORT (4011), CHROME_PATH
// (/usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import lighthousePackage from 'lighthouse/package.json' with { type: 'json' };
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {
  PRERENDERER,
  prerenderOn,
  signInDemo,
  startMockServer,
  startNginx,
} from './serve-nginx.mjs';

const lighthouseVersion = lighthousePackage.version;
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const RUNS = Number(option('--runs', 5));
const DEVICES = option('--device', null) ? [option('--device', null)] : ['mobile', 'desktop'];
const PORT = Number(process.env.LH_PORT ?? 4175);
const OFFLINE = flag('--offline');
const DIST = option('--dist', OFFLINE ? 'dist-offline' : 'dist');
const MOCK_PORT = Number(process.env.MOCK_PORT ?? 4011);
const optionValues = new Set(
  [
    option('--runs', null),
    option('--device', null),
    option('--save', null),
    option('--dist', null),
  ].filter(Boolean),
);
// `--save DIR` keeps every run's full report (JSON), its trace and what Lighthouse's simulation of
// it reads besides (its DevTools log: `.artifacts.json`) there, to look into what a metric is made
// of (`node scripts/lantern-rounds.mjs DIR/<run>`).
const SAVE_DIR = option('--save', null);
if (SAVE_DIR) mkdirSync(SAVE_DIR, { recursive: true });
const PATHS = args.filter((arg) => arg.startsWith('/') && !optionValues.has(arg));
// The pages users open first. A static page's first screen needs no API data (its floor is the
// floor's static page); every other page's is data.
const STATIC_PAGES = ['/en_US/finance', '/en_US/tools', '/en_US/tools/fba-calculator'];
const PUBLIC_PAGES = [
  '/en_US',
  '/en_US/login',
  '/en_US/register',
  '/en_US/news',
  '/en_US/news/3001',
  ...STATIC_PAGES,
  '/en_US/service',
  '/en_US/service/detail?id=1',
  '/en_US/college',
  '/en_US/college/course/list',
  '/en_US/college/course/detail?id=3',
  '/en_US/college/course/play?id=10&video=1001',
  '/en_US/logistics',
  '/en_US/logistics/service/list',
  '/en_US/logistics/service/701',
  '/en_US/logistics/query?nos=RB123456785GB',
  '/en_US/platform',
  '/en_US/platform/101',
];
const SIGNED_IN_PAGES = [
  '/en_US/personal/order',
  '/en_US/personal/order/1',
  '/en_US/logistics/service/submit?id=705',
  '/en_US/platform/apply?id=101&channel=ORDINARY_CUSTOMER',
];
const pages = PATHS.length ? PATHS : OFFLINE ? PUBLIC_PAGES : [...PUBLIC_PAGES, ...SIGNED_IN_PAGES];
const kindOf = (path) => (STATIC_PAGES.includes(path) ? 'static' : 'data');
const FLOOR_DIR = 'bench/floor';
const FLOOR = !OFFLINE && !flag('--no-floor');
const FLOOR_PAGES = [
  { path: '/', kind: 'static', name: 'floor, static page' },
  { path: '/courses', kind: 'data', name: 'floor, data page' },
];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  // The bench server's certificate is a throw-away self-signed one.
  '--ignore-certificate-errors',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['script-bytes', 'JS', 'KB'],
  ['total-byte-weight', 'bytes', 'KB'],
  ['requests', 'requests', ''],
];

/** A run's value of a metric: an audit's, or from the resource summary (what was transferred). */
function metricOf(audits, id) {
  const summary = audits['resource-summary']?.details?.items ?? [];
  if (id === 'script-bytes')
    return summary.find((item) => item.resourceType === 'script')?.transferSize ?? NaN;
  if (id === 'requests')
    return summary.find((item) => item.resourceType === 'total')?.requestCount ?? NaN;
  return audits[id]?.numericValue ?? NaN;
}

/** The median of the runs that produced the value (a run can end without a metric: NaN). */
function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Runs `command` (an array) and stops the bench when it fails. */
function run(command, options = {}) {
  const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (flag('--build') || !existsSync(`${DIST}/index.html`)) {
  console.log(`Building ${DIST}/ …`);
  run(['npm', 'run', OFFLINE ? 'build:offline' : 'build']);
}
if (FLOOR && (flag('--build') || !existsSync(`${FLOOR_DIR}/dist/index.html`))) {
  console.log(`Building the stack floor (${FLOOR_DIR}/) …`);
  if (!existsSync(`${FLOOR_DIR}/node_modules`))
    run(['npm', 'ci', '--no-audit', '--no-fund'], { cwd: FLOOR_DIR });
  run(['npm', 'run', 'build'], { cwd: FLOOR_DIR });
  run(['node', 'scripts/precompress.mjs', `${FLOOR_DIR}/dist`]);
}

/** The median of `RUNS` Lighthouse runs of `url` on `formFactor`: scores and metrics. */
async function measure(url, label, formFactor) {
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    // A fresh browser (and profile) per run: every run is a first visit.
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
    });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const { categories, audits } = result.lhr;
      if (SAVE_DIR) {
        const name = `${formFactor}-${label.replace(/[^a-zA-Z0-9]+/g, '_')}-${run}.json`;
        writeFileSync(join(SAVE_DIR, name), JSON.stringify(result.lhr));
        // The run's trace, for the main thread's tasks (chrome://tracing or DevTools opens it).
        const trace = result.artifacts.Trace ?? result.artifacts.traces?.defaultPass;
        // What Lighthouse's simulation of the load reads besides the trace (scripts/lantern-rounds.mjs).
        const { DevtoolsLog, URL, GatherContext, HostDPR } = result.artifacts;
        writeFileSync(
          join(SAVE_DIR, name.replace(/\.json$/, '.artifacts.json')),
          JSON.stringify({ DevtoolsLog, URL, GatherContext, HostDPR }),
        );
        if (trace)
          writeFileSync(
            join(SAVE_DIR, name.replace(/\.json$/, '.trace.json')),
            JSON.stringify(trace),
          );
      }
      runs.push({
        scores: Object.fromEntries(
          CATEGORIES.map((id) => {
            // A run Lighthouse could not score (no trace) counts as missing, not as 0.
            const score = categories[id]?.score;
            return [id, typeof score === 'number' ? Math.round(score * 100) : NaN];
          }),
        ),
        metrics: Object.fromEntries(METRICS.map(([id]) => [id, metricOf(audits, id)])),
      });
      // Why Lighthouse could not score a run (its runtime error, or the failed metric's).
      const failure =
        result.lhr.runtimeError?.code ??
        METRICS.map(([id]) => audits[id]?.errorMessage).find(Boolean) ??
        '';
      process.stdout.write(
        `  ${label} ${formFactor} run ${run}: performance ${runs.at(-1).scores.performance}, LCP ${Math.round(runs.at(-1).metrics['largest-contentful-paint'])} ms${failure ? ` (${failure})` : ''}\n`,
      );
    } finally {
      await chrome.kill();
    }
  }
  return {
    formFactor,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))])),
    // The runs the medians are of (a run without a trace has no score and no timings).
    scored: runs.filter((r) => Number.isFinite(r.scores.performance)).length,
    metrics: Object.fromEntries(
      METRICS.map(([id]) => [id, median(runs.map((r) => r.metrics[id]))]),
    ),
  };
}

/** What a page misses of the targets (empty when it meets them all). */
function missed(row) {
  const { performance } = row.scores;
  const lcp = row.metrics['largest-contentful-paint'];
  if (row.formFactor === 'desktop') return performance < 100 ? [`performance ${performance}`] : [];
  return [
    Number.isFinite(row.ratio) && row.ratio > 1.15 ? `LCP ${row.ratio.toFixed(2)}x` : '',
    performance < 97 ? `performance ${performance}` : '',
    row.metrics['total-blocking-time'] >= 150 ? 'TBT' : '',
    row.metrics['cumulative-layout-shift'] >= 0.05 ? 'CLS' : '',
    Number.isFinite(lcp) ? '' : 'no LCP',
  ].filter(Boolean);
}

const rows = [];
// The offline build answers its API in the browser: its upstream is left unused.
const mock = OFFLINE ? undefined : await startMockServer(MOCK_PORT);
process.on('exit', () => mock?.stop());
process.on('SIGINT', () => process.exit(130));
const apiUpstream = `127.0.0.1:${MOCK_PORT}`;
// The production build's public pages are prerendered from the API, as a deployment's are
// (README, Deploying); a build given with --dist is measured as it is.
if (mock && DIST === 'dist' && existsSync(PRERENDERER)) {
  await prerenderOn({ root: DIST, api: mock.url, origin: `https://127.0.0.1:${PORT}` });
}
const server = await startNginx({ root: DIST, port: PORT, apiUpstream });
const floorServer = FLOOR
  ? await startNginx({ root: `${FLOOR_DIR}/dist`, port: PORT + 1, apiUpstream })
  : undefined;
try {
  if (mock) await signInDemo(mock.url);
  for (const formFactor of DEVICES) {
    const floors = {};
    for (const floor of floorServer ? FLOOR_PAGES : []) {
      const row = await measure(`${floorServer.origin}${floor.path}`, floor.name, formFactor);
      floors[floor.kind] = row.metrics['largest-contentful-paint'];
      rows.push({ ...row, label: floor.name, floor: true });
    }
    for (const path of pages) {
      const row = await measure(`${server.origin}${path}`, path, formFactor);
      const ratio = row.metrics['largest-contentful-paint'] / floors[kindOf(path)];
      rows.push({ ...row, label: `\`${path}\``, kind: kindOf(path), ratio });
    }
  }
} finally {
  await server.close();
  await floorServer?.close();
  mock?.stop();
}

const header = [
  'page',
  'device',
  ...CATEGORIES.map((id) => id.replace('best-practices', 'best')),
  ...METRICS.map(([, label]) => label),
  'LCP / floor',
  'targets',
];
const cell = (value, unit) => {
  if (!Number.isFinite(value)) return 'n/a';
  if (unit === 'ms') return `${(value / 1000).toFixed(2)} s`;
  if (unit === 'KB') return `${Math.round(value / 1024)} KB`;
  return Number.isInteger(value) ? String(value) : value.toFixed(3);
};
const table = rows.map((row) => [
  // A page some of whose runs went unscored says of how many runs its medians are.
  row.scored < RUNS ? `${row.label} (${row.scored} of ${RUNS} runs)` : row.label,
  row.formFactor,
  ...CATEGORIES.map((id) => cell(Math.round(row.scores[id]), '')),
  ...METRICS.map(([id, , unit]) => cell(row.metrics[id], unit)),
  row.floor ? '—' : Number.isFinite(row.ratio) ? `${row.ratio.toFixed(2)}x (${row.kind})` : 'n/a',
  row.floor ? '—' : missed(row).join(', ') || 'met',
]);
const served = OFFLINE
  ? `${DIST}/ on nginx (deploy/nginx/) with the in-browser mock backend`
  : `${DIST}/ on nginx (deploy/nginx/), API from the mock server behind the same origin`;
console.log(`\nLighthouse ${lighthouseVersion}, median of ${RUNS} runs (${served})\n`);
console.log(`| ${header.join(' | ')} |`);
console.log(`| ${header.map(() => '---').join(' | ')} |`);
for (const line of table) console.log(`| ${line.join(' | ')} |`);
