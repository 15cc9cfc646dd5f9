// What traces cost: the same Gleaner build with traces off (no OTLP endpoint: the SDK is not
// started) and on (every span exported to a local OTLP/HTTP receiver run by this script), side by
// side in one run, alternating which goes first each round:
// - scrapes per second through the API at concurrency 4 (goal: on >= 0.95 of off);
// - GET /v1/user/profile requests per second (autocannon, 10 connections; goal: on >= 0.85 of off).
// A third side, "10%", samples one trace in ten (OTEL_TRACES_SAMPLER=parentbased_traceidratio, 0.1):
// what a busy deployment would run. The receiver counts what it got, so "on" is shown to have exported.
// Usage: node bench/telemetry/traces-cost.mjs [--rounds 3] [--seconds 6] [--protocol http/protobuf|http/json]   (loopback only)
import http from 'node:http';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startFixtureSite } from '@gleaner/testkit';
import { drive, median, postJson, processCpuMs, startGleaner } from '../lib/measure.mjs';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, seconds: { type: 'string', default: '6' }, protocol: { type: 'string', default: 'http/protobuf' } } });
const ROUNDS = Number(values.rounds);
const SECONDS = Number(values.seconds);
const C = 4;

const received = { requests: 0, bytes: 0 };
const receiver = http.createServer((req, res) => {
  req.on('data', (d) => (received.bytes += d.length));
  req.on('end', () => {
    received.requests++;
    const json = String(req.headers['content-type']).includes('json');
    res.writeHead(200, { 'content-type': json ? 'application/json' : 'application/x-protobuf' });
    res.end(json ? '{}' : '');
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const otel = {
  OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiver.address().port}`,
  OTEL_EXPORTER_OTLP_PROTOCOL: values.protocol,
  OTEL_SERVICE_NAME: 'gleaner-bench',
};
const site = await startFixtureSite();

const SIDES = {
  off: {},
  on: otel,
  '10%': { ...otel, OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' },
};

async function measure(side) {
  const g = await startGleaner({ GLEANER_RENDER_CONCURRENCY: String(C), ...SIDES[side] });
  try {
    const scrape = (i) => postJson(`${g.base}/v1/content/scrape`, g.key, { url: `${site.url}/simple?i=${i}` });
    await drive(C, 2, scrape);
    const s = await drive(C, SECONDS, scrape);
    const headers = { authorization: `Bearer ${g.key}` };
    await autocannon({ url: `${g.base}/v1/user/profile`, headers, connections: 10, duration: 2 });
    const cpu0 = processCpuMs(g.pid);
    const p = await autocannon({ url: `${g.base}/v1/user/profile`, headers, connections: 10, duration: SECONDS });
    if (p.non2xx || p.errors) throw new Error(`profile: ${p.non2xx} non-2xx, ${p.errors} errors`);
    return { scrape: s.rate, profile: p.requests.average, profileCpuUs: ((processCpuMs(g.pid) - cpu0) * 1000) / p.requests.total };
  } finally {
    await g.stop();
  }
}

const rounds = [];
for (let r = 0; r < ROUNDS; r++) {
  const before = received.requests;
  const order = r % 2 === 0 ? ['off', 'on', '10%'] : ['10%', 'on', 'off'];
  const out = {};
  for (const side of order) out[side] = await measure(side);
  rounds.push(out);
  console.log(
    `round ${r + 1}: scrapes/s off ${out.off.scrape.toFixed(1)} on ${out.on.scrape.toFixed(1)} (${(out.on.scrape / out.off.scrape).toFixed(2)}) | ` +
      `profile req/s off ${out.off.profile.toFixed(0)} on ${out.on.profile.toFixed(0)} (${(out.on.profile / out.off.profile).toFixed(2)}) 10% ${out['10%'].profile.toFixed(0)} (${(out['10%'].profile / out.off.profile).toFixed(2)}), CPU-µs/req ${out.off.profileCpuUs.toFixed(0)} / ${out.on.profileCpuUs.toFixed(0)} / ${out['10%'].profileCpuUs.toFixed(0)} | ` +
      `receiver got ${received.requests - before} exports`,
  );
}
const m = (f) => median(rounds.map(f));
console.log(`\n${values.protocol}, medians of ${ROUNDS} rounds (${SECONDS} s each):`);
console.log('| measure | traces off | traces on | on / off | 10% sampled | 10% / off | goal (on / off) |');
console.log('|---|---|---|---|---|---|---|');
const row = (label, f, digits, goal, inverse = false) => {
  const ratio = (side) => m((r) => (inverse ? f(r.off) / f(r[side]) : f(r[side]) / f(r.off))).toFixed(2);
  console.log(`| ${label} | ${m((r) => f(r.off)).toFixed(digits)} | ${m((r) => f(r.on)).toFixed(digits)} | ${ratio('on')} | ${m((r) => f(r['10%'])).toFixed(digits)} | ${ratio('10%')} | ${goal} |`);
};
row(`scrapes/s through the API, c=${C}`, (x) => x.scrape, 1, '>= 0.95');
row('GET /v1/user/profile req/s', (x) => x.profile, 0, '>= 0.85');
row('profile CPU-µs a request (ratio: off / side)', (x) => x.profileCpuUs, 0, '', true);
console.log(`receiver: ${received.requests} exports, ${(received.bytes / 1e6).toFixed(1)} MB`);
await site.close();
receiver.close();
