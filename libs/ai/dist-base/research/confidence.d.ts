export interface AnswerEvidence {
    /** the answer finder's score of the span (coverage, type fit, position: answer/score.ts) */
    score: number;
    /** share of the question (weighted by rarity) its sentence says */
    coverage: number;
    /** how well the span's type answers the question's */
    fit: number;
    /** the best passage's BM25 score over the most it could be for these words (0 to 1) */
    retrieval: number;
    /** how far the best answer stands above the next different one (score difference) */
    margin: number;
    /** share of the question's words that no passage of any source says */
    absent: number;
    /** the span starts or ends on a stop word ("of water with pressure"): a fragment, not an answer */
    ragged: number;
    /** share of the question's words (weighted by rarity over all the sources) said by the answer's passage or its title */
    held: number;
    /** the question's rarest word is said by the answer's passage or its title */
    rarest: number;
    /** the verifier's measures of the answer (answer/verify.ts): the question's constraints unmet around it */
    unmet: number;
    rarestUnmet: number;
    nameUnmet: number;
    numberUnmet: number;
    relationUnmet: number;
    contrary: number;
    swapped: number;
    misfit: number;
    restated: number;
    /** the verifier accepted it (1) or not (0) */
    verified: number;
}
export declare const CONFIDENCE_WEIGHTS: {
    bias: number;
    score: number;
    coverage: number;
    fit: number;
    retrieval: number;
    margin: number;
    absent: number;
    ragged: number;
    held: number;
    rarest: number;
    unmet: number;
    rarestUnmet: number;
    nameUnmet: number;
    numberUnmet: number;
    relationUnmet: number;
    contrary: number;
    swapped: number;
    misfit: number;
    restated: number;
    verified: number;
};
export declare function confidenceOf(e: AnswerEvidence, w?: Partial<Record<keyof AnswerEvidence | 'bias', number>>): number;
export declare const round: (x: number) => number;
//# sourceMappingURL=confidence.d.ts.map