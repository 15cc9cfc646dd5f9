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
  /** Which tracer and encoder make and send the spans, when on (see tracesImpl). */
  readonly impl?: TracesImpl;
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

export type TracesImpl = 'lean' | 'encoder' | 'sdk';

/**
 * GLEANER_TRACES_IMPL: `lean` (the default) makes the service's spans with our tracer and exports
 * them with our encoder (own-tracing.ts), `encoder` keeps the SDK's tracer with our encoder, `sdk`
 * is the SDK's own all through (a comparison, a fallback). Ours only for OTLP over http/protobuf
 * (the default protocol) or processors a test brings; other protocols and exporters are the SDK's.
 */
function tracesImpl(env: NodeJS.ProcessEnv, options: TelemetryOptions, wantsOtlpProtobuf: (env: NodeJS.ProcessEnv) => boolean): TracesImpl {
  const asked = env.GLEANER_TRACES_IMPL?.trim().toLowerCase();
  if (asked === 'sdk' || options.sdk?.traceExporter) return 'sdk';
  if (!options.sdk?.spanProcessors && !wantsOtlpProtobuf(env)) return 'sdk';
  return asked === 'encoder' ? 'encoder' : 'lean';
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
  const own = require('./own-tracing.js') as typeof import('./own-tracing.js');
  let impl = tracesImpl(env, options, own.wantsOtlpProtobuf);
  // Ours: the batch processor and sampler are made here and given to the SDK's provider too, so
  // that both tracers feed the same batch and decide alike.
  const processors = impl === 'sdk' ? options.sdk?.spanProcessors : (options.sdk?.spanProcessors ?? [own.batchProcessorFromEnv(own.createTraceExporter(), env)]);
  const sampler = impl === 'sdk' ? options.sdk?.sampler : (options.sdk?.sampler ?? own.samplerFromEnv(env));
  const sdk = new Sdk({
    serviceName: isSet(env.OTEL_SERVICE_NAME) ? undefined : (options.serviceName ?? 'gleaner'),
    instrumentations: [],
    // Traces only: no metric readers, no log processors, whatever OTEL_METRICS_EXPORTER and
    // OTEL_LOGS_EXPORTER say (the SDK's defaults would export both over OTLP).
    metricReaders: [],
    logRecordProcessors: [],
    ...options.sdk,
    spanProcessors: processors,
    sampler,
  });
  sdk.start();
  const lean = impl === 'lean' ? own.leanTracer(sdk, { processors: processors!, sampler: sampler!, env }) : undefined;
  if (impl === 'lean' && !lean) impl = 'encoder';
  markTracingEnabled(true, lean);
  let stopped: Promise<void> | undefined;
  const telemetry: Telemetry = {
    enabled: true,
    impl,
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
