import type { AttributeValue, Attributes, Link } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import { Writer } from './protobuf-writer.js';

// OTLP's ExportTraceServiceRequest in protobuf, written in one pass from the SDK's finished spans.
// The SDK's own serializer (@opentelemetry/otlp-transformer) walks every batch twice (a size
// estimate, then the write) and allocates a Uint8Array per id; this one writes ids from their hex
// straight into one growing scratch buffer, reserves a length prefix and moves the body only when
// the length needs more bytes than reserved, and copies the result out once a batch. The bytes are
// the SDK's, field for field and in the same order (otlp-span-encoder.test.ts compares them), so a
// collector reads them as it reads the SDK's.

type Event = ReadableSpan['events'][number];
type Resource = ReadableSpan['resource'];
type Scope = ReadableSpan['instrumentationScope'];

const LEN = 2; // wire type: length-delimited
const VARINT = 0;
const FIXED64 = 1;
const FIXED32 = 5;
const SPAN_FLAGS_CONTEXT_HAS_IS_REMOTE = 0x100;
const SPAN_FLAGS_CONTEXT_IS_REMOTE = 0x200;
const MIN_INT64 = -(2 ** 63);
const MAX_INT64 = 2 ** 63;

function anyValue(w: Writer, value: unknown): void {
  w.ensure(16);
  switch (typeof value) {
    case 'string':
      w.tag(1, LEN);
      w.string(value);
      return;
    case 'boolean':
      w.tag(2, VARINT);
      w.varint32(value ? 1 : 0);
      return;
    case 'number':
      if (Number.isInteger(value) && value >= MIN_INT64 && value < MAX_INT64) {
        w.tag(3, VARINT);
        w.varint64(value);
      } else {
        w.tag(4, FIXED64);
        w.double(value);
      }
      return;
  }
  if (value instanceof Uint8Array) {
    w.tag(7, LEN);
    w.bytes(value);
  } else if (Array.isArray(value)) {
    w.tag(5, LEN);
    const array = w.begin();
    for (const item of value) {
      w.ensure(8);
      w.tag(1, LEN);
      const start = w.begin();
      anyValue(w, item);
      w.end(start);
    }
    w.end(array);
  } else if (typeof value === 'object' && value !== null) {
    w.tag(6, LEN);
    const list = w.begin();
    for (const key in value) {
      if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
      w.ensure(8);
      w.tag(1, LEN);
      const kv = w.begin();
      keyValue(w, key, (value as Record<string, unknown>)[key]);
      w.end(kv);
    }
    w.end(list);
  }
}

function keyValue(w: Writer, key: string, value: unknown): void {
  w.tag(1, LEN);
  w.string(key);
  w.ensure(8);
  w.tag(2, LEN);
  const start = w.begin();
  anyValue(w, value);
  w.end(start);
}

/** Repeated KeyValue under `field` (undefined values are written as an empty AnyValue, as the SDK does). */
function attributes(w: Writer, attrs: Attributes | undefined, field: number): void {
  if (!attrs) return;
  for (const key in attrs) {
    if (!Object.prototype.hasOwnProperty.call(attrs, key)) continue;
    w.ensure(8);
    w.tag(field, LEN);
    const start = w.begin();
    keyValue(w, key, attrs[key] as AttributeValue | undefined);
    w.end(start);
  }
}

function spanFlags(traceFlags: number, isRemote: boolean | undefined): number {
  return (traceFlags & 0xff) | SPAN_FLAGS_CONTEXT_HAS_IS_REMOTE | (isRemote ? SPAN_FLAGS_CONTEXT_IS_REMOTE : 0);
}

function event(w: Writer, e: Event): void {
  const start = w.begin();
  w.ensure(16);
  w.tag(1, FIXED64);
  w.hrTime(e.time);
  w.tag(2, LEN);
  w.string(e.name);
  attributes(w, e.attributes, 3);
  w.ensure(8);
  w.tag(4, VARINT);
  w.varint32(e.droppedAttributesCount || 0);
  w.end(start);
}

function link(w: Writer, l: Link & { droppedAttributesCount?: number }): void {
  const start = w.begin();
  const ctx = l.context;
  w.ensure(64);
  w.tag(1, LEN);
  w.hexId(ctx.traceId);
  w.tag(2, LEN);
  w.hexId(ctx.spanId);
  const traceState = ctx.traceState?.serialize();
  if (traceState) {
    w.tag(3, LEN);
    w.string(traceState);
  }
  attributes(w, l.attributes, 4);
  w.ensure(16);
  w.tag(5, VARINT);
  w.varint32(l.droppedAttributesCount || 0);
  w.tag(6, FIXED32);
  w.fixed32(spanFlags(ctx.traceFlags, ctx.isRemote));
  w.end(start);
}

