import { startTelemetry } from './index.js';

// `import '@gleaner/telemetry/start';` as the first line of an app: the SDK is registered before
// anything else loads (see index.ts). The app's stop calls shutdownTelemetry() to flush.

export const telemetry = startTelemetry(process.env);
