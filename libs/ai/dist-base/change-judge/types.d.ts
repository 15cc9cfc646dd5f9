export interface ChangeJudgeRequest {
    prompt: string;
    url: string;
    before: string;
    after: string;
    /** The changed lines, "- old" / "+ new". */
    diffText: string;
    /** The summary the rules wrote from the diff. */
    localSummary: string;
}
export interface ChangeVerdict {
    matters: boolean;
    summary: string;
}
export interface ChangeJudge {
    readonly name: 'local' | 'cohere';
    judge(req: ChangeJudgeRequest): Promise<ChangeVerdict>;
}
//# sourceMappingURL=types.d.ts.map