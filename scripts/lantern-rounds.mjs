// `node scripts/lantern-rounds.mjs <run> [--last N]`: what Lighthouse's simulated LCP of a saved
// mobile run is made of. `<run>` is a run that `npm run bench:lighthouse -- --save DIR` kept, named
// without its extension (DIR/mobile-_en_US_personal_order-2). It runs Lighthouse's own simulation
// (Lantern, as its mobile profile does: 150 ms round trips, 1.6 Mbit/s, the CPU four times slower)
// on the run's trace and DevTools log, and prints:
// - the LCP, and the two estimates it averages: the optimistic (the requests and the work that
//   can delay the paint) and the pessimistic (every request and layout before it);
// - the rounds in which the optimistic estimate's requests end: on that link, once the framework
//   is in, each round trip brings about 30 KB, and the page paints in the round after its last
//   file, so a few KB in a last round are 150 ms of its LCP;
// - the last N (12) requests and tasks of each estimate to end.
// What a change of the load would do, before making it: `--without PATTERN` simulates the load
// without the requests whose address matches (as if their bytes came with another file, or
// later), `--later PATTERN:MS` with those requests asked for MS milliseconds later (negative:
// sooner), which moves them in the order in which the simulation sends an origin's requests, one
// at a time. Each may be given more than once. An order's page: 1807 ms, and 1657 ms with
// `--later rolldown-runtime:5` (the runtime chunk asked for after the framework, not before).
import { readFileSync } from 'node:fs';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import * as constants from 'lighthouse/core/config/constants.js';

const args = process.argv.slice(2);
const lastAt = args.indexOf('--last');
const last = lastAt >= 0 ? Number(args.splice(lastAt, 2)[1]) : 12;
/** The values of every `name` option, taken out of `args`. */
const taken = (name) => {
  const values = [];
  for (let at = args.indexOf(name); at >= 0; at = args.indexOf(name))
    values.push(args.splice(at, 2)[1]);
  return values;
};
const without = taken('--without').map((pattern) => new RegExp(pattern));
const later = taken('--later').map((option) => {
  const at = option.lastIndexOf(':');
  return { pattern: new RegExp(option.slice(0, at)), seconds: Number(option.slice(at + 1)) / 1000 };
});
const run = args[0];
if (!run || later.some(({ seconds }) => !Number.isFinite(seconds))) {
  console.error(
    'usage: node scripts/lantern-rounds.mjs <saved run, without .json> [--last N] [--without PATTERN] [--later PATTERN:MS]',
  );
  process.exit(1);
}

const trace = JSON.parse(readFileSync(`${run}.trace.json`, 'utf8'));
const { DevtoolsLog, URL, GatherContext, HostDPR } = JSON.parse(
  readFileSync(`${run}.artifacts.json`, 'utf8'),
);
const urls = new Map(
  DevtoolsLog.filter(({ method }) => method === 'Network.requestWillBeSent').map(({ params }) => [
    params.requestId,
    params.request.url,
  ]),
);
const urlOf = (event) => urls.get(event.params?.requestId) ?? '';
const devtoolsLog = DevtoolsLog.filter((event) => !without.some((re) => re.test(urlOf(event))));
for (const event of devtoolsLog) {
  if (event.method !== 'Network.requestWillBeSent') continue;
  for (const { pattern, seconds } of later)
    if (pattern.test(urlOf(event))) {
      event.params.timestamp += seconds;
      event.params.wallTime += seconds;
    }
}
const settings = {
  ...constants.defaultSettings,
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  throttling: constants.throttling.mobileSlow4G,
  screenEmulation: constants.screenEmulationMetrics.mobile,
};
const lcp = await LanternLargestContentfulPaint.request(
  {
    trace,
    devtoolsLog,
    gatherContext: GatherContext,
    settings,
    simulator: null,
    URL,
    SourceMaps: [],
    HostDPR,
  },
  { computedCache: new Map(), settings },
);

const ms = (value) => `${Math.round(value)}`.padStart(5);
const describe = (node, timing) =>
  node.type === 'network'
    ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '')} (${node.request.transferSize} bytes)`
    : `main thread, ${Math.round(timing.duration)} ms (${(node.event.dur / 1000).toFixed(1)} ms in the run)`;

console.log(
  `LCP ${Math.round(lcp.timing)} ms: optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}`,
);
const rounds = new Map();
for (const [node, timing] of lcp.optimisticEstimate.nodeTimings) {
  if (node.type !== 'network') continue;
  const end = Math.round(timing.endTime);
  const round = rounds.get(end) ?? { requests: 0, bytes: 0 };
  round.requests += 1;
  round.bytes += node.request.transferSize;
  rounds.set(end, round);
}
console.log('\nRequests of the optimistic estimate, by the time they end:');
for (const [end, { requests, bytes }] of [...rounds].sort((a, b) => a[0] - b[0]))
  console.log(
    `${ms(end)} ms  ${String(requests).padStart(3)} requests  ${(bytes / 1024).toFixed(1)} KB`,
  );
for (const [name, estimate] of [
  ['optimistic', lcp.optimisticEstimate],
  ['pessimistic', lcp.pessimisticEstimate],
]) {
  console.log(`\nThe last ${last} to end in the ${name} estimate (start, end):`);
  for (const [node, timing] of [...estimate.nodeTimings]
    .sort((a, b) => b[1].endTime - a[1].endTime)
    .slice(0, last))
    console.log(`${ms(timing.startTime)} ${ms(timing.endTime)}  ${describe(node, timing)}`);
}
