import {
  context,
  propagation,
  ProxyTracerProvider,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  INVALID_SPAN_CONTEXT,
  type Attributes,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';

// Span helpers on @opentelemetry/api alone (the SDK is started by @gleaner/telemetry, first
// thing in an app). Until it is, tracing is off: withSpan calls its function with a span that
// records nothing and costs one call, and nothing is propagated.

export { SpanKind, SpanStatusCode, type Attributes, type Context, type Span };

/** The tracer every span of the service comes from (a proxy: it follows the SDK once registered). */
export const tracer = trace.getTracer('gleaner');

const NOOP_SPAN: Span = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);
let enabled = false;
/** Where withSpan's spans come from: the global provider's, unless startTelemetry gave its own. */
let spanTracer: Tracer = tracer;

/** Called by startTelemetry once the SDK is registered (with the tracer of our own it made, if any). */
export function markTracingEnabled(on = true, own?: Tracer): void {
  enabled = on;
  spanTracer = on && own ? own : tracer;
}

/** True when an SDK exports spans: the decorators (tracedStore, tracedBus) are applied only then. */
export function isTracingEnabled(): boolean {
  return enabled;
}

/** Exports the spans still buffered (the SDK's batch), e.g. before a process exits. */
export async function flushTraces(): Promise<void> {
  if (!enabled) return;
  const provider = trace.getTracerProvider();
  const sdk = (provider instanceof ProxyTracerProvider ? provider.getDelegate() : provider) as { forceFlush?: () => Promise<void> };
  await sdk.forceFlush?.();
}

export interface WithSpanOptions {
  kind?: SpanKind;
  /** The parent (default: the active context), e.g. extracted from a message's headers. */
  parent?: Context;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/** Marks the span failed by `err`: the exception event and an ERROR status. */
export function recordFailure(span: Span, err: unknown): void {
  if (err instanceof Error) span.recordException(err);
  else span.recordException(String(err));
  span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
}

/**
 * Runs `fn` inside a new span (its context active, so spans started within are its children);
 * ends it when `fn` returns or its promise settles, recording a failure's exception and status.
 */
export function withSpan<T>(name: string, attributes: Attributes | undefined, fn: (span: Span) => T, options: WithSpanOptions = {}): T {
  if (!enabled) return fn(NOOP_SPAN);
  const parent = options.parent ?? context.active();
  const span = spanTracer.startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes }, parent);
  let result: T;
  try {
    result = context.with(trace.setSpan(parent, span), fn, undefined, span);
  } catch (err) {
    recordFailure(span, err);
    span.end();
    throw err;
  }
  if (!isPromiseLike(result)) {
    span.end();
    return result;
  }
  return Promise.resolve(result).then(
    (value) => {
      span.end();
      return value;
    },
    (err) => {
      recordFailure(span, err);
      span.end();
      throw err;
    },
  ) as T;
}

/** `fn` bound to the context active now (for callbacks run from a queue, like the browser pool's). */
export function bindActiveContext<F extends (...args: any[]) => unknown>(fn: F): F {
  return enabled ? context.bind(context.active(), fn) : fn;
}

/** `fn` run outside any trace (background work a request happened to start, like a batch flush). */
export function detachedFromTrace<F extends (...args: any[]) => unknown>(fn: F): F {
  return enabled ? context.bind(ROOT_CONTEXT, fn) : fn;
}

/** Adds the active trace context (W3C traceparent, tracestate) to `headers` and returns them. */
export function injectTraceHeaders(headers: Record<string, string> = {}, from: Context = context.active()): Record<string, string> {
  if (enabled) propagation.inject(from, headers);
  return headers;
}

/** The trace context carried in headers (message or HTTP), as a parent for withSpan. */
export function extractTraceContext(headers: Record<string, string | string[] | undefined>): Context {
  // Most requests carry neither header: no propagator pass for them.
  if (!enabled || (headers.traceparent === undefined && headers.baggage === undefined)) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, headers);
}

/** The active span's ids, for log lines (undefined when no span is recording). */
export function activeTraceIds(): { trace_id: string; span_id: string } | undefined {
  if (!enabled) return undefined;
  const span = trace.getActiveSpan();
  if (!span) return undefined;
  const ids = span.spanContext();
  return ids.traceId === INVALID_SPAN_CONTEXT.traceId ? undefined : { trace_id: ids.traceId, span_id: ids.spanId };
}

/** A URL as a span attribute: credentials in it replaced (OpenTelemetry's url.full rule). */
export function spanUrl(raw: string): string {
  if (!enabled || !raw.includes('@')) return raw;
  try {
    const url = new URL(raw);
    if (url.username || url.password) {
      url.username = 'REDACTED';
      url.password = url.password ? 'REDACTED' : '';
    }
    return url.href;
  } catch {
    return raw;
  }
}
