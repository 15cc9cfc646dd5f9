export * from './errors.js';
export * from './ids.js';
export * from './envelope.js';
export * from './pagination.js';
export * from './clock.js';
export * from './config.js';
export * from './logger.js';
export * from './metrics.js';
