import t from 'tap';
import { context, SpanKind, SpanStatusCode, trace, TraceFlags, type Link } from '@opentelemetry/api';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { encodeTraceRequest } from './otlp-span-encoder.js';
import { decodeTraceRequest } from '@gleaner/testkit';

// Spans of every shape the SDK can hand an exporter, made by the SDK itself: our encoder must
// write what the SDK's serializer writes, byte for byte, and protobufjs must read it back.

function makeSpans(): ReadableSpan[] {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'encoder-test', 'service.instance.id': 'pod-é-1', 'process.pid': 4242 }),
    spanProcessors: [new SimpleSpanProcessor({ exporter })],
    spanLimits: { attributeCountLimit: 500 },
  });
  const tracer = provider.getTracer('gleaner', '1.2.3');
  const other = provider.getTracer('another-scope');
  const server = tracer.startSpan('GET /v1/user/profile', { kind: SpanKind.SERVER, attributes: { 'http.request.method': 'GET', 'http.route': '/v1/user/profile' } });
  server.setAttribute('gleaner.request_id', 'req_0123');
  server.setAttribute('http.response.status_code', 200);
  const inside = trace.setSpan(context.active(), server);
  const child = tracer.startSpan('store.get', { attributes: { big: 2 ** 40, negative: -7, ratio: 0.25, flag: true, off: false, list: ['a', 'b'], ints: [1, 2, 3], bytes: new Uint8Array([1, 2, 255]), nested: { inner: 'x', deeper: { n: 1 } } as never } }, inside);
  child.setAttribute('unicode', 'naïve — 日本語 🎉');
  child.setAttribute('long', 'x'.repeat(300));
  child.addEvent('checkpoint', { step: 1 });
  child.recordException(new Error('boom: something went wrong'));
  child.setStatus({ code: SpanStatusCode.ERROR, message: 'failed with é' });
  child.end();
  const remoteParent = trace.setSpanContext(context.active(), { traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', traceFlags: TraceFlags.SAMPLED, isRemote: true });
  const links: Link[] = [{ context: { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7', traceFlags: TraceFlags.SAMPLED, isRemote: true }, attributes: { why: 'batch' } }];
  const consumer = other.startSpan('consume render job', { kind: SpanKind.CONSUMER, links }, remoteParent);
  consumer.end();
  // Many attributes: the span's own length needs three bytes, the attribute list's shifts too.
  const wide = tracer.startSpan('wide');
  for (let i = 0; i < 200; i++) wide.setAttribute(`k${i}`, `value number ${i} ${'y'.repeat(i % 50)}`);
  wide.end();
  server.end();
  return exporter.getFinishedSpans();
}

t.test('writes what the SDK serializer writes, byte for byte', async (t) => {
  const spans = makeSpans();
  t.equal(spans.length, 4);
  const ours = encodeTraceRequest(spans);
  const sdks = ProtobufTraceSerializer.serializeRequest(spans)!;
  t.equal(ours.length, sdks.length, 'same length');
  t.ok(Buffer.from(ours).equals(Buffer.from(sdks)), 'same bytes');
  // One span, and an empty batch, too.
  t.ok(Buffer.from(encodeTraceRequest([spans[0]])).equals(Buffer.from(ProtobufTraceSerializer.serializeRequest([spans[0]])!)));
  t.equal(encodeTraceRequest([]).length, 0);
});

t.test('protobufjs decodes the spans with their ids, parents, attributes, events and status', async (t) => {
  const spans = makeSpans();
  const decoded = decodeTraceRequest(encodeTraceRequest(spans));
  const byName = Object.fromEntries(decoded.map((s) => [s.name, s]));
  const server = spans.find((s) => s.name === 'GET /v1/user/profile')!;
  const d = byName['GET /v1/user/profile'];
  t.equal(d.traceId, server.spanContext().traceId);
  t.equal(d.spanId, server.spanContext().spanId);
  t.equal(d.parentSpanId, '', 'a root span has no parent');
  t.equal(d.kind, 2, 'SPAN_KIND_SERVER');
  t.same(d.attributes, { 'http.request.method': 'GET', 'http.route': '/v1/user/profile', 'gleaner.request_id': 'req_0123', 'http.response.status_code': 200 });
  t.same(d.resource, { 'service.name': 'encoder-test', 'service.instance.id': 'pod-é-1', 'process.pid': 4242 });
  t.equal(d.scope, 'gleaner');
  const startNs = BigInt(server.startTime[0]) * 1_000_000_000n + BigInt(server.startTime[1]);
  t.equal(d.start, String(startNs), 'start time in ns');
  t.ok(BigInt(d.end) >= BigInt(d.start));

  const child = byName['store.get'];
  t.equal(child.parentSpanId, server.spanContext().spanId, 'the child names its parent');
  t.equal(child.traceId, d.traceId);
  t.match(child.attributes, { big: 2 ** 40, negative: -7, ratio: 0.25, flag: true, off: false, list: ['a', 'b'], ints: [1, 2, 3], bytes: '0102ff', nested: { inner: 'x', deeper: { n: 1 } }, unicode: 'naïve — 日本語 🎉' });
  t.equal((child.attributes.long as string).length, 300);
  t.same(child.events.map((e) => e.name), ['checkpoint', 'exception']);
  t.equal(child.events[1].attributes['exception.message'], 'boom: something went wrong');
  t.same(child.status, { code: 2, message: 'failed with é' });
  t.equal(child.flags, 0x101, 'sampled, parent known to be local');

  const consumer = byName['consume render job'];
  t.equal(consumer.parentSpanId, 'b7ad6b7169203331');
  t.equal(consumer.traceId, '0af7651916cd43dd8448eb211c80319c');
  t.equal(consumer.flags, 0x301, 'sampled, remote parent');
  t.equal(consumer.scope, 'another-scope');
  t.same(consumer.links, [{ traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' }]);
  t.equal(Object.keys(byName.wide.attributes).length, 200);
  t.equal(byName.wide.attributes.k199, `value number 199 ${'y'.repeat(49)}`);
});

t.test('each batch gets its own bytes (the last one may still be on its way)', async (t) => {
  const spans = makeSpans();
  const first = encodeTraceRequest(spans);
  const copy = Buffer.from(first);
  encodeTraceRequest(spans.slice(1));
  t.ok(Buffer.from(first).equals(copy));
});
