// Where a scrape's time goes, farm against embedded: the same load as scrape-throughput.mjs, with
// every span exported (OTLP http/json) to a receiver run here, then each POST /v1/content/scrape's
// trace cut into steps: before the render job is published (auth, credit hold), the request hop
// (publish, including the queue's depth check, until the render worker starts the job), the work
// in the render worker (browser, storing the record), the reply hop, and after the reply (settle,
// usage, the answer). Medians over the traces, in ms; store calls per trace by collection and
// method. Tracing costs a little (docs/benchmarks.md: ~3% of a scrape): read it as a breakdown,
// not a rate. Usage: node bench/farm/scrape-timeline.mjs [--seconds 8] [--concurrency 4]
//   [--apis 2] [--renderers 1] [--max-wait <ms>] [--side farm|embedded|both]   (loopback only)
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startFixtureSite } from '@gleaner/testkit';
import { drive, median, pct, postJson, startGleaner } from '../lib/measure.mjs';
import { startFarm } from '../lib/farm.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    concurrency: { type: 'string', default: '4' },
    apis: { type: 'string', default: '2' },
    renderers: { type: 'string', default: '1' },
    'max-wait': { type: 'string' },
    side: { type: 'string', default: 'both' },
    dump: { type: 'string', default: '0' },
  },
});
const C = Number(values.concurrency);
const RENDERERS = Number(values.renderers);

