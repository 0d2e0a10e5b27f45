// `npm run bench:trace -- [--against DIR] [--runs N] [--cpu N] path...`: the main-thread work of
// a page's load, from Chromium's own trace, to compare two builds where Lighthouse's figures move
// more between runs than a change moves them. Each load is a fresh Chromium, its CPU slowed
// (4 times, as Lighthouse's mobile profile) and its screen a phone's (412 x 823), loading a page
// of the production build (dist/, prerendered from the mock server as `npm run bench:lighthouse`
// does) and, with `--against DIR`, the same page of another build (one made before a change,
// with its own pages/ already prerendered: `node scripts/serve-nginx.mjs --root DIR` once, at
// that commit), the two loaded in turn, `--runs` times (5). For each page and build it prints the
// median of the runs: the first contentful paint, the largest, the blocking time after the
// first paint (each task's time over 50 ms, as Lighthouse's TBT counts a slowed CPU's tasks), the
// longest task and the longest module evaluation; and each run's blocking time.
//
// The browser is driven over its DevTools protocol with no inspector session on the page (only
// the screen, the CPU and the navigation are set): with one attached (Playwright's, Lighthouse's),
// V8 collects source positions as the app's modules run, 15 to 40 ms of every page's hydration
// on this machine, which a visitor's browser does not do. Demo is signed in on the mock server,
// so the personal pages load too.
// Environment: TRACE_PORT (4185; --against on the next port), MOCK_PORT (4012), CHROME_PATH
// (/usr/bin/chromium).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import {
  PRERENDERER,
  prerenderOn,
  signInDemo,
  startMockServer,
  startNginx,
} from './serve-nginx.mjs';

/** Lighthouse's mobile screen and user agent, from Lighthouse itself. */
const { width, height, deviceScaleFactor, mobile } = screenEmulationMetrics.mobile;
const SCREEN = { width, height, deviceScaleFactor, mobile };
const USER_AGENT = userAgents.mobile;
/** What the summary reads: tasks, paints, module evaluation. No stack capture (it costs V8 work). */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
  'blink.user_timing',
].join(',');
/** How long a load is traced: the slowest page the app draws has hydrated well before. */
const SETTLE_MS = 8000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * What a load's trace says of its main thread (times in ms from the navigation's start): the
 * first and largest contentful paints, the blocking time after the first (each task's time over
 * 50 ms), the longest task and the longest module evaluation. `events` are the trace's events.
 */
export function summarizeTrace(events) {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
  );
  if (!navigation) throw new Error('the trace has no navigation of the page');
  const { pid } = navigation;
  const mainThread = events.find(
    (event) =>
      event.name === 'thread_name' && event.pid === pid && event.args?.name === 'CrRendererMain',
  )?.tid;
  const inPage = (event) => event.pid === pid && event.ts >= navigation.ts;
  const at = (event) => (event.ts - navigation.ts) / 1000;
  const ofPage = (event) =>
    inPage(event) && event.args?.data?.navigationId === navigation.args.data.navigationId;
  const fcpEvent = events.find((event) => event.name === 'firstContentfulPaint' && ofPage(event));
  if (!fcpEvent) throw new Error('the page never painted');
  const fcp = at(fcpEvent);
  const lcpEvents = events.filter(
    (event) => event.name === 'largestContentfulPaint::Candidate' && ofPage(event),
  );
  const mainEvents = events.filter(
    (event) => inPage(event) && event.tid === mainThread && event.ph === 'X',
  );
  const tasks = mainEvents.filter((event) => event.name === 'RunTask');
  const longest = (list) => Math.max(0, ...list.map((event) => event.dur / 1000));
  return {
    fcp,
    lcp: lcpEvents.length ? at(lcpEvents.at(-1)) : fcp,
    blocking: tasks
      .filter((task) => at(task) >= fcp)
      .reduce((sum, task) => sum + Math.max(0, task.dur / 1000 - 50), 0),
    longestTask: longest(tasks),
    moduleEvaluation: longest(mainEvents.filter((event) => event.name === 'v8.evaluateModule')),
  };
}

