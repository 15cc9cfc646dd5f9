export * from './http/context.js';
export { ApiServer, type ApiServerOptions } from './http/api-server.js';
export { sendJson, sendError } from './http/respond.js';
export * from './account/index.js';
export { mountSystemRoutes, type ReadinessCheck } from './system/routes.js';
export * from './render/jobs.js';
export * from './content/index.js';
export { createdBetween, listOptions, type ListQuery } from './http/list-query.js';
