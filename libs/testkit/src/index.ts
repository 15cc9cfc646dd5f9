export { startFixtureSite, type FixtureSite } from './fixture-site/server.js';
export * as fuzz from './fuzz/index.js';