/** A fresh Chromium's DevTools connection: `send(method, params, sessionId)`, `close()`. */
async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'trace-bench-'));
  const chromium = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--ignore-certificate-errors',
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const portFile = join(profile, 'DevToolsActivePort');
  for (let tries = 0; !existsSync(portFile) && tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const [port, path] = readFileSync(portFile, 'utf8').trim().split('\n');
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let lastId = 0;
  const waiting = new Map();
  const listeners = new Set();
  socket.onmessage = ({ data }) => {
    const message = JSON.parse(data);
    if (message.id && waiting.has(message.id)) {
      const { resolve, reject } = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) reject(new Error(message.error.message));
      else resolve(message.result);
    } else {
      for (const listener of listeners) listener(message);
    }
  };
  return {
    send(method, params = {}, sessionId) {
      lastId += 1;
      const id = lastId;
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
    },
    listen: (listener) => listeners.add(listener),
    close() {
      socket.close();
      chromium.once('exit', () => {
        try {
          rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
        } catch {
          // a helper process still writing there: the system's temporary folder keeps it
        }
      });
      chromium.kill();
    },
  };
}

/** One load of `url` in a fresh Chromium, traced: its summary (`summarizeTrace`). */
async function traceLoad(url, cpu) {
  const browser = await launchChromium();
  try {
    const events = [];
    let finished;
    const complete = new Promise((resolve) => (finished = resolve));
    browser.listen((message) => {
      if (message.method === 'Tracing.dataCollected') events.push(...message.params.value);
      if (message.method === 'Tracing.tracingComplete') finished();
    });
    const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
    await browser.send('Emulation.setCPUThrottlingRate', { rate: cpu }, sessionId);
    await browser.send('Emulation.setDeviceMetricsOverride', SCREEN, sessionId);
    await browser.send('Emulation.setUserAgentOverride', { userAgent: USER_AGENT }, sessionId);
    await browser.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await browser.send('Page.navigate', { url }, sessionId);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await browser.send('Tracing.end');
    await complete;
    return summarizeTrace(events);
  } finally {
    browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : fallback;
  };
  const runs = Number(option('--runs', 5));
  const cpu = Number(option('--cpu', 4));
  const against = option('--against', null);
  const values = new Set([option('--runs', null), option('--cpu', null), against]);
  const paths = args.filter((arg) => !arg.startsWith('--') && !values.has(arg));
  if (paths.length === 0 || !existsSync('dist/index.html')) {
    console.error('usage: npm run build, then npm run bench:trace -- [--against DIR] path...');
    process.exit(1);
  }
  if (against && !existsSync(join(against, 'pages'))) {
    console.error(
      `${against} has no prerendered pages: node scripts/serve-nginx.mjs --root ${against}`,
    );
    process.exit(1);
  }
  const port = Number(process.env.TRACE_PORT ?? 4185);
  const mockPort = Number(process.env.MOCK_PORT ?? 4012);
  const mock = await startMockServer(mockPort);
  const apiUpstream = `127.0.0.1:${mockPort}`;
  const servers = [];
  try {
    if (existsSync(PRERENDERER)) {
      await prerenderOn({ root: 'dist', api: mock.url, origin: `https://127.0.0.1:${port}` });
    }
    servers.push(['dist', await startNginx({ root: 'dist', port, apiUpstream })]);
    if (against) {
      servers.push([against, await startNginx({ root: against, port: port + 1, apiUpstream })]);
    }
    await signInDemo(mock.url);
    const ms = (value) => `${Math.round(value)} ms`;
    console.log(`CPU ${cpu}x slower, ${runs} loads per page and build, median:`);
    console.log(
      '| page | build | FCP | LCP | blocking after FCP | longest task | module evaluation | each run |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const path of paths) {
      const loads = servers.map(() => []);
      for (let run = 0; run < runs; run += 1) {
        for (const [index, [, server]] of servers.entries()) {
          loads[index].push(await traceLoad(`${server.origin}${path}`, cpu));
        }
      }
      for (const [index, [name]] of servers.entries()) {
        const of = (key) => median(loads[index].map((load) => load[key]));
        const each = loads[index].map((load) => Math.round(load.blocking)).join(', ');
        console.log(
          `| \`${path}\` | ${name} | ${ms(of('fcp'))} | ${ms(of('lcp'))} | ${ms(of('blocking'))} | ${ms(of('longestTask'))} | ${ms(of('moduleEvaluation'))} | ${each} |`,
        );
      }
    }
  } finally {
    for (const [, server] of servers) await server.close();
    mock.stop();
  }
}
