import type { ChangeJudge } from './types.js';
export type { ChangeJudge, ChangeJudgeRequest, ChangeVerdict } from './types.js';
export { LocalChangeJudge, parseAmount } from './local.js';
/** Cohere when an API key is configured (its SDK loads only then), otherwise the local judge. */
export declare function createChangeJudge(config: {
    cohereApiKey?: string;
    cohereBaseUrl?: string;
}): ChangeJudge;
//# sourceMappingURL=index.d.ts.map