export { ResearchService, ASK_COST, MAX_CONTENT_BYTES, type ResearchServiceDeps } from './service.js';
export { mountResearchRoutes } from './routes.js';
export { RESEARCH_COLLECTIONS, type ResearchSessionRecord, type ResearchQuestionRecord } from './records.js';
