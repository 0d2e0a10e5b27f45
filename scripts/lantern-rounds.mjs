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
import { readFileSync } from 'node:fs';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import * as constants from 'lighthouse/core/config/constants.js';

const args = process.argv.slice(2);
const lastAt = args.indexOf('--last');
const last = lastAt >= 0 ? Number(args.splice(lastAt, 2)[1]) : 12;
const run = args[0];
if (!run) {
  console.error('usage: node scripts/lantern-rounds.mjs <saved run, without .json> [--last N]');
  process.exit(1);
}

const trace = JSON.parse(readFileSync(`${run}.trace.json`, 'utf8'));
const { DevtoolsLog, URL, GatherContext, HostDPR } = JSON.parse(
  readFileSync(`${run}.artifacts.json`, 'utf8'),
);
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
    devtoolsLog: DevtoolsLog,
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
