"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createEngine = createEngine;
// Picks the engine: Cohere when an API key is configured, otherwise the local engine.
const platform_1 = require("@gleaner/platform");
const engine_js_1 = require("./local/engine.js");
const traced_engine_js_1 = require("./traced-engine.js");
function createEngine(config) {
    const engine = config.cohereApiKey ? cohereEngine(config.cohereApiKey, config.cohereBaseUrl) : new engine_js_1.LocalEngine();
    // With tracing on, a span around each extraction; off, no wrapper at all.
    return (0, platform_1.isTracingEnabled)() ? (0, traced_engine_js_1.tracedEngine)(engine) : engine;
}
/** Loaded only when configured: the Cohere SDK is a large share of a render process's start-up otherwise. */
function cohereEngine(apiKey, baseUrl) {
    const { CohereEngine } = require('./cohere/engine.js');
    return new CohereEngine({ apiKey, baseUrl });
}
//# sourceMappingURL=engines.js.map