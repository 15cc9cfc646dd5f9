"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createResearchEngine = createResearchEngine;
const local_engine_js_1 = require("./local-engine.js");
function createResearchEngine(config) {
    if (!config.cohereApiKey)
        return new local_engine_js_1.LocalResearchEngine();
    // Loaded only when configured (the Cohere SDK is large).
    const { CohereResearchEngine } = require('./cohere-engine.js');
    return new CohereResearchEngine({ apiKey: config.cohereApiKey, baseUrl: config.cohereBaseUrl });
}
//# sourceMappingURL=engines.js.map