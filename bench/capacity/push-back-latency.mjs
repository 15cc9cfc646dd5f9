// How soon push-back answers once an API process is at its bound of requests in flight
// (GLEANER_HTTP_IN_FLIGHT): --hold slow scrapes (a page that answers after --page-ms) take every place,
// then GET /v1/user/profile is offered open-loop at --rate for --seconds, a rate this generator keeps up
// with (curve.mjs's own limit is about 1,000 new requests a second here: docs/capacity.md). Prints the
// statuses and the latency of the 503s (and of any 200), then lets the scrapes finish.
//
//   node bench/capacity/push-back-latency.mjs --hold 64 --rate 500 --seconds 5 [--page-ms 15000]
import http from 'node:http';
import { arg, pct, startGleaner } from '../lib/measure.mjs';

const hold = Number(arg('hold', '64'));
const rate = Number(arg('rate', '500'));
const seconds = Number(arg('seconds', '5'));
const pageMs = Number(arg('page-ms', '15000'));

const page = http.createServer((_req, res) => setTimeout(() => res.end('<html><body><h1>Slow</h1><p>late page</p></body></html>'), pageMs));
await new Promise((r) => page.listen(0, '127.0.0.1', r));
const pageUrl = `http://127.0.0.1:${page.address().port}/slow`;
const g = await startGleaner({ GLEANER_HTTP_IN_FLIGHT: String(hold) });
const call = async (method, path, body) => {
  const t0 = performance.now();
  try {
    const r = await fetch(`${g.base}${path}`, { method, headers: { authorization: `Bearer ${g.key}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined, signal: AbortSignal.timeout(60_000) });
    await r.arrayBuffer();
    return { status: r.status, ms: performance.now() - t0, retryAfter: r.headers.get('retry-after') };
  } catch {
    return { status: 0, ms: performance.now() - t0 };
  }
};
const held = Array.from({ length: hold }, () => call('POST', '/v1/content/scrape', { url: pageUrl, javascript: false, timeout: pageMs + 30_000 }));
// Until the places are taken: a profile read is refused.
for (let i = 0; i < 100 && (await call('GET', '/v1/user/profile')).status !== 503; i++) await new Promise((r) => setTimeout(r, 100));
const start = performance.now();
const pending = [];
for (let i = 0; i < rate * seconds; i++) {
  const wait = start + (i * 1000) / rate - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  pending.push(call('GET', '/v1/user/profile'));
}
const results = await Promise.all(pending);
const scrapes = await Promise.all(held);
await g.stop();
page.close();
const count = (list) => list.reduce((m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {});
const ms = (s) => results.filter((r) => r.status === s).map((r) => r.ms);
console.log(JSON.stringify({
  hold, rate, seconds,
  profile: count(results),
  refused_p50_ms: Math.round(pct(ms(503), 50) || 0), refused_p99_ms: Math.round(pct(ms(503), 99) || 0), refused_max_ms: Math.round(Math.max(0, ...ms(503))),
  every_503_with_retry_after: results.filter((r) => r.status === 503).every((r) => Number(r.retryAfter) >= 1),
  served_p99_ms: Math.round(pct(ms(200), 99) || 0),
  scrapes: count(scrapes),
}));
