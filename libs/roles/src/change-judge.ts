import type { Config } from '@gleaner/platform';
import { createChangeJudge } from '@gleaner/ai';
import type { ChangeJudge } from '@gleaner/features/maintenance';

// The judge of monitor prompts in the scheduler: Cohere when configured, else the local rules.
export async function loadChangeJudge(config: Config): Promise<ChangeJudge> {
  return createChangeJudge(config.ai);
}
