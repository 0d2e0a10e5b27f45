// `npm run bench:lighthouse`: Lighthouse on the pages users open first, mobile and desktop,
// median of 3 runs each, printed as a Markdown table (perf, FCP, LCP, TBT, CLS, bytes). A
// benchmark, not a test: timings on a shared 2-core machine are noisy, so it reports and never
// fails (issue 11 targets: mobile performance >= 95 on every page of the production build, LCP
// <= 1.8 s, TBT < 200 ms, CLS < 0.05; the offline build >= 90).
//
// By default it measures what users get: the production build (dist/, built when missing or with
// --build) served by the shipped nginx configuration (deploy/nginx/, through
// scripts/serve-nginx.mjs: HTTP/2, precompressed brotli, year-long asset caching, the CSP), with
// `/api` passed behind the same origin to `npm run mock-server`, where demo is signed in (the
// mock server has one session for every client), so the personal pages are measured too.
// `--offline` measures dist-offline/ behind the same server (the in-browser mock backend; public
// pages only by default).
// `node scripts/lighthouse.mjs [--offline] [--build] [--runs N] [--device mobile|desktop]
// [--save DIR] [path ...]`
// Environment: LH_PORT (4175), MOCK_PORT (4011), CHROME_PATH (/usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import lighthousePackage from 'lighthouse/package.json' with { type: 'json' };
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { signInDemo, startMockServer, startNginx } from './serve-nginx.mjs';

const lighthouseVersion = lighthousePackage.version;
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const RUNS = Number(option('--runs', 3));
const DEVICES = option('--device', null) ? [option('--device', null)] : ['mobile', 'desktop'];
const PORT = Number(process.env.LH_PORT ?? 4175);
const OFFLINE = flag('--offline');
const DIST = OFFLINE ? 'dist-offline' : 'dist';
const MOCK_PORT = Number(process.env.MOCK_PORT ?? 4011);
const optionValues = new Set(
  [option('--runs', null), option('--device', null), option('--save', null)].filter(Boolean),
);
// `--save DIR` keeps every run's full report (JSON) there, to look into what a metric is made of.
const SAVE_DIR = option('--save', null);
if (SAVE_DIR) mkdirSync(SAVE_DIR, { recursive: true });
const PATHS = args.filter((arg) => arg.startsWith('/') && !optionValues.has(arg));
// Home, login, a list and a detail page (add the service, news and course pages as they land).
const PUBLIC_PAGES = [
  '/zh_CN',
  '/zh_CN/login',
  '/zh_CN/college',
  '/zh_CN/news',
  '/zh_CN/news/3001',
  '/zh_CN/finance',
  '/zh_CN/service',
  '/zh_CN/service/detail?id=1',
  '/zh_CN/tools',
  '/zh_CN/tools/fba-calculator',
  '/zh_CN/college/course/list',
  '/zh_CN/college/course/detail?id=3',
  '/zh_CN/college/course/play?id=10&video=1001',
  '/zh_CN/logistics',
  '/zh_CN/logistics/service/list',
  '/zh_CN/logistics/service/701',
  '/zh_CN/logistics/query?nos=RB123456785GB',
  '/zh_CN/platform',
  '/zh_CN/platform/101',
];
const SIGNED_IN_PAGES = ['/zh_CN/personal/order', '/zh_CN/personal/order/1'];
const pages = PATHS.length ? PATHS : OFFLINE ? PUBLIC_PAGES : [...PUBLIC_PAGES, ...SIGNED_IN_PAGES];
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

if (flag('--build') || !existsSync(`${DIST}/index.html`)) {
  console.log(`Building ${DIST}/ …`);
  const build = OFFLINE
    ? spawnSync('npm', ['run', 'build:offline'], { stdio: 'inherit' })
    : spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const rows = [];
// The offline build answers its API in the browser: its upstream is left unused.
const mock = OFFLINE ? undefined : await startMockServer(MOCK_PORT);
process.on('exit', () => mock?.stop());
process.on('SIGINT', () => process.exit(130));
const server = await startNginx({ root: DIST, port: PORT, apiUpstream: `127.0.0.1:${MOCK_PORT}` });
const { origin } = server;
try {
  if (mock) await signInDemo(mock.url);
  for (const path of pages) {
    for (const formFactor of DEVICES) {
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
          if (SAVE_DIR) {
            const name = `${formFactor}-${path.replace(/[^a-zA-Z0-9]+/g, '_')}-${run}.json`;
            writeFileSync(join(SAVE_DIR, name), JSON.stringify(result.lhr));
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
            `  ${path} ${formFactor} run ${run}: performance ${runs.at(-1).scores.performance}${failure ? ` (${failure})` : ''}\n`,
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
        // The runs the medians are of (a run without a trace has no score and no timings).
        scored: runs.filter((r) => Number.isFinite(r.scores.performance)).length,
        metrics: Object.fromEntries(
          METRICS.map(([id]) => [id, median(runs.map((r) => r.metrics[id]))]),
        ),
      });
    }
  }
} finally {
  await server.close();
  mock?.stop();
}

const header = [
  'page',
  'device',
  ...CATEGORIES.map((id) => id.replace('best-practices', 'best')),
  ...METRICS.map(([, label]) => label),
];
const cell = (value, unit) => {
  if (!Number.isFinite(value)) return 'n/a';
  if (unit === 'ms') return `${(value / 1000).toFixed(2)} s`;
  if (unit === 'KB') return `${Math.round(value / 1024)} KB`;
  return Number.isInteger(value) ? String(value) : value.toFixed(3);
};
const table = rows.map((row) => [
  // A page some of whose runs went unscored says of how many runs its medians are.
  row.scored < RUNS ? `\`${row.path}\` (${row.scored} of ${RUNS} runs)` : `\`${row.path}\``,
  row.formFactor,
  ...CATEGORIES.map((id) => cell(Math.round(row.scores[id]), '')),
  ...METRICS.map(([id, , unit]) => cell(row.metrics[id], unit)),
]);
const served = OFFLINE
  ? `${DIST}/ on nginx (deploy/nginx/) with the in-browser mock backend`
  : `${DIST}/ on nginx (deploy/nginx/), API from the mock server behind the same origin`;
console.log(`\nLighthouse ${lighthouseVersion}, median of ${RUNS} runs (${served})\n`);
console.log(`| ${header.join(' | ')} |`);
console.log(`| ${header.map(() => '---').join(' | ')} |`);
for (const line of table) console.log(`| ${line.join(' | ')} |`);
