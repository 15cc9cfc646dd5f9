// What one recorded span costs, in this process, without HTTP around it: N spans made with the
// service's withSpan (libs/platform; 5 attributes, as an API request's span has), their CPU µs a span
// measured with the SDK started in a child process per variant, so that each starts clean:
//   none       tracing off (withSpan calls its function: the floor)
//   record     sampled and recorded, no span processor (creation, attributes, context, end)
//   batch      + the SDK's BatchSpanProcessor and the OTLP exporter (env's protocol) to a local receiver
// Rounds alternate the variants; medians. Usage: node bench/telemetry/span-cost.mjs [--spans 100000]
//   [--rounds 3] [--protocol http/protobuf|http/json]   (loopback only)
import { fork } from 'node:child_process';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { median } from '../lib/measure.mjs';

const { values } = parseArgs({ options: { spans: { type: 'string', default: '100000' }, rounds: { type: 'string', default: '3' }, protocol: { type: 'string', default: 'http/protobuf' }, child: { type: 'string' }, variants: { type: 'string', default: 'none,record,batch' } } });
const N = Number(values.spans);

if (values.child) {
  const variant = values.child;
  const { startTelemetry } = await import('../../libs/telemetry/dist/index.js');
  const platform = await import('../../libs/platform/dist/index.js');
  if (variant === 'record') startTelemetry(process.env, { sdk: { spanProcessors: [{ onStart() {}, onEnd() {}, forceFlush: async () => {}, shutdown: async () => {} }] } });
  else if (variant !== 'none') startTelemetry(process.env);
  const attrs = Object.freeze({ 'http.request.method': 'GET', 'http.route': '/v1/user/profile' });
  const one = (i) =>
    platform.withSpan('GET /v1/user/profile', attrs, (span) => {
      span.setAttribute('gleaner.request_id', `req_${i}`);
      span.setAttribute('gleaner.user_id', 'usr_0123456789abcdef01234567');
      span.setAttribute('http.response.status_code', 200);
      return i;
    });
  // Spans are made in slices of 1,000 with a turn of the event loop between (the exporter's timers
  // and sockets get their turn, as between requests).
  const run = async (n) => {
    for (let i = 0; i < n; i += 1000) {
      for (let j = i; j < i + 1000; j++) one(j);
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
const measure = (variant) =>
  new Promise((resolve, reject) => {
    const child = fork(import.meta.filename, ['--child', variant, '--spans', String(N)], { env: variant === 'none' ? { ...process.env } : env });
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
console.log(`${values.protocol}, ${N} spans a round, medians: ${variants.map((v) => `${v} ${median(results[v]).toFixed(2)}`).join(', ')} CPU-µs a span; receiver got ${received} exports`);
receiver.close();
