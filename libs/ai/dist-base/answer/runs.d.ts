import type { Question } from './question.js';
import type { Span } from './spans.js';
import type { Scored } from './scored.js';
/** For what-questions: the runs of words between and around the words shared with the question. */
export declare function phrases(s: Scored, question: Question): Span[];
//# sourceMappingURL=runs.d.ts.map