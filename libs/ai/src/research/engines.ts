// Picks the research engine: Cohere when an API key is configured, otherwise the local engine.
import type { ResearchEngine } from './types.js';
import { LocalResearchEngine } from './local-engine.js';

export function createResearchEngine(config: { cohereApiKey?: string; cohereBaseUrl?: string }): ResearchEngine {
  if (!config.cohereApiKey) return new LocalResearchEngine();
  // Loaded only when configured (the Cohere SDK is large).
  const { CohereResearchEngine } = require('./cohere-engine.js') as typeof import('./cohere-engine.js');
  return new CohereResearchEngine({ apiKey: config.cohereApiKey, baseUrl: config.cohereBaseUrl });
}
