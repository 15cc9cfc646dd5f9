import type { Question } from './question.js';
import type { Span } from './spans.js';
import type { Scored } from './scored.js';
/** 1 when the word before the span (within a few) is the gap's left neighbour, or the word after it the right one. */
export declare function atGap(s: Scored, span: Span, question: Question): number;
/** Whether question words sit right before and right after the span, and the side it is on. */
export declare function neighbours(s: Scored, span: Span, question: Question): {
    left: number;
    right: number;
    side: number;
};
export declare function contextOf(s: Scored, span: Span, weights: Map<string, number>): number;
/** 1 when the span touches a word of the question, falling off with the distance in words. */
export declare function nearness(s: Scored, span: Span): number;
//# sourceMappingURL=position.d.ts.map