function span(w: Writer, s: ReadableSpan): void {
  w.ensure(96);
  const start = w.begin();
  const ctx = s.spanContext();
  w.tag(1, LEN);
  w.hexId(ctx.traceId);
  w.tag(2, LEN);
  w.hexId(ctx.spanId);
  const traceState = ctx.traceState?.serialize();
  if (traceState) {
    w.tag(3, LEN);
    w.string(traceState);
  }
  const parent = s.parentSpanContext;
  if (parent?.spanId) {
    w.ensure(12);
    w.tag(4, LEN);
    w.hexId(parent.spanId);
  }
  w.tag(5, LEN);
  w.string(s.name);
  w.ensure(32);
  const kind = s.kind == null ? 0 : s.kind + 1;
  if (kind !== 0) {
    w.tag(6, VARINT);
    w.varint32(kind);
  }
  w.tag(7, FIXED64);
  w.hrTime(s.startTime);
  w.tag(8, FIXED64);
  w.hrTime(s.endTime);
  attributes(w, s.attributes, 9);
  w.ensure(8);
  w.tag(10, VARINT);
  w.varint32(s.droppedAttributesCount);
  for (const e of s.events) {
    w.ensure(8);
    w.tag(11, LEN);
    event(w, e);
  }
  w.ensure(8);
  w.tag(12, VARINT);
  w.varint32(s.droppedEventsCount);
  for (const l of s.links) {
    w.ensure(8);
    w.tag(13, LEN);
    link(w, l);
  }
  w.ensure(16);
  w.tag(14, VARINT);
  w.varint32(s.droppedLinksCount);
  w.tag(15, LEN);
  const status = w.begin();
  if (s.status.message) {
    w.tag(2, LEN);
    w.string(s.status.message);
  }
  w.ensure(16);
  w.tag(3, VARINT);
  w.varint32(s.status.code);
  w.end(status);
  w.tag(16, FIXED32);
  w.fixed32(spanFlags(ctx.traceFlags, parent?.isRemote));
  w.end(start);
}

function resource(w: Writer, r: Resource): void {
  w.ensure(8);
  w.tag(1, LEN);
  const start = w.begin();
  attributes(w, r.attributes, 1);
  w.ensure(8);
  w.tag(2, VARINT);
  w.varint32(0);
  w.end(start);
}

function scope(w: Writer, sc: Scope & { attributes?: Attributes; droppedAttributesCount?: number }): void {
  w.ensure(8);
  w.tag(1, LEN);
  const start = w.begin();
  w.tag(1, LEN);
  w.string(sc.name);
  if (sc.version) {
    w.ensure(8);
    w.tag(2, LEN);
    w.string(sc.version);
  }
  attributes(w, sc.attributes, 3);
  if (sc.droppedAttributesCount) {
    w.ensure(8);
    w.tag(4, VARINT);
    w.varint32(sc.droppedAttributesCount);
  }
  w.end(start);
}

/** Spans grouped by resource, then scope, by identity, in the order first seen (the SDK's grouping). */
function group(spans: ReadableSpan[]): Map<Resource, Map<Scope, ReadableSpan[]>> {
  const byResource = new Map<Resource, Map<Scope, ReadableSpan[]>>();
  for (const s of spans) {
    let byScope = byResource.get(s.resource);
    if (!byScope) byResource.set(s.resource, (byScope = new Map()));
    let list = byScope.get(s.instrumentationScope);
    if (!list) byScope.set(s.instrumentationScope, (list = []));
    list.push(s);
  }
  return byResource;
}

const shared = new Writer();

/** The ExportTraceServiceRequest of `spans` (a fresh copy: the exporter may still be sending the last one). */
export function encodeTraceRequest(spans: ReadableSpan[]): Uint8Array {
  const w = shared;
  w.pos = 0;
  for (const [res, byScope] of group(spans)) {
    w.ensure(8);
    w.tag(1, LEN); // ResourceSpans
    const resourceSpans = w.begin();
    resource(w, res);
    for (const list of byScope.values()) {
      const sc = list[0].instrumentationScope;
      w.ensure(8);
      w.tag(2, LEN); // ScopeSpans
      const scopeSpans = w.begin();
      scope(w, sc);
      for (const s of list) {
        w.ensure(8);
        w.tag(2, LEN);
        span(w, s);
      }
      if (sc.schemaUrl) {
        w.ensure(8);
        w.tag(3, LEN);
        w.string(sc.schemaUrl);
      }
      w.end(scopeSpans);
    }
    if (res.schemaUrl) {
      w.ensure(8);
      w.tag(3, LEN);
      w.string(res.schemaUrl);
    }
    w.end(resourceSpans);
  }
  const out = new Uint8Array(w.pos);
  out.set(w.buf.subarray(0, w.pos));
  // A batch with a huge span must not pin a huge scratch buffer for the process's life.
  if (w.buf.length > 4 * 1024 * 1024) w.buf = Buffer.allocUnsafe(64 * 1024);
  return out;
}
