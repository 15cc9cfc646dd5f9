// What traces cost: the same Gleaner build with traces off (no OTLP endpoint: the SDK is not
// started) and on (every span exported to a local OTLP/HTTP receiver run by this script), side by
// side in one run, alternating which goes first each round:
// - scrapes per second through the API at concurrency 4 (goal: on >= 0.95 of off);
// - GET /v1/user/profile requests per second (autocannon, 10 connections; goal: on >= 0.85 of off).
// The receiver counts what it got, so "on" is shown to have exported.
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

async function measure(traced) {
  const g = await startGleaner({ GLEANER_RENDER_CONCURRENCY: String(C), ...(traced ? otel : {}) });
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
  const order = r % 2 === 0 ? [false, true] : [true, false];
  const out = {};
  for (const traced of order) out[traced ? 'on' : 'off'] = await measure(traced);
  rounds.push(out);
  console.log(
    `round ${r + 1}: scrapes/s off ${out.off.scrape.toFixed(1)} on ${out.on.scrape.toFixed(1)} (${(out.on.scrape / out.off.scrape).toFixed(2)}) | ` +
      `profile req/s off ${out.off.profile.toFixed(0)} on ${out.on.profile.toFixed(0)} (${(out.on.profile / out.off.profile).toFixed(2)}), CPU-µs/req ${out.off.profileCpuUs.toFixed(0)} / ${out.on.profileCpuUs.toFixed(0)} | ` +
      `receiver got ${received.requests - before} exports`,
  );
}
const m = (f) => median(rounds.map(f));
console.log(`\n${values.protocol}, medians of ${ROUNDS} rounds (${SECONDS} s each):`);
console.log('| measure | traces off | traces on | on / off | goal |');
console.log('|---|---|---|---|---|');
console.log(`| scrapes/s through the API, c=${C} | ${m((r) => r.off.scrape).toFixed(1)} | ${m((r) => r.on.scrape).toFixed(1)} | ${m((r) => r.on.scrape / r.off.scrape).toFixed(2)} | >= 0.95 |`);
console.log(`| GET /v1/user/profile req/s | ${m((r) => r.off.profile).toFixed(0)} | ${m((r) => r.on.profile).toFixed(0)} | ${m((r) => r.on.profile / r.off.profile).toFixed(2)} | >= 0.85 |`);
console.log(`| profile CPU-µs a request | ${m((r) => r.off.profileCpuUs).toFixed(0)} | ${m((r) => r.on.profileCpuUs).toFixed(0)} | ${m((r) => r.off.profileCpuUs / r.on.profileCpuUs).toFixed(2)} | |`);
console.log(`receiver: ${received.requests} exports, ${(received.bytes / 1e6).toFixed(1)} MB`);
await site.close();
receiver.close();
