import {
  context,
  diag,
  SamplingDecision,
  SpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
  type Attributes,
  type AttributeValue,
  type Context,
  type Exception,
  type HrTime,
  type Link,
  type Span,
  type SpanContext,
  type SpanOptions,
  type SpanStatus,
  type TimeInput,
  type Tracer,
} from '@opentelemetry/api';
import type { ReadableSpan, Sampler, SpanLimits, SpanProcessor, TimedEvent } from '@opentelemetry/sdk-trace';

// The service's own spans (libs/platform's withSpan) made without the SDK's Tracer and SpanImpl,
// which per span run the attribute cleaning twice over the start attributes (a WeakSet allocated
// per value checked), count `otel.sdk.span.*` on a no-op meter, and compute times through several
// HrTime arrays. Same sampler, same span processors (so the same batching and exporter), same
// resource as the SDK's provider; the spans are ReadableSpans the SDK's processors and exporters
// take as they take its own. Attribute values are checked as the spec says (primitives, arrays of
// them), the span limits of the environment applied (count, value length, events, links).

type Scope = ReadableSpan['instrumentationScope'];
type Resource = ReadableSpan['resource'];

export interface LeanTracerSettings {
  sampler: Sampler;
  processors: SpanProcessor[];
  resource: Resource;
  limits: Required<Pick<SpanLimits, 'attributeCountLimit' | 'attributeValueLengthLimit' | 'eventCountLimit' | 'linkCountLimit'>>;
}

const ID_BYTES = Buffer.allocUnsafe(16);

/** `bytes` random bytes in hex, never all zero (the SDK's RandomIdGenerator: Math.random, one flat string). */
function randomId(bytes: 8 | 16): string {
  for (let i = 0; i < bytes; i += 4) ID_BYTES.writeUInt32BE((Math.random() * 4294967296) >>> 0, i);
  if (ID_BYTES.readUInt32BE(bytes - 4) === 0) ID_BYTES[bytes - 1] = 1;
  return ID_BYTES.toString('hex', 0, bytes);
}

// Wall-clock times from the monotonic clock, as the SDK does: origin + performance.now().
const ORIGIN_MS = performance.timeOrigin;

function msToHrTime(ms: number): HrTime {
  const s = Math.trunc(ms / 1000);
  const ns = Math.round((ms - s * 1000) * 1e6);
  return ns >= 1e9 ? [s + 1, ns - 1e9] : [s, ns];
}

function nowHr(): HrTime {
  return msToHrTime(ORIGIN_MS + performance.now());
}

function toHrTime(input: TimeInput | undefined): HrTime {
  if (input === undefined) return nowHr();
  if (Array.isArray(input)) return input as HrTime;
  if (input instanceof Date) return msToHrTime(input.getTime());
  // A number: an epoch in ms, or a performance.now() reading (the SDK tells them apart likewise).
  return msToHrTime((input as number) < ORIGIN_MS / 2 ? ORIGIN_MS + (input as number) : (input as number));
}

function isPrimitive(v: unknown): boolean {
  const t = typeof v;
  return t === 'string' || t === 'number' || t === 'boolean';
}

/** The value kept for an attribute (primitives, arrays of them, bytes), or undefined when it is not one. */
function cleanValue(v: unknown, maxLength: number): AttributeValue | undefined {
  if (typeof v === 'string') return v.length > maxLength ? v.slice(0, maxLength) : v;
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  if (v instanceof Uint8Array) return (v.length > maxLength ? v.slice(0, maxLength) : v) as unknown as AttributeValue;
  if (Array.isArray(v) && v.every((x) => x === null || x === undefined || isPrimitive(x))) {
    return v.map((x) => (typeof x === 'string' && x.length > maxLength ? x.slice(0, maxLength) : x)) as AttributeValue;
  }
  return undefined;
}

// Shared until a span has one of its own (most spans get no event and no link).
const NO_EVENTS: TimedEvent[] = Object.freeze([]) as unknown as TimedEvent[];
const NO_LINKS: Link[] = Object.freeze([]) as unknown as Link[];
const NOT_ENDED: HrTime = Object.freeze([0, 0]) as unknown as HrTime;
const NO_DURATION: HrTime = Object.freeze([-1, -1]) as unknown as HrTime;
const NO_ATTRIBUTES: Attributes = Object.freeze({});
const UNSET: SpanStatus = Object.freeze({ code: SpanStatusCode.UNSET });

