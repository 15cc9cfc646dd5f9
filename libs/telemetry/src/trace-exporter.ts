import { OTLPExporterBase } from '@opentelemetry/otlp-exporter-base';
import { convertLegacyHttpOptions, createOtlpHttpExportDelegate } from '@opentelemetry/otlp-exporter-base/node-http';
import { ProtobufTraceSerializer, TraceExporterMetricsHelper, type ISerializer } from '@opentelemetry/otlp-transformer';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';
import { encodeTraceRequest } from './otlp-span-encoder.js';

// The OTLP http/protobuf span exporter, as the SDK's own (@opentelemetry/exporter-trace-otlp-proto)
// is built: the SDK's HTTP delegate (endpoint, headers, timeout, compression, TLS files and retries
// from the same OTEL_EXPORTER_OTLP_* variables, the same User-Agent), with our one-pass encoder in
// place of the SDK's serializer (the larger part of what an exported span costs a request).
// Loaded only when tracing starts.

type Response = ReturnType<typeof ProtobufTraceSerializer.deserializeResponse>;

const serializer: ISerializer<ReadableSpan[], Response> = {
  serializeRequest: encodeTraceRequest,
  deserializeResponse: (data) => ProtobufTraceSerializer.deserializeResponse(data),
};

/** True when the environment asks for what this exporter is: OTLP over http/protobuf (the default). */
export function wantsOtlpProtobuf(env: NodeJS.ProcessEnv): boolean {
  const exporters = [...new Set((env.OTEL_TRACES_EXPORTER ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
  if (exporters.length > 1 || (exporters.length === 1 && exporters[0] !== 'otlp')) return false;
  const protocol = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL?.trim() || env.OTEL_EXPORTER_OTLP_PROTOCOL?.trim()) || 'http/protobuf';
  return protocol === 'http/protobuf';
}

/** A SpanExporter sending OTLP http/protobuf to the endpoint the OTEL_EXPORTER_OTLP_* variables name. */
export function createTraceExporter(): SpanExporter {
  const delegate = createOtlpHttpExportDelegate(
    convertLegacyHttpOptions({}, 'TRACES', 'v1/traces', { 'Content-Type': 'application/x-protobuf' }),
    serializer,
    'otlp_http_span_exporter',
    TraceExporterMetricsHelper,
    undefined,
  );
  return new OTLPExporterBase<ReadableSpan[]>(delegate);
}
