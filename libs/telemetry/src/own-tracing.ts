import type { NodeSDK } from '@opentelemetry/sdk-node';
import type { ReadableSpan, Sampler, SpanProcessor } from '@opentelemetry/sdk-trace';
import { LeanTracer } from './lean-tracer.js';
import { spanLimitsFromEnv } from './settings-from-env.js';

// Our path for the service's spans (loaded by startTelemetry only when tracing starts): the lean
// tracer, the settings read from the environment, the exporter with our encoder.

export { batchProcessorFromEnv, samplerFromEnv } from './settings-from-env.js';
export { createTraceExporter, wantsOtlpProtobuf } from './trace-exporter.js';

type Resource = ReadableSpan['resource'];

/**
 * Our tracer, on the resource the SDK detected at start (service name, host, process: the one its
 * own spans carry). The SDK keeps it in a field it does not publish; when a version of the SDK no
 * longer has it, the SDK's tracer stays in use (telemetry.impl says `encoder`, and a test fails).
 */
export function leanTracer(sdk: NodeSDK, settings: { processors: SpanProcessor[]; sampler: Sampler; env: NodeJS.ProcessEnv }): LeanTracer | undefined {
  const resource = (sdk as unknown as { _resource?: Resource })._resource;
  if (!resource || typeof resource.attributes !== 'object' || typeof resource.merge !== 'function') return undefined;
  return new LeanTracer({ processors: settings.processors, sampler: settings.sampler, resource, limits: spanLimitsFromEnv(settings.env) }, 'gleaner');
}