export class LeanSpan implements Span, ReadableSpan {
  readonly attributes: Attributes = {};
  links: Link[];
  events: TimedEvent[] = NO_EVENTS;
  readonly startTime: HrTime;
  endTime: HrTime = NOT_ENDED;
  status: SpanStatus = UNSET;
  droppedAttributesCount = 0;
  droppedEventsCount = 0;
  droppedLinksCount = 0;
  private count = 0;
  private done = false;

  constructor(
    private readonly tracer: LeanTracer,
    private readonly context: SpanContext,
    public name: string,
    readonly kind: SpanKind,
    readonly parentSpanContext: SpanContext | undefined,
    attributes: Attributes | undefined,
    links: Link[] | undefined,
    startTime: TimeInput | undefined,
  ) {
    this.startTime = toHrTime(startTime);
    const { linkCountLimit } = tracer.settings.limits;
    this.links = !links || links.length === 0 ? NO_LINKS : links.length > linkCountLimit ? links.slice(links.length - linkCountLimit) : links.slice();
    if (links && links.length > linkCountLimit) this.droppedLinksCount = links.length - linkCountLimit;
    if (attributes) this.setAttributes(attributes);
  }

  get resource(): Resource {
    return this.tracer.settings.resource;
  }
  get instrumentationScope(): Scope {
    return this.tracer.scope;
  }
  get ended(): boolean {
    return this.done;
  }
  /** End minus start (computed when read: exporters of OTLP never read it). */
  get duration(): HrTime {
    if (!this.done) return NO_DURATION;
    let s = this.endTime[0] - this.startTime[0];
    let ns = this.endTime[1] - this.startTime[1];
    if (ns < 0) {
      s -= 1;
      ns += 1e9;
    }
    return [s, ns];
  }

  spanContext(): SpanContext {
    return this.context;
  }

  setAttribute(key: string, value: AttributeValue | undefined): this {
    if (this.done || value === undefined || key.length === 0) return this;
    const limits = this.tracer.settings.limits;
    const kept = cleanValue(value, limits.attributeValueLengthLimit);
    if (kept === undefined) {
      diag.warn(`Invalid attribute value set for key: ${key}`);
      return this;
    }
    if (!Object.hasOwn(this.attributes, key)) {
      if (this.count >= limits.attributeCountLimit) {
        this.droppedAttributesCount++;
        return this;
      }
      this.count++;
    }
    this.attributes[key] = kept;
    return this;
  }

  setAttributes(attributes: Attributes): this {
    for (const key in attributes) if (Object.hasOwn(attributes, key)) this.setAttribute(key, attributes[key]);
    return this;
  }

  addEvent(name: string, attributesOrTime?: Attributes | TimeInput, time?: TimeInput): this {
    if (this.done) return this;
    const { eventCountLimit, attributeValueLengthLimit } = this.tracer.settings.limits;
    if (eventCountLimit === 0) {
      this.droppedEventsCount++;
      return this;
    }
    if (this.events === NO_EVENTS) this.events = [];
    if (this.events.length >= eventCountLimit) {
      this.events.shift();
      this.droppedEventsCount++;
    }
    let attrs: Attributes | undefined;
    if (attributesOrTime instanceof Date || Array.isArray(attributesOrTime) || typeof attributesOrTime === 'number') time ??= attributesOrTime;
    else if (attributesOrTime) {
      attrs = {};
      for (const key in attributesOrTime) {
        const kept = Object.hasOwn(attributesOrTime, key) ? cleanValue(attributesOrTime[key], attributeValueLengthLimit) : undefined;
        if (kept !== undefined) attrs[key] = kept;
      }
    }
    this.events.push({ name, time: toHrTime(time), attributes: attrs ?? {}, droppedAttributesCount: 0 });
    return this;
  }

