import type { NodeSDK, NodeSDKConfiguration } from '@opentelemetry/sdk-node';
import { flushTraces, markTracingEnabled } from '@gleaner/platform';

// OpenTelemetry's Node SDK, started first thing in every app, for traces only: spans are made by
// hand (libs/platform's withSpan), so no auto-instrumentation; metrics stay on prom-client and
// logs on pino, so the SDK exports neither. Configured by the standard variables, read by the SDK:
// OTEL_EXPORTER_OTLP_ENDPOINT / OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTEL_EXPORTER_OTLP_PROTOCOL
// (http/protobuf, the default, or http/json), OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER(_ARG),
// OTEL_BSP_*, OTEL_EXPORTER_OTLP_HEADERS, OTEL_PROPAGATORS (default W3C trace context and baggage).
// Off, and free, unless an endpoint is set: the SDK is then not even loaded, and the API hands out
// spans that record nothing.

export interface Telemetry {
  /** True when the SDK was started and exports spans. */
  readonly enabled: boolean;
  /** Why it is off, when it is. */
  readonly reason?: string;
  /** Exports what is buffered. */
  flush(): Promise<void>;
  /** Exports what is buffered and stops the SDK (idempotent). */
  shutdown(): Promise<void>;
}

export interface TelemetryOptions {
  /** service.name when OTEL_SERVICE_NAME is not set (default "gleaner"). */
  serviceName?: string;
  /** Overrides of the SDK's configuration (tests: an in-memory span processor). */
  sdk?: Partial<NodeSDKConfiguration>;
}

const isSet = (v: string | undefined): v is string => v !== undefined && v.trim() !== '';

/** Why tracing stays off with this environment, or undefined when it is to start. */
export function tracingOffReason(env: NodeJS.ProcessEnv): string | undefined {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return 'OTEL_SDK_DISABLED=true';
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  if (exporters[0] === 'none') return 'OTEL_TRACES_EXPORTER=none';
  if (!isSet(env.OTEL_EXPORTER_OTLP_ENDPOINT) && !isSet(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)) return 'no OTLP endpoint (OTEL_EXPORTER_OTLP_ENDPOINT) is set';
  return undefined;
}

/** Our OTLP exporter, unless the caller brings its own processors or exporter, the protocol is not
 * http/protobuf, or GLEANER_OTLP_SERIALIZER=sdk asks for the SDK's serializer (a comparison, a fallback). */
function ownExporterWanted(env: NodeJS.ProcessEnv, options: TelemetryOptions): boolean {
  if (options.sdk?.spanProcessors || options.sdk?.traceExporter) return false;
  if (env.GLEANER_OTLP_SERIALIZER?.trim().toLowerCase() === 'sdk') return false;
  return (require('./trace-exporter.js') as typeof import('./trace-exporter.js')).wantsOtlpProtobuf(env);
}

let current: Telemetry | undefined;

function off(reason: string): Telemetry {
  return { enabled: false, reason, flush: async () => undefined, shutdown: async () => undefined };
}

/**
 * Starts the SDK when `env` configures an exporter (once per process: a second call returns the
 * first one's handle). The SDK itself reads the OTEL_* variables from process.env; `env` decides
 * whether it starts at all.
 */
export function startTelemetry(env: NodeJS.ProcessEnv = process.env, options: TelemetryOptions = {}): Telemetry {
  if (current) return current;
  const reason = options.sdk?.spanProcessors ? undefined : tracingOffReason(env);
  if (reason) return (current = off(reason));
  // Loaded only now: with tracing off the SDK's modules are never read.
  const { NodeSDK: Sdk } = require('@opentelemetry/sdk-node') as { NodeSDK: typeof NodeSDK };
  const sdk = new Sdk({
    // OTLP http/protobuf (the default) through our exporter: the SDK's transport and settings, our
    // one-pass encoder (trace-exporter.ts). Other protocols and exporters stay the SDK's.
    traceExporter: ownExporterWanted(env, options) ? (require('./trace-exporter.js') as typeof import('./trace-exporter.js')).createTraceExporter() : undefined,
    serviceName: isSet(env.OTEL_SERVICE_NAME) ? undefined : (options.serviceName ?? 'gleaner'),
    instrumentations: [],
    // Traces only: no metric readers, no log processors, whatever OTEL_METRICS_EXPORTER and
    // OTEL_LOGS_EXPORTER say (the SDK's defaults would export both over OTLP).
    metricReaders: [],
    logRecordProcessors: [],
    ...options.sdk,
  });
  sdk.start();
  markTracingEnabled(true);
  let stopped: Promise<void> | undefined;
  const telemetry: Telemetry = {
    enabled: true,
    flush: flushTraces,
    shutdown() {
      stopped ??= sdk.shutdown().finally(() => markTracingEnabled(false));
      return stopped;
    },
  };
  return (current = telemetry);
}

/** Flushes and stops the SDK started by startTelemetry, if any. */
export async function shutdownTelemetry(): Promise<void> {
  await current?.shutdown();
}
