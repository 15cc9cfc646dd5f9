// What one recorded span costs, in this process, without HTTP around it: N spans made with the
// service's withSpan (libs/platform; 5 attributes, as an API request's span has), their CPU µs a span
// measured with the SDK started in a child process per variant, so that each starts clean:
//   none       tracing off (withSpan calls its function: the floor)
//   record     sampled and recorded, no span processor (creation, attributes, context, end)
//   batch      + the SDK's BatchSpanProcessor and the OTLP exporter (env's protocol) to a local receiver
//   (each with a suffix -sdk or -encoder: GLEANER_TRACES_IMPL=sdk, the SDK's tracer and serializer, or
//   =encoder, the SDK's tracer with our encoder; none: our tracer and encoder, libs/telemetry)
// Rounds alternate the variants; medians. Usage: node bench/telemetry/span-cost.mjs [--spans 100000]
//   [--rounds 3] [--protocol http/protobuf|http/json] [--heap-mb 0] [--async]   (loopback only)
import { fork } from 'node:child_process';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { median } from '../lib/measure.mjs';

const { values } = parseArgs({ options: { spans: { type: 'string', default: '100000' }, rounds: { type: 'string', default: '3' }, protocol: { type: 'string', default: 'http/protobuf' }, child: { type: 'string' }, variants: { type: 'string', default: 'none,record,batch' }, 'heap-mb': { type: 'string', default: '0' }, async: { type: 'boolean', default: false } } });
const N = Number(values.spans);

if (values.child) {
  const variant = values.child;
  // --heap-mb: keep that many MB of small live objects, as a server's heap holds (a major GC's work grows with it).
  const ballast = [];
  for (let i = 0; i < Number(values['heap-mb']) * 1024 * 8; i++) ballast.push({ i, s: `x${i}` });
  globalThis.ballast = ballast;
  const { startTelemetry } = await import('../../libs/telemetry/dist/index.js');
  const platform = await import('../../libs/platform/dist/index.js');
  if (variant.startsWith('record')) startTelemetry(process.env, { sdk: { spanProcessors: [{ onStart() {}, onEnd() {}, forceFlush: async () => {}, shutdown: async () => {} }] } });
  else if (variant !== 'none') startTelemetry(process.env);
  const attrs = Object.freeze({ 'http.request.method': 'GET', 'http.route': '/v1/user/profile' });
  const ASYNC = process.env.SPAN_ASYNC === '1';
  const one = (i) =>
    platform.withSpan('GET /v1/user/profile', attrs, (span) => {
      span.setAttribute('gleaner.request_id', `req_${i}`);
      span.setAttribute('gleaner.user_id', 'usr_0123456789abcdef01234567');
      span.setAttribute('http.response.status_code', 200);
      // --async: the span's function is async and ends in a later tick, as a request's does.
      return ASYNC ? new Promise((r) => setImmediate(r, i)) : i;
    });
  // Spans are made in slices of 1,000 with a turn of the event loop between (the exporter's timers
  // and sockets get their turn, as between requests).
  const run = async (n) => {
    for (let i = 0; i < n; i += 1000) {
      const open = [];
      for (let j = i; j < i + 1000; j++) open.push(one(j));
      if (ASYNC) await Promise.all(open);
      await new Promise((r) => setImmediate(r));
    }
  };
  await run(20_000); // warm-up
  const t0 = process.cpuUsage();
  await run(N);
  await platform.flushTraces();
  const used = process.cpuUsage(t0);
  process.send({ us: (used.user + used.system) / N });
  process.exit(0);
}

let received = 0;
const receiver = http.createServer((req, res) => req.resume().on('end', () => (received++, res.writeHead(200, { 'content-type': String(req.headers['content-type']).includes('json') ? 'application/json' : 'application/x-protobuf' }).end(String(req.headers['content-type']).includes('json') ? '{}' : ''))));
await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
const env = { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiver.address().port}`, OTEL_EXPORTER_OTLP_PROTOCOL: values.protocol, OTEL_SERVICE_NAME: 'span-cost' };
if (values.async) env.SPAN_ASYNC = '1';
const measure = (variant) =>
  new Promise((resolve, reject) => {
    const impl = variant.endsWith('-sdk') ? 'sdk' : variant.endsWith('-encoder') ? 'encoder' : 'lean';
    const child = fork(import.meta.filename, ['--child', variant, '--spans', String(N), '--heap-mb', values['heap-mb']], { env: variant === 'none' ? { ...process.env, SPAN_ASYNC: env.SPAN_ASYNC ?? '' } : { ...env, GLEANER_TRACES_IMPL: impl } });
    child.on('message', (m) => resolve(m.us));
    child.on('exit', (code) => code && reject(new Error(`${variant} exited ${code}`)));
  });
const variants = values.variants.split(',');
const results = Object.fromEntries(variants.map((v) => [v, []]));
for (let r = 0; r < Number(values.rounds); r++) {
  const order = r % 2 ? [...variants].reverse() : variants;
  for (const v of order) results[v].push(await measure(v));
  console.log(`round ${r + 1}: ${variants.map((v) => `${v} ${results[v].at(-1).toFixed(2)}`).join(', ')} CPU-µs a span`);
}
console.log(`${values.protocol}, ${N} spans a round, ${values['heap-mb']} MB of live ballast${values.async ? ', async spans' : ''}, medians: ${variants.map((v) => `${v} ${median(results[v]).toFixed(2)}`).join(', ')} CPU-µs a span; receiver got ${received} exports`);
receiver.close();
