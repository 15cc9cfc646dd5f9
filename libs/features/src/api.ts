// The API side of every area: the HTTP server, schemas' routes and the services behind them.
// An API process loads this entry only: no browser, no extraction engine (see roles-loading.test).
export * from './http/context.js';
export { ApiServer, type ApiServerOptions } from './http/api-server.js';
export { sendJson, sendError } from './http/respond.js';
export { MAX_BODY_BYTES, parseJsonBody } from './http/body.js';
export * from './account/index.js';
export { mountSystemRoutes, type ReadinessCheck } from './system/routes.js';
export { RenderClient, type RenderJob, type JobOwner } from './render/jobs.js';
export * from './content/records.js';
export { ContentService, type ContentServiceDeps } from './content/service.js';
export { mountContentRoutes } from './content/routes.js';
export { createdBetween, listOptions, type ListQuery } from './http/list-query.js';
export { ArtifactCatalog, type ArtifactRecord } from './artifacts/catalog.js';
export { createArtifact, type ArtifactServiceDeps } from './artifacts/service.js';
export { PDF_COLLECTION, type PdfRecord } from './pdf/jobs.js';
export { mountPdfRoutes, PDF_COST } from './pdf/routes.js';
export { SCREENSHOT_COLLECTION, type ScreenshotRecord } from './screenshot/jobs.js';
export { mountScreenshotRoutes, SCREENSHOT_COST } from './screenshot/routes.js';
export { ScheduleService, type ScheduleServiceDeps, type DeliveryLookup } from './schedules/service.js';
export { mountScheduleRoutes } from './schedules/routes.js';
export { RunExecutor, type RunDeliveries } from './schedules/run-executor.js';
export { DeliveryQueue } from './webhooks/delivery-queue.js';
export type { DeliveryRequest, DeliveryRecord, DeliveryAttempt } from './webhooks/deliveries.js';
export { MonitorService, type MonitorServiceDeps } from './monitoring/service.js';
export { mountMonitoringRoutes } from './monitoring/routes.js';
export { CheckExecutor } from './monitoring/check-executor.js';
export { CheckLinker } from './monitoring/check-links.js';
export { mountDiffPage } from './monitoring/diff-route.js';
