export { createResearchEngine } from './engines.js';
export { LocalResearchEngine } from './local-engine.js';
export { splitIntoPassages } from './chunks.js';
export { notFound } from './not-found.js';
export { NOT_FOUND_TEXT, type ResearchEngine, type ResearchDocument, type ResearchQuestion, type ResearchAnswer, type ResearchFormat, type CitedSource, type LoadedIndex } from './types.js';
//# sourceMappingURL=index.d.ts.map