"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.NOT_FOUND_BELOW = void 0;
exports.notFound = notFound;
const confidence_js_1 = require("./confidence.js");
const types_js_1 = require("./types.js");
/** Below this confidence the answer is "not found" rather than a guess. */
exports.NOT_FOUND_BELOW = 0.2;
/** What the sources do not say is said plainly, in the format asked for, with a low confidence. */
function notFound(format, confidence = 0) {
    const answer = format === 'json' ? { answer: null, found: false, message: types_js_1.NOT_FOUND_TEXT } : format === 'table' ? { headers: [], rows: [] } : types_js_1.NOT_FOUND_TEXT;
    return { answer, found: false, confidence: (0, confidence_js_1.round)(Math.min(confidence, exports.NOT_FOUND_BELOW / 3)), sources: [], span: null };
}
//# sourceMappingURL=not-found.js.map