// Picks the engine: Cohere when an API key is configured, otherwise the local engine.
import { isTracingEnabled } from '@gleaner/platform';
import type { ExtractionEngine } from './types.js';
import { LocalEngine } from './local/engine.js';
import { tracedEngine } from './traced-engine.js';

export function createEngine(config: { cohereApiKey?: string; cohereBaseUrl?: string }): ExtractionEngine {
  const engine = config.cohereApiKey ? cohereEngine(config.cohereApiKey, config.cohereBaseUrl) : new LocalEngine();
  // With tracing on, a span around each extraction; off, no wrapper at all.
  return isTracingEnabled() ? tracedEngine(engine) : engine;
}

/** Loaded only when configured: the Cohere SDK is a large share of a render process's start-up otherwise. */
function cohereEngine(apiKey: string, baseUrl: string | undefined): ExtractionEngine {
  const { CohereEngine } = require('./cohere/engine.js') as typeof import('./cohere/engine.js');
  return new CohereEngine({ apiKey, baseUrl });
}
