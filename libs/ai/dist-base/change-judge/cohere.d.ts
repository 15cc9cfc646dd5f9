import type { ChangeJudge, ChangeJudgeRequest, ChangeVerdict } from './types.js';
export declare class CohereChangeJudge implements ChangeJudge {
    private readonly model;
    readonly name: "cohere";
    private readonly client;
    private readonly local;
    constructor(options: {
        apiKey: string;
        baseUrl?: string;
        model?: string;
        maxRetries?: number;
    }, model?: string);
    judge(req: ChangeJudgeRequest): Promise<ChangeVerdict>;
}
//# sourceMappingURL=cohere.d.ts.map