export * from './records.js';
export * from './jobs.js';
export { ContentService, type ContentServiceDeps } from './service.js';
export { mountContentRoutes } from './routes.js';
export { mergePageFields } from './merge.js';
