import t from 'tap';
import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, TraceFlags } from '@opentelemetry/api';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { AlwaysOffSampler, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan, type Sampler } from '@opentelemetry/sdk-trace';
import { decodeTraceRequest } from '@gleaner/testkit';
import { LeanTracer, type LeanTracerSettings } from './lean-tracer.js';
import { encodeTraceRequest } from './otlp-span-encoder.js';
import { samplerFromEnv, spanLimitsFromEnv } from './settings-from-env.js';

// Our tracer's spans are what the SDK's processors and exporters take: sampled as the environment
// says, limited as it says, ended once, and encoded by the SDK's serializer as by ours.

function tracerWith(sampler: Sampler = samplerFromEnv({}), limits: Partial<LeanTracerSettings['limits']> = {}) {
  const exporter = new InMemorySpanExporter();
  const settings: LeanTracerSettings = {
    sampler,
    processors: [new SimpleSpanProcessor({ exporter })],
    resource: resourceFromAttributes({ 'service.name': 'lean-test' }),
    limits: { ...spanLimitsFromEnv({}), ...limits },
  };
  return { tracer: new LeanTracer(settings, 'gleaner'), exporter };
}

t.test('a span: ids, parent, kind, attributes, times, status; ended once; exported', async (t) => {
  const { tracer, exporter } = tracerWith();
  const before = Date.now();
  const parent = tracer.startSpan('parent', { kind: SpanKind.SERVER, attributes: { 'http.route': '/v1/x' } }, ROOT_CONTEXT);
  const child = tracer.startSpan('child', {}, trace.setSpan(ROOT_CONTEXT, parent));
  child.setAttribute('n', 3);
  child.setAttributes({ ok: true, list: ['a', 'b'], dropped: undefined });
  child.setStatus({ code: SpanStatusCode.ERROR, message: 'bad' });
  child.updateName('child renamed');
  child.end();
  child.end();
  child.setAttribute('late', 1);
  parent.end();
  const [c, p] = exporter.getFinishedSpans();
  t.equal(exporter.getFinishedSpans().length, 2, 'each span exported once');
  t.match(p.spanContext().traceId, /^[0-9a-f]{32}$/);
  t.match(p.spanContext().spanId, /^[0-9a-f]{16}$/);
  t.equal(p.spanContext().traceFlags, TraceFlags.SAMPLED);
  t.equal(p.parentSpanContext, undefined);
  t.equal(p.kind, SpanKind.SERVER);
  t.same(p.attributes, { 'http.route': '/v1/x' });
  t.equal(c.name, 'child renamed');
  t.equal(c.spanContext().traceId, p.spanContext().traceId);
  t.equal(c.parentSpanContext?.spanId, p.spanContext().spanId);
  t.same(c.attributes, { n: 3, ok: true, list: ['a', 'b'] });
  t.same(c.status, { code: SpanStatusCode.ERROR, message: 'bad' });
  t.equal(c.ended, true);
  const startMs = p.startTime[0] * 1000 + p.startTime[1] / 1e6;
  t.ok(startMs >= before - 5 && startMs <= Date.now() + 5, 'wall-clock start');
  t.ok(p.duration[0] >= 0 && p.duration[1] >= 0, 'a duration');
  t.equal(p.resource.attributes['service.name'], 'lean-test');
  t.same(p.instrumentationScope, { name: 'gleaner', version: undefined });
});

