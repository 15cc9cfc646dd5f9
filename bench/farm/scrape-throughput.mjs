// Scrape throughput of the farm against the embedded default, side by side in one run, at one
// concurrency (default 4): POST /v1/content/scrape of the fixture site's /simple page, rendered.
// - embedded: apps/gleaner, one process (SQLite, in-process bus, caches on), GLEANER_RENDER_CONCURRENCY
//   = the tabs of its one Chromium (--tabs, default the concurrency);
// - farm: bench/lib/farm.mjs: `--apis` API processes (caches off) and `--renderers` render processes
//   sharing the same number of tabs in total, a scheduler and a dispatcher, over the MongoDB stand-in
//   (its own process) and the Kafka stand-in (librdkafka's mock; consumers' maxWaitTimeInMs as
//   configured: the adapter's default unless --max-wait sets GLEANER_KAFKA_MAX_WAIT_MS); the client
//   sends request i to API i mod --apis (no proxy in front).
// Both sides stay up for the whole run and take turns, the order alternating per round; each
// measurement reports scrapes/s, p50/p99 and the CPU a scrape by process (from /proc), and the CPU
// the idle side spent meanwhile. The ratio farm/embedded is per round, its median reported.
// Usage: node bench/farm/scrape-throughput.mjs [--rounds 3] [--seconds 8] [--concurrency 4] [--a <tree>]
//   [--tabs <concurrency>] [--apis 2] [--renderers 1] [--users 1] [--max-wait <ms>] [--hop-wait <ms>]   (loopback only)
// --hop-wait sets GLEANER_KAFKA_MAX_WAIT_MS for the API and render processes only (the consumers of a
// scrape's two hops: render jobs and replies); the scheduler and dispatcher keep --max-wait or the
// default. The mock holds an empty fetch for its whole wait even when a message arrives meanwhile, and a
// broker does not (it answers as soon as minBytes, 1, is there): a short wait on the two hops stands in
// for that, at the price of idle fetches that show up in the api, render and kafka CPU columns.
// --renderers 2 spreads the tabs over two render processes; render jobs are keyed by user (one
// partition, so one render process, per user): give it --users 2 or more, and check that the
// render CPU shows both working (a user per client slot).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startFixtureSite } from '@gleaner/testkit';
import { cpuMeter, drive, median, postJson, startGleaner, treeCpu } from '../lib/measure.mjs';
import { startFarm } from '../lib/farm.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '8' },
    concurrency: { type: 'string', default: '4' },
    tabs: { type: 'string' },
    apis: { type: 'string', default: '2' },
    renderers: { type: 'string', default: '1' },
    users: { type: 'string', default: '1' },
    'max-wait': { type: 'string' },
    'hop-wait': { type: 'string' },
    a: { type: 'string' },
  },
});
// --a <tree> (bench/content/ab-tree.sh COMMIT <tree>): the "embedded" side is instead the same farm
// built from that tree, so the ratio reads farm (this tree) / farm (A), CPU per process group on both.
const ROUNDS = Number(values.rounds);
const SECONDS = Number(values.seconds);
const C = Number(values.concurrency);
const TABS = Number(values.tabs ?? C); // Chromium tabs in total on each side
const RENDERERS = Number(values.renderers);
if (TABS % RENDERERS !== 0) throw new Error('--tabs must be a multiple of --renderers (the same tabs in total on both sides)');
const load = () => os.loadavg()[0].toFixed(2);

const site = await startFixtureSite();
const page = (i) => `${site.url}/simple?i=${i}`;
// No browser recycling during the run on either side (it comes every 500 pages by default): a
// recycled browser's processes leave the tree unreaped and its CPU would drop out of the figures.
const NO_RECYCLE = { GLEANER_BROWSER_RECYCLE_AFTER: '1000000' };
const farmOptions = {
  apis: Number(values.apis),
  renderers: RENDERERS,
  renderConcurrency: TABS / RENDERERS,
  users: Number(values.users),
  env: { ...NO_RECYCLE, ...(values['max-wait'] ? { GLEANER_KAFKA_MAX_WAIT_MS: values['max-wait'] } : {}) },
  envByRole: values['hop-wait'] ? { api: { GLEANER_KAFKA_MAX_WAIT_MS: values['hop-wait'] }, renderer: { GLEANER_KAFKA_MAX_WAIT_MS: values['hop-wait'] } } : {},
};
const farmA = values.a ? await startFarm({ ...farmOptions, from: values.a }) : undefined;
const embedded = farmA ? undefined : await startGleaner({ GLEANER_RENDER_CONCURRENCY: String(TABS), ...NO_RECYCLE });
const farm = await startFarm(farmOptions);
const { pids } = farm;
if (farmA) console.log(`A/B: "embedded" below is the farm built from ${values.a}`);
console.log(
  `scrape of ${site.url}/simple at concurrency ${C}, ${SECONDS} s a measurement, ${ROUNDS} rounds; embedded: 1 process, 1 Chromium x ${TABS} tabs; ` +
    `farm: ${pids.apis.length} API + ${RENDERERS} render process(es) x ${TABS / RENDERERS} tabs + scheduler + dispatcher, ${farm.keys.length} user(s), ` +
    `GLEANER_KAFKA_MAX_WAIT_MS ${farm.env.GLEANER_KAFKA_MAX_WAIT_MS ?? 'unset (adapter default)'}${values['hop-wait'] ? ` (API and render processes: ${values['hop-wait']})` : ''}; load ${load()}`,
);

