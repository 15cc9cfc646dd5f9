export type { FieldsRequest, RecordsRequest, RecordsResult, ExtractionEngine } from './types.js';
export { LocalEngine, type LocalEngineOptions } from './local/engine.js';
export type { CohereEngine, CohereEngineOptions } from './cohere/engine.js';
export { createEngine } from './engines.js';
export { mainContent, type MainContent } from './main-content.js';
export { toCsv, toTable } from './format/tabular.js';
export { keysFromPrompt } from './local/prompt-keys.js';
export { startCohereStandIn, type CohereStandIn, type StandInReply } from './testing/cohere-stand-in.js';
export { outputSchemaProblem } from './schema.js';
export { tracedEngine } from './traced-engine.js';
export { createChangeJudge, LocalChangeJudge, parseAmount, type ChangeJudge as ChangeJudgeEngine, type ChangeJudgeRequest, type ChangeVerdict } from './change-judge/index.js';
export { findAnswer, rankAnswers, analyseQuestion, type Answer, type AnswerType, type FindOptions, type Passage } from './answer/index.js';
export { createResearchEngine, LocalResearchEngine, splitIntoPassages, notFound as researchNotFound, NOT_FOUND_TEXT, type ResearchEngine, type ResearchDocument, type ResearchQuestion, type ResearchAnswer, type ResearchFormat, type CitedSource, type LoadedIndex } from './research/index.js';
//# sourceMappingURL=index.d.ts.map