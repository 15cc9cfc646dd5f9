import t from 'tap';
import { Writable } from 'node:stream';
import * as tracing from '@opentelemetry/sdk-trace';
import { createLogger, extractTraceContext, injectTraceHeaders, isTracingEnabled, SpanKind, withSpan } from '@gleaner/platform';
import { startTelemetry, tracingOffReason } from './index.js';

t.test('the SDK starts only when an OTLP endpoint is set and nothing turns it off', async (t) => {
  t.match(tracingOffReason({}), /no OTLP endpoint/);
  t.equal(tracingOffReason({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }), undefined);
  t.equal(tracingOffReason({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/v1/traces' }), undefined);
  t.match(tracingOffReason({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://x:4318', OTEL_SDK_DISABLED: 'true' }), /OTEL_SDK_DISABLED/);
  t.match(tracingOffReason({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://x:4318', OTEL_TRACES_EXPORTER: 'none' }), /none/);
  t.equal(tracingOffReason({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://x:4318', OTEL_TRACES_EXPORTER: 'otlp' }), undefined);
});

t.test('with tracing off, withSpan just calls, and nothing is propagated or logged', async (t) => {
  t.equal(isTracingEnabled(), false);
  t.equal(withSpan('x', {}, () => 7), 7);
  t.same(injectTraceHeaders({}), {});
  const lines: string[] = [];
  const log = createLogger('info', new Writable({ write: (c, _e, done) => (lines.push(String(c)), done()) }));
  withSpan('x', {}, () => log.info('inside'));
  t.notMatch(lines.join(''), /trace_id/);
});

t.test('with the SDK: spans nest, failures are recorded, context crosses headers, logs carry ids', async (t) => {
  const exporter = new tracing.InMemorySpanExporter();
  const telemetry = startTelemetry({}, { sdk: { spanProcessors: [new tracing.SimpleSpanProcessor({ exporter })] } });
  t.teardown(() => telemetry.shutdown());
  t.equal(telemetry.enabled, true);
  t.equal(telemetry.impl, 'lean', 'our tracer makes the spans');
  t.equal(isTracingEnabled(), true);
  const lines: string[] = [];
  const log = createLogger('info', new Writable({ write: (c, _e, done) => (lines.push(String(c)), done()) }));

  let headers: Record<string, string> = {};
  await withSpan('outer', { a: 1 }, async () => {
    await new Promise((r) => setTimeout(r, 5));
    await withSpan('inner', undefined, async () => log.info('in inner'));
    headers = injectTraceHeaders({ other: 'kept' });
  }, { kind: SpanKind.SERVER });
  await t.rejects(withSpan('failing', {}, async () => {
    throw new Error('boom');
  }));
  withSpan('remote child', {}, () => undefined, { parent: extractTraceContext(headers), kind: SpanKind.CONSUMER });
  log.info('outside');

  // The SDK's resource detection is asynchronous: until it settles, an ended span waits for it
  // before it reaches the exporter (the test read too early about one run in five).
  await telemetry.flush();
  const spans = exporter.getFinishedSpans();
  const byName = Object.fromEntries(spans.map((s) => [s.name, s]));
  const outer = byName.outer;
  t.equal(outer.kind, SpanKind.SERVER);
  t.equal(outer.attributes.a, 1);
  t.equal(byName.inner.parentSpanContext?.spanId, outer.spanContext().spanId, 'inner is a child of outer');
  t.equal(byName.inner.spanContext().traceId, outer.spanContext().traceId);
  t.match(headers.traceparent, new RegExp(`^00-${outer.spanContext().traceId}-${outer.spanContext().spanId}-01$`));
  t.equal(headers.other, 'kept');
  t.equal(byName['remote child'].parentSpanContext?.spanId, outer.spanContext().spanId, 'extracted context is the parent');
  t.equal(byName.failing.status.code, 2, 'ERROR status');
  t.equal(byName.failing.events[0]?.name, 'exception');
  const [inside, outside] = lines.map((l) => JSON.parse(l));
  t.equal(inside.trace_id, outer.spanContext().traceId);
  t.equal(inside.span_id, byName.inner.spanContext().spanId);
  t.notOk('trace_id' in outside, 'no ids outside a span');
});
