import { type AnswerType } from './question.js';
import { type Signals } from './score.js';
import { type Checks } from './verify.js';
export interface Passage {
    text: string;
    /** the label or heading the text sits under: its words count towards the match */
    heading?: string;
}
export interface Answer {
    text: string;
    type: AnswerType;
    sentence: string;
    passage: number;
    /** how much of the question the sentence covers and how well the span fits it (see score.ts) */
    score: number;
    signals: Signals;
    /** the verifier's verdict: every constraint of the question met around the span, of the type asked (verify.ts) */
    verified?: boolean;
    /** what the verifier measured */
    checks?: Checks;
}
export interface FindOptions {
    /** the least share of the question a sentence must say (default: 0.5 for up to 3 words, else 0.2) */
    minCoverage?: number;
    /** how many sentences to read spans from (default 6) */
    sentences?: number;
    /** other weights for the signals (to fit them) */
    weights?: Signals;
    /** a short question whose word the text never says gets no answer (default true) */
    everyWord?: boolean;
    /** findAnswer: only an answer the verifier accepts, else null (default true) */
    verify?: boolean;
}
/** The best answer the verifier accepts (with `verify: false`, the best of all), or null. */
export declare function findAnswer(questionText: string, passages: Passage[], options?: FindOptions): Answer | null;
/** Every candidate answer, best first (one per span and sentence). */
export declare function rankAnswers(questionText: string, passages: Passage[], options?: FindOptions): Answer[];
type FocusMatch = {
    key: string;
    strength: number;
} | null;
/** A word of the text against the question's: the same stem, or one stem the start of the other ("slave", "slavery"). */
export declare function matchFocus(key: string, focus: string[]): FocusMatch;
export {};
//# sourceMappingURL=find.d.ts.map