import type { ChangeJudge, ChangeJudgeRequest, ChangeVerdict } from './types.js';
/** "$1,299.00" -> 1299, "17,49 €" -> 17.49, "-3.5%" -> -3.5. */
export declare function parseAmount(text: string): number | null;
export declare class LocalChangeJudge implements ChangeJudge {
    readonly name: "local";
    judge(req: ChangeJudgeRequest): Promise<ChangeVerdict>;
    private matters;
}
//# sourceMappingURL=local.d.ts.map