"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseAmount = exports.LocalChangeJudge = void 0;
exports.createChangeJudge = createChangeJudge;
const local_js_1 = require("./local.js");
var local_js_2 = require("./local.js");
Object.defineProperty(exports, "LocalChangeJudge", { enumerable: true, get: function () { return local_js_2.LocalChangeJudge; } });
Object.defineProperty(exports, "parseAmount", { enumerable: true, get: function () { return local_js_2.parseAmount; } });
/** Cohere when an API key is configured (its SDK loads only then), otherwise the local judge. */
function createChangeJudge(config) {
    if (!config.cohereApiKey)
        return new local_js_1.LocalChangeJudge();
    const { CohereChangeJudge } = require('./cohere.js');
    return new CohereChangeJudge({ apiKey: config.cohereApiKey, baseUrl: config.cohereBaseUrl });
}
//# sourceMappingURL=index.js.map