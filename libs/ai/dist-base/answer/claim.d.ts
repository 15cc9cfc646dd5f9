import { type Checks } from './verify.js';
export interface ClaimVerdict {
    /** share of the answer's key words the cited passages say (1 when it has none of its own) */
    support: number;
    /** the question's constraints are met around the answer's sentence and the answer is supported */
    verified: boolean;
    /** the verifier's measures on the sentence that says the answer (null when no cited sentence says any of it) */
    checks: Checks | null;
}
export declare function checkClaim(questionText: string, answer: string, passages: string[]): ClaimVerdict;
//# sourceMappingURL=claim.d.ts.map