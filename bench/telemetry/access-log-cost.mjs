// What the access log costs: GET /v1/user/profile (autocannon, 4 connections) against the same build
// with every request logged (GLEANER_ACCESS_LOG=info), none (off), 1% of successes (sample 0.01), and
// nothing logged at all (GLEANER_LOG_LEVEL=silent), side by side in one run, alternating the order each
// round. The service's stdout is a pipe read and discarded here, as a container runtime's would be.
// Reports requests per second and the server's CPU-µs per request (all its threads).
// Usage: node bench/telemetry/access-log-cost.mjs [--rounds 3] [--seconds 5]   (loopback only)
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { median, processCpuMs, startGleaner } from '../lib/measure.mjs';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, seconds: { type: 'string', default: '5' } } });
const SIDES = {
  silent: { GLEANER_LOG_LEVEL: 'silent' },
  'access off': { GLEANER_LOG_LEVEL: 'info', GLEANER_ACCESS_LOG: 'off' },
  'access info': { GLEANER_LOG_LEVEL: 'info', GLEANER_ACCESS_LOG: 'info' },
  'sample 0.01': { GLEANER_LOG_LEVEL: 'info', GLEANER_ACCESS_LOG: 'info', GLEANER_ACCESS_LOG_SAMPLE: '0.01' },
};

async function load(service) {
  const cpu0 = processCpuMs(service.pid);
  const r = await autocannon({ url: `${service.base}/v1/user/profile`, headers: { authorization: `Bearer ${service.key}` }, connections: 4, duration: Number(values.seconds) });
  const cpuMs = processCpuMs(service.pid) - cpu0;
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, cpuUs: (cpuMs * 1000) / r.requests.total };
}

const services = {};
for (const [name, env] of Object.entries(SIDES)) services[name] = await startGleaner(env);
const results = Object.fromEntries(Object.keys(SIDES).map((name) => [name, []]));
try {
  for (const service of Object.values(services)) await load(service); // warm-up
  for (let i = 0; i < Number(values.rounds); i++) {
    const names = Object.keys(SIDES);
    if (i % 2 === 1) names.reverse();
    for (const name of names) {
      const r = await load(services[name]);
      results[name].push(r);
      console.log(`round ${i + 1} ${name}: ${r.rps.toFixed(0)} req/s, ${r.cpuUs.toFixed(0)} CPU-µs/req`);
    }
  }
} finally {
  for (const service of Object.values(services)) await service.stop();
}
for (const [name, rs] of Object.entries(results)) {
  console.log(`median ${name}: ${median(rs.map((r) => r.rps)).toFixed(0)} req/s, ${median(rs.map((r) => r.cpuUs)).toFixed(0)} CPU-µs/req`);
}
