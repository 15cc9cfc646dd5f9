// Picks the engine: Cohere when an API key is configured, otherwise the local engine.
import { isTracingEnabled } from '@gleaner/platform';
import type { ExtractionEngine } from './types.js';
import { LocalEngine } from './local/engine.js';
import { CohereEngine } from './cohere/engine.js';
import { tracedEngine } from './traced-engine.js';

export function createEngine(config: { cohereApiKey?: string; cohereBaseUrl?: string }): ExtractionEngine {
  const engine = config.cohereApiKey ? new CohereEngine({ apiKey: config.cohereApiKey, baseUrl: config.cohereBaseUrl }) : new LocalEngine();
  // With tracing on, a span around each extraction; off, no wrapper at all.
  return isTracingEnabled() ? tracedEngine(engine) : engine;
}
