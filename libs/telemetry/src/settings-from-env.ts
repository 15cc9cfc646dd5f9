import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  type Sampler,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace';
import type { LeanTracerSettings } from './lean-tracer.js';

// What the SDK's NodeSDK reads from the standard variables for its tracer provider, read here the
// same way so that our exporter's batch processor, the sampler and the span limits are built once
// and shared by the SDK's provider and our tracer (lean-tracer.ts): OTEL_TRACES_SAMPLER(_ARG),
// OTEL_BSP_*, OTEL_SPAN_* / OTEL_ATTRIBUTE_* limits (the SDK's defaults when unset or invalid).

function numberFrom(env: NodeJS.ProcessEnv, ...names: string[]): number | undefined {
  for (const name of names) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const n = Number(raw);
    if (Number.isFinite(n)) return n;
  }
  return undefined;
}

const nonNegative = (n: number | undefined) => (n !== undefined && n >= 0 ? n : undefined);

/** OTEL_TRACES_SAMPLER and its argument; unset or unknown: parent-based, always on (the SDK's default). */
export function samplerFromEnv(env: NodeJS.ProcessEnv): Sampler {
  const ratio = (): number => {
    const r = numberFrom(env, 'OTEL_TRACES_SAMPLER_ARG');
    return r === undefined || r < 0 || r > 1 ? 1 : r;
  };
  switch (env.OTEL_TRACES_SAMPLER?.trim()) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'traceidratio':
      return new TraceIdRatioBasedSampler(ratio());
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio()) });
    default:
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}

/** The span limits (the SDK's defaults: 128 attributes, events and links; values unbounded). */
export function spanLimitsFromEnv(env: NodeJS.ProcessEnv): LeanTracerSettings['limits'] {
  const positive = (n: number | undefined, dflt: number) => (n !== undefined && n >= 0 ? n : dflt);
  const length = numberFrom(env, 'OTEL_SPAN_ATTRIBUTE_VALUE_LENGTH_LIMIT', 'OTEL_ATTRIBUTE_VALUE_LENGTH_LIMIT');
  return {
    attributeCountLimit: positive(numberFrom(env, 'OTEL_SPAN_ATTRIBUTE_COUNT_LIMIT', 'OTEL_ATTRIBUTE_COUNT_LIMIT'), 128),
    attributeValueLengthLimit: length !== undefined && length > 0 ? length : Infinity,
    eventCountLimit: positive(numberFrom(env, 'OTEL_SPAN_EVENT_COUNT_LIMIT'), 128),
    linkCountLimit: positive(numberFrom(env, 'OTEL_SPAN_LINK_COUNT_LIMIT'), 128),
  };
}

/** The SDK's batch processor around `exporter`, with the OTEL_BSP_* settings. */
export function batchProcessorFromEnv(exporter: SpanExporter, env: NodeJS.ProcessEnv): SpanProcessor {
  return new BatchSpanProcessor({
    exporter,
    maxQueueSize: nonNegative(numberFrom(env, 'OTEL_BSP_MAX_QUEUE_SIZE')),
    scheduledDelayMillis: nonNegative(numberFrom(env, 'OTEL_BSP_SCHEDULE_DELAY')),
    exportTimeoutMillis: nonNegative(numberFrom(env, 'OTEL_BSP_EXPORT_TIMEOUT')),
    maxExportBatchSize: nonNegative(numberFrom(env, 'OTEL_BSP_MAX_EXPORT_BATCH_SIZE')),
  });
}
