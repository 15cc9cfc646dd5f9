import type { Question } from './question.js';
import { type Token } from './words.js';
export interface Verdict {
    /** every check passed */
    verified: boolean;
    /** what was measured (each 0 to 1; for the confidence model) */
    checks: Checks;
}
export interface Checks {
    /** share of the question's words (weighted by rarity) said neither in the sentence nor its neighbours */
    unmet: number;
    /** the question's rarest word is said neither in the sentence nor its neighbours */
    rarestUnmet: number;
    /** a name of the question (a capitalised word after its first) is said neither in the sentence nor its neighbours */
    nameUnmet: number;
    /** a number of the question is said neither in the sentence nor its neighbours */
    numberUnmet: number;
    /** a relation word of the question ("first", "largest", "before") is not said in the sentence or its neighbours */
    relationUnmet: number;
    /** the question is negated and its sentence is not, or an antonym of its word is said where the word is not */
    contrary: number;
    /** share of the pairs of the question's words said in the sentence in the other order ("X discharges into Y" for "where does Y discharge into") */
    swapped: number;
    /** how poorly the span's type answers the question's (1 - fit) */
    misfit: number;
    /** share of the span's words the question already says */
    restated: number;
}
/** The text around an answer: its sentence, the sentences beside it, the heading it sits under. */
export interface Evidence {
    sentence: Token[];
    neighbours: Token[];
    heading: string[];
}
export interface SentenceInput {
    question: Question;
    /** the question's words' weights (rarity among the passages) */
    weights: Map<string, number>;
    /** the question's word a word of the text matches (stem, prefix: the finder's own match), or null */
    matches: (key: string) => string | null;
    evidence: Evidence;
}
export type SentenceChecks = Omit<Checks, 'misfit' | 'restated'>;
/** The verdict on one span: the checks of its sentence (shared by its spans) and of the span itself. */
export declare function verdictOf(sentence: SentenceChecks, fit: number, repeated: number): Verdict;
/** The checks a sentence and its neighbours pass or fail, whatever span of it answers. */
export declare function checkSentence({ question, weights, matches, evidence }: SentenceInput): SentenceChecks;
/** One name by its stem, or one stem the start of the other ("Ctenophores", "Ctenophora"). */
export declare function sameName(a: string, b: string): boolean;
//# sourceMappingURL=verify.d.ts.map