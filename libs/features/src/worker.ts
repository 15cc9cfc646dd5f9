// The worker side of every area: what render workers run for the jobs the API publishes.
// A render process loads this entry only: no HTTP server (see roles-loading.test).
export { startRenderWorker, RENDER_TOPIC, RENDER_GROUP, type RenderJob, type JobOwner } from './render/jobs.js';
export { renderRunners, type RenderJobDeps, type RenderJobKinds, type RenderRunners } from './render/runners.js';
export { runScrapeJob, runExtractJob, type ContentJobDeps } from './content/jobs.js';
export { runPdfJob, type ArtifactJobDeps } from './pdf/jobs.js';
export { runScreenshotJob } from './screenshot/jobs.js';
export { startResearchIndexer, type IndexerDeps } from './research/indexer.js';
export { startResearchAnswerer, type AnswererDeps } from './research/answerer.js';
