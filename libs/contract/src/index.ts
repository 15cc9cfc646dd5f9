export * from './operation.js';
export * from './common.js';
export * from './formats.js';
export * from './validator.js';
export * from './openapi.js';
export { accountOperations, infraOperations, profile, usageReport } from './account.js';
export { allOperations } from './registry.js';
export { contentOperations, scrapeBody, extractBody } from './content.js';
export { loadOptions, selector } from './render-options.js';
