export { findAnswer, type Answer, type Passage } from './find.js';
export { analyseQuestion, type AnswerType, type Question } from './question.js';
