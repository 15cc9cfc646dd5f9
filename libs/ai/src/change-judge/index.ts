import type { ChangeJudge } from './types.js';
import { LocalChangeJudge } from './local.js';

export type { ChangeJudge, ChangeJudgeRequest, ChangeVerdict } from './types.js';
export { LocalChangeJudge, parseAmount } from './local.js';

/** Cohere when an API key is configured (its SDK loads only then), otherwise the local judge. */
export function createChangeJudge(config: { cohereApiKey?: string; cohereBaseUrl?: string }): ChangeJudge {
  if (!config.cohereApiKey) return new LocalChangeJudge();
  const { CohereChangeJudge } = require('./cohere.js') as typeof import('./cohere.js');
  return new CohereChangeJudge({ apiKey: config.cohereApiKey, baseUrl: config.cohereBaseUrl });
}
