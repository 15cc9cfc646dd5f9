export { findAnswer, rankAnswers, type Answer, type FindOptions, type Passage } from './find.js';
export { analyseQuestion, type AnswerType, type Question } from './question.js';
export type { Signals } from './score.js';
export { type Checks, type Verdict } from './verify.js';
export { checkClaim, type ClaimVerdict } from './claim.js';
//# sourceMappingURL=index.d.ts.map