export * from './http/context.js';
export { ApiServer, type ApiServerOptions } from './http/api-server.js';
export { sendJson, sendError } from './http/respond.js';
export * from './account/index.js';
export { mountSystemRoutes, type ReadinessCheck } from './system/routes.js';
