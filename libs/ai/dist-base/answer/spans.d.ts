import type { AnswerType } from './question.js';
export interface Span {
    text: string;
    start: number;
    end: number;
    type: AnswerType;
}
export declare function typedSpans(sentence: string): Span[];
/** Which types a span may answer besides its own: a name may be any named thing, a year a date. */
export declare function answers(span: Span, wanted: AnswerType): number;
//# sourceMappingURL=spans.d.ts.map