t.test('the SDK serializer and ours write its spans alike, and protobufjs reads them', async (t) => {
  const { tracer, exporter } = tracerWith();
  const remote = trace.setSpanContext(ROOT_CONTEXT, { traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', traceFlags: TraceFlags.SAMPLED, isRemote: true });
  const span = tracer.startSpan('GET /v1/user/profile', { kind: SpanKind.SERVER, attributes: { 'http.request.method': 'GET' } }, remote);
  span.setAttribute('gleaner.request_id', 'req_1');
  span.recordException(new Error('boom'));
  span.end();
  const spans = exporter.getFinishedSpans() as ReadableSpan[];
  const ours = encodeTraceRequest(spans);
  t.ok(Buffer.from(ours).equals(Buffer.from(ProtobufTraceSerializer.serializeRequest(spans)!)), 'same bytes');
  const [d] = decodeTraceRequest(ours);
  t.equal(d.parentSpanId, 'b7ad6b7169203331');
  t.equal(d.traceId, '0af7651916cd43dd8448eb211c80319c');
  t.equal(d.flags, 0x301);
  t.same(d.attributes, { 'http.request.method': 'GET', 'gleaner.request_id': 'req_1' });
  t.equal(d.events[0].name, 'exception');
  t.equal(d.events[0].attributes['exception.message'], 'boom');
  t.equal(d.events[0].attributes['exception.type'], 'Error');
});

t.test('the sampler decides: off records nothing; a ratio of 0 follows a sampled parent', async (t) => {
  const off = tracerWith(new AlwaysOffSampler());
  const s = off.tracer.startSpan('x', {}, ROOT_CONTEXT);
  t.equal(s.isRecording(), false);
  s.end();
  t.equal(off.exporter.getFinishedSpans().length, 0);

  const ratio = tracerWith(samplerFromEnv({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0' }));
  const root = ratio.tracer.startSpan('root', {}, ROOT_CONTEXT);
  t.equal(root.isRecording(), false, 'a root at ratio 0 is dropped');
  t.equal(root.spanContext().traceFlags, TraceFlags.NONE);
  const sampledParent = trace.setSpanContext(ROOT_CONTEXT, { traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', traceFlags: TraceFlags.SAMPLED, isRemote: true });
  const child = ratio.tracer.startSpan('child', {}, sampledParent);
  t.equal(child.isRecording(), true, "a sampled caller's trace is kept");
  child.end();
  t.equal(ratio.exporter.getFinishedSpans().length, 1);
});

t.test('limits: attribute count and value length, events; invalid values dropped', async (t) => {
  const { tracer, exporter } = tracerWith(undefined, { attributeCountLimit: 2, attributeValueLengthLimit: 4, eventCountLimit: 1 });
  const span = tracer.startSpan('x', { attributes: { a: 'abcdefgh' } }, context.active());
  span.setAttribute('b', ['long value', 'ok']);
  span.setAttribute('a', 'xyz');
  span.setAttribute('c', 1);
  span.setAttribute('bad', { nested: 1 } as never);
  span.addEvent('first');
  span.addEvent('second', { k: 'v' });
  span.end();
  const [s] = exporter.getFinishedSpans();
  t.same(s.attributes, { a: 'xyz', b: ['long', 'ok'] });
  t.equal(s.droppedAttributesCount, 1);
  t.same(s.events.map((e) => e.name), ['second']);
  t.equal(s.droppedEventsCount, 1);
});

t.test('limits and the sampler read from the environment', async (t) => {
  t.same(spanLimitsFromEnv({}), { attributeCountLimit: 128, attributeValueLengthLimit: Infinity, eventCountLimit: 128, linkCountLimit: 128 });
  t.same(spanLimitsFromEnv({ OTEL_ATTRIBUTE_COUNT_LIMIT: '10', OTEL_SPAN_ATTRIBUTE_VALUE_LENGTH_LIMIT: '64', OTEL_SPAN_EVENT_COUNT_LIMIT: 'x' }), {
    attributeCountLimit: 10,
    attributeValueLengthLimit: 64,
    eventCountLimit: 128,
    linkCountLimit: 128,
  });
  t.match(samplerFromEnv({}).toString(), /ParentBased\{root=AlwaysOnSampler/);
  t.match(samplerFromEnv({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.25' }).toString(), /TraceIdRatioBased\{0.25\}/);
  t.match(samplerFromEnv({ OTEL_TRACES_SAMPLER: 'always_off' }).toString(), /AlwaysOffSampler/);
});
