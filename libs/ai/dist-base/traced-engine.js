"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.tracedEngine = tracedEngine;
const platform_1 = require("@gleaner/platform");
// Spans around an extraction engine's calls (extract.fields, extract.records). Applied only when
// tracing is on (createEngine). Page HTML, prompts and results are not recorded.
function tracedEngine(engine) {
    return {
        name: engine.name,
        extractFields: (req) => (0, platform_1.withSpan)('extract.fields', { 'gleaner.engine': engine.name, 'gleaner.fields': Object.keys(req.fields).length, 'url.full': (0, platform_1.spanUrl)(req.url) }, () => engine.extractFields(req)),
        extractRecords: (req) => (0, platform_1.withSpan)('extract.records', { 'gleaner.engine': engine.name, 'gleaner.schema': req.schema !== undefined, 'url.full': (0, platform_1.spanUrl)(req.url) }, () => engine.extractRecords(req)),
    };
}
//# sourceMappingURL=traced-engine.js.map