const sides = {
  embedded: farmA
    ? {
        job: (i, slot) => postJson(`${farmA.apiUrls[i % farmA.apiUrls.length]}/v1/content/scrape`, farmA.keys[slot % farmA.keys.length], { url: page(i) }),
        groups: { api: farmA.pids.apis, render: farmA.pids.renderers, mongo: [farmA.pids.mongo], kafka: [farmA.pids.kafka], 'sched+disp': farmA.pids.others },
      }
    : { job: (i) => postJson(`${embedded.base}/v1/content/scrape`, embedded.key, { url: page(i) }), groups: { gleaner: [embedded.pid] } },
  farm: {
    job: (i, slot) => postJson(`${farm.apiUrls[i % farm.apiUrls.length]}/v1/content/scrape`, farm.keys[slot % farm.keys.length], { url: page(i) }),
    // Each render process apart when there are several: shows whether the jobs spread over them.
    groups: { api: pids.apis, ...(RENDERERS === 1 ? { render: pids.renderers } : Object.fromEntries(pids.renderers.map((pid, n) => [`render${n}`, [pid]]))), mongo: [pids.mongo], kafka: [pids.kafka], 'sched+disp': pids.others },
  },
};
const idleOf = { embedded: 'farm', farm: 'embedded' };
const allPids = (side) => Object.values(sides[side].groups).flat();

/** One measurement of `side`: rate, latency, CPU ms a scrape per process group and the benchmark's own, and the idle side's CPU. */
async function measure(side) {
  const s = sides[side];
  const meters = Object.fromEntries(Object.entries(s.groups).map(([name, roots]) => [name, treeCpu(roots)]));
  const bench = cpuMeter([]); // this process: the client and the fixture site
  const idle0 = treeCpu(allPids(idleOf[side]));
  const r = await drive(C, SECONDS, s.job);
  const perJob = (ms) => ms / r.done;
  r.cpu = Object.fromEntries(Object.entries(s.groups).map(([name, roots]) => [name, perJob((treeCpu(roots) - meters[name]) * 1000)]));
  r.cpu.bench = perJob(bench());
  r.cpuTotal = Object.values(r.cpu).reduce((a, b) => a + b, 0);
  r.idleCpuS = treeCpu(allPids(idleOf[side])) - idle0;
  return r;
}
const fmt = (r) =>
  `${r.rate.toFixed(1)}/s p50 ${r.p50.toFixed(0)} p99 ${r.p99.toFixed(0)} ms${r.errors ? ` (${r.errors} errors)` : ''}, CPU ms a scrape ${r.cpuTotal.toFixed(1)} ` +
  `(${Object.entries(r.cpu).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}), idle side ${r.idleCpuS.toFixed(2)} CPU-s`;

const rounds = [];
try {
  // Warm-up: JIT, sockets, both Chromiums' first pages, the farm's consumer groups joined.
  for (const side of ['embedded', 'farm']) {
    const until = Date.now() + 60_000;
    for (;;) {
      try {
        await sides[side].job(0, 0);
        break;
      } catch (err) {
        if (Date.now() > until) throw err;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    await drive(C, 3, sides[side].job);
  }
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 === 1 ? ['embedded', 'farm'] : ['farm', 'embedded'];
    const loadBefore = load();
    const out = {};
    for (const side of order) out[side] = await measure(side);
    out.ratio = out.farm.rate / out.embedded.rate;
    rounds.push(out);
    console.log(`round ${round} (load ${loadBefore} -> ${load()}): embedded ${fmt(out.embedded)}\n  farm ${fmt(out.farm)}\n  farm/embedded ${out.ratio.toFixed(2)}`);
  }
} finally {
  await farm.stop();
  await (farmA ?? embedded).stop();
  await site.close();
}
const m = (f) => median(rounds.map(f));
const cpuLine = (side) => Object.keys(rounds[0][side].cpu).map((k) => `${k} ${m((r) => r[side].cpu[k]).toFixed(1)}`).join(', ');
console.log(
  `median of ${ROUNDS} rounds: embedded ${m((r) => r.embedded.rate).toFixed(1)}/s (p50 ${m((r) => r.embedded.p50).toFixed(0)} ms), farm ${m((r) => r.farm.rate).toFixed(1)}/s (p50 ${m((r) => r.farm.p50).toFixed(0)} ms), ` +
    `ratio farm/embedded ${m((r) => r.ratio).toFixed(2)} (rounds ${rounds.map((r) => r.ratio.toFixed(2)).join(', ')}; goal >= 0.80)\n` +
    `  CPU ms a scrape: embedded ${m((r) => r.embedded.cpuTotal).toFixed(1)} (${cpuLine('embedded')}); farm ${m((r) => r.farm.cpuTotal).toFixed(1)} (${cpuLine('farm')}); load at the end ${load()}`,
);
