// What encoding a span for OTLP http/protobuf costs: the SDK's serializer (@opentelemetry/otlp-transformer,
// a size-estimate pass then the write) against ours (libs/telemetry/src/otlp-span-encoder.ts, one pass),
// on batches of the API request's span (5 attributes, a SERVER span, a remote parent on every other one),
// CPU-µs a span, medians of rounds that alternate the two. Also checks that both write the same bytes.
// Usage: node bench/telemetry/encoder-cost.mjs [--batches 400] [--batch 512] [--rounds 5]
import { parseArgs } from 'node:util';
import { context, SpanKind, trace, TraceFlags } from '@opentelemetry/api';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { median } from '../lib/measure.mjs';

const { values } = parseArgs({ options: { batches: { type: 'string', default: '400' }, batch: { type: 'string', default: '512' }, rounds: { type: 'string', default: '5' } } });
const { encodeTraceRequest } = await import('../../libs/telemetry/dist/otlp-span-encoder.js');
const exporter = new InMemorySpanExporter();
const provider = new TracerProvider({
  resource: resourceFromAttributes({ 'service.name': 'gleaner-api', 'service.instance.id': 'api-1', 'host.name': 'bench', 'process.pid': process.pid, 'process.runtime.name': 'nodejs' }),
  spanProcessors: [new SimpleSpanProcessor({ exporter })],
});
const tracer = provider.getTracer('gleaner');
const B = Number(values.batch);
for (let i = 0; i < B; i++) {
  const parent = i % 2 ? trace.setSpanContext(context.active(), { traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', traceFlags: TraceFlags.SAMPLED, isRemote: true }) : context.active();
  const span = tracer.startSpan('GET /v1/user/profile', { kind: SpanKind.SERVER, attributes: { 'http.request.method': 'GET', 'http.route': '/v1/user/profile' } }, parent);
  span.setAttribute('gleaner.request_id', `0b5f3c2e-8d4a-4f7e-9c1b-${String(i).padStart(12, '0')}`);
  span.setAttribute('gleaner.user_id', 'usr_0123456789abcdef01234567');
  span.setAttribute('http.response.status_code', 200);
  span.end();
}
const spans = exporter.getFinishedSpans();
const same = Buffer.from(encodeTraceRequest(spans)).equals(Buffer.from(ProtobufTraceSerializer.serializeRequest(spans)));
const sides = { sdk: (s) => ProtobufTraceSerializer.serializeRequest(s), ours: (s) => encodeTraceRequest(s) };
const results = { sdk: [], ours: [] };
const run = (fn, n) => {
  const t0 = process.cpuUsage();
  for (let i = 0; i < n; i++) fn(spans);
  const used = process.cpuUsage(t0);
  return (used.user + used.system) / (n * B);
};
for (const fn of Object.values(sides)) run(fn, 50); // warm-up
for (let r = 0; r < Number(values.rounds); r++) {
  for (const side of r % 2 ? ['ours', 'sdk'] : ['sdk', 'ours']) results[side].push(run(sides[side], Number(values.batches)));
  console.log(`round ${r + 1}: sdk ${results.sdk.at(-1).toFixed(3)}, ours ${results.ours.at(-1).toFixed(3)} CPU-µs a span`);
}
console.log(`batches of ${B} spans, ${values.batches} a round, same bytes: ${same}; medians: sdk ${median(results.sdk).toFixed(3)}, ours ${median(results.ours).toFixed(3)} CPU-µs a span (${(median(results.sdk) / median(results.ours)).toFixed(1)}x)`);
