export { startFixtureSite, type FixtureSite } from './fixture-site/server.js';
