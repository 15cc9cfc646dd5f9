"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.NOT_FOUND_TEXT = exports.notFound = exports.splitIntoPassages = exports.LocalResearchEngine = exports.createResearchEngine = void 0;
var engines_js_1 = require("./engines.js");
Object.defineProperty(exports, "createResearchEngine", { enumerable: true, get: function () { return engines_js_1.createResearchEngine; } });
var local_engine_js_1 = require("./local-engine.js");
Object.defineProperty(exports, "LocalResearchEngine", { enumerable: true, get: function () { return local_engine_js_1.LocalResearchEngine; } });
var chunks_js_1 = require("./chunks.js");
Object.defineProperty(exports, "splitIntoPassages", { enumerable: true, get: function () { return chunks_js_1.splitIntoPassages; } });
var not_found_js_1 = require("./not-found.js");
Object.defineProperty(exports, "notFound", { enumerable: true, get: function () { return not_found_js_1.notFound; } });
var types_js_1 = require("./types.js");
Object.defineProperty(exports, "NOT_FOUND_TEXT", { enumerable: true, get: function () { return types_js_1.NOT_FOUND_TEXT; } });
//# sourceMappingURL=index.js.map