// Picks the engine: Cohere when an API key is configured, otherwise the local engine.
import type { ExtractionEngine } from './types.js';
import { LocalEngine } from './local/engine.js';
import { CohereEngine } from './cohere/engine.js';

export function createEngine(config: { cohereApiKey?: string; cohereBaseUrl?: string }): ExtractionEngine {
  if (config.cohereApiKey) return new CohereEngine({ apiKey: config.cohereApiKey, baseUrl: config.cohereBaseUrl });
  return new LocalEngine();
}