const spans = [];
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (d) => (body += d));
  req.on('end', () => {
    for (const rs of JSON.parse(body).resourceSpans ?? []) {
      const service = rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
      for (const ss of rs.scopeSpans) for (const s of ss.spans) spans.push({ service, name: s.name, traceId: s.traceId, spanId: s.spanId, parent: s.parentSpanId, start: Number(BigInt(s.startTimeUnixNano) / 1000n) / 1000, end: Number(BigInt(s.endTimeUnixNano) / 1000n) / 1000 });
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
});
await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
const otel = { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiver.address().port}`, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_BSP_SCHEDULE_DELAY: '500' };
const site = await startFixtureSite();
const page = (i) => `${site.url}/simple?i=${i}`;

/** Cuts every scrape trace into steps; prints medians and p99s. */
function analyse(label) {
  const byTrace = new Map();
  for (const s of spans) (byTrace.get(s.traceId) ?? byTrace.set(s.traceId, []).get(s.traceId)).push(s);
  const steps = { total: [], 'before publish': [], 'request hop': [], 'render worker': [], 'of which browser': [], 'reply hop': [], 'after reply': [] };
  const storeCalls = new Map();
  let traces = 0;
  for (const trace of byTrace.values()) {
    const root = trace.find((s) => s.name === 'POST /v1/content/scrape');
    const publish = trace.find((s) => s.name === 'publish render');
    const work = trace.find((s) => s.name === 'process render');
    const browser = trace.find((s) => s.name === 'browser.scrape');
    if (!root || !publish || !work) continue;
    traces++;
    steps.total.push(root.end - root.start);
    steps['before publish'].push(publish.start - root.start);
    steps['request hop'].push(work.start - publish.start);
    steps['render worker'].push(work.end - work.start);
    if (browser) steps['of which browser'].push(browser.end - browser.start);
    steps['reply hop'].push(publish.end - work.end);
    steps['after reply'].push(root.end - publish.end);
    // Round trips: store calls, publishes (a request's span lasts until its reply) and the bounded topic's depth reads.
    for (const s of trace.filter((x) => x.name.startsWith('store.') || x.name.startsWith('publish ') || x.name.startsWith('depth '))) {
      const where = s.start < work.start || s.start > work.end ? 'api' : 'worker';
      const key = `${where} ${s.name}`;
      const entry = storeCalls.get(key) ?? storeCalls.set(key, { n: 0, ms: [] }).get(key);
      entry.n++;
      entry.ms.push(s.end - s.start);
    }
  }
  console.log(`\n${label}: ${traces} scrape traces; ms, median (p99)`);
  // --dump N: the spans of the N traces whose render work exceeds their browser time the most, ms from the request's start.
  const gap = (t) => {
    const w = t.find((s) => s.name === 'process render');
    const b = t.find((s) => s.name === 'browser.scrape');
    return w && b ? w.end - w.start - (b.end - b.start) : -1;
  };
  const gaps = [...byTrace.values()].map(gap).filter((g) => g >= 0);
  if (gaps.length) console.log(`  render work less browser: median ${median(gaps).toFixed(1)}, p90 ${pct(gaps, 90).toFixed(1)}, max ${Math.max(...gaps).toFixed(1)} ms`);
  for (const trace of [...byTrace.values()].sort((a, b) => gap(b) - gap(a)).slice(0, Number(values.dump))) {
    const t0 = Math.min(...trace.map((s) => s.start));
    console.log('  trace:');
    for (const s of trace.sort((a, b) => a.start - b.start)) console.log(`    ${(s.start - t0).toFixed(1).padStart(7)} +${(s.end - s.start).toFixed(1).padStart(6)}  ${s.service} ${s.name}`);
  }
  for (const [step, xs] of Object.entries(steps)) if (xs.length) console.log(`  ${step.padEnd(18)} ${median(xs).toFixed(1).padStart(7)} (${pct(xs, 99).toFixed(1)})`);
  console.log('  store and bus calls a scrape (calls, median ms):');
  for (const [key, e] of [...storeCalls].sort()) console.log(`    ${key}: ${(e.n / traces).toFixed(2)}, ${median(e.ms).toFixed(2)} ms`);
  const per = (re) => [...storeCalls].filter(([k]) => re.test(k)).reduce((n, [, e]) => n + e.n, 0) / traces;
  console.log(`  a scrape: ${per(/^api store/).toFixed(2)} store calls in the API, ${per(/^worker store/).toFixed(2)} in the worker, ${per(/ publish /).toFixed(2)} publishes, ${per(/ depth /).toFixed(2)} depth reads`);
}

async function run(label, start, job) {
  const target = await start();
  try {
    const until = Date.now() + 60_000;
    for (;;) {
      try {
        await job(target, 0, 0);
        break;
      } catch (err) {
        if (Date.now() > until) throw err;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    await drive(C, 3, (i, slot) => job(target, i, slot));
    await new Promise((r) => setTimeout(r, 1500)); // the warm-up's spans exported
    spans.length = 0;
    const r = await drive(C, Number(values.seconds), (i, slot) => job(target, i, slot));
    console.log(`${label}: ${r.rate.toFixed(1)}/s p50 ${r.p50.toFixed(0)} p99 ${r.p99.toFixed(0)} ms (load ${os.loadavg()[0].toFixed(2)})`);
  } finally {
    await target.stop(); // both flush their spans on SIGTERM
  }
  analyse(label);
}

try {
  if (values.side !== 'farm') {
    await run('embedded', () => startGleaner({ GLEANER_RENDER_CONCURRENCY: String(C), OTEL_SERVICE_NAME: 'gleaner', ...otel }), (g, i) => postJson(`${g.base}/v1/content/scrape`, g.key, { url: page(i) }));
  }
  if (values.side !== 'embedded') {
    const env = { ...otel, ...(values['max-wait'] ? { GLEANER_KAFKA_MAX_WAIT_MS: values['max-wait'] } : {}) };
    await run(
      `farm (${values.apis} API, ${RENDERERS} render x ${C / RENDERERS} tabs, GLEANER_KAFKA_MAX_WAIT_MS ${values['max-wait'] ?? 'default'})`,
      () => startFarm({ apis: Number(values.apis), renderers: RENDERERS, renderConcurrency: C / RENDERERS, env }),
      (f, i) => postJson(`${f.apiUrls[i % f.apiUrls.length]}/v1/content/scrape`, f.keys[0], { url: page(i) }),
    );
  }
} finally {
  receiver.close();
  await site.close();
}
