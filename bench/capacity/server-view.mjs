// Where a request waits past the knee: the load generator's view against the server's. Starts the
// embedded default, offers GET /v1/user/profile open-loop at --rate for --seconds from this process (as
// curve.mjs does), and meanwhile a second process, on one kept-alive connection of its own, reads
// /metrics and asks for the profile once a second: how many profile requests the server has answered,
// how many it shed (gleaner_http_shed_total), and how long a request takes that does not queue behind the
// generator's. If the server's count stands still while the generator waits, the wait is not the server's.
//
//   node bench/capacity/server-view.mjs --rate 2000 --seconds 6
import http from 'node:http';
import { spawn } from 'node:child_process';
import { arg, pct, startGleaner } from '../lib/measure.mjs';

if (process.env.SERVER_VIEW_BASE) {
  // The observer: its own process, so that it does not queue behind the generator's work.
  const base = process.env.SERVER_VIEW_BASE;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (p, headers = {}) =>
    new Promise((resolve) => {
      http.get(base + p, { agent, headers }, (r) => {
        let b = '';
        r.on('data', (d) => (b += d));
        r.on('end', () => resolve({ status: r.statusCode, body: b }));
      }).on('error', () => resolve({ status: 0, body: '' }));
    });
  const start = performance.now();
  for (;;) {
    const t0 = performance.now();
    const m = (await get('/metrics')).body;
    const t1 = performance.now();
    const p = await get('/v1/user/profile', { authorization: `Bearer ${process.env.SERVER_VIEW_KEY}` });
    const t2 = performance.now();
    const sum = (prefix) => m.split('\n').filter((l) => l.startsWith(prefix)).reduce((s, l) => s + Number(l.split(' ').pop()), 0);
    console.log(JSON.stringify({ at_s: Math.round((t0 - start) / 100) / 10, metrics_ms: Math.round(t1 - t0), profile_ms: Math.round(t2 - t1), profile_status: p.status, profile_answered: sum('gleaner_http_requests_total{method="get",route="/v1/user/profile"'), shed: sum('gleaner_http_shed_total') }));
    await new Promise((r) => setTimeout(r, 1000));
  }
}

const rate = Number(arg('rate', '2000'));
const seconds = Number(arg('seconds', '6'));
const g = await startGleaner({});
const observer = spawn(process.execPath, [new URL(import.meta.url).pathname], { env: { ...process.env, SERVER_VIEW_BASE: g.base, SERVER_VIEW_KEY: g.key }, stdio: ['ignore', 'inherit', 'inherit'] });
await new Promise((r) => setTimeout(r, 1500));
const send = async () => {
  const t0 = performance.now();
  try {
    const r = await fetch(`${g.base}/v1/user/profile`, { headers: { authorization: `Bearer ${g.key}` }, signal: AbortSignal.timeout(60_000) });
    await r.arrayBuffer();
    return { status: r.status, ms: performance.now() - t0 };
  } catch {
    return { status: 0, ms: performance.now() - t0 };
  }
};
const start = performance.now();
const pending = [];
for (let i = 0; i < rate * seconds; i++) {
  const wait = start + (i * 1000) / rate - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  pending.push(send());
}
const results = await Promise.all(pending);
observer.kill();
await g.stop();
const statuses = {};
for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
const ms = (s) => results.filter((r) => r.status === s).map((r) => r.ms);
console.log(JSON.stringify({ generator: { rate, seconds, statuses, ok_p50_ms: Math.round(pct(ms(200), 50) || 0), ok_p99_ms: Math.round(pct(ms(200), 99) || 0), shed_p50_ms: Math.round(pct(ms(503), 50) || 0), elapsed_s: Math.round((performance.now() - start) / 1000) } }));
process.exit(0);
