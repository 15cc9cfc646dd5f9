"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseJsonReply = parseJsonReply;
/** A model's JSON answer, without the Markdown code fence models sometimes wrap it in (throws when not JSON). */
function parseJsonReply(text) {
    return JSON.parse(text.trim().replace(/^```(?:json)?\s*/i, '').replace(/```\s*$/, ''));
}
//# sourceMappingURL=json-reply.js.map