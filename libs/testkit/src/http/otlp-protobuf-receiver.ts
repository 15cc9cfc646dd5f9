import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Type } from 'protobufjs';

// An OTLP/HTTP trace receiver for tests, http/protobuf (otlp-receiver.ts takes http/json): it
// decodes what an exporter sends with a real protobuf library (protobufjs) and the published OTLP
// messages (opentelemetry-proto v1: collector/trace/v1, trace/v1, common/v1, resource/v1; their
// field numbers), not with a reader of our own, and answers as a collector does (200, an empty
// ExportTraceServiceResponse).
const OTLP_TRACE_PROTO = `
syntax = "proto3";
package opentelemetry.proto;
message ExportTraceServiceRequest { repeated ResourceSpans resource_spans = 1; }
message ResourceSpans { Resource resource = 1; repeated ScopeSpans scope_spans = 2; string schema_url = 3; }
message Resource { repeated KeyValue attributes = 1; uint32 dropped_attributes_count = 2; }
message ScopeSpans { InstrumentationScope scope = 1; repeated Span spans = 2; string schema_url = 3; }
message InstrumentationScope { string name = 1; string version = 2; repeated KeyValue attributes = 3; uint32 dropped_attributes_count = 4; }
message Span {
  bytes trace_id = 1; bytes span_id = 2; string trace_state = 3; bytes parent_span_id = 4;
  string name = 5; SpanKind kind = 6; fixed64 start_time_unix_nano = 7; fixed64 end_time_unix_nano = 8;
  repeated KeyValue attributes = 9; uint32 dropped_attributes_count = 10;
  repeated Event events = 11; uint32 dropped_events_count = 12;
  repeated Link links = 13; uint32 dropped_links_count = 14; Status status = 15; fixed32 flags = 16;
  enum SpanKind { SPAN_KIND_UNSPECIFIED = 0; SPAN_KIND_INTERNAL = 1; SPAN_KIND_SERVER = 2; SPAN_KIND_CLIENT = 3; SPAN_KIND_PRODUCER = 4; SPAN_KIND_CONSUMER = 5; }
  message Event { fixed64 time_unix_nano = 1; string name = 2; repeated KeyValue attributes = 3; uint32 dropped_attributes_count = 4; }
  message Link { bytes trace_id = 1; bytes span_id = 2; string trace_state = 3; repeated KeyValue attributes = 4; uint32 dropped_attributes_count = 5; fixed32 flags = 6; }
}
message Status { reserved 1; string message = 2; StatusCode code = 3; enum StatusCode { STATUS_CODE_UNSET = 0; STATUS_CODE_OK = 1; STATUS_CODE_ERROR = 2; } }
message AnyValue {
  oneof value { string string_value = 1; bool bool_value = 2; int64 int_value = 3; double double_value = 4;
    ArrayValue array_value = 5; KeyValueList kvlist_value = 6; bytes bytes_value = 7; }
}
message ArrayValue { repeated AnyValue values = 1; }
message KeyValueList { repeated KeyValue values = 1; }
message KeyValue { string key = 1; AnyValue value = 2; }
`;

// Loaded and parsed on first use: every test that imports the testkit would pay for it otherwise.
let requestType: Type | undefined;
function request(): Type {
  const protobuf = require('protobufjs') as typeof import('protobufjs');
  return (requestType ??= protobuf.parse(OTLP_TRACE_PROTO, { keepCase: true }).root.lookupType('opentelemetry.proto.ExportTraceServiceRequest'));
}

/** A decoded span: ids in hex, times in ns as strings, attributes as a plain object. */
export interface DecodedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  start: string;
  end: string;
  attributes: Record<string, unknown>;
  status: { code: number; message: string };
  events: { name: string; attributes: Record<string, unknown> }[];
  links: { traceId: string; spanId: string }[];
  flags: number;
  scope: string;
  resource: Record<string, unknown>;
}

type Json = Record<string, any>;

function value(v: Json | undefined): unknown {
  if (!v) return undefined;
  if ('array_value' in v) return (v.array_value.values ?? []).map(value);
  if ('kvlist_value' in v) return attrs(v.kvlist_value.values);
  if ('bytes_value' in v) return Buffer.from(v.bytes_value, 'base64').toString('hex');
  if ('int_value' in v) return Number(v.int_value);
  return v.string_value ?? v.bool_value ?? v.double_value;
}

function attrs(list: Json[] | undefined): Record<string, unknown> {
  return Object.fromEntries((list ?? []).map((kv) => [kv.key, value(kv.value)]));
}

const hex = (b: string | undefined) => Buffer.from(b ?? '', 'base64').toString('hex');

/** Decodes an ExportTraceServiceRequest body with protobufjs into its spans. */
export function decodeTraceRequest(body: Uint8Array): DecodedSpan[] {
  const type = request();
  const json = type.toObject(type.decode(body), { longs: String, enums: Number, bytes: String, oneofs: false, defaults: true }) as Json;
  const spans: DecodedSpan[] = [];
  for (const rs of json.resource_spans ?? []) {
    for (const ss of rs.scope_spans ?? []) {
      for (const s of ss.spans ?? []) {
        spans.push({
          traceId: hex(s.trace_id),
          spanId: hex(s.span_id),
          parentSpanId: hex(s.parent_span_id),
          name: s.name,
          kind: s.kind,
          start: s.start_time_unix_nano,
          end: s.end_time_unix_nano,
          attributes: attrs(s.attributes),
          status: { code: s.status?.code ?? 0, message: s.status?.message ?? '' },
          events: (s.events ?? []).map((e: Json) => ({ name: e.name, attributes: attrs(e.attributes) })),
          links: (s.links ?? []).map((l: Json) => ({ traceId: hex(l.trace_id), spanId: hex(l.span_id) })),
          flags: s.flags,
          scope: ss.scope?.name,
          resource: attrs(rs.resource?.attributes),
        });
      }
    }
  }
  return spans;
}

export interface OtlpProtobufReceiver {
  /** The base URL, for OTEL_EXPORTER_OTLP_ENDPOINT (the exporter adds /v1/traces). */
  readonly url: string;
  /** Every span received so far, in arrival order. */
  readonly spans: DecodedSpan[];
  /** Each export request's path and content type. */
  readonly requests: { path: string; contentType: string }[];
  close(): Promise<void>;
}

/** Starts a receiver on a loopback port; http/protobuf bodies are decoded into `spans`. */
export async function startOtlpProtobufReceiver(): Promise<OtlpProtobufReceiver> {
  const spans: DecodedSpan[] = [];
  const requests: { path: string; contentType: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const contentType = String(req.headers['content-type'] ?? '');
      requests.push({ path: req.url ?? '', contentType });
      if (req.method !== 'POST' || req.url !== '/v1/traces' || contentType !== 'application/x-protobuf') {
        res.writeHead(415).end();
        return;
      }
      try {
        spans.push(...decodeTraceRequest(Buffer.concat(chunks)));
      } catch {
        res.writeHead(400).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