  addLink(link: Link): this {
    if (this.done) return this;
    const { linkCountLimit } = this.tracer.settings.limits;
    if (linkCountLimit === 0) {
      this.droppedLinksCount++;
      return this;
    }
    if (this.links === NO_LINKS) this.links = [];
    if (this.links.length >= linkCountLimit) {
      this.links.shift();
      this.droppedLinksCount++;
    }
    this.links.push(link);
    return this;
  }

  addLinks(links: Link[]): this {
    for (const link of links) this.addLink(link);
    return this;
  }

  setStatus(status: SpanStatus): this {
    if (this.done || status.code === SpanStatusCode.UNSET || this.status.code === SpanStatusCode.OK) return this;
    this.status = status.code === SpanStatusCode.ERROR && typeof status.message === 'string' ? { code: status.code, message: status.message } : { code: status.code };
    return this;
  }

  updateName(name: string): this {
    if (!this.done) this.name = name;
    return this;
  }

  end(endTime?: TimeInput): void {
    if (this.done) return;
    this.endTime = toHrTime(endTime);
    // An end before the start (a clock step, a given time) is the start: no negative duration.
    const [s, ns] = this.endTime;
    if (s < this.startTime[0] || (s === this.startTime[0] && ns < this.startTime[1])) this.endTime = this.startTime;
    for (const p of this.tracer.settings.processors) p.onEnding?.(this);
    this.done = true;
    for (const p of this.tracer.settings.processors) p.onEnd(this);
  }

  isRecording(): boolean {
    return !this.done;
  }

  recordException(exception: Exception, time?: TimeInput): void {
    const attributes: Attributes = {};
    if (typeof exception === 'string') attributes['exception.message'] = exception;
    else if (exception) {
      if (exception.code) attributes['exception.type'] = String(exception.code);
      else if (exception.name) attributes['exception.type'] = exception.name;
      if (exception.message) attributes['exception.message'] = exception.message;
      if (exception.stack) attributes['exception.stacktrace'] = exception.stack;
    }
    if (attributes['exception.type'] || attributes['exception.message']) this.addEvent('exception', attributes, time);
  }
}

export class LeanTracer implements Tracer {
  readonly scope: Scope;

  constructor(
    readonly settings: LeanTracerSettings,
    name: string,
    version?: string,
  ) {
    this.scope = { name, version };
  }

  startSpan(name: string, options: SpanOptions = {}, parentContext: Context = context.active()): Span {
    const ctx = options.root ? trace.deleteSpan(parentContext) : parentContext;
    const parent = trace.getSpanContext(ctx);
    const validParent = parent && trace.isSpanContextValid(parent) ? parent : undefined;
    const traceId = validParent ? validParent.traceId : randomId(16);
    const spanId = randomId(8);
    const kind = options.kind ?? SpanKind.INTERNAL;
    const links = options.links ?? NO_LINKS;
    const result = this.settings.sampler.shouldSample(ctx, traceId, name, kind, options.attributes ?? NO_ATTRIBUTES, links);
    const traceState = result.traceState ?? validParent?.traceState;
    const spanContext: SpanContext = {
      traceId,
      spanId,
      traceFlags: result.decision === SamplingDecision.RECORD_AND_SAMPLED ? TraceFlags.SAMPLED : TraceFlags.NONE,
      traceState,
    };
    if (result.decision === SamplingDecision.NOT_RECORD) return trace.wrapSpanContext(spanContext);
    const attributes = result.attributes ? { ...options.attributes, ...result.attributes } : options.attributes;
    const span = new LeanSpan(this, spanContext, name, kind, validParent, attributes, links, options.startTime);
    for (const p of this.settings.processors) p.onStart(span, ctx);
    return span;
  }

  startActiveSpan<F extends (span: Span) => unknown>(name: string, ...args: unknown[]): ReturnType<F> {
    const fn = args.pop() as F;
    const [options, parentContext] = args as [SpanOptions | undefined, Context | undefined];
    const parent = parentContext ?? context.active();
    const span = this.startSpan(name, options, parent);
    return context.with(trace.setSpan(parent, span), fn as (span: Span) => ReturnType<F>, undefined, span);
  }
}
